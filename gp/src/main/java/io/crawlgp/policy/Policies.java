package io.crawlgp.policy;

import static io.crawlgp.policy.RateAllocation.Objective.BINARY;
import static io.crawlgp.policy.RateAllocation.Objective.HARMONIC;

import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.ScoreFunction;
import io.crawlgp.util.MethodId;
import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Supplier;

/**
 * Every named policy: the paper's baselines (§5.1), the peers a crawl engineer would pick today (production crawler
 * rules and optimal schedulers), and the oracle bound. A name may carry settings, {@code Nutch(max=30)}; the
 * settings each policy knows are listed in the README. Register a policy with one line in the static block
 * ({@code paper(...)} for a baseline of the paper, {@code peer(...)} for a peer).
 */
public final class Policies {
    private Policies() {}

    /** CG (Cho and Garcia-Molina 2003; paper §5.1, Eq. 1): -ln((n - X + 0.5) / (n + 0.5)). */
    public static final ScoreFunction CG = (n, x, t) -> -Math.log((n - x + 0.5) / (n + 0.5));
    /** Age (paper §5.1): the number of cycles t since the last visit. */
    public static final ScoreFunction AGE = (n, x, t) -> t;

    /** Which table group a policy belongs to. */
    public enum Group {
        PAPER,
        PEER,
        ORACLE
    }

    private record Entry(MethodId id, Group group, BiFunction<PolicyParams, String, Policy> make) {}

    /** The registered policies by name (each an id: a family and its variants, run as registered). */
    private static final Map<String, Entry> REGISTRY = new LinkedHashMap<>();

    private static void register(MethodId id, Group group, BiFunction<PolicyParams, String, Policy> make) {
        REGISTRY.put(id.name(), new Entry(id, group, make));
    }

    /** What each variant means: the policy an id carrying it names (null: not this variant's to make). */
    private static final Map<MethodId.Variant, BiFunction<MethodId, PolicyParams, Policy>> WRAPPERS =
            new LinkedHashMap<>();

    private static void wrap(MethodId.Variant v, BiFunction<MethodId, PolicyParams, Policy> make) {
        if (WRAPPERS.putIfAbsent(v, make) != null)
            throw new IllegalStateException("variant " + v.name() + " has two meanings");
    }

    private static void paper(String name, Supplier<Policy> make) {
        register(MethodId.policy(name), Group.PAPER, (p, display) -> {
            p.allow(name, Set.of());
            return make.get();
        });
    }

    /**
     * A peer: its name, the settings it takes (anything else is refused, naming these) and how it is made from them
     * and its display name (the name with the settings as written).
     */
    private static void peer(String name, Set<String> settings, BiFunction<PolicyParams, String, Policy> make) {
        register(MethodId.policy(name), Group.PEER, (p, display) -> make.apply(p.allow(name, settings), display));
    }

    static {
        paper("Rand", RandomPolicy::new);
        paper("Age", () -> new ScoreFunctionPolicy("Age", AGE));
        paper("NAD", () -> new TanMitraPolicy(TanMitraPolicy.Scheme.NAD));
        paper("SAD", () -> new TanMitraPolicy(TanMitraPolicy.Scheme.SAD));
        paper("AAD", () -> new TanMitraPolicy(TanMitraPolicy.Scheme.AAD));
        paper("GAD", () -> new TanMitraPolicy(TanMitraPolicy.Scheme.GAD));
        paper("CG", () -> new ScoreFunctionPolicy("CG", CG));
        for (AdaptiveIntervalPolicy.Order order : AdaptiveIntervalPolicy.Order.values())
            for (AdaptiveIntervalPolicy.Rule rule : AdaptiveIntervalPolicy.Rule.values())
                register(
                        AdaptiveIntervalPolicy.id(rule, order),
                        Group.PEER,
                        (p, d) -> AdaptiveIntervalPolicy.of(rule, order, p, d));
        peer("ChoGM", Set.of("smoothing"), (p, d) -> new ChoGarciaMolinaPolicy(d, smoothing(p)));
        peer("Azar", Set.of("smoothing"), (p, d) -> new OptimalRatePolicy(d, BINARY, 0, smoothing(p)));
        peer(
                "BinaryLambdaCrawl",
                Set.of("eps", "smoothing"),
                (p, d) -> new OptimalRatePolicy(d, BINARY, p.get("eps", 0.4, 0, 0.999), smoothing(p)));
        peer("LambdaCrawl", Set.of("smoothing", "complete"), (p, d) -> {
            Policy rates = new OptimalRatePolicy(d, HARMONIC, 0, smoothing(p));
            // complete = 1: signals as complete change observations (Kolobov et al. 2019, Algorithm 2)
            double complete = p.get("complete", 0, 0, 1);
            if (complete != 0 && complete != 1)
                throw new UserError(
                        "LambdaCrawl: complete is 0 or 1 (signals as complete change observations), got " + complete);
            return complete == 1 ? new CompleteObservationPolicy(d, rates) : rates;
        });
        // the signal model's own rule: in no default line-up, run by name
        peer(PosteriorPolicy.FAMILY, Set.of("smoothing", "priorRecall", "priorFalse"), PosteriorPolicy::of);
        register(MethodId.policy(MethodId.ORACLE), Group.ORACLE, (p, d) -> {
            p.allow(MethodId.ORACLE, Set.of());
            return new OraclePolicy();
        });
        // a variant's meaning: the policy of an id carrying it, from its parts (the outermost variant is made first)
        wrap(MethodId.Variant.RULE, (id, p) -> {
            IntervalRule rule = IntervalRules.byName(id.bare().name());
            if (rule == null) return null;
            p.allow(rule.name(), Set.of());
            return new IntervalRulePolicy(rule);
        });
        wrap(MethodId.Variant.SITE, (id, p) -> SiteBoostPolicy.of(id, p));
        wrap(MethodId.Variant.SIGNAL, (id, p) -> SignalFirstPolicy.of(id));
        // Posterior-fullview: the posterior told the model's truth (an oracle run by name, in no catalogue list: it
        // needs
        // drawn signals); any other -fullview is its inner variant's (-signal-fullview) or a registered name's
        wrap(
                MethodId.Variant.FULLVIEW,
                (id, p) -> !id.bare().sameAs(PosteriorPolicy.TOLD)
                        ? null
                        : PosteriorPolicy.told(
                                p.allow(PosteriorPolicy.TOLD.name(), Set.of("smoothing")),
                                PosteriorPolicy.TOLD.settings(id.settings()).name()));
        for (PolicyExtension e : ServiceLoader.load(PolicyExtension.class)) {
            for (PolicyExtension.Peer p : e.peers()) peer(p.name(), p.settings(), p.make());
            for (PolicyExtension.Wrapper w : e.wrappers()) wrap(w.variant(), w.make());
        }
    }

