package io.crawlgp.policy;

import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.util.UserError;
import java.util.Arrays;
import java.util.Set;

/**
 * The revisit rules of production crawlers as their crawlers run them: each page carries a revisit interval and a
 * next-fetch time; a fetch updates both by the crawler's own rule, in the crawler's own units and arithmetic (Nutch a
 * float of seconds, Heritrix 1.x a long of milliseconds, StormCrawler an int of minutes), and the crawler fetches the
 * pages that are due, earliest due first. The simulator's contract (k pages every cycle) is kept: order {@link
 * Order#DUE} ranks by (now - next fetch time), so the due pages come first, most overdue first, and the budget is then
 * filled with the pages soonest due; order {@link Order#RATIO} ranks by time since the last fetch over the interval
 * (t / I), today's "-ratio" variants, what the rule could do with a ranking instead of a due date.
 *
 * <p>Times: cycle c is at {@link #EPOCH_MS} + c x cycleDays days; cycleDays comes from the dataset ({@link
 * CrawlState#cycleDays()}), so the crawlers' defaults keep their meaning in time whatever a cycle spans. Settings
 * written in a policy's name ({@code Nutch(max=30)}) are in days. The first fetch of a page (a warm-up visit, or the
 * first visit when there is no warm-up) finds no earlier signature: its state is UNKNOWN in all three crawlers, and it
 * only records the page (no step). Cycle 0's version is treated as known to the dataset, not fetched by the crawler.
 */
public final class AdaptiveIntervalPolicy implements Policy {
    /** A real epoch (2023-11-14T22:13:20Z): Nutch reads a modified time of 0 or less as "never" (see {@link #NUTCH}). */
    static final long EPOCH_MS = 1_700_000_000_000L;

    static final double MS_PER_DAY = 86_400_000.0;

    /** Which pages a cycle's k fetches go to. */
    public enum Order {
        /** The crawler's own: due pages (next fetch time passed) earliest due first, then the soonest due. */
        DUE,
        /** Time since the fetch the interval counts from, over the interval (t / I): the "-ratio" variants. */
        RATIO
    }

    /** One crawler's rule. Defaults and their sources are on each constant. */
    public enum Rule {
        /**
         * Apache Nutch 1.x {@code AdaptiveFetchSchedule.setFetchSchedule} with {@code conf/nutch-default.xml}:
         * {@code db.fetch.interval.default} 2,592,000 s (I0 = 30 d), {@code db.fetch.schedule.adaptive.inc_rate} 0.4,
         * {@code dec_rate} 0.2, {@code min_interval} 60 s, {@code max_interval} 31,536,000 s (365 d), {@code sync_delta}
         * true, {@code sync_delta_rate} 0.3; {@code db.fetch.interval.max} 7,776,000 s (90 d), applied by {@code
         * AbstractFetchSchedule.shouldFetch} at every generate: a page whose next fetch lies more than that ahead is due
         * now, its interval cut to 0.9 x 90 d if above 90 d. Modified (signature differs): I x (1 - dec), modified
         * time = now; not modified: I x (1 + inc); with sync_delta, delta = seconds since the last fetch that found a
         * change (the first fetch counts as one: "modifiedTime <= 0 -> fetchTime"), I = max(I, delta), and the next
         * fetch is at now - 0.3 delta + I. Clamped to [min, max]. No Last-Modified header is known here, so the
         * modified time is the time of the fetch that saw the change, as Nutch sets it for signature changes.
         */
        NUTCH("Nutch", Set.of("I0", "min", "max", "inc", "dec", "sync", "syncRate", "fetchMax")),
        /**
         * Heritrix 1.x {@code org.archive.crawler.postprocessor.WaitEvaluator} (the experimental {@code
         * AdaptiveRevisitFrontier}'s revisit rule; Heritrix 3 has none): first fetch -> {@code
         * initial-wait-interval-seconds} 86,400 (1 d); changed -> (long) (wait / {@code changed-factor} 1.5), unchanged
         * -> (long) (wait x {@code unchanged-factor} 1.5), in milliseconds; clamped to [{@code
         * min-wait-interval-seconds} 3,600, {@code max-wait-interval-seconds} 2,419,200] (1 h, 4 weeks). The frontier
         * orders a host's URIs by next processing time. {@code use-overdue-time} false (default). Setting {@code
         * factor} sets both factors.
         */
        HERITRIX("Heritrix", Set.of("I0", "min", "max", "factor")),
        /**
         * StormCrawler {@code AdaptiveScheduler.schedule} with {@code crawler-default.yaml}: {@code
         * fetchInterval.default} 1,440 min for the first fetch (no old signature: the default scheduler's interval);
         * changed -> (int) ((1 - decr) x I + decr x min), unchanged -> (int) (I x (1 + incr)) capped at max, in
         * minutes, float rates; {@code scheduler.adaptive.fetchInterval.min} 60, {@code .max} 20,160 (2 weeks), {@code
         * rate.incr} = {@code rate.decr} = 0.5. Spouts emit URLs whose nextFetchDate has passed, earliest first.
         */
        STORMCRAWLER("StormCrawler", Set.of("I0", "min", "max", "inc", "dec"));

