package io.crawlgp.gp;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.experiment.Choice;
import io.crawlgp.experiment.Evaluation.Contender;
import io.crawlgp.experiment.FoldSplit;
import io.crawlgp.experiment.Folds;
import io.crawlgp.experiment.Instances;
import io.crawlgp.experiment.RunSettings;
import io.crawlgp.gp.fitness.CrawlFitness;
import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.policy.Policies;
import io.crawlgp.policy.SiteBoostPolicy;
import io.crawlgp.policy.TuningSpace;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.MethodId;
import io.crawlgp.util.Parallel;
import io.crawlgp.util.Progress;
import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.UnaryOperator;

/**
 * The tuning GP4C gets, given to the parametric peers: for each test fold, every point of the peer's {@link
 * TuningSpace} is scored on the fold's training pages by the GP's fitness (same metric, same training simulation
 * seed), the best {@code finalists} are re-scored on the validation pages (the validation seed), and the best there is
 * the peer's {@code -tuned} contender on the test fold. Ties go to the higher training score, then to grid order, so
 * the choice is the same on any thread count.
 */
public final class PeerTuning {
    /** Training points kept for validation (GP4C keeps its archive; three is a short list of a small grid). */
    public static final int FINALISTS = 3;

    /** The tuned contenders (one per family, in the order given) and their choices per fold. */
    /** {@code seconds}: per tuned peer, the summed time of its folds' searches (across threads: compute, not wall). */
    public record Tuned(
            List<Contender> contenders, List<Choice> choices, long simulations, Map<String, Double> seconds) {}

    private PeerTuning() {}

    /**
     * Tunes {@code families} on the folds of {@code h} under the settings {@code s} (its fitness metric and seeds);
     * {@code budget} caps the grid points scored per family and fold (a larger space is refused, named).
     */
    public static Tuned tune(
            GpSettings s, ChangeHistory h, Folds folds, List<String> families, int budget, int threads) {
        return tune(s.run(), h, folds, families, budget, threads);
    }

    /** {@link #tune(GpSettings, ChangeHistory, Folds, List, int, int)} under a run's settings, whoever runs it. */
    public static Tuned tune(
            RunSettings s, ChangeHistory h, Folds folds, List<String> families, int budget, int threads) {
        return tune(
                families,
                budget,
                threads,
                folds.count(),
                h.cycleDays(),
                f -> List.of(parts(s, h, FoldSplit.of(folds, f), x -> x)),
                TuningSpace::tunedName);
    }

    /**
     * One rule for every source: each family tuned per fold on the other datasets' fold-f training
     * and validation parts at once (every point scored by its mean over the datasets), never on the run's own; the
     * grid's time axes at the run's own cycle length (points are in days, so one point is one rule on every dataset).
     * Named {@code FAMILY-pooled}.
     */
    public static Tuned tunePooled(
            RunSettings s,
            double cycleDays,
            List<Instances.Instance> instances,
            int foldCount,
            List<String> families,
            int budget,
            int threads) {
        if (instances.isEmpty())
            throw new UserError("a -pooled rule is tuned on other datasets: the run lists no instances (set split = "
                    + "datasets in the suite, or instances)");
        return tune(
                families,
                budget,
                threads,
                foldCount,
                cycleDays,
                f -> instances.stream()
                        .filter(i -> i.in(f))
                        .map(i -> parts(s, i.data().history(), i.split(f), i::simulation))
                        .toList(),
                TuningSpace::pooledName);
    }

    private static Tuned tune(
            List<String> families,
            int budget,
            int threads,
            int foldCount,
            double cycleDays,
            IntFunction<List<Parts>> partsOfFold,
            Function<TuningSpace, String> naming) {
        if (budget < 1) throw new UserError("tuneEvaluations must be >= 1, got " + budget);
        List<TuningSpace> spaces = new ArrayList<>();
        for (String f : families) {
            TuningSpace space = TuningSpace.of(f);
            if (space.size() > budget)
                throw new UserError(space.tunedName() + ": its grid has " + space.size()
                        + " points, more than tuneEvaluations = " + budget + "; raise it");
            spaces.add(space);
        }
        List<Choice> choices;
        double[] unitSeconds = new double[spaces.size() * foldCount];
        long sims = 0;
        for (TuningSpace sp : spaces) {
            sims += (long) foldCount * (sp.size() + Math.min(FINALISTS, sp.size()));
            MethodId base = SiteBoostPolicy.baseOf(sp.id()); // a site variant tunes its base first
            if (base != null) sims += (long) foldCount * (TuningSpace.of(base).size() + FINALISTS);
        }
        try (Progress progress = Progress.start("tune peers", spaces.size() * foldCount)) {
            choices = Parallel.map(threads, spaces.size() * foldCount, u -> {
                long t0 = System.nanoTime();
                TuningSpace sp = spaces.get(u / foldCount);
                int f = u % foldCount;
                Choice c = choose(sp, naming.apply(sp), cycleDays, partsOfFold.apply(f));
                unitSeconds[u] = (System.nanoTime() - t0) / 1e9;
                progress.step();
                return c;
            });
        }
        List<Contender> contenders = new ArrayList<>();
        for (int i = 0; i < spaces.size(); i++) {
            List<Choice> mine = choices.subList(i * foldCount, (i + 1) * foldCount);
            contenders.add(new Contender(
                    naming.apply(spaces.get(i)),
                    f -> Policies.byName(mine.get(f).chosen())));
        }
        Map<String, Double> seconds = new LinkedHashMap<>();
        for (int u = 0; u < unitSeconds.length; u++)
            seconds.merge(naming.apply(spaces.get(u / foldCount)), unitSeconds[u], Double::sum);
        return new Tuned(contenders, choices, sims, seconds);
    }

