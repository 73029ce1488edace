package io.crawlgp.evolution;

import io.crawlgp.util.Seeds;
import java.util.Arrays;
import java.util.Comparator;
import org.apache.commons.math3.stat.correlation.SpearmansCorrelation;

/**
 * The surrogate's rule for one GP run ({@link Surrogate}), apart from any engine: which of a generation's candidates
 * get the full crawl, and what the others carry into selection. State is this run's only (never a cache another run
 * fills), and every sum is taken in the order the engine lists its individuals, so a run gives the same values on any
 * thread count.
 */
public final class Screening {
    /**
     * What the first look did in one generation: candidates (trees without a full crawl's value), how many were crawled
     * in full, Spearman's rank correlation of the sample and full scores over those (NaN below 3), and the line that
     * maps a sample score onto the full scale after this generation (NaN while it cannot be fitted).
     */
    public record Generation(int candidates, int crawled, double spearman, double intercept, double slope) {}

    private final Surrogate settings;
    private final long seed;
    // least-squares sums over this run's trees scored both ways, in the engine's order
    private long n;
    private double sx, sy, sxx, sxy;

    public Screening(Surrogate settings, long runSeed) {
        this.settings = settings;
        this.seed = runSeed;
    }

    /**
     * The candidates given the full crawl, ascending: the best ceil(share x m) of the m by sample score, ties (at the
     * cut or anywhere) in the order of {@code Seeds.derive(seed, "surrogate-ties", generation, index)}.
     */
    public int[] pass(double[] look, int generation) {
        int m = look.length;
        Integer[] order = new Integer[m];
        long[] tie = new long[m];
        for (int i = 0; i < m; i++) {
            order[i] = i;
            tie[i] = Seeds.derive(seed, "surrogate-ties", generation, i);
        }
        Arrays.sort(order, Comparator.<Integer>comparingDouble(i -> -look[i]).thenComparingLong(i -> tie[i]));
        int keep = (int) Math.min(m, Math.ceil(settings.share() * m));
        int[] out = new int[keep];
        for (int j = 0; j < keep; j++) out[j] = order[j];
        Arrays.sort(out);
        return out;
    }

    /** One tree scored both ways joins the line's sums (call in the engine's order). */
    public void learn(double look, double full) {
        if (!Double.isFinite(look) || !Double.isFinite(full) || Math.abs(look) > LARGE || Math.abs(full) > LARGE)
            return; // a broken tree's clamped value would swing the line
        n++;
        sx += look;
        sy += full;
        sxx += look * look;
        sxy += look * full;
    }

    // the clamp ExprProblem gives a broken tree is about Double.MAX_VALUE; a crawl's metric is a share
    private static final double LARGE = 1e12;

    /** The slope of full on sample score, or NaN with fewer than 3 trees or no spread in the sample score. */
    public double slope() {
        if (n < 3) return Double.NaN;
        double vx = sxx - sx * sx / n;
        if (!(vx > 1e-15 * Math.max(1, sxx))) return Double.NaN;
        return (sxy - sx * sy / n) / vx;
    }

    public double intercept() {
        double b = slope();
        return Double.isNaN(b) ? Double.NaN : (sy - b * sx) / n;
    }

    /**
     * The fitness a screened-out tree carries into selection: {@code fill = fit} maps its sample score by the line
     * (when the line exists and rises; otherwise as {@code worst}); {@code fill = worst} gives the worst full-crawl value
     * of its generation. Never above the generation's best full-crawl value: an estimate does not outrank what was
     * measured.
     */
    public double fill(double look, double worstFull, double bestFull) {
        if (settings.fill() == Surrogate.Fill.WORST) return worstFull;
        double b = slope();
        if (!(b > 0) || !Double.isFinite(look) || Math.abs(look) > LARGE) return worstFull;
        return Math.min(bestFull, intercept() + b * look);
    }

    /** This generation's record, after its crawled trees have been learnt. */
    public Generation generation(int candidates, double[] lookOfCrawled, double[] fullOfCrawled) {
        double rho = lookOfCrawled.length < 3 ? Double.NaN : spearman(lookOfCrawled, fullOfCrawled);
        return new Generation(candidates, lookOfCrawled.length, rho, intercept(), slope());
    }

    private static double spearman(double[] a, double[] b) {
        double r = new SpearmansCorrelation().correlation(a, b);
        return Double.isFinite(r) ? r : Double.NaN;
    }
}
