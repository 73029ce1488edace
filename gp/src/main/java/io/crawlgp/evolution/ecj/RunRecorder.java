package io.crawlgp.evolution.ecj;

import ec.EvolutionState;
import ec.Individual;
import ec.Statistics;
import ec.gp.GPIndividual;
import ec.multiobjective.nsga2.NSGA2MultiObjectiveFitness;
import io.crawlgp.evolution.Archive;
import io.crawlgp.evolution.ArchiveEntry;
import io.crawlgp.evolution.GenerationStats;
import io.crawlgp.evolution.Screening;
import io.crawlgp.expr.CommutedOrder;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.expr.Simplifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/** ECJ statistics hook: after each generation's evaluation, records its figures and updates the N_b archive. */
public final class RunRecorder extends Statistics {
    Archive archive;
    final List<GenerationStats> generations = new ArrayList<>();
    GenerationStats.Listener onGeneration = GenerationStats.Listener.NONE;
    private long evaluated;
    /** Mini-batches: every individual is scored again each generation, on that generation's batch. */
    boolean rescoreEachGeneration;
    /**
     * Mini-batches: the fitness over every dataset. A batch's fitness is not comparable with another batch's, so the
     * archive admits by this one ({@link #offerRescored}).
     */
    ToDoubleFunction<Expr> fullFitness;
    /** Under the first look: what it did this generation (set by {@link FirstLookEvaluator}); null otherwise. */
    Screening.Generation screen;

    @Override
    public void preEvaluationStatistics(EvolutionState state) {
        super.preEvaluationStatistics(state);
        if (rescoreEachGeneration) for (Individual ind : state.population.subpops[0].individuals) ind.evaluated = false;
    }

    @Override
    public void postEvaluationStatistics(EvolutionState state) {
        super.postEvaluationStatistics(state);
        Individual[] inds = state.population.subpops[0].individuals;
        double best = Double.NEGATIVE_INFINITY, sum = 0, sumSq = 0, size = 0;
        GPIndividual bestInd = null;
        int measured = 0;
        double[] sorted = new double[inds.length];
        for (Individual ind : inds) {
            if (ind.fitness instanceof ScreenedFitness m && m.estimated) continue; // an estimate is never reported
            double f = ExprProblem.primary(ind.fitness);
            sorted[measured++] = f;
            if (bestInd == null || f > best) bestInd = (GPIndividual) ind;
            best = Math.max(best, f);
            sum += f;
            sumSq += f * f;
            GPIndividual g = (GPIndividual) ind;
            size += g.size();
            if (fullFitness == null) archive.offer(ArchiveEntry.of(Individuals.flat(g), f, state.generation));
        }
        if (fullFitness != null) offerRescored(inds, state.generation);
        evaluated += screen == null ? inds.length : screen.crawled();
        double mean = sum / measured;
        sorted = Arrays.copyOf(sorted, measured);
        Arrays.sort(sorted);
        int n = sorted.length;
        double median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
        GenerationStats g = new GenerationStats(
                state.generation,
                best,
                mean,
                size / measured,
                Math.sqrt(Math.max(0, sumSq / measured - mean * mean)),
                evaluated,
                bestText(bestInd),
                median,
                sorted[0],
                screen);
        screen = null;
        generations.add(g);
        onGeneration.generation(g);
    }

    /**
     * Under mini-batches: the generation's best distinct formulas by this batch's fitness, as many as
     * the archive holds, scored again on every dataset and offered with that fitness, so that entries from different
     * generations (different batches) are compared on the same datasets. In index order among equal batch fitness, so
     * the archive is the same on any thread count.
     */
    private void offerRescored(Individual[] inds, int generation) {
        List<List<Expr>> trees = new ArrayList<>();
        double[] batch = new double[inds.length];
        for (int i = 0; i < inds.length; i++) {
            trees.add(Individuals.flat((GPIndividual) inds[i]));
            batch[i] = ExprProblem.primary(inds[i].fitness);
        }
        offerRescored(archive, trees, batch, generation, fullFitness);
    }

    /** The rule above on plain values: individuals' trees, their batch fitness, the fitness over every dataset. */
    static void offerRescored(
            Archive archive,
            List<List<Expr>> trees,
            double[] batchFitness,
            int generation,
            ToDoubleFunction<Expr> fullFitness) {
        Integer[] order = new Integer[trees.size()];
        for (int i = 0; i < order.length; i++) order[i] = i;
        Arrays.sort(order, Comparator.comparingDouble((Integer i) -> -batchFitness[i]));
        Map<String, Boolean> seen = new HashMap<>();
        for (int i : order) {
            if (seen.size() >= archive.capacity()) break;
            List<Expr> t = trees.get(i);
            ArchiveEntry e = ArchiveEntry.of(t, 0, generation); // simplified once: the key, then the entry
            if (seen.putIfAbsent(e.simplified(), Boolean.TRUE) != null) continue;
            archive.offer(new ArchiveEntry(
                    e.evolved(),
                    e.simplified(),
                    e.size(),
                    e.depth(),
                    ExprProblem.fitnessValue(fullFitness, t.get(0)),
                    generation));
        }
    }

    /** The best individual's trees simplified, in infix, separated as in the archive. */
    private static String bestText(GPIndividual best) {
        List<String> out = new ArrayList<>();
        for (Expr e : Individuals.flat(best)) out.add(ExprFormat.infix(Simplifier.simplify(e)));
        return String.join(ArchiveEntry.TREE_SEPARATOR, out);
    }

    /**
     * The non-dominated trees of the last generation (NSGA-II's rank 0; by training fitness and size), one per
     * simplified formula (the smallest tree of it), smallest first; empty with one objective.
     */
    List<ArchiveEntry> front(EvolutionState state) {
        Map<String, ArchiveEntry> bySimplified = new HashMap<>();
        for (Individual ind : state.population.subpops[0].individuals) {
            if (!(ind.fitness instanceof NSGA2MultiObjectiveFitness m) || m.rank != 0) continue;
            GPIndividual g = (GPIndividual) ind;
            ArchiveEntry e = ArchiveEntry.of(ScoreNode.toExpr(g.trees[0].child), m.getObjective(0), state.generation);
            // one entry per formula up to simplification and the order of commutative operands (as the fitness cache)
            String key = CommutedOrder.lisp(Simplifier.simplify(ScoreNode.toExpr(g.trees[0].child)));
            bySimplified.merge(key, e, (a, b) -> ArchiveEntry.compare(a, b) <= 0 ? a : b);
        }
        List<ArchiveEntry> out = new ArrayList<>(bySimplified.values());
        out.sort(Comparator.comparingInt(ArchiveEntry::size).thenComparing(ArchiveEntry::compare));
        return out;
    }
}
