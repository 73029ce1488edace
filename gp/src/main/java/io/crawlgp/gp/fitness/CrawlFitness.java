package io.crawlgp.gp.fitness;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.expr.CommutedOrder;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.Simplifier;
import io.crawlgp.feature.CrawlFeatures;
import io.crawlgp.feature.FeatureSet;
import io.crawlgp.feature.TerminalSet;
import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.policy.FormulaPolicy;
import io.crawlgp.policy.ResidualPolicy;
import io.crawlgp.policy.ScoreFunctionPolicy;
import io.crawlgp.policy.ScoreFunctions;
import io.crawlgp.policy.Terminals;
import io.crawlgp.simulation.CohortSimulator;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.CycleObserver;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.Recorded;
import io.crawlgp.simulation.ReferenceSimulator;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.simulation.SimulationSettings;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * GP4C's fitness (§4, §5.1): the mean per-cycle metric (ChangeRate by default) of a simulated crawl of a page set,
 * with the expression as the score function; negated for a lower-is-better metric, so GP always maximises. Pure: the same expression always gets the same value, so values are
 * cached by simplified formula (trees that simplify alike compute the same scores; all constant trees rank every page
 * equal and share one entry) and shared by every run on the same pages. Thread-safe.
 */
public final class CrawlFitness implements TrainingFitness {
    private final ChangeHistory pages;
    private final SimulationSettings settings;
    private final Metric metric;
    private final List<String> inputs;
    private final TerminalSet terminals;
    private final Engine engine;
    private final int memoCapacity;
    private final int scoredFrom;
    private final Policy base; // the residual form's base rule; null for the score form
    // built once, on first use, shared by every evaluation on these pages: keyed by (n, X, last visit) for trees over
    // n, X, t, by visit history for trees over the pages' own visits
    private volatile CohortSimulator.ByState prepared;
    private volatile CohortSimulator.ByHistory preparedByHistory;
    private final ConcurrentHashMap<String, Double> cache = new ConcurrentHashMap<>();
    // per-cycle values by the same key, filled only when lexicase selection asks for cases
    private final ConcurrentHashMap<String, double[]> caseCache = new ConcurrentHashMap<>();
    private final AtomicLong simulations = new AtomicLong();
    private final AtomicLong lookups = new AtomicLong();
    private volatile long releasedMemoHits; // the ranking memo's hits before a release

    /**
     * How a fitness value is computed; all three give identical values (FastFitnessEquivalenceTest).
     * COHORT: the state-table fast path ({@link CohortSimulator}), with its ranking memo, for trees over n, X, t (and
     * the terminals that are functions of them); for trees over other features of the pages' own visits
     * ({@link io.crawlgp.feature.Feature#ofOwnVisits}) the same engine with cohorts keyed by visit history; a tree
     * that reads beyond them (related pages, lambda, content) runs PER_PAGE;
     * PER_PAGE: every page scored every cycle by the compiled formula with O(N) selection ({@link CrawlSimulator});
     * REFERENCE: every page scored through the interpreted tree, full sort per cycle ({@link ReferenceSimulator}).
     */
    public enum Engine {
        COHORT,
        PER_PAGE,
        REFERENCE
    }

    /** GP4C's terminals n, X, t and the fastest engine. */
    public CrawlFitness(ChangeHistory pages, SimulationSettings settings, Metric metric) {
        this(pages, settings, metric, CrawlFeatures.GP4C, Engine.COHORT, CohortSimulator.DEFAULT_MEMO);
    }

    /**
     * With the cohort engine's ranking memo of the given capacity (0: every cache miss is simulated, as benchmarks
     * want). The cohort engine is used when the metric needs nothing beyond found / available / stale counts (not
     * NDCG's order inside the top k, not age or harmonic staleness); otherwise a COHORT request runs PER_PAGE.
     */
    public CrawlFitness(
            ChangeHistory pages,
            SimulationSettings settings,
            Metric metric,
            List<String> inputs,
            Engine engine,
            int memoCapacity) {
        this(pages, settings, metric, inputs, Terminals.SET, engine, memoCapacity);
    }

