package io.crawlgp.policy;

import io.crawlgp.dataset.SignalModel;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.util.Oracles;
import io.crawlgp.util.UserError;
import java.util.Locale;

/**
 * The obvious rule an engineer adds to the rule they run once signals arrive (issue 70, item 2): pages signalled
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
    static final String SUFFIX = "-signal";
    /** The bound told each site's true signal mode (issue 70): an oracle, named so and never ranked. */
    static final String TOLD = "-signal" + Oracles.FULLVIEW;

    private final String name;
    private final Policy base;
    private final boolean told;

    SignalFirstPolicy(String name, Policy base, boolean told) {
        this.name = name;
        this.base = base;
        this.told = told;
    }

    /**
     * The base spec of a {@code BASE-signal-fullview[(settings)]} spec (the bound trusting only signals of sites whose
     * drawn mode is accurate: it reads the model's truth), or null when the name is not one.
     */
    public static String toldBaseSpec(String spec) {
        return baseOf(spec, TOLD);
    }

    static Policy told(String spec) {
        String base = toldBaseSpec(spec);
        if (base == null || base.isBlank() || base.startsWith("("))
            throw new UserError("'" + spec + "': the told bound is BASE-signal-fullview, BASE a registered policy");
        Policy p = Policies.byName(base);
        int open = base.indexOf('(');
        String registered =
                p.name().contains("(") ? p.name().substring(0, p.name().indexOf('(')) : p.name();
        return new SignalFirstPolicy(registered + TOLD + (open < 0 ? "" : base.substring(open)), p, true);
    }

    /** The base spec of a {@code BASE-signal[(settings)]} spec, or null when the name is not one. */
    public static String baseSpec(String spec) {
        return baseOf(spec, SUFFIX);
    }

    /** The base spec of {@code BASE<suffix>[(settings)]}, the settings kept, or null when the name does not end so. */
    private static String baseOf(String spec, String suffix) {
        String s = spec.strip();
        int open = s.indexOf('(');
        String name = open < 0 ? s : s.substring(0, open);
        if (!name.toLowerCase(Locale.ROOT).endsWith(suffix)) return null;
        return name.substring(0, name.length() - suffix.length()) + (open < 0 ? "" : s.substring(open));
    }

    static Policy of(String spec) {
        String base = baseSpec(spec);
        if (base == null || base.isBlank() || base.startsWith("("))
            throw new UserError("'" + spec + "': a signal variant is BASE-signal, BASE a registered policy");
        Policy p = Policies.byName(base);
        int open = base.indexOf('(');
        String registered =
                p.name().contains("(") ? p.name().substring(0, p.name().indexOf('(')) : p.name();
        String display = registered + SUFFIX + (open < 0 ? "" : base.substring(open));
        return new SignalFirstPolicy(display, p, false);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Run start(CrawlState state, long seed) {
        state.requireSignals();
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
