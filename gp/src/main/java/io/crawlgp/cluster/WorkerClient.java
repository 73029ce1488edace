package io.crawlgp.cluster;

import io.crawlgp.util.UserError;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ConnectException;
import java.net.Socket;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;

/**
 * The worker's side: it connects to the master (waiting while the master is not up), proves the token and checks the
 * master's proof, rebuilds the offered run ({@link Host#prepare}) and then serves ECJ's slave protocol on the same
 * connection ({@link Host#serve}) until the master ends that GP run; then it connects again for the next one. It
 * stops when the master refuses it or when it refuses a run (another dataset, other settings): both are one line and
 * a {@link UserError}. It never exits the JVM itself.
 */
public final class WorkerClient {
    static final long RETRY_MILLIS = 500;
    static final long NOTICE_MILLIS = 30_000;

    /** What a worker does with an offer. */
    public interface Host {
        /** Null when the worker can serve the run (same settings text, same dataset SHA-256), else why not, in one line. */
        String prepare(RunOffer offer);

        /** Serves ECJ's slave protocol on these streams until the master shuts this session down. */
        void serve(RunOffer offer, DataInputStream in, DataOutputStream out, String name) throws IOException;
    }

    private WorkerClient() {}

    /**
     * Runs {@code connections} sessions in parallel (each one ECJ slave) until one of them fails for good; returns
     * never normally: the caller stops a worker by ending the process.
     */
    public static void run(
            String host, int port, Token token, String name, int connections, Host serving, PrintStream log) {
        run(host, port, token, name, connections, serving, log, () -> false);
    }

    /** The same, returning once {@code stop} says so (checked between connections; tests use it). */
    public static void run(
            String host,
            int port,
            Token token,
            String name,
            int connections,
            Host serving,
            PrintStream log,
            BooleanSupplier stop) {
        AtomicReference<RuntimeException> failure = new AtomicReference<>();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < connections; i++) {
            String session = connections == 1 ? name : name + "#" + i;
            Thread t = new Thread(
                    () -> {
                        try {
                            loop(host, port, token, name, session, serving, log, stop);
                        } catch (RuntimeException e) {
                            failure.compareAndSet(null, e);
                        }
                    },
                    "crawlgp-worker-" + i);
            t.setDaemon(true);
            threads.add(t);
            t.start();
        }
        while (failure.get() == null) {
            if (stop.getAsBoolean()) return;
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
        throw failure.get();
    }

    private static void loop(
            String host,
            int port,
            Token token,
            String name,
            String session,
            Host serving,
            PrintStream log,
            BooleanSupplier stop) {
        long lastNotice = 0;
        SecureRandom nonces = new SecureRandom();
        while (!stop.getAsBoolean()) {
            Socket s;
            try {
                s = new Socket(host, port);
            } catch (ConnectException e) {
                long now = System.currentTimeMillis();
                if (now - lastNotice >= NOTICE_MILLIS) {
                    log.println(session + ": waiting for the master at " + host + ":" + port);
                    lastNotice = now;
                }
                sleep(RETRY_MILLIS);
                continue;
            } catch (IOException e) {
                throw new UserError("cannot reach the master at " + host + ":" + port + ": " + e.getMessage());
            }
            lastNotice = 0;
            try (s) {
                s.setTcpNoDelay(true);
                s.setSoTimeout(Gate.AUTH_TIMEOUT_MS);
                DataInputStream in = new DataInputStream(s.getInputStream());
                DataOutputStream out = new DataOutputStream(s.getOutputStream());
                if (!Wire.MAGIC.equals(in.readUTF()))
                    throw new UserError(host + ":" + port + " is not a crawlgp master (" + Wire.MAGIC + ")");
                byte[] masterNonce = Wire.readBytes(in, Wire.NONCE);
                byte[] workerNonce = new byte[Wire.NONCE];
                nonces.nextBytes(workerNonce);
                out.writeUTF(Wire.MAGIC);
                out.writeUTF(name);
                out.write(workerNonce);
                out.write(token.prove("worker", masterNonce, workerNonce));
                out.flush();
                if (!in.readBoolean())
                    throw new UserError("the master at " + host + ":" + port + " refused this worker: " + in.readUTF());
                byte[] proof = Wire.readBytes(in, 32);
                if (!token.checks(proof, "master", workerNonce, masterNonce))
                    throw new UserError(host + ":" + port + " does not hold the token; not serving it");
                RunOffer offer = new RunOffer(Wire.readText(in), in.readUTF(), in.readUTF(), Wire.readText(in));
                s.setSoTimeout(0);
                String refusal = serving.prepare(offer);
                if (refusal != null) {
                    out.writeBoolean(false);
                    out.writeUTF(refusal);
                    out.flush();
                    throw new UserError("refused the master's run: " + refusal);
                }
                out.writeBoolean(true);
                out.flush();
                // ECJ flushes after each message: buffered streams from here on (the handshake above needed none)
                serving.serve(
                        offer,
                        new DataInputStream(new BufferedInputStream(s.getInputStream(), 1 << 16)),
                        new DataOutputStream(new BufferedOutputStream(s.getOutputStream(), 1 << 16)),
                        session);
            } catch (IOException e) {
                // the master went away (run finished, killed, restarted): connect again
                sleep(RETRY_MILLIS);
            }
        }
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted");
        }
    }
}