        final String label;
        final Set<String> settings;

        Rule(String label, Set<String> settings) {
            this.label = label;
            this.settings = settings;
        }
    }

    /**
     * A rule's settings, times in days (converted to the crawler's units when a crawl starts). {@code inc}/{@code dec}
     * are Heritrix's unchanged/changed factors; {@code sync}, {@code syncRate} and {@code fetchMax} are Nutch's.
     */
    public record Settings(
            double i0, double min, double max, double inc, double dec, boolean sync, double syncRate, double fetchMax) {
        public static Settings defaults(Rule rule) {
            return switch (rule) {
                case NUTCH -> new Settings(30, 60 / 86_400.0, 365, 0.4, 0.2, true, 0.3, 90);
                case HERITRIX -> new Settings(1, 1 / 24.0, 28, 1.5, 1.5, false, 0, 0);
                case STORMCRAWLER -> new Settings(1, 1 / 24.0, 14, 0.5, 0.5, false, 0, 0);
            };
        }
    }

    private final String name;
    private final Rule rule;
    private final Order order;
    private final Settings s;

    public AdaptiveIntervalPolicy(String name, Rule rule, Order order, Settings s) {
        if (!(s.min() > 0 && s.min() <= s.max()))
            throw new UserError(
                    "policy " + name + ": need 0 < min <= max (days), got min " + s.min() + ", max " + s.max());
        if (!(s.i0() > 0)) throw new UserError("policy " + name + ": I0 must be > 0 days, got " + s.i0());
        this.name = name;
        this.rule = rule;
        this.order = order;
        this.s = s;
    }

    /** The rule with its crawler's defaults, in the given order; named Rule or Rule-ratio. */
    public static AdaptiveIntervalPolicy of(Rule rule, Order order) {
        return new AdaptiveIntervalPolicy(label(rule, order), rule, order, Settings.defaults(rule));
    }

    static String label(Rule rule, Order order) {
        return order == Order.DUE ? rule.label : rule.label + "-ratio";
    }

    /** The rule with settings from {@code Name(I0=.., min=.., ...)}, days for times; the rest its defaults. */
    static AdaptiveIntervalPolicy of(Rule rule, Order order, PolicyParams p, String displayName) {
        p.allow(label(rule, order), rule.settings);
        Settings d = Settings.defaults(rule);
        double i0 = p.get("I0", d.i0(), 1e-6, 1e5), min = p.get("min", d.min(), 1e-6, 1e5);
        double max = p.get("max", d.max(), 1e-6, 1e5);
        Settings s = switch (rule) {
            case NUTCH ->
                new Settings(
                        i0,
                        min,
                        max,
                        p.get("inc", d.inc(), 0, 100),
                        p.get("dec", d.dec(), 0, 0.999999),
                        p.get("sync", 1, 0, 1) != 0,
                        p.get("syncRate", d.syncRate(), 0, 1),
                        p.get("fetchMax", d.fetchMax(), 1e-6, 1e5));
            case HERITRIX -> {
                double f = p.get("factor", d.inc(), 1.0000001, 100);
                yield new Settings(i0, min, max, f, f, false, 0, 0);
            }
            case STORMCRAWLER ->
                new Settings(i0, min, max, p.get("inc", d.inc(), 0, 100), p.get("dec", d.dec(), 0, 1), false, 0, 0);
        };
        return new AdaptiveIntervalPolicy(displayName, rule, order, s);
    }

    /** The crawler whose rule this is. */
    public Rule rule() {
        return rule;
    }

    public Order order() {
        return order;
    }

    /** Its settings, times in days. */
    public Settings settings() {
        return s;
    }

    @Override
    public String name() {
        return name;
    }

