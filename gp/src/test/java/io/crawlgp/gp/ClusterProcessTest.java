package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.cluster.ClusterOptions;
import io.crawlgp.cluster.Token;
import io.crawlgp.experiment.DataLoader;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.RunContext;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The master in this JVM and workers as separate JVMs ('crawlgp worker') on loopback: one worker is killed with
 * SIGKILL in the middle of the run and the results are still the single-process bytes; a worker whose dataset
 * differs refuses the run in one line with exit code 2. Every process is killed by PID when the test ends.
 */
class ClusterProcessTest {
    static final String TOKEN = "process-test-token-0123456789";

    @TempDir
    Path dir;

    private final List<Process> processes = new ArrayList<>();

    @AfterEach
    void killWorkers() throws InterruptedException {
        for (Process p : processes) {
            p.destroyForcibly();
            p.waitFor(10, TimeUnit.SECONDS);
        }
    }

    static GpSettings spec() {
        return RecordOverrides.apply(Gp4cExperimentTest.tiny(), Map.of("population", "60", "generations", "6"));
    }

    private Process worker(int port, String name, Path stderr, String... extra) throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> cmd = new ArrayList<>(List.of(
                java,
                "-Xmx512m",
                "-cp",
                System.getProperty("java.class.path"),
                "io.crawlgp.cli.Main",
                "worker",
                "--master",
                "127.0.0.1:" + port,
                "--token-file",
                dir.resolve("token").toString(),
                "--name",
                name));
        cmd.addAll(List.of(extra));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(stderr.toFile());
        Process p = pb.start();
        processes.add(p);
        return p;
    }

    private static long count(Path file, String text) throws Exception {
        if (!Files.exists(file)) return 0;
        return Files.readString(file, StandardCharsets.UTF_8)
                .lines()
                .filter(l -> l.contains(text))
                .count();
    }

    @Test
    void aWorkerKilledMidRunLosesNothingAndAnotherDatasetIsRefused() throws Exception {
        Files.writeString(dir.resolve("token"), TOKEN + "\n");
        Path local = dir.resolve("local"), spread = dir.resolve("spread");
        Gp4cExperiment.run(spec(), local, 2, true, "test");

        int port = DistributedEvolutionTest.freePort();
        Path logA = dir.resolve("a.log"), logB = dir.resolve("b.log"), logC = dir.resolve("c.log");
        Process a = worker(port, "a", logA);
        Process b = worker(port, "b", logB);
        Process c = worker(port, "c", logC, "--dataset", "synthetic:pages=600,cycles=16,seed=4");

        ByteArrayOutputStream logged = new ByteArrayOutputStream();
        PrintStream log = new PrintStream(logged, true, StandardCharsets.UTF_8);
        AtomicBoolean timedOut = new AtomicBoolean();
        ClusterOptions cluster = new ClusterOptions(
                "127.0.0.1",
                port,
                Token.of(TOKEN, "test"),
                ClusterOptions.DEFAULT_VERIFY_SHARE,
                4,
                2,
                120,
                () -> timedOut.set(true),
                log);
        AtomicReference<Throwable> failed = new AtomicReference<>();
        Thread master = new Thread(() -> {
            try {
                Gp4cExperiment.run(spec(), DataLoader.PLAIN, spread, 2, true, RunContext.of("test"), cluster);
            } catch (Throwable t) {
                failed.set(t);
            }
        });
        master.start();

        // kill worker a with SIGKILL once it has served two of the ten GP runs, while the master is still training
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (count(logA, "GP run done") < 2 && master.isAlive() && System.nanoTime() < until) Thread.sleep(20);
        assertTrue(master.isAlive(), "the run must still be going when the worker is killed");
        a.destroyForcibly();
        assertTrue(a.waitFor(10, TimeUnit.SECONDS));
        long servedBeforeKill = count(logA, "GP run done");

        master.join(TimeUnit.SECONDS.toMillis(180));
        assertFalse(master.isAlive(), "the run finished within 3 minutes");
        assertNull(failed.get(), () -> "master failed: " + failed.get());
        assertFalse(timedOut.get());
        Gp4cExperimentTest.assertSameFiles(local, spread);
        assertTrue(servedBeforeKill < 10, "worker a was killed before the end: " + servedBeforeKill);
        assertTrue(count(logB, "GP run done") >= 10 - servedBeforeKill, "worker b served the rest");

        // worker c: one line, exit code 2, and the master logged the refusal
        assertTrue(c.waitFor(30, TimeUnit.SECONDS), "worker c stops by itself");
        assertEquals(2, c.exitValue());
        List<String> cLines = Files.readAllLines(logC).stream()
                .filter(l -> l.startsWith("error: "))
                .toList();
        assertEquals(1, cLines.size(), String.join("\n", Files.readAllLines(logC)));
        assertTrue(
                cLines.get(0)
                        .matches(
                                "error: refused the master's run: dataset synthetic:pages=600,cycles=16,seed=4 has SHA-256 [0-9a-f]{64} here; the master's has [0-9a-f]{64}"),
                cLines.get(0));
        String m = logged.toString(StandardCharsets.UTF_8);
        assertTrue(m.contains("worker c (") && m.contains(") refused this run: dataset"), m);
    }
}
