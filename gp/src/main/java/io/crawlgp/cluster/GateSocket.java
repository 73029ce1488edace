package io.crawlgp.cluster;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketException;

/**
 * A worker's connection after it proved the token, handed to ECJ's slave monitor in place of a raw socket. Its input
 * stream marks the reading thread with the worker, so a fitness read off this connection can be attributed to the
 * worker that sent it ({@link #readingFrom()}) without trusting anything the worker says about itself.
 */
public final class GateSocket extends Socket {
    private static final ThreadLocal<WorkerInfo> READING = new ThreadLocal<>();
    private final Socket inner;
    private final WorkerInfo worker;
    private final InputStream in;
    private final OutputStream out;
    private volatile boolean closed;

    GateSocket(Socket inner, WorkerInfo worker) throws IOException {
        this.inner = inner;
        this.worker = worker;
        // ECJ reads and writes values one by one on the streams it is given and flushes after each message, as its
        // compressing streams need: buffering both ways turns thousands of tiny packets into a few
        InputStream raw = new BufferedInputStream(inner.getInputStream(), 1 << 16);
        this.out = new BufferedOutputStream(inner.getOutputStream(), 1 << 16);
        this.in = new FilterInputStream(raw) {
            @Override
            public int read() throws IOException {
                READING.set(GateSocket.this.worker);
                return super.read();
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                READING.set(GateSocket.this.worker);
                return super.read(b, off, len);
            }
        };
    }

    /** The worker whose connection the current thread read last (null on a thread that never read one). */
    public static WorkerInfo readingFrom() {
        return READING.get();
    }

    public WorkerInfo worker() {
        return worker;
    }

    @Override
    public InputStream getInputStream() {
        return in;
    }

    @Override
    public OutputStream getOutputStream() {
        return out;
    }

    @Override
    public InetAddress getInetAddress() {
        return inner.getInetAddress();
    }

    @Override
    public void setSoTimeout(int timeout) throws SocketException {
        inner.setSoTimeout(timeout);
    }

    @Override
    public void close() throws IOException {
        closed = true;
        inner.close();
    }

    @Override
    public boolean isClosed() {
        return closed || inner.isClosed();
    }

    @Override
    public String toString() {
        return "GateSocket[" + worker + "]";
    }
}
