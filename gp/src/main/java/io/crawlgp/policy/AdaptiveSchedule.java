package io.crawlgp.policy;

import static io.crawlgp.policy.AdaptiveIntervalPolicy.EPOCH_MS;
import static io.crawlgp.policy.AdaptiveIntervalPolicy.MS_PER_DAY;
import static io.crawlgp.policy.AdaptiveIntervalPolicy.timeMs;

import io.crawlgp.policy.AdaptiveIntervalPolicy.Fidelity;
import io.crawlgp.policy.AdaptiveIntervalPolicy.Order;
import io.crawlgp.policy.AdaptiveIntervalPolicy.Rule;
import io.crawlgp.policy.AdaptiveIntervalPolicy.Settings;
import io.crawlgp.simulation.Policy;
import java.util.Arrays;

/**
 * One crawl's per-page schedule: the interval in the crawler's unit and type, the time the next fetch counts from
 * and the next fetch time (ms), Nutch's modified time and whether it holds a signature, Heritrix's persisted
 * content state, and whether the page was fetched yet.
 */
public final class AdaptiveSchedule implements Policy.Run {
    private final Rule rule;
    private final Order order;
    private final Settings s;

    private final double cycleDays;
    private final double msPerCycle;
    private final double[] interval; // Nutch: whole (or float) seconds; Heritrix: long ms; StormCrawler: int min
    private final long[] from, due, modified;
    private final boolean[] seen, signature, unchanged;
    private final Fidelity fid;
    // the settings in the crawler's units
    private final float nInc, nDec, nMin, nMax;
    private final int nFetchMax; // db.fetch.interval.max, whole seconds as Nutch reads it (conf.getInt)
    private final double nSyncRate;
    private final long hMin, hMax, hInitial;
    private final int sMin, sMax, sDefault;
    private final float sInc, sDec;
    // the generator's copy of one page's entry at one generate (Nutch; the other crawlers read their state)
    private long genDue, genFrom;
    private double genInterval;

    AdaptiveSchedule(Rule rule, Order order, Settings s, int pages, double cycleDays) {
        this.rule = rule;
        this.order = order;
        this.s = s;
        this.cycleDays = cycleDays;
        this.msPerCycle = cycleDays * MS_PER_DAY;
        this.fid = s.fidelity();
        interval = new double[pages];
        from = new long[pages];
        due = new long[pages];
        modified = new long[pages];
        seen = new boolean[pages];
        signature = new boolean[pages];
        unchanged = new boolean[pages];
        nInc = (float) s.inc();
        nDec = (float) s.dec();
        nMin = (float) (s.min() * 86_400);
        nMax = (float) (s.max() * 86_400);
        nFetchMax = (int) Math.min(Integer.MAX_VALUE, Math.round(s.fetchMax() * 86_400));
        nSyncRate = (float) s.syncRate(); // Nutch reads it with conf.getFloat
        hMin = Math.round(s.min() * MS_PER_DAY);
        hMax = Math.round(s.max() * MS_PER_DAY);
        hInitial = Math.round(s.i0() * MS_PER_DAY);
        sMin = (int) Math.max(1, Math.round(s.min() * 1440));
        sMax = (int) Math.max(1, Math.round(s.max() * 1440));
        sDefault = (int) Math.max(1, Math.round(s.i0() * 1440));
        sInc = (float) s.inc();
        sDec = (float) s.dec();
        // before its first fetch a page is due at cycle 0 (Nutch's injected pages are due at once; the others
        // fetch seeds on discovery), its interval the first one
        long t0 = timeMs(0, cycleDays);
        double i0 = switch (rule) {
            case NUTCH -> nutchStored((float) (s.i0() * 86_400));
            case HERITRIX -> hInitial;
            case STORMCRAWLER -> sDefault;
        };
        Arrays.fill(interval, i0);
        Arrays.fill(due, t0);
        Arrays.fill(from, t0 - intervalMs(i0));
    }

    private long intervalMs(double i) {
        return switch (rule) {
            case NUTCH -> Math.round(i * 1000.0);
            case HERITRIX -> (long) i;
            case STORMCRAWLER -> (long) i * 60_000L;
        };
    }

    /** Nutch's {@code CrawlDatum.setFetchInterval(float)}: whole seconds by Math.round (or the float kept). */
    private double nutchStored(float i) {
        return fid.wholeSeconds() ? Math.round(i) : i;
    }

    /** Page {@code to} takes page {@code from}'s schedule. */
    public void copy(int from, int to) {
        interval[to] = interval[from];
        this.from[to] = this.from[from];
        due[to] = due[from];
        modified[to] = modified[from];
        seen[to] = seen[from];
        signature[to] = signature[from];
        unchanged[to] = unchanged[from];
    }

    /** The page's interval in days (for tests and terminals). */
    public double intervalDays(int page) {
        return intervalMs(interval[page]) / MS_PER_DAY;
    }

    /** The page's next fetch time in cycles. */
    public double dueCycle(int page) {
        return (due[page] - EPOCH_MS) / msPerCycle;
    }

