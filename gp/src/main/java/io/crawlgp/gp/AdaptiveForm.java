package io.crawlgp.gp;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.evolution.ArchiveEntry;
import io.crawlgp.evolution.Breeding;
import io.crawlgp.evolution.Task;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.expr.RankSimplifier;
import io.crawlgp.expr.ReadableForm;
import io.crawlgp.expr.Simplifier;
import io.crawlgp.gp.fitness.CrawlFitness;
import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.policy.IntervalRule;
import io.crawlgp.policy.IntervalRulePolicy;
import io.crawlgp.policy.IntervalRules;
import io.crawlgp.simulation.CohortSimulator;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.ToDoubleFunction;

/**
 * The adaptive form ({@code form = adaptive}): an individual is an {@link IntervalRule} bred as three ECJ
 * trees: the update tree U over {@link IntervalRule#UPDATE_INPUTS}, the score tree S over
 * {@link IntervalRule#SCORE_INPUTS}, and a block of three constants (the initial interval and the two clamps). Both
 * trees' function sets add {@code min}, {@code max}, {@code if} and {@code floor} to the breeding's functions (floor
 * because the production rules truncate their intervals). A random constant is drawn log-uniformly from
 * [{@link #LOW}, {@link #HIGH}] cycles; a seeded rule keeps its own constants in its own unit.
 *
 * <p>Decoding the block: the clamps are the smaller and the larger of the last two constants (so every individual is
 * a valid rule, and swapping them changes nothing), the initial interval the first constant clamped into them; all
 * inside {@link IntervalRule}'s global safety range.
 */
public final class AdaptiveForm {
    private AdaptiveForm() {}

    /** The functions both trees add to the breeding's. */
    public static final List<String> EXTRA_FUNCTIONS = List.of("min", "max", "if", "floor");
    /** The range random block constants are drawn from, in cycles: 2^-6 to 2^10 (22 minutes to 2.8 years at daily cycles). */
    public static final double LOW = 1.0 / 64, HIGH = 1024;
    /** The trees' entries in the flat list: U, S, then the block's initial, clamp, clamp. */
    static final int UPDATE = 0, SCORE = 1, BLOCK = 2, WIDTH = 5;

    /** The task of one training fold: the three trees, the fitness, the seeds of {@code seedFormulas}. */
    public static Task task(Breeding b, ToDoubleFunction<List<Expr>> fitness) {
        return task(b, fitness, List.of());
    }

    /**
     * As above, with the production rules tuned on this fold ({@code seedFormulas = tuned}: the pairs at the tuned
     * peers' chosen settings, {@link IntervalRules#of}).
     */
    public static Task task(Breeding b, ToDoubleFunction<List<Expr>> fitness, List<IntervalRule> tuned) {
        List<List<Expr>> seeds = seeds(b.seedFormulas(), tuned);
        if (seeds.size() > b.population())
            throw new UserError("seedFormulas: " + seeds.size() + " rules for a population of " + b.population());
        Set<Double> updateConstants = new LinkedHashSet<>(), scoreConstants = new LinkedHashSet<>();
        for (List<Expr> s : seeds) {
            constants(s.get(UPDATE), updateConstants);
            constants(s.get(SCORE), scoreConstants);
            for (int t = UPDATE; t <= SCORE; t++)
                if (s.get(t).depth() > b.maxDepth())
                    throw new UserError("seedFormulas: a seeded rule's tree has depth "
                            + s.get(t).depth() + ", above maxDepth = " + b.maxDepth());
        }
        return new Task(
                b,
                List.of(
                        new Task.Expression(
                                "update", IntervalRule.UPDATE_INPUTS, EXTRA_FUNCTIONS, List.copyOf(updateConstants)),
                        new Task.Expression(
                                "score", IntervalRule.SCORE_INPUTS, EXTRA_FUNCTIONS, List.copyOf(scoreConstants)),
                        new Task.Constants("interval", List.of("initial", "min", "max"), LOW, HIGH)),
                List.of("fitness"),
                trees -> new double[] {fitness.applyAsDouble(trees)},
                seeds);
    }

    /** True when {@code seedFormulas} asks for the fold's tuned production rules, so they must be tuned first. */
    public static boolean wantsTuned(String spec) {
        return spec.strip().equalsIgnoreCase(TUNED);
    }

    /** The families whose tuned settings seed a run with {@code seedFormulas = tuned}: the rules written as pairs. */
    public static final List<String> TUNED_FAMILIES =
            List.of("Heritrix", "Heritrix-ratio", "StormCrawler", "StormCrawler-ratio");

    static final String TUNED = "tuned";

    public static List<List<Expr>> seeds(String spec) {
        return seeds(spec, List.of());
    }

