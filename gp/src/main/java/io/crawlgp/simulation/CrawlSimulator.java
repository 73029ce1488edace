package io.crawlgp.simulation;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.util.SeedLabel;
import io.crawlgp.util.Seeds;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The budgeted recrawl simulation (paper §5.2), fast path: O(N) selection per cycle and incremental freshness.
 *
 * <p>Semantics: every page is known at cycle 0 (n = X = 0, lastVisit = 0). Warm-up cycles 1..W crawl every page.
 * Each later cycle c scores every page and crawls the top k = floor(budget * N); a crawl finds a change iff any
 * history bit in (lastVisit, c] is 1, then n += 1, X += found, lastVisit = c. {@link ReferenceSimulator} is the
 * straightforward twin that tests hold this class equal to.
 */
public final class CrawlSimulator {
    private CrawlSimulator() {}

    /** The seed of the random tie-break of a simulation seeded with {@code seed}. */
    public static final SeedLabel TIE_BREAK =
            new SeedLabel("tie-break", "", "the random order of equal scores (from a simulation's seed)");

    public static long tieSeed(long seed) {
        return TIE_BREAK.derive(seed);
    }

    /** The seed handed to a policy's {@link Policy#start} in a simulation seeded with {@code seed}. */
    public static long policySeed(long seed, String policy) {
        return Seeds.derive(seed, "policy:" + policy);
    }

    public static SimulationResult run(ChangeHistory h, Policy policy, SimulationSettings s) {
        return run(h, policy, s, false);
    }

    /** As {@link #run(ChangeHistory, Policy, SimulationSettings)}, also computing NDCG@k per cycle when asked. */
    public static SimulationResult run(ChangeHistory h, Policy policy, SimulationSettings s, boolean withNdcg) {
        return run(h, policy, s, withNdcg ? EnumSet.of(Recorded.NDCG) : Recorded.none());
    }

    /** As {@link #run(ChangeHistory, Policy, SimulationSettings)}, also recording what {@code recorded} names. */
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
        int cycles = h.cycles();
        int k = s.k(pages);
        CrawlState state = new CrawlState(h, k);
        Policy.Run run = policy.start(state, policySeed(s.seed(), policy.name()));
        // missed[p]: changes since the page's last visit (only kept when staleness is recorded)
        int[] missed = withStaleness ? new int[pages] : null;
        StalenessTally tally = withStaleness ? new StalenessTally(cycles) : null;
        // the warm-up is the same for every policy: a run that can take it at once is spared its N x W visits
        if (run.warmsUpAtOnce()) {
            state.warmUp(s.warmup());
            run.warmedUp(s.warmup());
        } else {
            for (int c = 1; c <= s.warmup(); c++) {
                for (int p = 0; p < pages; p++) run.visited(p, c, state.visit(p, c));
            }
        }
        // staleAt[c]: pages whose first unseen change is at cycle c (index C+1 = never)
        int[] staleAt = new int[cycles + 2];
        for (int p = 0; p < pages; p++) staleAt[state.nextChange(p)]++;
        int stale = 0;
        long staleSinceSum = 0; // sum over stale pages of the cycle of their first unseen change
        for (int c = 0; c <= s.warmup(); c++) {
            stale += staleAt[c];
            staleSinceSum += (long) c * staleAt[c];
        }

        int scheduled = cycles - s.warmup();
        int[] found = new int[scheduled], available = new int[scheduled], staleAfter = new int[scheduled];
        double[] ndcg = withNdcg ? new double[scheduled] : null;
        double[] age = withStaleness ? new double[scheduled] : null;
        double[] harmonic = withStaleness ? new double[scheduled] : null;
        boolean[] relevant = withNdcg ? new boolean[pages] : null;
        double[] scores = new double[pages];
        int[] selected = new int[pages];
        TopKSelector selector = new TopKSelector(pages);
        long tieSeed = tieSeed(s.seed());
        Observing observing = new Observing(observers, state, scheduled, k);
        for (int c = s.warmup() + 1; c <= cycles; c++) {
            stale += staleAt[c];
            staleSinceSum += (long) c * staleAt[c];
            if (withStaleness) {
                for (int p = 0; p < pages; p++) {
                    if (h.changed(p, c)) {
                        tally.move(missed[p], missed[p] + 1);
                        missed[p]++;
                    }
                }
            }
            int i = c - s.warmup() - 1;
            available[i] = stale;
            state.advanceTo(c);
            run.score(c, scores);
            int m = selector.select(scores, k, s.tieBreak(), tieSeed, c, selected);
            if (withNdcg) {
                for (int j = 0; j < m; j++) relevant[selected[j]] = state.hasUnseenChange(selected[j], c);
                ndcg[i] = Ndcg.of(selected, m, scores, relevant, s.tieBreak(), tieSeed, c, Math.min(stale, k));
            }
            int hits = 0;
            for (int j = 0; j < m; j++) {
                int p = selected[j];
                int before = state.nextChange(p);
                boolean changed = state.visit(p, c);
                if (changed) {
                    hits++;
                    stale--;
                    staleSinceSum -= before;
                } else staleAt[before]--;
                staleAt[state.nextChange(p)]++;
                if (withStaleness) {
                    tally.move(missed[p], 0);
                    missed[p] = 0;
                }
                run.visited(p, c, changed);
                observing.crawled(j, changed);
            }
            found[i] = hits;
            staleAfter[i] = stale;
            if (observing.active())
                observing.cycle(
                        new CycleView(c, i, k, selected, observing.found, m, hits, available[i], stale, state, h));
            if (withStaleness) {
                age[i] = StalenessTally.meanAge(c, stale, staleSinceSum, pages);
                harmonic[i] = tally.meanHarmonic(pages);
            }
        }
        return new SimulationResult(
                policy.name(),
                pages,
                k,
                s.warmup(),
                cycles,
                found,
                available,
                staleAfter,
                ndcg,
                age,
                harmonic,
                observing.values());
    }

    /** The observers of one crawl and their values; nothing is done per page when there are none. */
    static final class Observing {
        private final List<CycleObserver.Factory> factories;
        private final CycleObserver[] observers;
        private final double[][] values;
        final boolean[] found;

        Observing(List<CycleObserver.Factory> factories, CrawlState state, int scheduled, int k) {
            this.factories = factories;
            observers = new CycleObserver[factories.size()];
            values = new double[factories.size()][];
            for (int o = 0; o < observers.length; o++) {
                observers[o] = factories.get(o).start(state);
                values[o] = new double[scheduled];
            }
            found = observers.length == 0 ? null : new boolean[k];
        }

        boolean active() {
            return observers.length > 0;
        }

        void crawled(int j, boolean changed) {
            if (found != null) found[j] = changed;
        }

        void cycle(CycleView view) {
            for (int o = 0; o < observers.length; o++) values[o][view.index()] = observers[o].observe(view);
        }

        Map<String, double[]> values() {
            Map<String, double[]> out = new TreeMap<>();
            for (int o = 0; o < observers.length; o++) out.put(factories.get(o).name(), values[o]);
            return out;
        }
    }
}