    private static double smoothing(PolicyParams p) {
        return p.get("smoothing", ChangeRateEstimator.DEFAULT_SMOOTHING, 0, 1000);
    }

    /**
     * The contenders a run compares when it names none (baselines, evolve's test phase, content simulate, inspect run
     * with baselines), spelled out: the paper's seven in Table 2's order, the ten peers, the Oracle. A registry is a
     * catalogue, not a run's input: registering a policy adds it to {@link #names()} and to no run, so no
     * committed folder changes; a run names it with --methods, or this list does when the line-up is meant to change.
     */
    private static final List<String> LINE_UP = List.of(
            "Rand",
            "Age",
            "NAD",
            "SAD",
            "AAD",
            "GAD",
            "CG",
            "Nutch",
            "Heritrix",
            "StormCrawler",
            "Nutch-ratio",
            "Heritrix-ratio",
            "StormCrawler-ratio",
            "ChoGM",
            "Azar",
            "BinaryLambdaCrawl",
            "LambdaCrawl",
            "Oracle");

    /** The default line-up ({@link #LINE_UP}); every name registered. */
    public static List<String> lineUp() {
        return LINE_UP;
    }

    /** Every registered name: the paper's baselines in Table 2's order, the peers, then Oracle. */
    public static List<String> names() {
        return List.copyOf(REGISTRY.keySet());
    }

    /** The seven baselines of Table 2, without the oracle (the line-up's; a suite's {@code baselines}). */
    public static List<String> paperBaselines() {
        return ofGroup(Group.PAPER);
    }

    /** The production rules and optimal schedulers of the line-up (a suite's {@code peers}). */
    public static List<String> peers() {
        return ofGroup(Group.PEER);
    }

    private static List<String> ofGroup(Group g) {
        List<String> out = new ArrayList<>();
        for (String name : LINE_UP) if (REGISTRY.get(name).group == g) out.add(name);
        return out;
    }

    /** The registered id a name (case aside, settings aside) names, or null. */
    static MethodId registered(MethodId id) {
        Entry e = entry(id);
        return e == null ? null : e.id;
    }

    private static Entry entry(MethodId id) {
        if (id.learning() != MethodId.Learning.FIXED) return null;
        for (Entry e : REGISTRY.values()) if (e.id.sameAs(id.bare())) return e;
        return null;
    }

    /**
     * Looks a policy up by name, case-insensitively, with optional settings ({@code Nutch(max=30)}); the policy's name in
     * results is the registered name, followed by the settings as written when there are any. A name's variants are
     * made here, each by the class that knows it: {@code -signal} and {@code -signal-fullview} by {@link
     * SignalFirstPolicy}, {@code -site} by {@link SiteBoostPolicy}, {@code -rule} by {@link IntervalRules}; runnable by
     * name, in no default line-up.
     */
    public static Policy byName(String spec) {
        MethodId id;
        try {
            id = MethodId.parse(spec);
        } catch (UserError e) {
            throw new UserError("unknown policy '" + spec.strip() + "': " + e.getMessage() + known());
        }
        PolicyParams params = PolicyParams.parse(spec);
        if (id.learning() == MethodId.Learning.FIXED) {
            List<MethodId.Variant> outermostFirst = new ArrayList<>(id.variantList());
            Collections.reverse(outermostFirst);
            for (MethodId.Variant v : outermostFirst) {
                BiFunction<MethodId, PolicyParams, Policy> make = WRAPPERS.get(v);
                Policy made = make == null ? null : make.apply(id, params);
                if (made != null) return made;
            }
            Entry e = entry(id);
            if (e != null)
                return e.make.apply(params, e.id.settings(id.settings()).name());
        }
        throw new UserError("unknown policy '" + params.name() + "'" + known());
    }

    private static String known() {
        return "; known: " + String.join(", ", REGISTRY.keySet())
                + "; as interval rules: " + String.join(", ", IntervalRules.names()) + "; with a site weight: "
                + String.join(
                        ", ",
                        SiteBoostPolicy.BASES.stream()
                                .map(b -> b.with(MethodId.Variant.SITE).name())
                                .toList())
                + "; with signals first: any of them as NAME-signal";
    }
}
