package io.crawlgp.policy;

import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.util.MethodId;
import io.crawlgp.util.UserError;
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
        /**
         * Time since the fetch time the interval counts from, over the interval the next fetch was scheduled with
         * ((now - ref) / (next fetch - ref)): the "-ratio" variants. For Heritrix and StormCrawler the scheduled
         * interval is the stored one; Nutch's differs where the reducer's forceRefetch cut the stored interval after
         * the schedule set the next fetch, and by the sub-second rounding of whole-second storage ({@link
         * Fidelity#ratioStored} for the stored one, crawlgp's earlier reading).
         */
        RATIO
    }

    /** One crawler's rule. Defaults and their sources are on each constant. */
    public enum Rule {
        /**
         * Apache Nutch 1.x (release 1.22) as a URL's path through it runs the adaptive schedule, with {@code
         * conf/nutch-default.xml}: {@code db.fetch.interval.default} 2,592,000 s (I0 = 30 d), {@code
         * db.fetch.schedule.adaptive.inc_rate} 0.4, {@code dec_rate} 0.2, {@code min_interval} 60 s, {@code
         * max_interval} 31,536,000 s (365 d), {@code sync_delta} true, {@code sync_delta_rate} 0.3, {@code
         * db.fetch.interval.max} 7,776,000 s (90 d).
         * <ul>
         *   <li>Schedule ({@code AdaptiveFetchSchedule.setFetchSchedule}): modified (the signature differs): I x (1 -
         *       dec), modified time = now; not modified: I x (1 + inc); no earlier signature: STATUS_UNKNOWN, I kept.
         *       A modified time of 0 reads as now. With sync_delta, delta = whole seconds since the modified time, I =
         *       max(I, delta), and the next fetch counts from now - 0.3 delta (NUTCH-1564 bounds that shift: {@link
         *       Fidelity#syncCap}). Clamped to [min, max] in float; the next fetch time is ref + round(I x 1000).
         *   <li>Store ({@code CrawlDatum.setFetchInterval(float)}): the interval is kept as whole seconds, {@code
         *       Math.round} ({@link Fidelity#wholeSeconds}).
         *   <li>Reducer ({@code CrawlDbReducer}, after the schedule): an interval above {@code db.fetch.interval.max}
         *       forces a refetch ({@code AbstractFetchSchedule.forceRefetch}, asap false): the interval becomes
         *       round(0.9 x 90 d), the signature and the modified time are cleared, the next fetch time stays; so the
         *       next fetch is STATUS_UNKNOWN again and sync_delta's delta restarts ({@link Fidelity#forceRefetch}).
         *   <li>Generator ({@code Generator} with {@code generate.update.crawldb} false): {@code shouldFetch} runs on
         *       the entry's copy: a next fetch more than 90 d ahead is due now, its interval cut to round(0.9 x 90 d) if
         *       above 90 d; the copy goes to the fetch list (so a fetch carries it) and is never written back ({@link
         *       Fidelity#pullStored}).
         * </ul>
         * No Last-Modified header is known here, so the modified time is the time of the fetch that saw the change, as
         * Nutch sets it for signature changes.
         */
        NUTCH(
                "Nutch",
                Set.of(
                        "I0",
                        "min",
                        "max",
                        "inc",
                        "dec",
                        "sync",
                        "syncRate",
                        "fetchMax",
                        "wholeSeconds",
                        "forceRefetch",
                        "pullStored",
                        "syncCap",
                        "ratioStored")),
        /**
         * Heritrix 1.x {@code org.archive.crawler.postprocessor.WaitEvaluator} (the experimental {@code
         * AdaptiveRevisitFrontier}'s revisit rule; Heritrix 3 has none): first fetch -> {@code
         * initial-wait-interval-seconds} 86,400 (1 d); changed -> (long) (wait / {@code changed-factor} 1.5), unchanged
         * -> (long) (wait x {@code unchanged-factor} 1.5), in milliseconds; clamped to [{@code
         * min-wait-interval-seconds} 3,600, {@code max-wait-interval-seconds} 2,419,200] (1 h, 4 weeks). The frontier
         * orders a host's URIs by next processing time. {@code use-overdue-time} false (default). Setting {@code
         * factor} sets both factors; {@code sticky} the content state's persistence ({@link Fidelity#sticky}).
         */
        HERITRIX("Heritrix", Set.of("I0", "min", "max", "factor", "sticky")),
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

    /** How Nutch 1.22 bounds sync_delta's shift of the reference time (NUTCH-1564). */
    public enum SyncCap {
        /**
         * As 1.22 computes it: once the shift (rate x delta) exceeds the maximum interval it is scaled by offset /
         * delta x max in long arithmetic, where offset / delta truncates to 0, so the shift becomes 0. The default.
         */
        WRITTEN,
        /** As the fix's comment intends: a shift above the maximum interval becomes rate x max interval. */
        INTENDED,
        /** Before NUTCH-1564 (1.21 and earlier): the shift is rate x delta, unbounded. */
        NONE
    }

    /**
     * The details of the crawlers' sources that a study may want to switch, each a setting in the policy's name
     * ({@code Nutch(forceRefetch=0)}); {@link #SOURCE} is each crawler as its source runs. The maximum interval NUTCH-1564
     * compares with is the adaptive schedule's {@code max_interval} (the class's own bound; the source does not say
     * which of the two maxima it means): with forceRefetch on, delta never grows past about 90 d, so under the defaults
     * the cap never acts (it needs rate x delta above 365 d).
     *
     * @param wholeSeconds Nutch stores the interval as whole seconds ({@code CrawlDatum} keeps an int); false keeps the
     *                     float the schedule computed
     * @param forceRefetch Nutch's reducer forces a refetch when the interval exceeds {@code db.fetch.interval.max}
     * @param pullStored   false: Nutch's generator pulls a far next fetch on a copy only (as it runs); true: the pull is
     *                     written into the page's state (crawlgp's earlier reading)
     * @param syncCap      how NUTCH-1564's bound on sync_delta's shift acts
     * @param sticky       Heritrix 1.x: the content state persists between visits ({@code AdaptiveRevisitFrontier}
     *                     registers {@code A_CONTENT_STATE_KEY} as a persistent CrawlURI member, and {@code
     *                     ChangeEvaluator} skips the digest comparison when that state reads UNCHANGED), so after the
     *                     first unchanged visit every later visit reads unchanged. False (the default) compares the
     *                     digests at every visit, as ChangeEvaluator's and WaitEvaluator's documentation describe.
     * @param ratioStored  the ratio order's key (Nutch only; Nutch has no ratio order of its own, so this is our
     *                     reading of "t / I"): false (the default) divides by the interval the next fetch
     *                     was scheduled with, next fetch - reference time ({@code AdaptiveFetchSchedule
     *                     .setFetchSchedule}: {@code datum.setFetchTime(refTime + Math.round(interval * 1000.0))});
     *                     true divides by the stored interval, which the reducer's forceRefetch cuts to 0.9 x
     *                     db.fetch.interval.max after the next fetch was set (crawlgp's earlier reading)
     */
    public record Fidelity(
            boolean wholeSeconds,
            boolean forceRefetch,
            boolean pullStored,
            SyncCap syncCap,
            boolean sticky,
            boolean ratioStored) {
        public static final Fidelity SOURCE = new Fidelity(true, true, false, SyncCap.WRITTEN, false, false);
    }

    /**
     * A rule's settings, times in days (converted to the crawler's units when a crawl starts). {@code inc}/{@code dec}
     * are Heritrix's unchanged/changed factors; {@code sync}, {@code syncRate} and {@code fetchMax} are Nutch's.
     */
    public record Settings(
            double i0,
            double min,
            double max,
            double inc,
            double dec,
            boolean sync,
            double syncRate,
            double fetchMax,
            Fidelity fidelity) {
        public static Settings defaults(Rule rule) {
            return switch (rule) {
                case NUTCH -> new Settings(30, 60 / 86_400.0, 365, 0.4, 0.2, true, 0.3, 90, Fidelity.SOURCE);
                case HERITRIX -> new Settings(1, 1 / 24.0, 28, 1.5, 1.5, false, 0, 0, Fidelity.SOURCE);
                case STORMCRAWLER -> new Settings(1, 1 / 24.0, 14, 0.5, 0.5, false, 0, 0, Fidelity.SOURCE);
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
        return id(rule, order).name();
    }

    /** The rule's id in an order: its crawler's family, with the ratio variant for the ratio order. */
    static MethodId id(Rule rule, Order order) {
        return order == Order.DUE ? MethodId.policy(rule.label) : MethodId.policy(rule.label, MethodId.Variant.RATIO);
    }

    /** The rule with settings from {@code Name(I0=.., min=.., ...)}, days for times; the rest its defaults. */
    static AdaptiveIntervalPolicy of(Rule rule, Order order, PolicyParams p, String displayName) {
        p.allow(label(rule, order), rule.settings);
        Settings d = Settings.defaults(rule);
        double i0 = p.get("I0", d.i0(), 1e-6, 1e5), min = p.get("min", d.min(), 1e-6, 1e5);
        double max = p.get("max", d.max(), 1e-6, 1e5);
        Fidelity src = Fidelity.SOURCE;
        Settings s = switch (rule) {
            case NUTCH ->
                new Settings(
                        i0,
                        min,
                        max,
                        p.get("inc", d.inc(), 0, 100),
                        p.get("dec", d.dec(), 0, 0.999999),
                        flag(p, "sync", true),
                        p.get("syncRate", d.syncRate(), 0, 1),
                        p.get("fetchMax", d.fetchMax(), 1e-6, 1e5),
                        new Fidelity(
                                flag(p, "wholeSeconds", src.wholeSeconds()),
                                flag(p, "forceRefetch", src.forceRefetch()),
                                flag(p, "pullStored", src.pullStored()),
                                syncCap(p, src.syncCap()),
                                false,
                                flag(p, "ratioStored", src.ratioStored())));
            case HERITRIX -> {
                double f = p.get("factor", d.inc(), 1.0000001, 100);
                Fidelity fid = new Fidelity(true, true, false, SyncCap.WRITTEN, flag(p, "sticky", src.sticky()), false);
                yield new Settings(i0, min, max, f, f, false, 0, 0, fid);
            }
            case STORMCRAWLER ->
                new Settings(
                        i0, min, max, p.get("inc", d.inc(), 0, 100), p.get("dec", d.dec(), 0, 1), false, 0, 0, src);
        };
        return new AdaptiveIntervalPolicy(displayName, rule, order, s);
    }

    /** A 0/1 setting; any other value is refused in one line. */
    private static boolean flag(PolicyParams p, String key, boolean fallback) {
        double v = p.get(key, fallback ? 1 : 0, 0, 1);
        if (v != 0 && v != 1) throw new UserError("policy setting " + key + " is 0 or 1, got " + v);
        return v == 1;
    }

    /** syncCap = 0 (as written), 1 (as intended) or 2 (none); any other value is refused in one line. */
    private static SyncCap syncCap(PolicyParams p, SyncCap fallback) {
        double v = p.get("syncCap", fallback.ordinal(), 0, 2);
        if (v != Math.rint(v))
            throw new UserError(
                    "policy setting syncCap is 0 (as 1.22 computes it), 1 (as intended) or 2 (none), got " + v);
        return SyncCap.values()[(int) v];
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
    public AdaptiveSchedule start(CrawlState state, long seed) {
        return new AdaptiveSchedule(rule, order, s, state.pages(), state.cycleDays());
    }
}
