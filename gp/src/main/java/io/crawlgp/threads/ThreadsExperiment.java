package io.crawlgp.threads;

import io.crawlgp.evolution.Evolver;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.util.Parallel;
import io.crawlgp.util.Progress;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.Sampling;
import io.crawlgp.util.SeedLabel;
import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * Tan §5: every thread with at least minPosts posts; per thread the first 75% train (pooled over threads into one
 * model per method, since meta-site threads are too short for one model each) and the rest is evaluated by the event
 * simulation. One evaluation contract for every method.
 */
public final class ThreadsExperiment {
    public static final SeedLabel ECJ = new SeedLabel("threads-ecj", "", "ECJ's seed of the GP interval (low 31 bits)");
    public static final SeedLabel TUNE = new SeedLabel("threads-tune", "", "the sample of threads used for tuning");

    private ThreadsExperiment() {}

    public record Result(
            Split split,
            Map<String, ThreadMetrics[]> metrics,
            List<String> tokens,
            String gpFormula,
            int trainingGaps,
            Map<Double, List<CostMatching.Matched>> matched) {}

    public static Result run(ThreadData data, ThreadsSettings s, int workers, Progress progress, Evolver evolver) {
        int[] threads = data.atLeast(s.minPosts());
        if (threads.length < 2)
            throw new UserError(
                    "only " + threads.length + " threads have at least " + s.minPosts() + " posts (minPosts): need 2");
        Split split = Split.of(data, threads, s.trainShare());
        ThreadModels models = new ThreadModels(data, s, split, evolver);
        Map<String, ThreadMetrics[]> out = new LinkedHashMap<>();
        Map<String, RevisitModel> built = new LinkedHashMap<>();
        String formula = null;
        for (String m : s.methods()) {
            RevisitModel model = models.build(m, (int) (ECJ.derive(s.seed()) & 0x7fffffff), progress::step);
            if (m.equals("GP")) formula = ExprFormat.infix(models.lastFormula());
            out.put(m, evaluate(data, split, model, s, workers));
            built.put(m, model);
        }
        Map<Double, List<CostMatching.Matched>> matched = CostMatching.sweep(
                built, s.costMultiples(), s.minGapMinutes(), model -> evaluate(data, split, model, s, workers));
        return new Result(
                split,
                out,
                models.selectedTokens(),
                formula,
                split.instances(data).size(),
                matched);
    }

    /** Runs a model on every thread's evaluated posts; per-thread predictors, so the result is order-independent. */
    public static ThreadMetrics[] evaluate(
            ThreadData data, Split split, RevisitModel model, ThreadsSettings s, int workers) {
        List<ThreadMetrics> r = Parallel.map(
                workers,
                split.size(),
                i -> RevisitSimulator.run(
                        data.thread(split.threads()[i]),
                        split.evalFrom()[i],
                        split.evalTo()[i],
                        model.start(split.threads()[i]),
                        s.minGapMinutes(),
                        s.errorAlpha()));
        return r.toArray(ThreadMetrics[]::new);
    }

    /** One row of tuning.csv. */
    public record TuningRow(
            String step,
            String method,
            String parameter,
            double value,
            double prError,
            double tScore,
            double visitsPerPost) {}

    /**
     * §5.1.1's tuning, in the thesis's order (K with SVR, then w with all features, α for DEC, η for SGD), on a seeded
     * sample of threads and only their training posts (each training part split 75/25 again), so the test posts are
     * never seen. Returns the rows and the settings with the chosen values.
     */
    public static Map.Entry<List<TuningRow>, ThreadsSettings> tune(
            ThreadData data, ThreadsSettings s, int workers, Progress progress) {
        int[] all = data.atLeast(s.minPosts());
        if (all.length < 2)
            throw new UserError("only " + all.length + " threads have at least " + s.minPosts() + " posts (minPosts)");
        int[] pos = Sampling.sortedSample(all.length, Math.min(s.tuneThreads(), all.length), TUNE.derive(s.seed()));
        Split split = Split.of(data, all, s.trainShare()).subset(pos).validation(s.trainShare());
        List<TuningRow> rows = new ArrayList<>();
        ThreadsSettings cur = s;
        cur = best(
                rows,
                "K",
                "SVR",
                "vocabulary",
                new double[] {10, 20, 30, 40, 50, 60},
                cur,
                data,
                split,
                workers,
                progress);
        cur = best(rows, "w", "SVR", "window", new double[] {1, 2, 3, 5, 8}, cur, data, split, workers, progress);
        cur = best(
                rows,
                "alpha",
                "DEC",
                "decay",
                new double[] {0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9},
                cur,
                data,
                split,
                workers,
                progress);
        cur = best(
                rows,
                "eta",
                "SGD",
                "eta",
                new double[] {0.001, 0.01, 0.03, 0.1, 0.3, 1, 3},
                cur,
                data,
                split,
                workers,
                progress);
        return Map.entry(rows, cur);
    }

    /** Number of progress steps of {@link #tune}. */
    public static int tuneSteps() {
        return 6 + 5 + 9 + 7;
    }

    private static ThreadsSettings best(
            List<TuningRow> rows,
            String step,
            String method,
            String field,
            double[] grid,
            ThreadsSettings s,
            ThreadData data,
            Split split,
            int workers,
            Progress progress) {
        double bestErr = Double.POSITIVE_INFINITY;
        ThreadsSettings best = s;
        for (double v : grid) {
            String text = field.equals("vocabulary") || field.equals("window")
                    ? Integer.toString((int) v)
                    : Double.toString(v);
            ThreadsSettings c = RecordOverrides.apply(s, Map.of(field, text));
            ThreadMetrics[] m =
                    evaluate(data, split, new ThreadModels(data, c, split).build(method, 0, () -> {}), c, workers);
            double err = mean(m, ThreadMetrics::prError);
            rows.add(new TuningRow(
                    step,
                    method,
                    field,
                    v,
                    err,
                    mean(m, ThreadMetrics::tScore),
                    mean(m, ThreadMetrics::visitsPerPost)));
            if (err < bestErr) { // strict: ties keep the first (smaller) value
                bestErr = err;
                best = c;
            }
            progress.step();
        }
        return best;
    }

    static double mean(ThreadMetrics[] m, ToDoubleFunction<ThreadMetrics> f) {
        double s = 0;
        for (ThreadMetrics x : m) s += f.applyAsDouble(x);
        return s / m.length;
    }
}
