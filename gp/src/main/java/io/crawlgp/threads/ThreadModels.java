package io.crawlgp.threads;

import io.crawlgp.evolution.ArchiveEntry;
import io.crawlgp.evolution.Breeding;
import io.crawlgp.evolution.Evolution;
import io.crawlgp.evolution.Evolver;
import io.crawlgp.evolution.Task;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.util.UserError;
import java.util.Arrays;
import java.util.List;

/** Trains the revisit models of Tan §3 (and our GP contender) on a split's training posts. */
public final class ThreadModels {
    private final ThreadData data;
    private final ThreadsSettings s;
    private final Split split;
    private final List<Instance> training;
    private final double medianGap, q1, q3;
    private final Evolver evolver;
    private int[] tokens;

    /** Models without the GP contender (tuning): building "GP" is refused. */
    public ThreadModels(ThreadData data, ThreadsSettings s, Split split) {
        this(data, s, split, null);
    }

    /** Models whose GP contender is bred by {@code evolver}. */
    public ThreadModels(ThreadData data, ThreadsSettings s, Split split, Evolver evolver) {
        this.evolver = evolver;
        this.data = data;
        this.s = s;
        this.split = split;
        this.training = split.instances(data);
        if (training.size() < 3)
            throw new UserError(
                    "only " + training.size() + " training gaps: need at least 3 (lower minPosts or add threads)");
        double[] gaps =
                training.stream().mapToDouble(Instance::gapMinutes).sorted().toArray();
        medianGap = quantile(gaps, 0.5);
        q1 = quantile(gaps, 0.25);
        q3 = quantile(gaps, 0.75);
    }

    static double quantile(double[] sorted, double q) {
        double pos = q * (sorted.length - 1);
        int lo = (int) Math.floor(pos);
        int hi = Math.min(sorted.length - 1, lo + 1);
        return sorted[lo] + (pos - lo) * (sorted[hi] - sorted[lo]);
    }

    public double medianGap() {
        return medianGap;
    }

    int[] tokens() {
        if (tokens == null)
            tokens = WindowFeatures.selectTokens(data, training, s.window(), s.vocabulary(), s.logTarget());
        return tokens;
    }

    /** The selected tokens, for inspection. */
    public List<String> selectedTokens() {
        return Arrays.stream(tokens()).mapToObj(i -> data.vocabulary().get(i)).toList();
    }

    /** Builds one model by name (BL, SVR, DEC, SGD, GP); {@code gpSeed} seeds ECJ. */
    public RevisitModel build(String method, int gpSeed, Runnable onGeneration) {
        return switch (method) {
            case "BL" -> new BaselineModel(data, medianGap);
            case "SVR" -> svr("SVR", 0);
            case "DEC" -> svr("DEC", s.decay());
            case "SGD" -> {
                WindowFeatures f = new WindowFeatures(
                                data, s.window(), tokens(), List.of(WindowFeatures.Group.CONTENT), 0, medianGap)
                        .standardise(training);
                double iqr = q3 - q1;
                double hi = q3 + 2.5 * iqr;
                double lo = s.sgdLowerBound().equals("quartile") ? Math.max(1, q1 - 2.5 * iqr) : 1;
                if (!(hi > lo)) hi = lo + Math.max(1, medianGap);
                yield SgdModel.train(data, f, training, s.eta(), lo, hi);
            }
            case "GP" -> new GpRevisitModel(data, evolve(gpSeed, onGeneration), s.window(), medianGap);
            default -> throw new UserError("unknown method '" + method + "'; known: " + ThreadsSettings.ALL_METHODS);
        };
    }

    private SvrModel svr(String name, double decay) {
        WindowFeatures f = new WindowFeatures(data, s.window(), tokens(), s.featureGroups(), decay, medianGap)
                .standardise(training);
        return SvrModel.train(name, f, training, s.svrC(), s.svrGamma(), s.svrEpsilon(), s.logTarget());
    }

    /** The formula of the last {@link #evolve} call (null before). */
    private Expr lastFormula;

    public Expr lastFormula() {
        return lastFormula;
    }

    /**
     * GP on the training posts, over the second halves of the training parts: fitness = −mean Pr_error (gpCost =
     * error), or −mean Pr_miss with the tree's gaps scaled to BL's Visit/Post on those threads (gpCost = matched).
     */
    Expr evolve(int gpSeed, Runnable onGeneration) {
        Split cases = split.gpFitness();
        if (evolver == null) throw new IllegalStateException("these thread models were built without a GP engine");
        Breeding breeding = Breeding.paper().resized(s.gpPopulation(), s.gpGenerations(), 1, 8, 7);
        CostMatching.Runner onCases = m -> {
            ThreadMetrics[] out = new ThreadMetrics[cases.size()];
            for (int i = 0; i < cases.size(); i++)
                out[i] = RevisitSimulator.run(
                        data.thread(cases.threads()[i]),
                        cases.evalFrom()[i],
                        cases.evalTo()[i],
                        m.start(cases.threads()[i]),
                        s.minGapMinutes(),
                        s.errorAlpha());
            return out;
        };
        boolean matched = s.gpCost().equals("matched");
        double level = matched
                ? ThreadsExperiment.mean(onCases.run(new BaselineModel(data, medianGap)), ThreadMetrics::visitsPerPost)
                : 0;
        Evolution out = evolver.evolve(
                Task.single(breeding, GpRevisitModel.INPUTS, e -> {
                    GpRevisitModel m = new GpRevisitModel(data, e, s.window(), medianGap);
                    if (matched) {
                        CostMatching.Matched at = CostMatching.match(m, level, s.minGapMinutes(), onCases);
                        return at.matched()
                                ? -at.prMiss()
                                : -1; // a tree that cannot be brought to the cost is the worst
                    }
                    return -ThreadsExperiment.mean(onCases.run(m), ThreadMetrics::prError);
                }),
                gpSeed,
                g -> onGeneration.run());
        ArchiveEntry best = out.archive().get(0);
        lastFormula = ExprParser.parse(best.simplified(), GpRevisitModel.INPUTS);
        return lastFormula;
    }
}