    /** The time of cycle c in milliseconds, cycles of {@code cycleDays} days. */
    static long timeMs(int cycle, double cycleDays) {
        return EPOCH_MS + Math.round(cycle * cycleDays * MS_PER_DAY);
    }

    @Override
    public Schedule start(CrawlState state, long seed) {
        return new Schedule(state.pages(), state.cycleDays());
    }

    /**
     * One crawl's per-page schedule: the interval in the crawler's unit and type, the time the next fetch counts from
     * and the next fetch time (ms), Nutch's modified time, and whether the page was fetched yet.
     */
    public final class Schedule implements Run {
        private final double cycleDays;
        private final double msPerCycle;
        private final double[] interval; // Nutch: float seconds; Heritrix: long ms; StormCrawler: int minutes
        private final long[] from, due, modified;
        private final boolean[] seen;
        // the settings in the crawler's units
        private final float nInc, nDec, nMin, nMax, nFetchMax;
        private final double nSyncRate;
        private final long hMin, hMax, hInitial;
        private final int sMin, sMax, sDefault;
        private final float sInc, sDec;

        Schedule(int pages, double cycleDays) {
            this.cycleDays = cycleDays;
            this.msPerCycle = cycleDays * MS_PER_DAY;
            interval = new double[pages];
            from = new long[pages];
            due = new long[pages];
            modified = new long[pages];
            seen = new boolean[pages];
            nInc = (float) s.inc();
            nDec = (float) s.dec();
            nMin = (float) (s.min() * 86_400);
            nMax = (float) (s.max() * 86_400);
            nFetchMax = (float) (s.fetchMax() * 86_400);
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
                case NUTCH -> (float) (s.i0() * 86_400);
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

        /** Page {@code to} takes page {@code from}'s schedule. */
        public void copy(int from, int to) {
            interval[to] = interval[from];
            this.from[to] = this.from[from];
            due[to] = due[from];
            modified[to] = modified[from];
            seen[to] = seen[from];
        }

        /** The page's interval in days (for tests and terminals). */
        public double intervalDays(int page) {
            return intervalMs(interval[page]) / MS_PER_DAY;
        }

        /** The page's next fetch time in cycles. */
        public double dueCycle(int page) {
            return (due[page] - EPOCH_MS) / msPerCycle;
        }

        @Override
        public void score(int cycle, double[] out) {
            long now = timeMs(cycle, cycleDays);
            if (rule == Rule.NUTCH) shouldFetch(now);
            // in cycles, computed as the peer-state terminals are (t and the interval in cycles), so that the formulas
            // t - storm and t / storm give these very scores, not values a rounding apart
            for (int p = 0; p < out.length; p++) {
                double elapsed = (now - from[p]) / msPerCycle;
                double interval = intervalDays(p) / cycleDays;
                out[p] = order == Order.DUE ? elapsed - interval : elapsed / interval;
            }
        }

        /** Nutch's AbstractFetchSchedule.shouldFetch at a generate: a next fetch too far ahead is pulled to now. */
        private void shouldFetch(long now) {
            long far = (long) nFetchMax * 1000;
            for (int p = 0; p < due.length; p++) {
                if (due[p] - now > far) {
                    if (interval[p] > nFetchMax) interval[p] = nFetchMax * 0.9f;
                    due[p] = now;
                    from[p] = now - intervalMs(interval[p]);
                }
            }
        }

        @Override
        public void visited(int page, int cycle, boolean changed) {
            long now = timeMs(cycle, cycleDays);
            boolean first = !seen[page];
            seen[page] = true;
            switch (rule) {
                case NUTCH -> nutch(page, now, first, changed);
                case HERITRIX -> {
                    long w = first ? hInitial : (long) interval[page];
                    if (!first) w = changed ? (long) (w / s.dec()) : (long) (w * s.inc());
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

        private void nutch(int page, long now, boolean first, boolean changed) {
            float i = (float) interval[page];
            long mod = first ? now : modified[page];
            if (!first) {
                if (changed) {
                    i *= (1.0f - nDec);
                    mod = now;
                } else i *= (1.0f + nInc);
            }
            long ref = now;
            if (s.sync()) {
                long delta = (now - mod) / 1000L;
                if (delta > i) i = delta;
                ref = now - Math.round(delta * nSyncRate * 1000);
            }
            if (i < nMin) i = nMin;
            else if (i > nMax) i = nMax;
            interval[page] = i;
            modified[page] = mod;
            from[page] = ref;
            due[page] = ref + Math.round(i * 1000.0);
        }
    }
}