    /**
     * The seeds of {@code seedFormulas} in this form: empty for none, {@code peers} for every production rule as a
     * pair ({@link IntervalRules}), {@code tuned} for those and the same rules at the settings their tuned peers chose
     * on this fold's training and validation pages ({@code tuned}), or rule names separated by ';'.
     */
    static List<List<Expr>> seeds(String spec, List<IntervalRule> tuned) {
        spec = spec.strip();
        if (spec.isEmpty()) return List.of();
        if (wantsTuned(spec)) {
            if (tuned.isEmpty())
                throw new IllegalStateException("seedFormulas = tuned: the fold's tuned rules were not given");
            List<List<Expr>> out = new ArrayList<>(seeds("peers"));
            for (IntervalRule r : tuned) out.add(flat(r));
            return out;
        }
        List<String> names = spec.equalsIgnoreCase("peers") ? IntervalRules.names() : List.of(spec.split(";"));
        List<List<Expr>> out = new ArrayList<>();
        for (String n : names) {
            IntervalRule r = IntervalRules.byName(n.strip());
            if (r == null)
                throw new UserError(
                        "seedFormulas: with form = adaptive, give 'peers' or rule names separated by ';' (known: "
                                + String.join(", ", IntervalRules.names()) + "), got '" + n.strip() + "'");
            out.add(flat(r));
        }
        return out;
    }

    /** A rule as the flat list the engine breeds. */
    public static List<Expr> flat(IntervalRule r) {
        return List.of(r.update(), r.score(), Expr.c(r.initial()), Expr.c(r.min()), Expr.c(r.max()));
    }

    /** The rule of a flat list (see the class comment for the block). */
    public static IntervalRule rule(String name, List<Expr> trees) {
        if (trees.size() != WIDTH)
            throw new IllegalArgumentException("an adaptive individual has " + WIDTH + " entries, got " + trees.size());
        double a = number(trees.get(BLOCK)), b = number(trees.get(BLOCK + 1)), c = number(trees.get(BLOCK + 2));
        double lo = safe(Math.min(b, c)), hi = safe(Math.max(b, c));
        return new IntervalRule(name, trees.get(UPDATE), trees.get(SCORE), Math.min(hi, Math.max(lo, a)), lo, hi);
    }

    /** True for the text of an adaptive individual (several trees), false for a score formula. */
    public static boolean isRule(String text) {
        return text.contains(ArchiveEntry.TREE_SEPARATOR);
    }

    /** The rule of an archive entry's text (its evolved or simplified column). */
    public static IntervalRule rule(String name, String text) {
        return rule(name, trees(text));
    }

    /** The flat list of an archive entry's text: U over the update inputs, S over the score inputs, three numbers. */
    public static List<Expr> trees(String text) {
        List<String> parts = ArchiveEntry.trees(text);
        if (parts.size() != WIDTH)
            throw new UserError(
                    "an adaptive rule is written as update ; score ; initial ; min ; max, got '" + text + "'");
        List<Expr> out = new ArrayList<>();
        out.add(ExprParser.parse(parts.get(UPDATE), IntervalRule.UPDATE_INPUTS));
        out.add(ExprParser.parse(parts.get(SCORE), IntervalRule.SCORE_INPUTS));
        for (int i = BLOCK; i < WIDTH; i++) out.add(ExprParser.parse(parts.get(i), List.of()));
        return out;
    }

    /** The rule written for people: {@code I' = U ; s = S ; I0 = a, I in [lo, hi]}, trees simplified. */
    public static String infix(IntervalRule r) {
        return "I' = " + ExprFormat.infix(Simplifier.simplify(r.update())) + ArchiveEntry.TREE_SEPARATOR + "s = "
                + ExprFormat.infix(Simplifier.simplify(r.score())) + ArchiveEntry.TREE_SEPARATOR
                + String.format(Locale.ROOT, "I0 = %s, I in [%s, %s]", num(r.initial()), num(r.min()), num(r.max()));
    }

    /** The rule as a reader is shown it: each tree's readable display, constants to 4 significant digits. */
    public static String display(IntervalRule r) {
        // every input of a rule is never negative (intervals, counts, cycles, days)
        Set<String> nn = new HashSet<>(IntervalRule.UPDATE_INPUTS);
        nn.addAll(IntervalRule.SCORE_INPUTS);
        return "I' = " + ExprFormat.display(ReadableForm.of(r.update(), nn)) + ArchiveEntry.TREE_SEPARATOR + "s = "
                + ExprFormat.display(ReadableForm.of(r.score(), nn)) + ArchiveEntry.TREE_SEPARATOR
                + String.format(
                        Locale.ROOT,
                        "I0 = %s, I in [%s, %s]",
                        ExprFormat.rounded(r.initial()),
                        ExprFormat.rounded(r.min()),
                        ExprFormat.rounded(r.max()));
    }

    /** What the symbols of a rule as displayed mean, one line for a table's header. */
    public static final String LEGEND = "rules with memory: I' = the page's next interval, set at each visit (update"
            + " tree); s = its score each cycle (score tree); I0 = the first interval and I in [lo, hi] its clamps, in the"
            + " rule's unit (cycles for a rule bred here; the production rules' own units when seeded from them); inputs:"
            + " I the interval before the visit, c = 1 when the visit found a change, e cycles since the previous visit,"
            + " t cycles since the last visit, n visits and X changes found so far, d days per cycle";

