package io.crawlgp.dataset;

import static io.crawlgp.util.Check.inRange;
import static io.crawlgp.util.Check.positive;
import static io.crawlgp.util.Check.probability;

/**
 * The second synthetic family, chosen NOT to match any paper's table: every page is either a pure Poisson page whose
 * rate (changes per cycle) is drawn from a Gamma(shape, meanRate / shape) distribution, or (a share {@code
 * sharePeriodic}) a periodic page that changes on one phase cycle of every {@code period} with probability {@code
 * periodicProbability}. No sites, no shocks, no bursts.
 *
 * <p>How the defaults were chosen: round values fixed before any policy was run on this family and never changed
 * after. Shape 0.5 gives a heavy right tail (rate heterogeneity across pages, as every change study reports) without
 * fitting any dataset; mean rate 0.1 (about one change per ten cycles); a tenth of the pages weekly-periodic (period 7,
 * probability 1) so that a schedule can exploit regularity the Poisson model does not describe.
 */
public record GammaPoissonSettings(
        int pages,
        int cycles,
        long seed,
        double shape,
        double meanRate,
        double sharePeriodic,
        int period,
        double periodicProbability) {
    public static final String SOURCE = "gamma-poisson";

    public GammaPoissonSettings {
        positive("pages", pages);
        positive("cycles", cycles);
        inRange("shape", shape, 1e-3, 1e3);
        inRange("meanRate", meanRate, 1e-6, 1e3);
        probability("sharePeriodic", sharePeriodic);
        positive("period", period);
        probability("periodicProbability", periodicProbability);
    }

    public static GammaPoissonSettings defaults() {
        return new GammaPoissonSettings(5000, 57, 1, 0.5, 0.1, 0.1, 7, 1.0);
    }
}
