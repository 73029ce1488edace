package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.cluster.ClusterOptions;
import io.crawlgp.cluster.RunOffer;
import io.crawlgp.cluster.Token;
import io.crawlgp.cluster.WorkerClient;
import io.crawlgp.evolution.ecj.EcjSlaveSession;
import io.crawlgp.experiment.DataLoader;
import io.crawlgp.gp.worker.ClusterWorker;
import io.crawlgp.util.RunContext;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * GP4C with the training fitness evaluated by workers (in this JVM, over loopback TCP): the same bytes as a single
 * process, and a worker that returns wrong values is caught, dropped, and leaves no trace in the results.
 */
class DistributedEvolutionTest {
    static final Token TOKEN = Token.of("test-token-0123456789", "test");

    @TempDir
    Path dir;

    private final AtomicBoolean stop = new AtomicBoolean();
    private final List<Thread> workers = new CopyOnWriteArrayList<>();
    private final ByteArrayOutputStream logged = new ByteArrayOutputStream();
    private final PrintStream log = new PrintStream(logged, true, StandardCharsets.UTF_8);

    @AfterEach
    void stopWorkers() throws InterruptedException {
        stop.set(true);
        for (Thread t : workers) t.join(5000);
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    private void startWorker(int port, String name, WorkerClient.Host host) {
        Thread t = new Thread(() -> WorkerClient.run("127.0.0.1", port, TOKEN, name, 1, host, log, stop::get), name);
        t.setDaemon(true);
        t.start();
        workers.add(t);
    }

    private ClusterOptions cluster(int port, AtomicBoolean timedOut) {
        return new ClusterOptions(
                "127.0.0.1",
                port,
                TOKEN,
                ClusterOptions.DEFAULT_VERIFY_SHARE,
                4,
                2,
                120,
                () -> timedOut.set(true),
                log);
    }

    private static ClusterWorker honest(PrintStream log) {
        return new ClusterWorker(DataLoader.PLAIN, null, log);
    }

    /** How a test worker serves a run it accepted. */
    private interface Serving {
        void serve(RunOffer offer, DataInputStream in, DataOutputStream out, String name) throws IOException;
    }

    /** A worker that prepares a run as {@code real} does and serves it with {@code serving}. */
    private static WorkerClient.Host host(ClusterWorker real, Serving serving) {
        return new WorkerClient.Host() {
            @Override
            public String prepare(RunOffer offer) {
                return real.prepare(offer);
            }

            @Override
            public void serve(RunOffer offer, DataInputStream in, DataOutputStream out, String name)
                    throws IOException {
                serving.serve(offer, in, out, name);
            }
        };
    }

    /** A worker that counts {@code registered} down when it reads the master's first bytes: a GP run took it. */
    private static WorkerClient.Host registering(ClusterWorker real, CountDownLatch registered) {
        return host(
                real,
                (offer, in, out, name) -> real.serve(
                        offer,
                        new DataInputStream(new FilterInputStream(in) {
                            @Override
                            public int read() throws IOException {
                                int b = super.read();
                                if (b >= 0) registered.countDown();
                                return b;
                            }

                            @Override
                            public int read(byte[] buf, int off, int len) throws IOException {
                                int n = super.read(buf, off, len);
                                if (n > 0) registered.countDown();
                                return n;
                            }
                        }),
                        out,
                        name));
    }

    @Test
    void workersGiveTheSingleProcessBytes() throws Exception {
        Path local = dir.resolve("local"), spread = dir.resolve("spread");
        Gp4cExperiment.run(Gp4cExperimentTest.tiny(), local, 2, true, "test");
        int port = freePort();
        // w2 joins once w1 has served its first GP run; w1 takes its next run only after w2 has been given one (w2 read
        // the master's first bytes), so the late worker is used however fast w1 finishes the rest
        CountDownLatch lateRegistered = new CountDownLatch(1);
        AtomicInteger w1Offers = new AtomicInteger();
        ClusterWorker w1 = honest(log);
        WorkerClient.Host w2 = registering(honest(log), lateRegistered);
        startWorker(port, "w1", new WorkerClient.Host() {
            @Override
            public String prepare(RunOffer offer) {
                if (w1Offers.incrementAndGet() == 2) {
                    startWorker(port, "w2", w2);
                    try {
                        lateRegistered.await(120, TimeUnit.SECONDS); // else the assertion below fails
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
                return w1.prepare(offer);
            }

            @Override
            public void serve(RunOffer offer, DataInputStream in, DataOutputStream out, String name)
                    throws IOException {
                w1.serve(offer, in, out, name);
            }
        });
        AtomicBoolean timedOut = new AtomicBoolean();
        Gp4cExperiment.run(
                Gp4cExperimentTest.tiny(),
                DataLoader.PLAIN,
                spread,
                2,
                true,
                RunContext.of("test"),
                cluster(port, timedOut));
        Gp4cExperimentTest.assertSameFiles(local, spread);
        assertFalse(timedOut.get());
        String prov = Files.readString(spread.resolve("provenance.json")).replaceAll("\\s", "");
        assertTrue(
                prov.matches("(?s).*\"name\":\"w1\",\"address\":\"[^\"]+\",\"connections\":\\d+,\"results\":[1-9].*"),
                prov);
        assertTrue(
                prov.matches("(?s).*\"name\":\"w2\",\"address\":\"[^\"]+\",\"connections\":\\d+,\"results\":[1-9].*"),
                "the late worker served: " + prov);
        assertFalse(prov.contains(TOKEN_TEXT), "the token is never recorded");
    }

    static final String TOKEN_TEXT = "test-token-0123456789";

    /** A worker that adds 1e-6 to every fitness of the folds {@code lies} accepts, and is honest on the others. */
    private WorkerClient.Host liar(IntPredicate lies) {
        ClusterWorker real = honest(log);
        return host(
                real,
                (offer, in, out, name) -> EcjSlaveSession.serve(in, out, name, offer.settingsHash(), f -> {
                    EcjSlaveSession.Fold fold = real.fold(f);
                    if (!lies.test(f)) return fold;
                    return new EcjSlaveSession.Fold(
                            fold.settings(), fold.inputs(), e -> fold.fitness().applyAsDouble(e) + 1e-6);
                }));
    }

    @Test
    void aWorkerReturningWrongFitnessIsDroppedAndLeavesNoTrace() throws Exception {
        String text = runWithLiarThenHonest(f -> true);
        assertFalse(text.contains("recomputing"), "it never served a run that was kept: " + text);
    }

    @Test
    void runsADroppedWorkerServedEarlierAreComputedAgain() throws Exception {
        // honest on fold 0 (two GP runs, unsuspected), caught on fold 1: fold 0's runs rest on it and are redone
        String text = runWithLiarThenHonest(f -> f >= 1);
        assertTrue(
                text.contains(
                        "recomputing 2 GP run(s) that a dropped worker contributed to: fold 0 seed 0, fold 0 seed 1"),
                text);
    }

    /** The liar alone at first (so it certainly serves), the honest worker once the liar is dropped; same bytes as one process. */
    private String runWithLiarThenHonest(IntPredicate lies) throws Exception {
        Path local = dir.resolve("local"), spread = dir.resolve("spread");
        Gp4cExperiment.run(Gp4cExperimentTest.tiny(), local, 2, true, "test");
        int port = freePort();
        startWorker(port, "liar", liar(lies));
        Thread later = new Thread(() -> {
            try {
                while (!stop.get() && !logged.toString(StandardCharsets.UTF_8).contains("dropped worker liar"))
                    Thread.sleep(5);
            } catch (InterruptedException e) {
                return;
            }
            startWorker(port, "honest", honest(log));
        });
        later.setDaemon(true);
        later.start();
        AtomicBoolean timedOut = new AtomicBoolean();
        Gp4cExperiment.run(
                Gp4cExperimentTest.tiny(),
                DataLoader.PLAIN,
                spread,
                2,
                true,
                RunContext.of("test"),
                cluster(port, timedOut));
        Gp4cExperimentTest.assertSameFiles(local, spread);
        String text = logged.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("dropped worker liar"), text);
        String prov = Files.readString(spread.resolve("provenance.json"));
        assertTrue(prov.matches("(?s).*\"dropped\" ?: ?\"returned fitness .* where the master computed .*"), prov);
        return text;
    }
}
