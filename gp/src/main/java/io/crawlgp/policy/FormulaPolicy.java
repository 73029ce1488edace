package io.crawlgp.policy;

import io.crawlgp.expr.ColumnFunction;
import io.crawlgp.expr.Expr;
import io.crawlgp.feature.CrawlFeatures;
import io.crawlgp.feature.Feature;
import io.crawlgp.feature.FeatureSet;
import io.crawlgp.feature.Observations;
import io.crawlgp.feature.TerminalSet;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.HistoryScores;
import io.crawlgp.simulation.Policy;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * A formula over registered features as a policy: the features' trackers see every visit, each feature's column over
 * the pages is kept current and the formula scores all pages at once ({@link ColumnFunction}). Formulas over n, X, t
 * alone take the (n, X, t) score-function form instead ({@link #of}), which is what the cohort fast path runs.
 */
public final class FormulaPolicy implements Policy {
    private final String name;
    private final Expr formula;
    private final List<Feature> features;
    private final boolean interpreted;

    private FormulaPolicy(String name, Expr formula, List<Feature> features, boolean interpreted) {
        this.name = name;
        this.formula = formula;
        this.features = List.copyOf(features);
        this.interpreted = interpreted;
    }

    /** The policy of a formula whose {@link Expr.Var}s index {@code terminals}: the n, X, t form when it reads nothing else. */
    public static Policy of(String name, Expr formula, TerminalSet terminals) {
        if (CrawlFeatures.withinGp4c(Expr.inputs(formula)))
            return new ScoreFunctionPolicy(name, ScoreFunctions.compile(formula));
        return new FormulaPolicy(name, formula, terminals.features(), false);
    }

    /** {@link #of(String, Expr, TerminalSet)} with the terminals resolved from names in {@code set}. */
    public static Policy of(String name, Expr formula, List<String> inputs, FeatureSet set) {
        return of(name, formula, TerminalSet.resolve(set, inputs));
    }

    /** {@link #of} over the crawl features. */
    public static Policy of(String name, Expr formula, List<String> inputs) {
        return of(name, formula, inputs, Terminals.SET);
    }

    /** The per-page vector form always, compiled ({@code interpreted = false}) or walking the tree (the reference). */
    public static FormulaPolicy perPage(String name, Expr formula, TerminalSet terminals, boolean interpreted) {
        return new FormulaPolicy(name, formula, terminals.features(), interpreted);
    }

    /** True when every feature the formula reads is a function of the page's own visits ({@link Feature#ofOwnVisits}). */
    public static boolean ofOwnVisits(Expr formula, TerminalSet terminals) {
        for (int i : Expr.inputIndices(formula))
            if (!terminals.features().get(i).ofOwnVisits()) return false;
        return true;
    }

    /**
     * The formula as the scores of visit-history slots, for the cohort engine keyed by history
     * ({@link io.crawlgp.simulation.CohortSimulator#runByHistory}): the same trackers and column evaluation as the
     * per-page fast path, over slots instead of pages, so the same values bit for bit. Only for formulas
     * {@link #ofOwnVisits}.
     */
    public static HistoryScores.Factory byHistory(Expr formula, TerminalSet terminals) {
        if (!ofOwnVisits(formula, terminals))
            throw new IllegalArgumentException("a feature of " + formula + " reads more than the page's own visits");
        List<Feature> features = terminals.features();
        ColumnFunction compiled = ColumnFunction.compile(formula);
        int[] read = Expr.inputIndices(formula).stream()
                .mapToInt(Integer::intValue)
                .sorted()
                .toArray();
        return slots -> {
            Observations obs = new Observations(slots);
            Feature.Tracker[] ts = startRead(obs, features, Expr.inputIndices(formula));
            int d = features.size(), capacity = slots.pages();
            boolean[] atVisits = new boolean[d];
            double[][] bySlot = new double[d][]; // features that change only at visits: their value per slot
            for (int i : read) {
                atVisits[i] = features.get(i).changesOnlyAtVisits();
                if (atVisits[i]) { // as the per-page path starts its columns: the value before any visit
                    bySlot[i] = new double[capacity];
                    for (int q = 0; q < capacity; q++) bySlot[i][q] = ts[i].value(q, 0);
                }
            }
            double[][] columns = new double[d][]; // this cycle's inputs, by position among the scored slots
            for (int i : read) columns[i] = new double[capacity];
            ColumnFunction.Workspace f = compiled.workspace(capacity);
            return new HistoryScores() {
                @Override
                public void copy(int from, int to) {
                    obs.copy(from, to);
                    for (int i : read) if (atVisits[i]) bySlot[i][to] = bySlot[i][from];
                }

                @Override
                public void visited(int slot, int cycle, boolean changed) {
                    obs.visited(slot, cycle, changed);
                    for (int i : read) if (atVisits[i]) bySlot[i][slot] = ts[i].value(slot, cycle);
                }

                @Override
                public void scores(int[] at, int count, int cycle, double[] out) {
                    for (int i : read) {
                        double[] col = columns[i];
                        if (atVisits[i]) {
                            double[] v = bySlot[i];
                            for (int a = 0; a < count; a++) col[a] = v[at[a]];
                        } else {
                            Feature.Tracker t = ts[i];
                            for (int a = 0; a < count; a++) col[a] = t.value(at[a], cycle);
                        }
                    }
                    f.eval(columns, out, count);
                }
            };
        };
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Run start(CrawlState state, long seed) {
        Observations obs = new Observations(state);
        Feature.Tracker[] ts = startRead(obs, features, Expr.inputIndices(formula));
        return interpreted ? walking(state, obs, ts) : columns(state, obs, ts);
    }

    /**
     * The trackers of the features a formula reads, by terminal index (null for the others): only those are started,
     * so an unread input (a content store, a trained model) costs nothing and stays 0.
     */
    private static Feature.Tracker[] startRead(Observations obs, List<Feature> features, Set<Integer> read) {
        List<Feature> used = new ArrayList<>();
        for (int i = 0; i < features.size(); i++) if (read.contains(i)) used.add(features.get(i));
        Feature.Tracker[] started = obs.start(used);
        Feature.Tracker[] ts = new Feature.Tracker[features.size()];
        for (int i = 0, j = 0; i < ts.length; i++) ts[i] = read.contains(i) ? started[j++] : null;
        return ts;
    }

    /** The reference: every page's vector asks every feature every cycle, and the tree is walked per page. */
    private Run walking(CrawlState state, Observations obs, Feature.Tracker[] ts) {
        int[] asked = IntStream.range(0, ts.length).filter(i -> ts[i] != null).toArray();
        double[] v = new double[ts.length];
        return new Run() {
            @Override
            public void score(int cycle, double[] out) {
                for (int p = 0; p < out.length; p++) {
                    for (int i : asked) v[i] = ts[i].value(p, cycle);
                    out[p] = formula.eval(v);
                }
            }

            @Override
            public void visited(int page, int cycle, boolean changed) {
                obs.visited(page, cycle, changed);
            }
        };
    }

    /**
     * The fast path: one column per feature over the pages, the features that change only at visits refreshed at the
     * page's visits, the others every cycle, and the tree evaluated column-wise ({@link ColumnFunction}): the same
     * values as {@link #walking} (tested).
     */
    private Run columns(CrawlState state, Observations obs, Feature.Tracker[] ts) {
        int d = ts.length, pages = state.pages();
        int[] perCycle = IntStream.range(0, d)
                .filter(i -> ts[i] != null && !features.get(i).changesOnlyAtVisits())
                .toArray();
        int[] atVisits = IntStream.range(0, d)
                .filter(i -> ts[i] != null && features.get(i).changesOnlyAtVisits())
                .toArray();
        double[][] columns = new double[d][pages];
        for (int i : atVisits) for (int p = 0; p < pages; p++) columns[i][p] = ts[i].value(p, 0);
        ColumnFunction.Workspace f = ColumnFunction.compile(formula).workspace(pages);
        return new Run() {
            @Override
            public void score(int cycle, double[] out) {
                for (int i : perCycle) ts[i].values(cycle, columns[i]);
                f.eval(columns, out);
            }

            @Override
            public void visited(int page, int cycle, boolean changed) {
                obs.visited(page, cycle, changed);
                for (int i : atVisits) columns[i][page] = ts[i].value(page, cycle);
            }

            @Override
            public boolean warmsUpAtOnce() {
                return obs.warmsUpAtOnce();
            }

            /**
             * Every page's last warm-up visit is at w, so its column values are those of that visit: a feature that
             * changes only at visits reads only the page's own visits, which no later visit in cycle w changes.
             */
            @Override
            public void warmedUp(int w) {
                obs.warmedUp(w);
                for (int i : atVisits) for (int p = 0; p < pages; p++) columns[i][p] = ts[i].value(p, w);
            }
        };
    }
}
