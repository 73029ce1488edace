package io.crawlgp.policy;

import io.crawlgp.feature.Feature;
import io.crawlgp.feature.Observations;
import io.crawlgp.feature.StatefulFeature;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;

/**
 * What the peers know about a page, as GP terminals: with them every peer is a formula (the seed formulas' material).
 * {@code nutch}, {@code heritrix} and {@code storm} are the page's current revisit interval in cycles under that
 * rule's defaults ({@link AdaptiveIntervalPolicy}, the faithful rule's own state), so {@code t / storm} ranks pages as
 * StormCrawler-ratio does and {@code t - storm} as StormCrawler does, up to rounding at exact ties (the rules rank by
 * exact keys over milliseconds); {@code stormr}, {@code stormd}, {@code heritrixr} and {@code heritrixd}
 * are those keys themselves, so each alone ranks bit for bit as its rule (Nutch's sync_delta, forceRefetch and
 * db.fetch.interval.max move its due time off last visit + interval, so {@code t - nutch} is not Nutch's order).
 * {@code mle} is ChoGM's change-rate estimate ({@code mle * t} ranks as ChoGM); {@code lambda} is LambdaCrawl's
 * optimal crawl rate for the page ({@code lambda * t} ranks as LambdaCrawl): solved each cycle over all pages, so it
 * is not a per-page function, and a tree that reads it pays LambdaCrawl's solve per cycle.
 */
public final class PeerStateFeatures {
    private PeerStateFeatures() {}

    /** A rule's interval, in cycles. */
    private static final class Interval extends StatefulFeature {
        private final AdaptiveIntervalPolicy.Rule rule;

        Interval(String name, String description, AdaptiveIntervalPolicy.Rule rule) {
            super(name, description, true);
            this.rule = rule;
        }

        @Override
        public Tracker start(Observations run) {
            CrawlState s = run.state();
            AdaptiveSchedule sched = AdaptiveIntervalPolicy.of(rule, AdaptiveIntervalPolicy.Order.DUE)
                    .start(s, 0);
            double cycleDays = s.cycleDays();
            return perPage(s, sched::visited, sched::copy, (page, cycle) -> sched.intervalDays(page) / cycleDays);
        }
    }

    /**
     * A rule's own ranking key (exact arithmetic over milliseconds), so that the terminal alone ranks pages bit
     * for bit as the rule does, ties included; it changes every cycle (the time since the visit grows).
     */
    private static final class Key extends StatefulFeature {
        private final AdaptiveIntervalPolicy.Rule rule;
        private final AdaptiveIntervalPolicy.Order order;

        Key(String name, String description, AdaptiveIntervalPolicy.Rule rule, AdaptiveIntervalPolicy.Order order) {
            super(name, description, false);
            this.rule = rule;
            this.order = order;
        }

        /** A due key is negative until the page is due. */
        @Override
        public Range range() {
            return order == AdaptiveIntervalPolicy.Order.DUE ? Range.ANY : Range.NON_NEGATIVE;
        }

        @Override
        public Tracker start(Observations run) {
            CrawlState s = run.state();
            AdaptiveSchedule sched = AdaptiveIntervalPolicy.of(rule, order).start(s, 0);
            return perPage(s, sched::visited, sched::copy, sched::key);
        }
    }

    public static final Feature STORM_RATIO = new Key(
            "stormr",
            "StormCrawler-ratio's own key: time since the page's last fetch over its interval, in exact milliseconds (ranks"
                    + " as StormCrawler-ratio, ties included)",
            AdaptiveIntervalPolicy.Rule.STORMCRAWLER,
            AdaptiveIntervalPolicy.Order.RATIO);
    public static final Feature STORM_DUE = new Key(
            "stormd",
            "StormCrawler's own key: cycles since the page's next fetch time (negative until due; ranks as StormCrawler)",
            AdaptiveIntervalPolicy.Rule.STORMCRAWLER,
            AdaptiveIntervalPolicy.Order.DUE);
    public static final Feature HERITRIX_RATIO = new Key(
            "heritrixr",
            "Heritrix-ratio's own key: time since the page's last fetch over its wait, in exact milliseconds (ranks as"
                    + " Heritrix-ratio, ties included)",
            AdaptiveIntervalPolicy.Rule.HERITRIX,
            AdaptiveIntervalPolicy.Order.RATIO);
    public static final Feature HERITRIX_DUE = new Key(
            "heritrixd",
            "Heritrix's own key: cycles since the page's next processing time (negative until due; ranks as Heritrix)",
            AdaptiveIntervalPolicy.Rule.HERITRIX,
            AdaptiveIntervalPolicy.Order.DUE);

