package io.crawlgp.cluster;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The master's door. It listens on the address it is given (loopback unless asked otherwise), and a connection
 * becomes a worker only after the challenge-and-response on the shared {@link Token} (each side proves the token over
 * the other's nonce) and after the worker has accepted the {@link RunOffer} (same settings, same dataset SHA-256).
 * Accepted workers wait in a queue until a GP run's slave monitor takes them ({@link #unitListener}). A connection
 * that fails the handshake gets no job and is logged; a dropped worker's name is refused from then on.
 */
public final class Gate implements AutoCloseable {
    static final int AUTH_TIMEOUT_MS = 15_000;
    /** A worker may load a large dataset before it answers the offer. */
    static final int READY_TIMEOUT_MS = 30 * 60_000;

    private final ServerSocket server;
    private final Token token;
    private final RunOffer offer;
    private final PrintStream log;
    private final SecureRandom nonces = new SecureRandom();
    private final ExecutorService handshakes = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "crawlgp-gate-handshake");
        t.setDaemon(true);
        return t;
    });
    final LinkedBlockingQueue<GateSocket> ready = new LinkedBlockingQueue<>();
    private final Map<String, WorkerInfo> workers = new LinkedHashMap<>();
    private final List<String> refused = new ArrayList<>();
    private final Thread acceptor;
    /** Workers that accepted the token exchange and are loading the run's data before they answer the offer. */
    private final AtomicInteger preparing = new AtomicInteger();

    private volatile boolean closed;

    private Gate(ServerSocket server, Token token, RunOffer offer, PrintStream log) {
        this.server = server;
        this.token = token;
        this.offer = offer;
        this.log = log;
        acceptor = new Thread(this::acceptLoop, "crawlgp-gate");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    /** Listens on host:port (port 0: any free port); host is resolved, and only that interface is bound. */
    public static Gate open(String host, int port, Token token, RunOffer offer, PrintStream log) throws IOException {
        ServerSocket s = new ServerSocket();
        s.bind(new InetSocketAddress(InetAddress.getByName(host), port));
        return new Gate(s, token, offer, log);
    }

    public InetSocketAddress address() {
        return (InetSocketAddress) server.getLocalSocketAddress();
    }

    /** "host:port" as workers give it to --master. */
    public String hostPort() {
        return address().getAddress().getHostAddress() + ":" + address().getPort();
    }

    private void acceptLoop() {
        while (!closed) {
            Socket s;
            try {
                s = server.accept();
            } catch (IOException e) {
                if (closed) return;
                continue;
            }
            try {
                handshakes.execute(() -> admit(s));
            } catch (RejectedExecutionException e) {
                closeQuietly(s); // the gate closed meanwhile
                return;
            }
        }
    }

    /** The master's half of the handshake; on success the worker waits in the queue. */
    private void admit(Socket s) {
        String from = s.getRemoteSocketAddress().toString();
        try {
            s.setSoTimeout(AUTH_TIMEOUT_MS);
            s.setTcpNoDelay(true);
            DataInputStream in = new DataInputStream(s.getInputStream());
            DataOutputStream out = new DataOutputStream(s.getOutputStream());
            byte[] masterNonce = new byte[Wire.NONCE];
            nonces.nextBytes(masterNonce);
            out.writeUTF(Wire.MAGIC);
            out.write(masterNonce);
            out.flush();
            String magic = in.readUTF();
            if (!Wire.MAGIC.equals(magic)) {
                refuse(s, out, from, "it does not speak " + Wire.MAGIC);
                return;
            }
            String name = in.readUTF();
            byte[] workerNonce = Wire.readBytes(in, Wire.NONCE);
            byte[] proof = Wire.readBytes(in, 32);
            if (!token.checks(proof, "worker", masterNonce, workerNonce)) {
                refuse(s, out, from, "wrong token");
                return;
            }
            WorkerInfo w;
            synchronized (workers) {
                w = workers.get(name);
                if (w != null && w.droppedFor() != null) {
                    refuse(s, out, from, "worker '" + name + "' was dropped: " + w.droppedFor());
                    return;
                }
                if (w == null) workers.put(name, w = new WorkerInfo(name, from));
                w.address(from);
            }
            boolean accepted;
            preparing.incrementAndGet(); // from the offer on, the worker is coming: it may take long to load the data
            try {
                out.writeBoolean(true);
                out.write(token.prove("master", workerNonce, masterNonce));
                Wire.writeText(out, offer.settingsText());
                out.writeUTF(offer.settingsHash());
                out.writeUTF(offer.datasetSha256());
                Wire.writeText(out, offer.inputs());
                out.flush();
                s.setSoTimeout(READY_TIMEOUT_MS);
                accepted = in.readBoolean();
            } finally {
                preparing.decrementAndGet();
            }
            if (!accepted) {
                String why = in.readUTF();
                log.println("worker " + name + " (" + from + ") refused this run: " + why);
                synchronized (workers) {
                    refused.add(name + ": " + why);
                }
                s.close();
                return;
            }
            s.setSoTimeout(0); // ECJ's reader waits as long as a job takes
            w.connections.incrementAndGet();
            GateSocket g = new GateSocket(s, w);
            if (closed) g.close();
            else ready.add(g);
        } catch (IOException e) {
            log.println("connection from " + from + " dropped during the handshake: "
                    + e.getClass().getSimpleName());
            closeQuietly(s);
        }
    }

    private void refuse(Socket s, DataOutputStream out, String from, String why) {
        log.println("refused a connection from " + from + ": " + why);
        synchronized (workers) {
            refused.add(from + ": " + why);
        }
        try {
            out.writeBoolean(false);
            out.writeUTF(why);
            out.flush();
        } catch (IOException ignored) {
            // the stranger left; nothing to tell it
        }
        closeQuietly(s);
    }

    /** Workers connected and loading the run's data (not yet ready for jobs). */
    public int preparing() {
        return preparing.get();
    }

    /** A listener for one GP run's slave monitor: its accept() hands out admitted workers. */
    public UnitListener unitListener() throws IOException {
        return new UnitListener(this);
    }

    /** Drops a worker: its connections close, its name is refused from now on, and the reason is logged. */
    public void drop(WorkerInfo w, String why) {
        w.drop(why);
        log.println("dropped worker " + w + ": " + why);
        for (GateSocket g : ready) if (g.worker() == w) closeQuietly(g);
    }

    /** The workers that connected, in order of first connection, and the refused connections. */
    public Map<String, Object> describe() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("listen", hostPort());
        synchronized (workers) {
            List<Object> ws = new ArrayList<>();
            for (WorkerInfo w : workers.values()) ws.add(w.describe());
            m.put("workers", ws);
            m.put("refused", List.copyOf(refused));
        }
        return m;
    }

    public PrintStream log() {
        return log;
    }

    @Override
    public void close() {
        closed = true;
        closeQuietly(server);
        handshakes.shutdownNow();
        try {
            acceptor.join(TimeUnit.SECONDS.toMillis(5));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        GateSocket g;
        while ((g = ready.poll()) != null) closeQuietly(g);
    }

    static void closeQuietly(AutoCloseable c) {
        try {
            c.close();
        } catch (Exception ignored) {
            // best effort: the peer may be gone already
        }
    }
}
