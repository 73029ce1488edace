package io.crawlgp.cluster;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Stands in for the server socket of ECJ's slave monitor during one GP run: it binds nothing, and accept() returns
 * the next worker the {@link Gate} admitted. The thread that accepted is marked ({@link #takeAdmitted()}), so the
 * problem's registration hook can tell an admitted worker from anything else and refuse the rest. It also watches
 * the run's workers: while none is connected it says so every {@code notice} and, after {@code timeout}, calls the
 * given action once. A worker still loading the run's data counts as coming: it is reported, and the timeout waits.
 */
public final class UnitListener extends ServerSocket {
    private static final ThreadLocal<GateSocket> ACCEPTED = new ThreadLocal<>();
    private final Gate gate;
    private final Set<GateSocket> handed = ConcurrentHashMap.newKeySet();
    private final Set<GateSocket> registered = ConcurrentHashMap.newKeySet();
    private volatile boolean closed;
    private Thread watchdog;

    UnitListener(Gate gate) throws IOException {
        super(); // unbound: the gate owns the only listening socket
        this.gate = gate;
    }

    @Override
    public Socket accept() throws IOException {
        while (!closed) {
            GateSocket g;
            try {
                g = gate.ready.poll(100, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                throw new SocketException("interrupted");
            }
            if (g == null) continue;
            if (closed) {
                gate.ready.add(g); // the next run takes it
                break;
            }
            handed.add(g);
            ACCEPTED.set(g);
            return g;
        }
        throw new SocketException("closed");
    }

    /**
     * The admitted worker the current thread accepted last, once: null if this thread's latest connection did not
     * come through the gate (ECJ's own listener, which the problem closes at once, could have let one in).
     */
    public static GateSocket takeAdmitted() {
        GateSocket g = ACCEPTED.get();
        ACCEPTED.remove();
        return g;
    }

    /** The monitor registered this worker. */
    public void registered(GateSocket g) {
        registered.add(g);
    }

    /** Workers registered for this run whose connection is still open. */
    public int live() {
        int n = 0;
        for (GateSocket g : registered) if (!g.isClosed()) n++;
        return n;
    }

    /** Starts the watch for a run without workers (messages to the gate's log). */
    public void watch(long noticeMillis, long timeoutMillis, Runnable onTimeout) {
        watchdog = new Thread(
                () -> {
                    long since = System.nanoTime();
                    long lastNotice = since;
                    while (!closed) {
                        try {
                            Thread.sleep(200);
                        } catch (InterruptedException e) {
                            return;
                        }
                        long now = System.nanoTime();
                        if (live() > 0 || !gate.ready.isEmpty()) {
                            since = now;
                            lastNotice = now;
                            continue;
                        }
                        int loading = gate.preparing();
                        if (loading > 0) {
                            // connected and proven, still reading the dataset: not idle, and the timeout does not run
                            since = now;
                            if (TimeUnit.NANOSECONDS.toMillis(now - lastNotice) >= noticeMillis) {
                                gate.log()
                                        .println("waiting for workers on " + gate.hostPort() + ": " + loading
                                                + " connected, loading the run's data");
                                lastNotice = now;
                            }
                            continue;
                        }
                        long waited = TimeUnit.NANOSECONDS.toMillis(now - since);
                        if (waited >= timeoutMillis) {
                            gate.log()
                                    .println("no worker connected to " + gate.hostPort() + " for " + waited / 1000
                                            + " s (worker timeout)");
                            onTimeout.run();
                            return;
                        }
                        if (TimeUnit.NANOSECONDS.toMillis(now - lastNotice) >= noticeMillis) {
                            gate.log()
                                    .println("waiting for workers on " + gate.hostPort() + ": none connected for "
                                            + waited / 1000 + " s (timeout " + timeoutMillis / 1000
                                            + " s); start one with 'crawlgp worker --master " + gate.hostPort() + "'");
                            lastNotice = now;
                        }
                    }
                },
                "crawlgp-worker-watch");
        watchdog.setDaemon(true);
        watchdog.start();
    }

    @Override
    public void close() throws IOException {
        closed = true;
        if (watchdog != null) watchdog.interrupt();
        // a worker handed over but never registered (the run ended in between) would wait forever: let it reconnect
        for (GateSocket g : handed) if (!registered.contains(g)) Gate.closeQuietly(g);
        super.close();
    }

    @Override
    public boolean isClosed() {
        return closed;
    }
}