    public static final Feature NUTCH = new Interval(
            "nutch",
            "the page's revisit interval in cycles under Nutch's rule with its shipped settings (AdaptiveFetchSchedule, nutch-default.xml)",
            AdaptiveIntervalPolicy.Rule.NUTCH);
    public static final Feature HERITRIX = new Interval(
            "heritrix",
            "the page's wait in cycles under Heritrix 1.x's rule with its defaults (WaitEvaluator)",
            AdaptiveIntervalPolicy.Rule.HERITRIX);
    public static final Feature STORM = new Interval(
            "storm",
            "the page's fetch interval in cycles under StormCrawler's rule with its shipped settings (AdaptiveScheduler, crawler-default.yaml)",
            AdaptiveIntervalPolicy.Rule.STORMCRAWLER);

    public static final Feature MLE =
            new StatefulFeature(
                    "mle",
                    "ChoGM's change-rate estimate per cycle: Cho & Garcia-Molina's MLE for irregular visits with Kolobov et al.'s "
                            + "smoothing (the ChoGM peer's own estimator)",
                    true) {
                @Override
                public Tracker start(Observations run) {
                    CrawlState s = run.state();
                    ChangeRateEstimator r = new ChangeRateEstimator(s.pages(), ChangeRateEstimator.DEFAULT_SMOOTHING);
                    return perPage(s, r::visited, r::copy, (page, cycle) -> r.rate(page));
                }
            };

    public static final Feature LAMBDA =
            new StatefulFeature(
                    "lambda",
                    "LambdaCrawl's optimal crawl rate for the page per cycle (Kolobov et al. NeurIPS 2019, Prop. 1), solved each "
                            + "cycle over all pages",
                    false) {
                /** Solved over all pages: not a function of one page's visits. */
                @Override
                public boolean ofOwnVisits() {
                    return false;
                }

                @Override
                public Tracker start(Observations run) {
                    CrawlState s = run.state();
                    OptimalRatePolicy.Rates r = new OptimalRatePolicy(
                            "LambdaCrawl", RateAllocation.Objective.HARMONIC, 0, ChangeRateEstimator.DEFAULT_SMOOTHING)
                    .new Rates(s);
                    return wholeCrawl(s, r::visited, (cycle, out) -> r.rates(out));
                }
            };

    /**
     * The signal posterior's ranking key, -ln(1 - P(changed | t, s)), with each site's (r, φ) learnt online as
     * {@code Posterior} learns them at its defaults: {@code csq} alone ranks as {@code Posterior}. Without a
     * signal channel it is ChoGM's r t.
     */
    public static final Feature POSTERIOR =
            new StatefulFeature(
                    "csq",
                    "the signal posterior's key -ln(1 - P(changed since the last visit | t, signals since)), each site's "
                            + "signal recall and false-signal rate learnt from the crawler's visits (Posterior "
                            + "at its defaults); without signals ChoGM's r t",
                    false) {
                /** Each site's rates pool its pages' visits: not a function of one page's visits. */
                @Override
                public boolean ofOwnVisits() {
                    return false;
                }

                @Override
                public Tracker start(Observations run) {
                    CrawlState s = run.state();
                    Policy.Run posterior = PosteriorPolicy.of(PolicyParams.parse(PosteriorPolicy.FAMILY), "csq")
                            .start(s, 0);
                    // its visits read only the signals up to each visit: all received by the warm-up's end
                    return wholeCrawl(s, posterior::visited, posterior::score);
                }
            };
}
