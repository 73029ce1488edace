package io.crawlgp.policy;

import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.util.UserError;
import java.util.Arrays;
import java.util.Set;

/**
 * The revisit rules of production crawlers: each page has a revisit interval I (in cycles, a double), I = I0 before any
 * visit; after every visit (warm-up crawls included) the rule shrinks I if the visit found a change and grows it if not,
 * then clamps it to [min, max]. The crawler fetches a page when t = c - lastVisit reaches I; with k pages per cycle the
 * simulator crawls the k pages with the largest t / I (the most overdue relative to their own interval).
 */
public final class AdaptiveIntervalPolicy implements Policy {

    /** One crawler's update rule, with its defaults and the source it follows. */
    public enum Rule {
        /**
         * Apache Nutch AdaptiveFetchSchedule (db.fetch.schedule.adaptive.*; nutch-default.xml): modified -> I * (1 -
         * dec_rate), not modified -> I * (1 + inc_rate), dec_rate 0.2, inc_rate 0.4, clamped to [min_interval,
         * max_interval] = [1, 365] cycles. Nutch's sync_delta (pulling the next fetch towards the page's Last-Modified
         * time) is off: the simulator knows that a page changed within a visit interval, not when.
         */
        NUTCH("Nutch", 1, 1, 365, 0.4, 0.2) {
            double next(double i, boolean changed, double inc, double dec, double min) {
                return changed ? i * (1 - dec) : i * (1 + inc);
            }
        },
        /**
         * Heritrix WaitEvaluator (changed-factor and unchanged-factor, both 1.5): changed -> I / 1.5, unchanged ->
         * I * 1.5, with the same clamps as Nutch here. The factor is the setting {@code factor}.
         */
        HERITRIX("Heritrix", 1, 1, 365, 1.5, 1.5) {
            double next(double i, boolean changed, double inc, double dec, double min) {
                return changed ? i / dec : i * inc;
            }
        },
        /**
         * StormCrawler AdaptiveScheduler (scheduler.adaptive.fetchInterval.*): changed -> (1 - decr) * I + decr * min,
         * a step towards the minimum that slows down near it; unchanged -> I * (1 + incr), capped at max. Defaults
         * rate.decr = rate.incr = 0.5, min 60 minutes, max 20,160 minutes (two weeks), first interval
         * fetchInterval.default 1,440 minutes; in cycles of one day: I0 = 1, min = 1/24, max = 14. StormCrawler keeps
         * whole minutes (an int); here I is a double.
         */
        STORMCRAWLER("StormCrawler", 1, 1.0 / 24, 14, 0.5, 0.5) {
            double next(double i, boolean changed, double inc, double dec, double min) {
                return changed ? (1 - dec) * i + dec * min : i * (1 + inc);
            }
        };

        final String label;
        final double i0, min, max, inc, dec;

        Rule(String label, double i0, double min, double max, double inc, double dec) {
            this.label = label;
            this.i0 = i0;
            this.min = min;
            this.max = max;
            this.inc = inc;
            this.dec = dec;
        }

        abstract double next(double interval, boolean changed, double inc, double dec, double min);
    }

    private final String name;
    private final Rule rule;
    private final double i0, min, max, inc, dec;

    public AdaptiveIntervalPolicy(String name, Rule rule, double i0, double min, double max, double inc, double dec) {
        if (!(min > 0 && min <= max))
            throw new UserError("policy " + name + ": need 0 < min <= max, got min " + min + ", max " + max);
        this.name = name;
        this.rule = rule;
        this.i0 = i0;
        this.min = min;
        this.max = max;
        this.inc = inc;
        this.dec = dec;
    }

    /** The rule with its defaults. */
    public static AdaptiveIntervalPolicy of(Rule rule) {
        return new AdaptiveIntervalPolicy(rule.label, rule, rule.i0, rule.min, rule.max, rule.inc, rule.dec);
    }

    /** The rule with settings from {@code Name(I0=.., min=.., max=.., inc=.., dec=..)} (Heritrix: {@code factor}). */
    static AdaptiveIntervalPolicy of(Rule rule, PolicyParams p, String displayName) {
        if (rule == Rule.HERITRIX) {
            p.allow(rule.label, Set.of("I0", "min", "max", "factor"));
            double f = p.get("factor", rule.inc, 1.0000001, 100);
            return new AdaptiveIntervalPolicy(
                    displayName,
                    rule,
                    p.get("I0", rule.i0, 1e-9, 1e9),
                    p.get("min", rule.min, 1e-9, 1e9),
                    p.get("max", rule.max, 1e-9, 1e9),
                    f,
                    f);
        }
        p.allow(rule.label, Set.of("I0", "min", "max", "inc", "dec"));
        return new AdaptiveIntervalPolicy(
                displayName,
                rule,
                p.get("I0", rule.i0, 1e-9, 1e9),
                p.get("min", rule.min, 1e-9, 1e9),
                p.get("max", rule.max, 1e-9, 1e9),
                p.get("inc", rule.inc, 0, 100),
                p.get("dec", rule.dec, 0, 0.999999));
    }

    /** The interval after one visit: the rule's step, then the clamp to [min, max]. */
    double next(double interval, boolean changed) {
        double i = rule.next(interval, changed, inc, dec, min);
        return Math.min(max, Math.max(min, i));
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Run start(CrawlState state, long seed) {
        int pages = state.pages();
        double[] interval = new double[pages];
        Arrays.fill(interval, Math.min(max, Math.max(min, i0)));
        int[] last = state.lastVisitArray();
        return new Run() {
            @Override
            public void score(int cycle, double[] out) {
                for (int p = 0; p < pages; p++) out[p] = (cycle - last[p]) / interval[p];
            }

            @Override
            public void visited(int page, int cycle, boolean changed) {
                interval[page] = next(interval[page], changed);
            }
        };
    }
}
