package io.crawlgp.simulation;

import io.crawlgp.dataset.ChangeHistory;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The straightforward simulation, kept for tests: scores every page, sorts all pages by (score, tie key, row),
 * and recounts freshness from the history each cycle. Slow on purpose: it is the definition the fast paths must equal.
 */
public final class ReferenceSimulator {
    private ReferenceSimulator() {}

    public static SimulationResult run(ChangeHistory h, Policy policy, SimulationSettings s) {
        return run(h, policy, s, false);
    }

    public static SimulationResult run(ChangeHistory h, Policy policy, SimulationSettings s, boolean withNdcg) {
        return run(h, policy, s, withNdcg ? EnumSet.of(Recorded.NDCG) : Recorded.none());
    }

    public static SimulationResult run(ChangeHistory h, Policy policy, SimulationSettings s, Set<Recorded> recorded) {
        return run(h, policy, s, recorded, List.of());
    }

    /** As {@link #run(ChangeHistory, Policy, SimulationSettings, Set)}, with observers called after each scheduled cycle. */
    public static SimulationResult run(
            ChangeHistory h,
            Policy policy,
            SimulationSettings s,
            Set<Recorded> recorded,
            List<CycleObserver.Factory> observers) {
        s.checkFits(h.cycles());
        boolean withNdcg = recorded.contains(Recorded.NDCG);
        boolean withStaleness = recorded.contains(Recorded.STALENESS);
        int pages = h.pages();
        int k = s.k(pages);
        CrawlState state = new CrawlState(h, k);
        Policy.Run run = policy.start(state, CrawlSimulator.policySeed(s.seed(), policy.name()));
        for (int c = 1; c <= s.warmup(); c++) for (int p = 0; p < pages; p++) run.visited(p, c, state.visit(p, c));
        int scheduled = h.cycles() - s.warmup();
        int[] found = new int[scheduled], available = new int[scheduled], staleAfter = new int[scheduled];
        double[] ndcg = withNdcg ? new double[scheduled] : null;
        double[] age = withStaleness ? new double[scheduled] : null;
        double[] harmonic = withStaleness ? new double[scheduled] : null;
        StalenessTally tally = withStaleness ? new StalenessTally(h.cycles()) : null;
        double[] scores = new double[pages];
        long tieSeed = CrawlSimulator.tieSeed(s.seed());
        CrawlSimulator.Observing observing = new CrawlSimulator.Observing(observers, state, scheduled, k);
        int[] crawled = new int[k];
        for (int c = s.warmup() + 1; c <= h.cycles(); c++) {
            final int cycle = c;
            int i = c - s.warmup() - 1;
            for (int p = 0; p < pages; p++) if (h.changedBetween(p, state.lastVisit(p), c)) available[i]++;
            state.advanceTo(c);
            run.score(c, scores);
            Integer[] order = new Integer[pages];
            for (int p = 0; p < pages; p++) order[p] = p;
            Comparator<Integer> byScore = (a, b) -> compareScores(scores[a], scores[b]);
            Comparator<Integer> byTie = s.tieBreak() == TieBreak.RANDOM
                    ? Comparator.comparingLong(p -> TieBreak.randomKey(tieSeed, cycle, p))
                    : (a, b) -> 0;
            Arrays.sort(order, byScore.thenComparing(byTie).thenComparingInt(p -> p));
            if (withNdcg) {
                double dcg = 0, ideal = 0;
                for (int r = 0; r < k; r++) {
                    if (h.changedBetween(order[r], state.lastVisit(order[r]), c))
                        dcg += 1 / (Math.log(r + 2) / Math.log(2));
                    if (r < Math.min(available[i], k)) ideal += 1 / (Math.log(r + 2) / Math.log(2));
                }
                ndcg[i] = ideal == 0 ? 1.0 : dcg / ideal;
            }
            Integer[] chosen = Arrays.copyOf(order, k);
            Arrays.sort(chosen);
            for (int j = 0; j < chosen.length; j++) {
                int p = chosen[j];
                boolean changed = h.changedBetween(p, state.lastVisit(p), c);
                if (state.visit(p, c) != changed) throw new AssertionError("crawl state disagrees with history");
                if (changed) found[i]++;
                run.visited(p, c, changed);
                crawled[j] = p;
                observing.crawled(j, changed);
            }
            for (int p = 0; p < pages; p++) if (h.changedBetween(p, state.lastVisit(p), c)) staleAfter[i]++;
            if (observing.active())
                observing.cycle(new CycleView(
                        c, i, k, crawled, observing.found, k, found[i], available[i], staleAfter[i], state, h));
            if (withStaleness) {
                // recounted from the history: the copy of p went stale at its first change after its last visit
                long stale = 0, since = 0;
                tally.clear();
                for (int p = 0; p < pages; p++) {
                    int missed = 0, first = 0;
                    for (int q = state.lastVisit(p) + 1; q <= c; q++) {
                        if (h.changed(p, q)) {
                            if (missed++ == 0) first = q;
                        }
                    }
                    if (missed > 0) {
                        stale++;
                        since += first;
                        tally.move(0, missed);
                    }
                }
                age[i] = StalenessTally.meanAge(c, stale, since, pages);
                harmonic[i] = tally.meanHarmonic(pages);
            }
        }
        return new SimulationResult(
                policy.name(),
                pages,
                k,
                s.warmup(),
                h.cycles(),
                found,
                available,
                staleAfter,
                ndcg,
                age,
                harmonic,
                observing.values());
    }

    /** Higher scores first; NaN last; -0.0 == 0.0: the order every simulator ranks pages in. */
    public static int compareScores(double a, double b) {
        boolean na = Double.isNaN(a), nb = Double.isNaN(b);
        if (na || nb) return na == nb ? 0 : (na ? 1 : -1);
        if (a == b) return 0;
        return a > b ? -1 : 1;
    }
}