    /**
     * Ranks by the rule's key in exact arithmetic, so that keys equal as fractions are equal doubles and ties fall
     * to the tie-break: due order by (now - next fetch time), an exact integer of milliseconds, over the cycle's
     * milliseconds; ratio order by one correctly rounded division of the exact milliseconds since the time the
     * interval counts from by the interval's exact milliseconds (independent of the cycle length).
     */
    @Override
    public void score(int cycle, double[] out) {
        long now = timeMs(cycle, cycleDays);
        for (int p = 0; p < out.length; p++) out[p] = key(p, now);
    }

    /** One page's ranking key at a cycle, exactly as {@link #score} computes it (the rule's own key as a terminal). */
    public double key(int page, int cycle) {
        return key(page, timeMs(cycle, cycleDays));
    }

    private double key(int page, long now) {
        generate(page, now);
        if (order == Order.DUE) return (double) (now - genDue) / msPerCycle;
        // the scheduled interval; a page the generator pulls has genDue = now, so its key is exactly 1 (due now)
        long scheduledMs = fid.ratioStored() ? intervalMs(genInterval) : genDue - genFrom;
        return (double) (now - genFrom) / (double) scheduledMs;
    }

    /**
     * The entry the generator sees at {@code now}: the page's state, except that Nutch's {@code
     * AbstractFetchSchedule.shouldFetch} pulls a next fetch more than {@code db.fetch.interval.max} ahead to now
     * (its interval cut to round(0.9 x max) if above max), on the generator's copy only unless {@link
     * Fidelity#pullStored}.
     */
    private void generate(int p, long now) {
        genDue = due[p];
        genFrom = from[p];
        genInterval = interval[p];
        if (rule != Rule.NUTCH || genDue - now <= (long) nFetchMax * 1000L) return;
        if (genInterval > nFetchMax) genInterval = nutchStored(nFetchMax * 0.9f);
        genDue = now;
        genFrom = now - intervalMs(genInterval);
        if (fid.pullStored()) {
            due[p] = genDue;
            from[p] = genFrom;
            interval[p] = genInterval;
        }
    }

    @Override
    public void visited(int page, int cycle, boolean changed) {
        long now = timeMs(cycle, cycleDays);
        boolean first = !seen[page];
        seen[page] = true;
        switch (rule) {
            case NUTCH -> nutch(page, now, changed);
            case HERITRIX -> {
                // a persisted UNCHANGED state skips the digest comparison (Fidelity.sticky)
                boolean c = changed && !(fid.sticky() && unchanged[page]);
                if (!first) unchanged[page] = !c;
                long w = first ? hInitial : (long) interval[page];
                if (!first) w = c ? (long) (w / s.dec()) : (long) (w * s.inc());
                if (w < hMin) w = hMin;
                else if (w > hMax) w = hMax;
                interval[page] = w;
                from[page] = now;
                due[page] = now + w;
            }
            case STORMCRAWLER -> {
                int i = first ? sDefault : (int) interval[page];
                if (!first) {
                    if (changed) i = (int) ((1.0f - sDec) * i + sDec * sMin);
                    else {
                        i = (int) (i * (1.0f + sInc));
                        if (i > sMax) i = sMax;
                    }
                }
                interval[page] = i;
                from[page] = now;
                due[page] = now + i * 60_000L;
            }
        }
    }

    /**
     * One fetch through Nutch: the fetch carries the generator's copy, the reducer compares signatures (none: STATUS_UNKNOWN),
     * the schedule sets interval and next fetch time, the datum stores the interval, and an interval above
     * db.fetch.interval.max forces a refetch.
     */
    private void nutch(int page, long now, boolean changed) {
        generate(page, now);
        float i = (float) genInterval;
        long mod = modified[page];
        if (mod <= 0) mod = now; // "if (modifiedTime <= 0) modifiedTime = fetchTime"
        if (signature[page]) {
            if (changed) {
                i *= (1.0f - nDec);
                mod = now;
            } else i *= (1.0f + nInc);
        }
        long ref = now;
        if (s.sync()) {
            long delta = (now - mod) / 1000L;
            if (delta > i) i = delta;
            long offset = Math.round(delta * nSyncRate * 1000);
            long maxMs = (long) nMax * 1000L;
            if (offset > maxMs)
                offset = switch (fid.syncCap()) {
                    case WRITTEN -> offset / (delta * 1000L) * maxMs; // long division: 0 for rates below 1
                    case INTENDED -> Math.round(nSyncRate * maxMs);
                    case NONE -> offset;
                };
            ref = now - offset;
        }
        if (i < nMin) i = nMin;
        else if (i > nMax) i = nMax;
        double stored = nutchStored(i);
        boolean sig = true;
        if (fid.forceRefetch() && stored > nFetchMax) {
            stored = nutchStored(nFetchMax * 0.9f);
            sig = false;
            mod = 0;
        }
        interval[page] = stored;
        signature[page] = sig;
        modified[page] = mod;
        from[page] = ref;
        due[page] = ref + Math.round(i * 1000.0);
    }
}