    /** Over the features of a dataset ({@code set}: crawl features, and content features where the data have versions). */
    public CrawlFitness(
            ChangeHistory pages,
            SimulationSettings settings,
            Metric metric,
            List<String> inputs,
            FeatureSet set,
            Engine engine,
            int memoCapacity) {
        this(pages, settings, metric, TerminalSet.resolve(set, inputs), engine, memoCapacity);
    }

    /** Over a resolved terminal set (a tree's input i reads its feature i). */
    public CrawlFitness(
            ChangeHistory pages,
            SimulationSettings settings,
            Metric metric,
            TerminalSet terminals,
            Engine engine,
            int memoCapacity) {
        this(pages, settings, metric, terminals, engine, memoCapacity, 1, null);
    }

    /**
     * Scored from cycle {@code scoredFrom} on (a time split's window: the crawl runs from cycle 0, its earlier cycles
     * only carry its state; 1 scores every scheduled cycle); with a {@code base} (else null) the residual form's
     * fitness: a tree g crawls as the base's score times exp(g) ({@link ResidualPolicy}), on the per-page
     * engine (the base keeps per-page state the cohort engine does not group by).
     */
    public CrawlFitness(
            ChangeHistory pages,
            SimulationSettings settings,
            Metric metric,
            TerminalSet terminals,
            Engine engine,
            int memoCapacity,
            int scoredFrom,
            Policy base) {
        this.base = base;
        this.scoredFrom = scoredFrom;
        this.pages = pages;
        this.settings = settings;
        this.metric = metric;
        this.terminals = terminals;
        this.inputs = terminals.names();
        this.memoCapacity = memoCapacity;
        boolean cohortable = metric.needs().isEmpty() && metric.observer() == null && base == null;
        this.engine = engine == Engine.COHORT && !cohortable ? Engine.PER_PAGE : engine;
    }

    /** The engine this fitness actually runs. */
    public Engine engine() {
        return engine;
    }

    /**
     * The tree's fitness from the cache, or a simulation of the simplified tree its key names: not of the tree itself,
     * so that a key's value never depends on which of its trees missed first, and an input read only in an intron is
     * never computed.
     */
    @Override
    public double applyAsDouble(Expr e) {
        lookups.incrementAndGet();
        Expr simplified = Simplifier.simplify(e);
        String key = keyOfSimplified(simplified);
        Double v = cache.get(key);
        if (v != null) return v;
        double f = simulate(simplified);
        cache.putIfAbsent(key, f);
        return f;
    }

    /**
     * The formula cache's key: trees that simplify alike, up to the order of a commutative operator's operands
     * ({@link CommutedOrder}), compute the same scores bit for bit, and every constant ties all pages in every cycle, so
     * one simulation serves all constant trees. A master keeps its workers' values by this key too.
     */
    public static String cacheKey(Expr e) {
        return keyOfSimplified(Simplifier.simplify(e));
    }

    private static String keyOfSimplified(Expr simplified) {
        return simplified instanceof Expr.Const ? "<constant>" : CommutedOrder.lisp(simplified);
    }

    /**
     * The tree's signed value on each scored cycle (a lexicase case is one cycle, or a block of them), from
     * the same crawl, cache key and sign as {@link #applyAsDouble}: their mean is the fitness bit for bit. The crawl
     * also fills the fitness cache, so asking for both costs one simulation.
     */
    @Override
    public double[] cases(Expr e) {
        Expr simplified = Simplifier.simplify(e);
        String key = keyOfSimplified(simplified);
        double[] v = caseCache.get(key);
        if (v != null) return v;
        SimulationResult r = crawl(simplified);
        v = perCycle(metric, r);
        caseCache.putIfAbsent(key, v);
        cache.putIfAbsent(key, score(metric, r));
        return v;
    }

    /** The metric's value per scheduled cycle of {@code r}, negated where lower is better (as {@link #score}). */
    static double[] perCycle(Metric metric, SimulationResult r) {
        double[] v = new double[r.scheduledCycles()];
        for (int i = 0; i < v.length; i++) v[i] = metric.higherIsBetter() ? metric.value(r, i) : -metric.value(r, i);
        return v;
    }

    /** The uncached value: one full simulation. */
    public double simulate(Expr e) {
        return score(metric, crawl(e));
    }

