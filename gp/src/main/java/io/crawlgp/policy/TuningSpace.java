package io.crawlgp.policy;

import io.crawlgp.util.MethodId;
import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The settings a parametric contender's tuned variant ({@code NAME-tuned}) searches: a grid, one axis per setting.
 * Time-valued axes are given in cycles (a search over "a few cycles to a few months" must scale with the data's cycle)
 * and written in days, the unit of policy settings, through the dataset's cycle length. The defaults are always the
 * first point, so a tuned variant can only lose to its default by what validation cannot tell apart; register a space
 * with one line in the static block.
 *
 * @param family the registered policy whose settings are searched
 * @param axes setting name to the values tried (in cycles for the names in {@code inCycles})
 * @param inCycles the time-valued settings
 */
public record TuningSpace(String family, Map<String, double[]> axes, Set<String> inCycles) {
    private static final Map<String, TuningSpace> SPACES = new LinkedHashMap<>();

    private static void register(String family, Set<String> inCycles, Object... axes) {
        Map<String, double[]> m = new LinkedHashMap<>();
        for (int i = 0; i < axes.length; i += 2) m.put((String) axes[i], (double[]) axes[i + 1]);
        SPACES.put(family, new TuningSpace(family, m, inCycles));
    }

    private static double[] v(double... values) {
        return values;
    }

    static {
        Set<String> times = Set.of("I0", "max");
        for (boolean ratio : new boolean[] {false, true}) {
            Function<String, String> order =
                    f -> (ratio ? MethodId.policy(f, MethodId.Variant.RATIO) : MethodId.policy(f)).name();
            register(
                    order.apply("Nutch"),
                    times,
                    "I0",
                    v(1, 4, 16),
                    "max",
                    v(8, 64),
                    "inc",
                    v(0.2, 0.4, 0.8),
                    "dec",
                    v(0.1, 0.2, 0.4));
            register(
                    order.apply("Heritrix"),
                    times,
                    "I0",
                    v(1, 4, 16),
                    "max",
                    v(4, 16, 64),
                    "factor",
                    v(1.1, 1.25, 1.5, 2, 3));
            register(
                    order.apply("StormCrawler"),
                    times,
                    "I0",
                    v(1, 8),
                    "max",
                    v(4, 64),
                    "inc",
                    v(0.25, 0.5, 1),
                    "dec",
                    v(0.25, 0.5, 0.75));
        }
        double[] smoothing = v(0.05, 0.1, 0.25, 0.5, 1, 2, 4);
        register("ChoGM", Set.of(), "smoothing", smoothing);
        register("Azar", Set.of(), "smoothing", smoothing);
        register("LambdaCrawl", Set.of(), "smoothing", smoothing);
        register("BinaryLambdaCrawl", Set.of(), "eps", v(0, 0.1, 0.2, 0.4, 0.6, 0.8), "smoothing", v(0.25, 0.5, 1));
        // the prior strengths of the signal posterior's per-site (r, φ), in changed visits and cycles
        register(PosteriorPolicy.FAMILY, Set.of(), "priorRecall", v(1, 4, 16, 64), "priorFalse", v(4, 16, 64, 256));
    }

    /**
     * The families a suite's {@code tuned} group lists: the tunable rules of the default line-up ({@link
     * Policies#lineUp}), in registration order. A registered space joins no committed suite's group (a registry is a
     * catalogue, not a run's input); a suite names a newer one, {@code Posterior-tuned}.
     */
    public static List<String> group() {
        return families().stream().filter(Policies.lineUp()::contains).toList();
    }

    /** The families with a tuned variant, in registration order. */
    public static List<String> families() {
        return List.copyOf(SPACES.keySet());
    }

    /** The space of the rule {@code family} names ({@link #of(MethodId)}). */
    public static TuningSpace of(String family) {
        return of(MethodId.parse(family));
    }

    /**
     * The space of a rule (its fixed id; case aside), or a one-line error naming the known ones. A site variant ({@code
     * Heritrix-ratio-site}, {@link SiteBoostPolicy}) searches its weight b; its base's settings come from the base's own
     * tuning on the same fold (so its size here counts b alone). A signal variant searches its base's grid with the
     * signals in place.
     */
    public static TuningSpace of(MethodId rule) {
        MethodId id = rule.bare();
        if (id.learning() == MethodId.Learning.FIXED) {
            for (Map.Entry<String, TuningSpace> e : SPACES.entrySet())
                if (e.getValue().id().sameAs(id)) return e.getValue();
            if (id.has(MethodId.Variant.SIGNAL)) {
                MethodId base = id.without(MethodId.Variant.SIGNAL);
                if (SPACES.values().stream().anyMatch(t -> t.id().sameAs(base))) {
                    TuningSpace b = of(base);
                    return new TuningSpace(b.id().with(MethodId.Variant.SIGNAL).name(), b.axes(), b.inCycles());
                }
            }
            MethodId base = SiteBoostPolicy.baseOf(id);
            if (base != null)
                return new TuningSpace(
                        base.with(MethodId.Variant.SITE).name(), Map.of("b", SiteBoostPolicy.B_GRID), Set.of());
        }
        throw new UserError("no tuned variant of '" + rule.name() + "'; tunable: " + String.join(", ", SPACES.keySet())
                + ", and the site variants "
                + String.join(
                        ", ",
                        SiteBoostPolicy.BASES.stream()
                                .map(b -> b.with(MethodId.Variant.SITE).name())
                                .toList())
                + "; and each tunable family with signals first, NAME-signal");
    }

    /** The rule this space tunes, as an id. */
    public MethodId id() {
        return MethodId.parse(family);
    }

    /** The tuned variant's name. */
    public String tunedName() {
        return id().learning(MethodId.Learning.TUNED).name();
    }

    /** The name of the variant tuned on other datasets at once. */
    public String pooledName() {
        return id().learning(MethodId.Learning.POOLED).name();
    }

    /** Number of points: the defaults and the grid. */
    public int size() {
        int n = 1;
        for (double[] a : axes.values()) n *= a.length;
        return n + 1;
    }

    /**
     * The defaults ({@code Family}), then every grid point as a policy spec, {@code Family(k=v,...)}, time axes in days
     * at {@code cycleDays} days per cycle; the first axis varies slowest.
     */
    public List<String> points(double cycleDays) {
        List<String> out = new ArrayList<>();
        out.add(family);
        List<String> names = new ArrayList<>(axes.keySet());
        int[] idx = new int[names.size()];
        for (int n = 1; n < size(); n++) {
            StringBuilder sb = new StringBuilder(family).append('(');
            for (int a = 0; a < names.size(); a++) {
                double value = axes.get(names.get(a))[idx[a]];
                if (inCycles.contains(names.get(a))) value *= cycleDays;
                if (a > 0) sb.append(',');
                sb.append(names.get(a)).append('=').append(format(value));
            }
            out.add(sb.append(')').toString());
            for (int a = names.size() - 1; a >= 0; a--) {
                if (++idx[a] < axes.get(names.get(a)).length) break;
                idx[a] = 0;
            }
        }
        return out;
    }

    /** A setting value as written in a name: the shortest decimal that reads back the same double. */
    static String format(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) return Long.toString((long) v);
        return Double.toString(v);
    }
}
