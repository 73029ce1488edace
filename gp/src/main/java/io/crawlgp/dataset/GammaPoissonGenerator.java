package io.crawlgp.dataset;

import io.crawlgp.util.Seeds;
import java.util.SplittableRandom;
import org.apache.commons.math3.distribution.GammaDistribution;
import org.apache.commons.math3.random.Well19937c;

/**
 * Change histories of the gamma-Poisson family ({@link GammaPoissonSettings}). Each page draws its kind, phase and
 * change bits from its own generator derived from (seed, page); the rates come from one Commons Math gamma sampler
 * seeded from (seed, "rates"), drawn in page order, so the output depends on the settings alone.
 */
public final class GammaPoissonGenerator {
    private GammaPoissonGenerator() {}

    public static ChangeHistory generate(GammaPoissonSettings s) {
        SyntheticChangeGenerator.requireMemory(s.pages(), s.cycles());
        GammaDistribution rates = new GammaDistribution(
                new Well19937c(Seeds.derive(s.seed(), "rates")), s.shape(), s.meanRate() / s.shape());
        ChangeHistory.Builder b = new ChangeHistory.Builder(s.cycles(), s.pages());
        boolean[] row = new boolean[s.cycles()];
        int digits = Integer.toString(s.pages()).length();
        for (int p = 0; p < s.pages(); p++) {
            double lambda =
                    rates.sample(); // drawn for every page, periodic or not, so page p's rate never depends on the
            // share
            SplittableRandom r = new SplittableRandom(Seeds.derive(s.seed(), "page", p));
            if (r.nextDouble() < s.sharePeriodic()) {
                int phase = r.nextInt(s.period());
                for (int c = 0; c < row.length; c++)
                    row[c] = (c + 1) % s.period() == phase && r.nextDouble() < s.periodicProbability();
            } else {
                double q = -Math.expm1(-lambda); // P(at least one change in a cycle)
                for (int c = 0; c < row.length; c++) row[c] = r.nextDouble() < q;
            }
            // one site per page: this family has no site structure
            b.add(String.format("gp-%0" + digits + "d", p), String.format("gp-%0" + digits + "d", p), row);
        }
        return b.build();
    }
}