    /** One full simulation, cut to the scored cycles. */
    private SimulationResult crawl(Expr e) {
        simulations.incrementAndGet();
        Set<Recorded> recorded = metric.needs();
        List<CycleObserver.Factory> observers = Metrics.observers(List.of(metric));
        Keying keying = engine == Engine.COHORT ? cohortKeying(e) : Keying.NONE;
        Engine used = engine == Engine.COHORT && keying == Keying.NONE ? Engine.PER_PAGE : engine;
        SimulationResult r = switch (used) {
            case COHORT ->
                keying == Keying.STATE
                        ? CohortSimulator.run(prepared(), "gp", ScoreFunctions.compile(CrawlFeatures.overGp4c(e)))
                        : CohortSimulator.runByHistory(
                                preparedByHistory(), "gp", FormulaPolicy.byHistory(e, terminals));
            case PER_PAGE ->
                CrawlSimulator.run(
                        pages,
                        residual(
                                terminals.expressibleOverGp4c()
                                        ? new ScoreFunctionPolicy(
                                                "gp", ScoreFunctions.compile(CrawlFeatures.overGp4c(e)))
                                        : FormulaPolicy.perPage("gp", e, terminals, false)),
                        settings,
                        recorded,
                        observers);
            case REFERENCE ->
                ReferenceSimulator.run(
                        pages,
                        residual(FormulaPolicy.perPage("gp", e, terminals, true)),
                        settings,
                        recorded,
                        observers);
        };
        return r.from(scoredFrom);
    }

    /** The tree's policy as this fitness crawls it: itself, or the base's score times exp(its value). */
    private Policy residual(Policy tree) {
        return base == null ? tree : new ResidualPolicy("gp", base, tree);
    }

    /**
     * The value GP maximises: the metric's mean over scheduled cycles, negated for a metric where lower is better
     * (age, harmonic staleness), so that "fitter" always means "better on the metric".
     */
    public static double score(Metric metric, SimulationResult r) {
        double m = metric.mean(r);
        return metric.higherIsBetter() ? m : -m;
    }

    /** How the cohort engine groups pages for a tree: by (n, X, last visit), by visit history, or not at all. */
    public enum Keying {
        STATE,
        HISTORY,
        NONE
    }

    /** The cohort engine's keying for this tree (see {@link Engine#COHORT}). */
    public Keying cohortKeying(Expr e) {
        if (CrawlFeatures.expressibleOverGp4c(Expr.inputs(e))) return Keying.STATE;
        return FormulaPolicy.ofOwnVisits(e, terminals) ? Keying.HISTORY : Keying.NONE;
    }

    private CohortSimulator.ByHistory preparedByHistory() {
        CohortSimulator.ByHistory p = preparedByHistory;
        if (p == null) {
            synchronized (this) {
                if (preparedByHistory == null) preparedByHistory = CohortSimulator.prepareByHistory(pages, settings);
                p = preparedByHistory;
            }
        }
        return p;
    }

    private CohortSimulator.ByState prepared() {
        CohortSimulator.ByState p = prepared;
        if (p == null) {
            synchronized (this) {
                if (prepared == null) prepared = CohortSimulator.prepare(pages, settings, memoCapacity);
                p = prepared;
            }
        }
        return p;
    }

    /** The cohort engine's state for n, X, t trees, itemised in bytes (see {@link CohortSimulator.Prepared#bytes}). */
    public Map<String, Long> cohortBytes() {
        return prepared().bytes();
    }

    /** Evaluations the formula cache did not answer (each a simulation, or a ranking-memo hit on the cohort engine). */
    @Override
    public long simulations() {
        return simulations.get();
    }

    /** Evaluations the cohort engine's ranking memo answered without simulating. */
    @Override
    public long rankingMemoHits() {
        CohortSimulator.Prepared p = prepared;
        return releasedMemoHits + (p == null ? 0 : p.memoHits());
    }

    /**
     * Drops the prepared engine state and the formula cache (a fold's state once its training ends), keeping
     * the counts; a later evaluation prepares again, with the same values.
     */
    @Override
    public synchronized void release() {
        CohortSimulator.Prepared p = prepared;
        if (p != null) releasedMemoHits += p.memoHits();
        prepared = null;
        preparedByHistory = null;
        cache.clear();
        caseCache.clear();
    }

    @Override
    public long lookups() {
        return lookups.get();
    }
}
