package io.crawlgp.policy;

import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.util.MethodId;

/**
 * The known-rate bound: every page's true Poisson change rate, estimated from its whole history, ranked as
 * ChoGM ranks (r t, {@link ChoGarciaMolinaPolicy}): the bound the crawl-scheduling papers measure a rate-based
 * scheduler against (Cho &amp; Garcia-Molina 2003; Kolobov et al. 2019 assume the rates known). The rate of a page that
 * changed in x of C cycles is the Poisson rate with that chance of a change per cycle, -ln(1 - x / (C + 1)) (the
 * C + 1 keeps a page that changed every cycle finite; x / C itself would rank pages alike only at equal t). It reads
 * history no crawler fetched: an oracle ({@link MethodId#isOracle()}), never ranked or tested.
 */
public final class KnownRatesPolicy implements Policy {
    public static final String NAME =
            MethodId.policy("KnownRates", MethodId.Variant.FULLVIEW).name();

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Run start(CrawlState state, long seed) {
        int pages = state.pages();
        double[] rate = new double[pages];
        for (int p = 0; p < pages; p++) {
            int x = state.trueChanges(p);
            rate[p] = x == 0 ? 0 : -Math.log1p(-x / (state.cycles() + 1.0)); // 0, not -0.0, for a page never changed
        }
        int[] last = state.lastVisitArray();
        return (cycle, out) -> {
            for (int p = 0; p < pages; p++) out[p] = rate[p] * (cycle - last[p]);
        };
    }
}
