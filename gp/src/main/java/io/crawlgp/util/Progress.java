package io.crawlgp.util;

import java.io.PrintStream;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A progress bar on stderr, drawn only when stderr is a terminal and CI is not set, so that logs stay clean.
 * Thread-safe: workers call {@link #step()}.
 */
public final class Progress implements AutoCloseable {
    private final String label;
    private final int total;
    private final AtomicInteger done = new AtomicInteger();
    private final boolean enabled;
    private final PrintStream out;
    private final long start = System.nanoTime();

    private Progress(String label, int total, boolean enabled, PrintStream out) {
        this.label = label;
        this.total = Math.max(1, total);
        this.enabled = enabled;
        this.out = out;
        draw(0);
    }

    public static Progress start(String label, int total) {
        return new Progress(label, total, drawsBars(), System.err);
    }

    /** Whether bars are drawn: on a terminal, outside CI, unless crawlgp.quiet. */
    public static boolean drawsBars() {
        return System.console() != null && System.getenv("CI") == null && !Boolean.getBoolean("crawlgp.quiet");
    }

    public static Progress silent() {
        return new Progress("", 1, false, System.err);
    }

    public void step() {
        draw(done.incrementAndGet());
    }

    private synchronized void draw(int d) {
        if (!enabled) return;
        int width = 30;
        int filled = (int) ((long) width * Math.min(d, total) / total);
        double secs = (System.nanoTime() - start) / 1e9;
        String eta = d > 0 && d < total ? String.format(" eta %.0fs", secs / d * (total - d)) : "";
        out.print("\r" + label + " [" + "#".repeat(filled) + " ".repeat(width - filled) + "] " + d + "/" + total
                + String.format(" %.1fs", secs) + eta + "   ");
        out.flush();
    }

    @Override
    public synchronized void close() {
        if (enabled) {
            out.print("\r" + " ".repeat(label.length() + 70) + "\r");
            out.flush();
        }
    }
}
