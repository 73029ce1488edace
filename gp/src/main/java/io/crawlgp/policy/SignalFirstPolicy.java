package io.crawlgp.policy;

import io.crawlgp.dataset.SignalModel;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.util.MethodId;
import io.crawlgp.util.UserError;

/**
 * The obvious rule an engineer adds to the rule they run once signals arrive: pages signalled
 * since their last visit first, in the base rule's order, then the rest in the base rule's order. {@code BASE-signal}
 * wraps any registered policy ({@code Heritrix-ratio-signal(I0=4)}); {@code BASE-signal-tuned} searches the base's grid
 * with the signals in place. It trusts every signal alike: a site whose signals are noise (a deploy touching every
 * lastmod) costs it crawls, which is what a rule that learns whom to trust can win back.
 *
 * <p>The two tiers are exact: each cycle the base's scores are replaced by their dense ranks (equal scores keep equal
 * ranks, so the simulator's tie-break is the base's), the signalled pages' ranks lifted above every other; a NaN score
 * stays NaN (last, as the simulator ranks it).
 */
public final class SignalFirstPolicy implements Policy {
    private final String name;
    private final Policy base;
    private final boolean told;

    SignalFirstPolicy(String name, Policy base, boolean told) {
        this.name = name;
        this.base = base;
        this.told = told;
    }

    /**
     * {@code BASE-signal[(settings)]}, or the bound {@code BASE-signal-fullview[(settings)]} trusting only signals of
     * sites whose drawn mode is accurate (it reads the model's truth: an oracle); BASE any registered policy.
     */
    static Policy of(MethodId id) {
        boolean told = id.has(MethodId.Variant.FULLVIEW);
        MethodId base = id.without(MethodId.Variant.SIGNAL).without(MethodId.Variant.FULLVIEW);
        Policy p = Policies.byName(base.name());
        if (p instanceof ReadsSignals)
            throw new UserError("'" + id.bare().name() + "': " + p.name() + " reads the signals itself; a signals-first"
                    + " wrapper would count each signal twice");
        MethodId registered = MethodId.parse(p.name()).bare();
        MethodId shown = registered.with(MethodId.Variant.SIGNAL).settings(id.settings());
        return new SignalFirstPolicy((told ? shown.with(MethodId.Variant.FULLVIEW) : shown).name(), p, told);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Run start(CrawlState state, long seed) {
        state.requireSignals();
        if (told && state.pages() > 0 && state.trueSignalMode(0) == null)
            throw new UserError(name + " is told each site's drawn signal mode; these signals were read, not drawn "
                    + "from a model (declare signals = MODE:WEIGHT/...), so there is none to tell");
        Run inner = base.start(state, seed);
        int pages = state.pages();
        double[] sorted = new double[pages];
        return new RescoredRun(inner) {
            /** The told bound trusts a page's signals only when its site's drawn mode is accurate (real: all). */
            private boolean trusted(int p) {
                if (!told) return true;
                SignalModel.Mode m = state.trueSignalMode(p);
                return m == null || m == SignalModel.Mode.ACCURATE;
            }

            @Override
            void rescore(int cycle, double[] out) {
                int distinct = DenseRanks.replace(out, sorted);
                for (int p = 0; p < pages; p++)
                    if (!Double.isNaN(out[p]) && trusted(p) && state.signalsSinceVisit(p, cycle) > 0)
                        out[p] += distinct;
            }
        };
    }
}
