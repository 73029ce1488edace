package io.crawlgp.newpages;

import io.crawlgp.util.UserError;
import java.util.Arrays;
import java.util.PriorityQueue;

/**
 * The crawl model of Ostroumova et al. §3.1-3.3: over a period [start, start + T) the crawler fetches one page every τ
 * seconds (at start + τ, start + 2τ, ...) from a queue of the pages discovered so far and not yet fetched, choosing the
 * highest priority (ties: earliest discovered). Fetching page u at time f yields its visits after a delay f − d_u.
 *
 * <p>Two implementations: {@link #scan} re-evaluates every queued page at every fetch (any priority, including
 * time-dependent ones), {@link #heap} keeps static priorities in a heap. Tests hold them equal on static priorities.
 */
public final class QueueSimulator {
    private QueueSimulator() {}

    /** Simulates with the heap when the priority is static, else by scanning. */
    public static QueueRun run(NewPageSet pages, double start, double periodSeconds, double tauSeconds, Priority p) {
        return p instanceof Priority.Static s
                ? heap(pages, start, periodSeconds, tauSeconds, s)
                : scan(pages, start, periodSeconds, tauSeconds, p);
    }

    static void check(double periodSeconds, double tauSeconds) {
        if (!(periodSeconds > 0)) throw new UserError("period must be > 0 seconds, got " + periodSeconds);
        if (!(tauSeconds > 0)) throw new UserError("tau must be > 0 seconds, got " + tauSeconds);
    }

    /** The reference: every fetch scans the whole queue. */
    public static QueueRun scan(NewPageSet pages, double start, double periodSeconds, double tauSeconds, Priority p) {
        check(periodSeconds, tauSeconds);
        int n = pages.size();
        double[] disc = discovery(pages);
        int[] queue = new int[n];
        int size = 0, next = 0;
        Tally tally = new Tally(pages, start, periodSeconds);
        long fetches = (long) Math.floor(periodSeconds / tauSeconds + 1e-9);
        for (long j = 1; j <= fetches; j++) {
            double now = start + j * tauSeconds;
            while (next < n && disc[next] <= now) queue[size++] = next++;
            if (size == 0) continue;
            int bestAt = 0;
            double best = p.priority(queue[0], now);
            for (int q = 1; q < size; q++) {
                double v = p.priority(queue[q], now);
                if (before(v, queue[q], best, queue[bestAt])) {
                    best = v;
                    bestAt = q;
                }
            }
            tally.fetch(queue[bestAt], now);
            queue[bestAt] = queue[--size];
        }
        return tally.result();
    }

    /** Whether (v, page) goes before (w, other): higher value first, NaN last, then lower index. */
    static boolean before(double v, int page, double w, int other) {
        boolean nv = Double.isNaN(v), nw = Double.isNaN(w);
        if (nv != nw) return nw;
        if (!nv && v != w) return v > w;
        return page < other;
    }

    /** The fast path for priorities fixed at discovery: O(log n) per fetch. Equal to {@link #scan} (tested). */
    public static QueueRun heap(
            NewPageSet pages, double start, double periodSeconds, double tauSeconds, Priority.Static p) {
        check(periodSeconds, tauSeconds);
        int n = pages.size();
        double[] disc = discovery(pages);
        double[] key = new double[n];
        for (int i = 0; i < n; i++) key[i] = p.key(i);
        // order: higher key first, NaN last, then lower index (the same order as the scan's comparison)
        PriorityQueue<Integer> queue =
                new PriorityQueue<>((a, b) -> a.equals(b) ? 0 : before(key[a], a, key[b], b) ? -1 : 1);
        int next = 0;
        Tally tally = new Tally(pages, start, periodSeconds);
        long fetches = (long) Math.floor(periodSeconds / tauSeconds + 1e-9);
        for (long j = 1; j <= fetches; j++) {
            double now = start + j * tauSeconds;
            while (next < n && disc[next] <= now) queue.add(next++);
            if (queue.isEmpty()) continue;
            tally.fetch(queue.poll(), now);
        }
        return tally.result();
    }

    private static double[] discovery(NewPageSet pages) {
        double[] d = new double[pages.size()];
        for (int i = 0; i < d.length; i++) d[i] = pages.get(i).discoverySeconds();
        return d;
    }

    /** Accumulates utility, delays and the hourly cumulative curve. */
    private static final class Tally {
        final NewPageSet pages;
        final double start, period;
        final double[] perHour;
        final int[] order;
        double total, delaySum;
        int fetched;

        Tally(NewPageSet pages, double start, double period) {
            this.pages = pages;
            this.start = start;
            this.period = period;
            this.perHour = new double[(int) Math.ceil(period / 3600.0)];
            this.order = new int[pages.size()];
        }

        void fetch(int page, double now) {
            NewPage pg = pages.get(page);
            double delayHours = (now - pg.discoverySeconds()) / 3600.0;
            double u = pg.utilityAfter(delayHours);
            total += u;
            delaySum += delayHours;
            order[fetched++] = page;
            perHour[Math.min(perHour.length - 1, (int) ((now - start) / 3600.0 - 1e-9))] += u;
        }

        QueueRun result() {
            double[] cum = new double[perHour.length];
            double c = 0;
            for (int h = 0; h < cum.length; h++) cum[h] = c += perHour[h];
            return new QueueRun(
                    total, period, fetched, fetched == 0 ? 0 : delaySum / fetched, cum, Arrays.copyOf(order, fetched));
        }
    }
}
