package io.crawlgp.util;

/**
 * GP4C's final functions (Santos et al. 2013, §4.3: the archive member with the best validation fitness, or the best
 * sum or mean of training and validation fitness; gp.Selection chooses them), each with the method name every table
 * and figure shows. Kept on the ground floor so that the figures (plot) and the report name them from here, not as
 * typed strings.
 */
public enum GpVariant {
    BEST("GP4C_Best"),
    SUM("GP4C_Sum"),
    AVG("GP4C_Avg");

    /** The method name in results files. */
    public final String method;

    GpVariant(String method) {
        this.method = method;
    }
}
