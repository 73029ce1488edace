package io.crawlgp.experiment;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.metric.Metrics;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.Parallel;
import io.crawlgp.util.Progress;
import io.crawlgp.util.SeedLabel;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The one evaluation contract every contender goes through (baselines, GP functions, user formulas): each test fold
 * is simulated on its own, k from that fold's size, with the fold's seed (so all methods of a fold meet the same
 * random tie-break); under a time split the crawl runs from cycle 0 to the end of the fold's test window and only the
 * window is kept ({@link FoldPart}). Units run in parallel; results come back in (method, fold) order whatever the thread count.
 */
public final class Evaluation {
    private Evaluation() {}

    /** The simulation seed of test fold f of an experiment seeded with {@code seed}. */
    public static final SeedLabel TEST_FOLD = new SeedLabel(
            "test-fold",
            "f",
            "the simulation seed of test fold f (tie-break and randomised policies, the same for every method)");

    public static long foldSeed(long seed, int fold) {
        return TEST_FOLD.derive(seed, fold);
    }

    /** A method under evaluation: its name and its policy for each test fold (GP picks a function per fold). */
    public record Contender(String name, IntFunction<Policy> forFold) {
        public static Contender of(Policy p) {
            return new Contender(p.name(), f -> p);
        }
    }

    public static List<FoldRun> onTestFolds(
            ChangeHistory h,
            Folds folds,
            List<Policy> policies,
            SimulationSettings settings,
            int threads,
            Progress progress) {
        return run(h, folds, policies.stream().map(Contender::of).toList(), settings, threads, progress);
    }

    public static List<FoldRun> run(
            ChangeHistory h,
            Folds folds,
            List<Contender> contenders,
            SimulationSettings settings,
            int threads,
            Progress progress) {
        ChangeHistory[] foldHistories = new ChangeHistory[folds.count()];
        for (int f = 0; f < folds.count(); f++) foldHistories[f] = folds.test(f).history(h);
        List<Unit> units = new ArrayList<>();
        for (Contender c : contenders) for (int f = 0; f < folds.count(); f++) units.add(new Unit(c, f));
        return Parallel.map(threads, units.size(), i -> {
            Unit u = units.get(i);
            SimulationSettings s = settings.withSeed(foldSeed(settings.seed(), u.fold));
            Policy p = u.contender.forFold().apply(u.fold);
            SimulationResult sr = CrawlSimulator.run(
                    foldHistories[u.fold], p, s, Metrics.needs(Metrics.RECORDED), Metrics.observers(Metrics.RECORDED));
            progress.step();
            return new FoldRun(u.contender.name(), u.fold, folds.test(u.fold).scored(sr));
        });
    }

    private record Unit(Contender contender, int fold) {}
}