    /** The choice on test fold f: its training and validation pages and seeds as GP4C's protocol draws them. */
    public static Choice choose(TuningSpace space, GpSettings s, ChangeHistory h, Folds folds, int f) {
        return choose(space, s.run(), h, folds, f);
    }

    /** The choice on test fold f under a run's settings. */
    public static Choice choose(TuningSpace space, RunSettings s, ChangeHistory h, Folds folds, int f) {
        return choose(space, parts(s, h, FoldSplit.of(folds, f), x -> x));
    }

    /** Fold f's training and validation parts of {@code h}, with the run's seeds and metric ({@code sim}: its budget). */
    private static Parts parts(RunSettings s, ChangeHistory h, FoldSplit split, UnaryOperator<SimulationSettings> sim) {
        int f = split.fold();
        return new Parts(
                f,
                split.train().history(h),
                split.validation().history(h),
                sim.apply(s.trainingSimulation(f)),
                sim.apply(s.validationSimulation(f)),
                s.fitnessMetric(),
                split.validation().firstScored());
    }

    /**
     * What one fold's choice scores on: its training and validation crawls and seeds, the metric, and the first cycle
     * the validation crawl is scored on (a time split's window; its training part is cut at the window, so every
     * scheduled cycle of it is scored).
     */
    record Parts(
            int fold,
            ChangeHistory train,
            ChangeHistory validation,
            SimulationSettings trainSim,
            SimulationSettings validationSim,
            Metric metric,
            int validationFrom) {}

    /** The choice on one fold: grid on training, finalists on validation. */
    static Choice choose(TuningSpace space, Parts on) {
        return choose(space, space.tunedName(), on.train().cycleDays(), List.of(on));
    }

    /**
     * The choice on one fold from one or several datasets' parts (each point scored by its mean over them; one part
     * gives exactly its own score), named {@code name}, its grid's time axes at {@code cycleDays}.
     */
    private static Choice choose(TuningSpace space, String name, double cycleDays, List<Parts> on) {
        MethodId base = SiteBoostPolicy.baseOf(space.id());
        if (base == null) return choose(name, space.points(cycleDays), on);
        // a site variant: the base tuned as its own -tuned is, then b on the same parts
        TuningSpace bs = TuningSpace.of(base);
        Choice b = choose(bs, bs.tunedName(), cycleDays, on);
        List<String> weighted = new ArrayList<>();
        for (double w : SiteBoostPolicy.B_GRID) weighted.add(SiteBoostPolicy.spec(b.chosen(), w));
        Choice c = choose(name, weighted, on);
        return new Choice(c.method(), c.fold(), c.chosen(), b.points() + c.points(), c.train(), c.validation());
    }

    /** A point's mean score over the parts' training (or validation) crawls. */
    private static double mean(List<Parts> on, String point, boolean train) {
        double s = 0;
        for (Parts p : on)
            s += train
                    ? score(p.train(), Policies.byName(point), p.trainSim(), p.metric(), 1)
                    : score(p.validation(), Policies.byName(point), p.validationSim(), p.metric(), p.validationFrom());
        return s / on.size();
    }

    /** Among {@code points}: each on training, the best {@link #FINALISTS} on validation (ties: training, then order). */
    private static Choice choose(String name, List<String> points, List<Parts> on) {
        double[] t = new double[points.size()];
        for (int i = 0; i < t.length; i++) t[i] = mean(on, points.get(i), true);
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < t.length; i++) order.add(i);
        order.sort(Comparator.comparingDouble((Integer i) -> -t[i]).thenComparingInt(i -> i));
        int best = -1;
        double bestVal = Double.NEGATIVE_INFINITY;
        for (int r = 0; r < Math.min(FINALISTS, order.size()); r++) {
            int i = order.get(r);
            double v = mean(on, points.get(i), false);
            if (v > bestVal) { // strictly better: a tie keeps the earlier finalist (higher training score)
                bestVal = v;
                best = i;
            }
        }
        return new Choice(name, on.get(0).fold(), points.get(best), points.size(), t[best], bestVal);
    }

    /** The fitness of a policy on a page set from cycle {@code from}: the metric's mean, negated when lower is better. */
    public static double score(ChangeHistory h, Policy p, SimulationSettings sim, Metric metric, int from) {
        return CrawlFitness.score(
                metric,
                CrawlSimulator.run(h, p, sim, Metrics.needs(List.of(metric)), Metrics.observers(List.of(metric)))
                        .from(from));
    }
}
