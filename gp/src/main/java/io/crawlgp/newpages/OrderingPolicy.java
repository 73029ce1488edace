package io.crawlgp.newpages;

import io.crawlgp.util.Seeds;
import io.crawlgp.util.UserError;
import java.util.Arrays;
import java.util.Locale;

/** The crawl orders compared on new pages (issue: FIFO, newest first, random, predicted a, expected utility, oracles, GP). */
public enum OrderingPolicy {
    /** Oldest discovery first: the plain crawl queue. */
    FIFO("fifo"),
    /** Newest discovery first. */
    NEWEST("newest"),
    /** Uniformly random, seeded per page. */
    RANDOM("random"),
    /** Highest predicted total popularity â first (ignores decay). */
    PREDICTED_A("predicted-a"),
    /** Ostroumova et al. §3.3: highest â·e^(−λ̂·(now − discovery)), compared as ln â − λ̂·age (same order). */
    EXPECTED_UTILITY("expected-utility"),
    /** The same rule with the true a and λ (λ from the page's true share of visits in the first t hours). */
    ORACLE_A_LAMBDA("oracle-a-lambda"),
    /** Greedy on the visits the page will really get if fetched now: an upper-bound heuristic. */
    ORACLE_REMAINING("oracle-remaining"),
    /** A priority function evolved by GP over the predictions, age and features. */
    GP("gp");

    public final String label;

    OrderingPolicy(String label) {
        this.label = label;
    }

    public static OrderingPolicy parse(String s) {
        for (OrderingPolicy p : values())
            if (p.label.equals(s.toLowerCase(Locale.ROOT)) || p.name().equalsIgnoreCase(s)) return p;
        throw new UserError("unknown policy '" + s + "'; known: "
                + Arrays.stream(values()).map(p -> p.label).toList());
    }

    /** Whether the policy needs the boosted models' predictions. */
    public boolean usesPredictions() {
        return this == PREDICTED_A || this == EXPECTED_UTILITY || this == GP;
    }

    /** The priority of this policy on these pages (GP needs {@link GpPriority} instead). */
    public Priority priority(NewPageSet pages, PopularityModel.Predictions pred, int shareHours, long seed) {
        int n = pages.size();
        double[] d = new double[n];
        for (int i = 0; i < n; i++) d[i] = pages.get(i).discoverySeconds();
        return switch (this) {
            case FIFO -> {
                double[] k = new double[n];
                for (int i = 0; i < n; i++) k[i] = -d[i];
                yield Priority.ofKeys(k);
            }
            case NEWEST -> Priority.ofKeys(d);
            case RANDOM -> {
                double[] k = new double[n];
                for (int i = 0; i < n; i++) k[i] = Seeds.toUnitDouble(Seeds.derive(seed, "newpages-random", i));
                yield Priority.ofKeys(k);
            }
            case PREDICTED_A -> Priority.ofKeys(pred.a());
            case EXPECTED_UTILITY -> expectedUtility(d, pred.a(), pred.lambda());
            case ORACLE_A_LAMBDA -> {
                double[] a = new double[n], lambda = new double[n];
                for (int i = 0; i < n; i++) {
                    NewPage p = pages.get(i);
                    a[i] = p.total();
                    double s = a[i] == 0 ? PopularityModel.SHARE_MIN : PageFeatures.share(p, shareHours);
                    s = Math.min(PopularityModel.SHARE_MAX, Math.max(PopularityModel.SHARE_MIN, s));
                    lambda[i] = -Math.log1p(-s) / shareHours;
                }
                yield expectedUtility(d, a, lambda);
            }
            case ORACLE_REMAINING -> (page, now) -> pages.get(page).utilityAfter((now - d[page]) / 3600.0);
            case GP -> throw new IllegalStateException("the GP policy is built from an evolved formula (GpPriority)");
        };
    }

    /** ln a − λ·age in hours: the logarithm of a·e^(−λ·age) (§3.3), finite-safe for a = 0 (−∞ sorts last but before NaN). */
    static Priority expectedUtility(double[] discovery, double[] a, double[] lambda) {
        double[] la = new double[a.length];
        for (int i = 0; i < a.length; i++) la[i] = Math.log(a[i]);
        return (page, now) -> la[page] - lambda[page] * ((now - discovery[page]) / 3600.0);
    }
}
