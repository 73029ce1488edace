package io.crawlgp.dataset;

import static io.crawlgp.util.Check.inRange;
import static io.crawlgp.util.Check.positive;
import static io.crawlgp.util.Check.probability;

import io.crawlgp.util.UserError;

/**
 * Parameters of the synthetic change-history generator (README, "Synthetic data"). Each page follows one of three
 * behaviours, and every page of a site also changes during that site's shocks:
 * <ul>
 *   <li>Poisson: rate lambda ~ LogNormal(ln(rateMedian), rateSigma) per cycle, capped at maxRate; P(change) = 1-e^-lambda;</li>
 *   <li>periodic: changes with probability periodicProbability on one phase cycle of every {@code period} cycles,
 *       with probability periodicNoise otherwise;</li>
 *   <li>bursty: a two-state Markov chain (quiet/burst; enter with burstEnter, leave with burstExit per cycle) with
 *       change probabilities quietProbability and burstProbability;</li>
 *   <li>site shocks: each site has a shock in a cycle with probability shockProbability; during it each of its
 *       pages changes with probability shockFollow.</li>
 * </ul>
 * Sites have Zipf(siteZipf) sizes with pagesPerSite pages on average.
 */
public record GeneratorSettings(
        int pages,
        int cycles,
        long seed,
        double pagesPerSite,
        double siteZipf,
        double sharePeriodic,
        double shareBursty,
        double rateMedian,
        double rateSigma,
        double maxRate,
        int period,
        double periodicProbability,
        double periodicNoise,
        double burstEnter,
        double burstExit,
        double quietProbability,
        double burstProbability,
        double shockProbability,
        double shockFollow) {

    public GeneratorSettings {
        positive("pages", pages);
        positive("cycles", cycles);
        inRange("pagesPerSite", pagesPerSite, 1, 1e9);
        inRange("siteZipf", siteZipf, 0, 10);
        probability("sharePeriodic", sharePeriodic);
        probability("shareBursty", shareBursty);
        if (sharePeriodic + shareBursty > 1)
            throw new UserError("sharePeriodic + shareBursty must be <= 1, got " + (sharePeriodic + shareBursty));
        inRange("rateMedian", rateMedian, 0, 1e6);
        inRange("rateSigma", rateSigma, 0, 100);
        inRange("maxRate", maxRate, 0, 1e6);
        positive("period", period);
        probability("periodicProbability", periodicProbability);
        probability("periodicNoise", periodicNoise);
        probability("burstEnter", burstEnter);
        probability("burstExit", burstExit);
        probability("quietProbability", quietProbability);
        probability("burstProbability", burstProbability);
        probability("shockProbability", shockProbability);
        probability("shockFollow", shockFollow);
    }

    /**
     * The defaults, tuned so that the baselines behave as on BRDC'12 (paper Table 2: Rand far below the adaptive
     * estimators, NAD near 0.69): most pages rarely change, a heavy tail of a few percent changes almost every
     * cycle. About 0.074 changes per page-cycle; 58.15 pages per site as in BRDC'12.
     */
    public static GeneratorSettings of(int pages, int cycles, long seed) {
        return new GeneratorSettings(
                pages, cycles, seed, 58.15, 1.1, 0.06, 0.08, 0.002, 3.5, 5.0, 7, 0.8, 0.002, 0.03, 0.3, 0.002, 0.7,
                0.004, 0.5);
    }

    public GeneratorSettings withPagesPerSite(double v) {
        return new GeneratorSettings(
                pages,
                cycles,
                seed,
                v,
                siteZipf,
                sharePeriodic,
                shareBursty,
                rateMedian,
                rateSigma,
                maxRate,
                period,
                periodicProbability,
                periodicNoise,
                burstEnter,
                burstExit,
                quietProbability,
                burstProbability,
                shockProbability,
                shockFollow);
    }

    /** The embedded default dataset of the demo: 5,000 pages x 57 daily cycles, seed 1. */
    public static GeneratorSettings defaults() {
        return of(5000, 57, 1);
    }
}