    /**
     * The rule typeset for a paper (an adaptive formula was raw text in math mode): each tree simplified and
     * in LaTeX, constants to 4 significant digits, as {@code I' = U;\ s = S;\ I_0 = a,\ I \in [lo, hi]}.
     */
    public static String latex(IntervalRule r) {
        return "I' = " + ExprFormat.displayLatex(Simplifier.simplify(r.update())) + ";\\quad s = "
                + ExprFormat.displayLatex(Simplifier.simplify(r.score())) + ";\\quad I_0 = "
                + ExprFormat.rounded(r.initial()) + ",\\ I \\in [" + ExprFormat.rounded(r.min()) + ", "
                + ExprFormat.rounded(r.max()) + "]";
    }

    /** As {@link #infix}, the score tree in its rank-equivalent form (every score input is non-negative). */
    public static String rankInfix(IntervalRule r) {
        Expr rank = RankSimplifier.rankEquivalent(r.score(), Set.copyOf(IntervalRule.SCORE_INPUTS));
        return infix(new IntervalRule(r.name(), r.update(), rank, r.initial(), r.min(), r.max()));
    }

    private static String num(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }

    private static double number(Expr e) {
        if (!(e instanceof Expr.Const c))
            throw new IllegalArgumentException("an adaptive rule's constant is " + e + ", not a number");
        return c.value();
    }

    private static double safe(double v) {
        return Math.min(IntervalRule.SAFE_HIGH, Math.max(IntervalRule.SAFE_LOW, v));
    }

    private static void constants(Expr e, Set<Double> out) {
        if (e instanceof Expr.Const c) out.add(c.value());
        if (e instanceof Expr.Call call) for (Expr a : call.args()) constants(a, out);
    }

    /**
     * The fitness of rules on one page set: the mean per-cycle metric of a crawl by the rule (per-page engine; a rule's
     * state is per page, so the cohort engine's grouping by (n, X, last visit) does not hold), negated for a
     * lower-is-better metric as {@link CrawlFitness#score}. Cached by the simplified trees and the decoded constants:
     * the same rule always gets the same value. Thread-safe.
     */
    public static final class RuleFitness implements ToDoubleFunction<List<Expr>> {
        private final ChangeHistory pages;
        private final SimulationSettings settings;
        private final Metric metric;
        private final ConcurrentHashMap<String, Double> cache = new ConcurrentHashMap<>();
        private final AtomicLong lookups = new AtomicLong(), simulations = new AtomicLong();

        private final int scoredFrom;

        public RuleFitness(ChangeHistory pages, SimulationSettings settings, Metric metric) {
            this(pages, settings, metric, 1);
        }

        /** Scored from cycle {@code scoredFrom} on (a time split's window; 1: every scheduled cycle). */
        public RuleFitness(ChangeHistory pages, SimulationSettings settings, Metric metric, int scoredFrom) {
            this.pages = pages;
            this.settings = settings;
            this.metric = metric;
            this.scoredFrom = scoredFrom;
        }

        @Override
        public double applyAsDouble(List<Expr> trees) {
            lookups.incrementAndGet();
            IntervalRule r = rule("gp", trees);
            IntervalRule simplified = new IntervalRule(
                    r.name(),
                    Simplifier.simplify(r.update()),
                    Simplifier.simplify(r.score()),
                    r.initial(),
                    r.min(),
                    r.max());
            String key = ExprFormat.lisp(simplified.update()) + ArchiveEntry.TREE_SEPARATOR
                    + ExprFormat.lisp(simplified.score()) + ArchiveEntry.TREE_SEPARATOR + r.initial() + ","
                    + r.min() + "," + r.max();
            Double v = cache.get(key);
            if (v != null) return v;
            double f = simulate(simplified);
            cache.putIfAbsent(key, f);
            return f;
        }

        /**
         * One uncached crawl by the rule: on the cohort engine keyed by visit history (a rule's state moves only at its
         * page's visits) when the metric needs nothing beyond the found, available and stale counts, else per
         * page; the same crawl either way ({@code IntervalRuleCohortTest}).
         */
        public double simulate(IntervalRule r) {
            simulations.incrementAndGet();
            IntervalRulePolicy p = new IntervalRulePolicy(r);
            SimulationResult crawl = metric.needs().isEmpty() && metric.observer() == null
                    ? CohortSimulator.runByHistory(prepared(), p.name(), p.byHistory())
                    : CrawlSimulator.run(pages, p, settings, metric.needs(), Metrics.observers(List.of(metric)));
            return CrawlFitness.score(metric, crawl.from(scoredFrom));
        }

        private volatile CohortSimulator.ByHistory prepared;

        private CohortSimulator.ByHistory prepared() {
            CohortSimulator.ByHistory h = prepared;
            if (h == null) {
                synchronized (this) {
                    if (prepared == null) prepared = CohortSimulator.prepareByHistory(pages, settings);
                    h = prepared;
                }
            }
            return h;
        }

        public long lookups() {
            return lookups.get();
        }

        public long simulations() {
            return simulations.get();
        }
    }
}
