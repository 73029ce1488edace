package io.crawlgp.policy;

import io.crawlgp.expr.ColumnFunction;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.HistoryScores;
import io.crawlgp.simulation.Policy;
import java.util.Arrays;

/**
 * An {@link IntervalRule} as a crawl policy: per page the interval I, the cycle of its last visit, and its visits and
 * changes found so far. A visit applies U (the first only records the page with I = initial); U's value is clamped to
 * the rule's [min, max], and a value that is not a number keeps the old interval (the score path's protection: the
 * operators saturate infinities, so only NaN can arise, from an input). Every cycle S ranks the pages, evaluated
 * column-wise over all pages ({@link ColumnFunction}: bit for bit the tree's own evaluation, with the tree's dispatch paid
 * once per cycle instead of once per page).
 */
public final class IntervalRulePolicy implements Policy {
    private final IntervalRule rule;
    private final ColumnFunction score;

    public IntervalRulePolicy(IntervalRule rule) {
        this.rule = rule;
        this.score = ColumnFunction.compile(rule.score());
    }

    @Override
    public String name() {
        return rule.name();
    }

    @Override
    public State start(CrawlState state, long seed) {
        return new State(state.pages(), state.cycleDays());
    }

    /**
     * The rule as a score of a page's own visits for the cohort engine keyed by visit history: a rule's state
     * (interval, visits, changes found, last visit) moves only at the page's own visits, so pages with the same visits
     * share it and the engine keeps, updates and scores one slot per distinct history. The same ranking, bit for bit, as
     * the per-page {@link State} ({@code IntervalRuleCohortTest}).
     */
    public HistoryScores.Factory byHistory() {
        return slots -> {
            State st = new State(slots.pages(), slots.cycleDays());
            double[][] cols = new double[IntervalRule.SCORE_INPUTS.size()][slots.pages()];
            Arrays.fill(cols[4], slots.cycleDays());
            ColumnFunction.Workspace ws = score.workspace(slots.pages());
            return new HistoryScores() {
                @Override
                public void copy(int from, int to) {
                    st.copy(from, to);
                }

                @Override
                public void visited(int slot, int cycle, boolean changed) {
                    st.visited(slot, cycle, changed);
                }

                @Override
                public void scores(int[] at, int count, int cycle, double[] out) {
                    for (int a = 0; a < count; a++) {
                        int q = at[a];
                        cols[0][a] = cycle - st.last[q];
                        cols[1][a] = st.interval[q];
                        cols[2][a] = st.visits[q];
                        cols[3][a] = st.changes[q];
                    }
                    ws.eval(cols, out, count);
                }
            };
        };
    }

    /** One crawl's per-page state. */
    public final class State implements Run {
        private final double days;
        // the score tree's input columns, in SCORE_INPUTS order: t (set each cycle), I, n, X (set at visits), d
        private final double[][] columns;
        private final double[] interval, visits, changes;
        private final int[] last;
        private final boolean[] seen;
        private final double[] u = new double[IntervalRule.UPDATE_INPUTS.size()];
        private final ColumnFunction.Workspace workspace;

        State(int pages, double days) {
            this.days = days;
            columns = new double[IntervalRule.SCORE_INPUTS.size()][pages];
            interval = columns[1];
            visits = columns[2];
            changes = columns[3];
            Arrays.fill(interval, rule.initial());
            Arrays.fill(columns[4], days);
            last = new int[pages];
            seen = new boolean[pages];
            workspace = score.workspace(pages);
        }

        /** Page {@code to} takes page {@code from}'s state (the cohort engine's slots). */
        void copy(int from, int to) {
            interval[to] = interval[from];
            visits[to] = visits[from];
            changes[to] = changes[from];
            last[to] = last[from];
            seen[to] = seen[from];
        }

        /** The page's interval in the rule's unit (for tests and the report's trajectories). */
        public double interval(int page) {
            return interval[page];
        }

        @Override
        public void score(int cycle, double[] out) {
            double[] t = columns[0];
            for (int p = 0; p < t.length; p++) t[p] = cycle - last[p];
            // column-wise, bit for bit the tree's eval on each page (ColumnFunction)
            workspace.eval(columns, out);
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
