package io.crawlgp.newpages;

import static io.crawlgp.util.Check.inRange;
import static io.crawlgp.util.Check.positive;

import io.crawlgp.util.UserError;

/**
 * Parameters of the synthetic new-page generator (see {@link NewPageGenerator}); the constructor names the bad field.
 *
 * @param pages pages discovered over the whole span
 * @param hosts number of hosts (page counts per host follow Zipf with exponent 1)
 * @param spanHours hours over which pages are discovered
 * @param hours hours of visits observed per page after discovery
 * @param medianVisits median total visits of a page with average features
 * @param noiseSigma standard deviation of the unexplained part of log a (what no model can learn)
 * @param seed generator seed
 * @param curve the family of popularity curves: "exponential" (every page's visits decay as a·e^(−λΔt), the model the
 *     expected-utility ordering assumes) or "mixed" (exponential, power-law, delayed-peak and self-exciting pages in
 *     stated shares; {@link NewPageGenerator})
 */
public record NewPageGeneratorSettings(
        int pages,
        int hosts,
        double spanHours,
        int hours,
        double medianVisits,
        double noiseSigma,
        long seed,
        String curve) {
    /** The exponential family (the generator as first built). */
    public NewPageGeneratorSettings(
            int pages, int hosts, double spanHours, int hours, double medianVisits, double noiseSigma, long seed) {
        this(pages, hosts, spanHours, hours, medianVisits, noiseSigma, seed, "exponential");
    }

    public NewPageGeneratorSettings {
        if (!"exponential".equals(curve) && !"mixed".equals(curve))
            throw new UserError("curve must be 'exponential' or 'mixed', got '" + curve + "'");
        positive("pages", pages);
        inRange("hosts", hosts, 1, 1_000_000);
        inRange("spanHours", spanHours, 1e-3, 1e6);
        inRange("hours", hours, 1, 24 * 366);
        inRange("medianVisits", medianVisits, 1e-3, 1e6);
        inRange("noiseSigma", noiseSigma, 0, 10);
    }

    /** The embedded default: 20,000 pages over 4 days on 300 hosts, a week of visits each. Generates in about a second. */
    public static NewPageGeneratorSettings defaults() {
        return new NewPageGeneratorSettings(20_000, 300, 96, 168, 6, 0.8, 1);
    }
}
