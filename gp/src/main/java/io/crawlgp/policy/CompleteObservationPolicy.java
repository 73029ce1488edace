package io.crawlgp.policy;

import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.util.SeedLabel;
import java.util.SplittableRandom;

/**
 * LambdaCrawl with complete change observations (Kolobov et al., NeurIPS 2019, §5 and Algorithm 2;
 * microsoft/Optimal-Freshness-Crawl-Scheduling {@code LambdaCrawlExps.py}, {@code LambdaCrawl_ComplObs} and
 * {@code LearnChRates_ComplObs}), {@code LambdaCrawl(complete=1)}: every page's change signals are taken as its
 * complete change observations. Each cycle, each page's change rate is learnt from the signals received so far, Eq. 11:
 * (signals + 0.5) / (days elapsed + 0.5); Algorithm 2 gives each page the probability p_w of a crawl on each observed
 * change, p_w = B·μ_w / (Δ_w·Σμ) with every importance μ = 1 and B the budget a day (k / cycle length), clamped at 1 and
 * the rest of the budget shared again among the unclamped until none clamps.
 *
 * <p>Mapped onto k pages a cycle (our choice, documented in the signals guide): each received signal triggers a crawl
 * with probability p_w, drawn once per (page, signal cycle) from the policy's seed; pages with a triggered signal since
 * their last visit go first, the higher p_w first; the remaining slots go by the registered LambdaCrawl's own key (the
 * rates learnt from the page's visits), so the budget is always spent. Exact two tiers, as {@link SignalFirstPolicy}.
 */
final class CompleteObservationPolicy implements Policy {
    static final SeedLabel DRAW =
            new SeedLabel("complete-observation", "p, c", "page p's draw on its signal at cycle c");

    private final String name;
    private final Policy rest;

    CompleteObservationPolicy(String name, Policy rest) {
        this.name = name;
        this.rest = rest;
    }

    @Override
    public String name() {
        return name;
    }

    /**
     * Algorithm 2: the crawl-on-change probabilities of sources with change rates {@code rates} (per day), uniform
     * importance, under {@code bandwidth} crawls a day.
     */
    static double[] crawlProbabilities(double[] rates, double bandwidth) {
        int n = rates.length;
        double[] p = new double[n];
        boolean[] fixed = new boolean[n];
        double remaining = bandwidth; // as LambdaCrawl_ComplObs: one running remainder, the pass's bandwidth fixed
        while (true) {
            int free = 0;
            for (int w = 0; w < n; w++) if (!fixed[w]) free++;
            if (free == 0) return p;
            boolean clamped = false;
            double[] approx = new double[n];
            for (int w = 0; w < n; w++) {
                if (fixed[w]) continue;
                double hat = bandwidth / (rates[w] * free); // B·μ_w / (Δ_w·Σμ), μ = 1 for every source
                if (hat >= 1) {
                    p[w] = 1;
                    fixed[w] = true;
                    remaining -= rates[w];
                    clamped = true;
                } else approx[w] = hat;
            }
            if (!clamped) {
                for (int w = 0; w < n; w++) if (!fixed[w]) p[w] = approx[w];
                return p;
            }
            bandwidth = remaining;
        }
    }

    @Override
    public Run start(CrawlState state, long seed) {
        state.requireSignals();
        Run inner = rest.start(state, seed);
        int pages = state.pages();
        double days = state.cycleDays();
        double[] rates = new double[pages], sorted = new double[pages];
        return new RescoredRun(inner) {
            @Override
            void rescore(int cycle, double[] out) {
                // Eq. 11 over the whole record so far: signals received by this cycle over the days elapsed
                for (int w = 0; w < pages; w++)
                    rates[w] = (state.signalsBetween(w, 0, cycle) + 0.5) / (cycle * days + 0.5);
                double[] p = crawlProbabilities(rates, state.crawlsPerCycle() / days);
                // the rest's order as dense ranks (ties stay tied), the triggered pages lifted above by their p_w
                int distinct = DenseRanks.replace(out, sorted);
                for (int w = 0; w < pages; w++) if (triggered(w, cycle, p[w])) out[w] = distinct + 1 + p[w];
            }

            /** Whether a signal since the page's last visit drew a crawl (probability p, one draw per signal). */
            private boolean triggered(int w, int cycle, double p) {
                for (int c = state.lastVisit(w) + 1; c <= cycle; c++)
                    if (state.signalsBetween(w, c - 1, c) > 0
                            && new SplittableRandom(DRAW.derive(seed, w, c)).nextDouble() < p) return true;
                return false;
            }
        };
    }
}
