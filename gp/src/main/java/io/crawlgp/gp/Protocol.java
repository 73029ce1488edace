package io.crawlgp.gp;

import static io.crawlgp.util.Check.inRange;
import static io.crawlgp.util.Check.positive;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.experiment.Evidence;
import io.crawlgp.experiment.Folds;
import io.crawlgp.experiment.Instances;
import io.crawlgp.experiment.Split;
import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.util.UserError;
import java.util.List;

/**
 * GP4C's protocol (Santos et al. §5.2, Listing 1.1): F folds over pages, N seeds (GP runs) per test fold, the metric
 * the GP maximises (the mean over scheduled cycles of a registered metric) and the standard deviation in GP4C_Sum/Avg;
 * and the same effort for the peers: with {@code tunePeers} every parametric peer's {@code -tuned} variant is chosen on
 * the same training and validation folds by the same fitness ({@link PeerTuning}), at most {@code tuneEvaluations}
 * training evaluations per peer and fold. {@code split}: how pages are dealt into the folds ({@link Split}; pages, the
 * paper's, by default). {@code instances}: other datasets a GP run trains on besides its own, each
 * cut by the same split into the same number of folds; under {@code split = datasets} the only ones it trains on
 * ({@link Instances}).
 */
public record Protocol(
        int folds,
        int seeds,
        String fitness,
        SdKind sdKind,
        boolean tunePeers,
        int tuneEvaluations,
        Split split,
        String choose,
        int committee,
        List<String> instances,
        int specialists,
        int homeCycles) {
    /** The protocol choosing on the last validation window (the default). */
    public Protocol(
            int folds, int seeds, String fitness, SdKind sdKind, boolean tunePeers, int tuneEvaluations, Split split) {
        this(
                folds,
                seeds,
                fitness,
                sdKind,
                tunePeers,
                tuneEvaluations,
                split,
                Evidence.LAST_WINDOW,
                0,
                List.of(),
                0,
                0);
    }

    /**
     * {@code homeCycles = N}: under a time split, what learns at home (GP on its own dataset, the {@code -tuned} rules,
     * a seeded GP's home phase) has only the N cycles before each fold's validation window as its history, its
     * training and validation crawls starting there: a source with N cycles of history (a cold start). The test crawls
     * are unchanged, and the other sources' windows too. 0 (the default): all of it.
     */
    public static final int ALL_HOME_CYCLES = 0;

    /**
     * {@code committee = m}: a benchmark's GP method deploys, per fold, the archive's m best members by validation
     * combined by rank averaging ({@code policy.RankAveragePolicy}) instead of GP4C_Best; 0 (the default) deploys
     * GP4C_Best. The evolution is the same either way.
     */
    public static final int NO_COMMITTEE = 0;

    /**
     * {@code specialists = k}: a benchmark's GP method deploys, per fold, the archive's k best distinct members by
     * validation, each site's pages ranked by the member assigned to the site, the assignment learnt on the fold's
     * training part ({@code policy.SiteAssignedPolicy}); 0 (the default) deploys GP4C_Best.
     */
    public static final int NO_SPECIALISTS = 0;

    /** The protocol with page folds (the paper's; {@link Split}). */
    public Protocol(int folds, int seeds, String fitness, SdKind sdKind, boolean tunePeers, int tuneEvaluations) {
        this(folds, seeds, fitness, sdKind, tunePeers, tuneEvaluations, Split.PAGES);
    }

    /** The standard deviation in GP4C_Sum/Avg: of the two values (train, validation), population (/2) or sample (/1). */
    public enum SdKind {
        POPULATION,
        SAMPLE
    }

    public Protocol {
        inRange("folds", folds, 3, 100);
        positive("seeds", seeds);
        if (fitness == null) throw new UserError("fitness must be set");
        fitness = Metrics.fitness(fitness).name();
        if (sdKind == null) throw new UserError("sdKind must be set");
        inRange("tuneEvaluations", tuneEvaluations, 1, 1_000_000);
        if (split == null) throw new UserError("split must be set (pages, sites or time)");
        choose = Evidence.check(choose, split);
        int windows = Evidence.windows(choose);
        if (windows != Integer.MAX_VALUE && windows > folds) // fold f has windows 0..f to choose on (Folds)
        throw new UserError("choose = " + choose + ": fold f chooses on at most f + 1 time windows and this run "
                + "has " + folds + " folds: last-N takes N <= " + folds + " (or choose = all-windows)");
        if (committee != NO_COMMITTEE) inRange("committee", committee, 2, 1000);
        instances = Instances.check(instances, split);
        if (homeCycles < 0) throw new UserError("homeCycles must be >= 0 (0: every cycle), got " + homeCycles);
        if (homeCycles != ALL_HOME_CYCLES && !split.byTime())
            throw new UserError("homeCycles = " + homeCycles + " shortens a time split's home history; split = "
                    + split.written() + " has none (use split = time or datasets)");
        if (specialists != 0) {
            inRange("specialists", specialists, 2, 100);
            if (committee != NO_COMMITTEE)
                throw new UserError("committee = " + committee + " and specialists = " + specialists
                        + " are two ways to deploy the archive; set one");
        }
    }

    /** The folds of {@code h} under this protocol: its split, its count, and the evidence its choices are made on. */
    public Folds foldsOf(ChangeHistory h, long seed, int warmup) {
        return split.folds(h, folds, seed, warmup)
                .withEvidence(evidenceWindows())
                .withHome(homeCycles);
    }

    /** How many time windows a choice is made on ({@link Evidence}). */
    public int evidenceWindows() {
        return Evidence.windows(choose);
    }

    /** §5.2: 5 folds, 5 GP runs per fold, ChangeRate; peers tuned on the same folds, 64 grid points at most. */
    public static Protocol paper() {
        return new Protocol(5, 5, "changerate", SdKind.POPULATION, true, 64);
    }

    /** The registered metric the GP maximises. */
    public Metric fitnessMetric() {
        return Metrics.fitness(fitness);
    }
}
