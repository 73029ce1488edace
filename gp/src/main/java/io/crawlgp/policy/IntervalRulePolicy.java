package io.crawlgp.policy;

import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import java.util.Arrays;

/**
 * An {@link IntervalRule} as a crawl policy: per page the interval I, the cycle of its last visit, and its visits and
 * changes found so far. A visit applies U (the first only records the page with I = initial); U's value is clamped to
 * the rule's [min, max], and a value that is not a number keeps the old interval (the score path's protection: the
 * operators saturate infinities, so only NaN can arise, from an input). Every cycle S ranks the pages.
 */
public final class IntervalRulePolicy implements Policy {
    private final IntervalRule rule;

    public IntervalRulePolicy(IntervalRule rule) {
        this.rule = rule;
    }

    @Override
    public String name() {
        return rule.name();
    }

    @Override
    public State start(CrawlState state, long seed) {
        return new State(state.pages(), state.cycleDays());
    }

    /** One crawl's per-page state. */
    public final class State implements Run {
        private final double days;
        private final double[] interval;
        private final int[] last, visits, changes;
        private final boolean[] seen;
        private final double[] u = new double[IntervalRule.UPDATE_INPUTS.size()];
        private final double[] s = new double[IntervalRule.SCORE_INPUTS.size()];

        State(int pages, double days) {
            this.days = days;
            interval = new double[pages];
            Arrays.fill(interval, rule.initial());
            last = new int[pages];
            visits = new int[pages];
            changes = new int[pages];
            seen = new boolean[pages];
        }

        /** The page's interval in the rule's unit (for tests and the report's trajectories). */
        public double interval(int page) {
            return interval[page];
        }

        @Override
        public void score(int cycle, double[] out) {
            for (int p = 0; p < out.length; p++) {
                s[0] = cycle - last[p]; // t
                s[1] = interval[p]; // I
                s[2] = visits[p]; // n
                s[3] = changes[p]; // X
                s[4] = days; // d
                out[p] = rule.score().eval(s);
            }
        }

        @Override
        public void visited(int page, int cycle, boolean changed) {
            if (seen[page]) {
                u[0] = interval[page]; // I
                u[1] = changed ? 1 : 0; // c
                u[2] = cycle - last[page]; // e
                u[3] = visits[page]; // n
                u[4] = changes[page]; // X
                u[5] = days; // d
                double next = rule.update().eval(u);
                if (!Double.isNaN(next)) interval[page] = Math.min(rule.max(), Math.max(rule.min(), next));
            } else {
                seen[page] = true;
                interval[page] = rule.initial();
            }
            last[page] = cycle;
            visits[page]++;
            if (changed) changes[page]++;
        }
    }
}
