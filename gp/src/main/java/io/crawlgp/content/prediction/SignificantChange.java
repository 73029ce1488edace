package io.crawlgp.content.prediction;

import io.crawlgp.text.TermVector;
import java.util.HashMap;
import java.util.Map;
import org.apache.commons.math3.special.Gamma;

/**
 * Significant change (Radinsky & Bennett §3.1, Eq. 1): the word distributions of consecutive versions differ by a
 * chi-squared test of homogeneity at p < 0.05. The table has two rows (the versions) and one column per term in
 * either version; the expected count of a cell is row total × column total / grand total, and the statistic has
 * (columns − 1) degrees of freedom. With {@code pool = true}, columns whose smaller expected count is below 5 are
 * merged into one column first (the textbook rule for the approximation; an option because the paper does not say).
 */
public final class SignificantChange {
    private SignificantChange() {}

    public static final double ALPHA = 0.05;

    /** The p-value of the homogeneity test between two term vectors (1 when identical or when a version is empty). */
    public static double pValue(TermVector a, TermVector b, boolean pool) {
        if (a == b || a.total == 0 || b.total == 0) return 1;
        double na = a.total, nb = b.total, n = na + nb;
        double chi = 0, pooledA = 0, pooledB = 0;
        int columns = 0;
        int i = 0, j = 0;
        while (i < a.ids.length || j < b.ids.length) {
            int ia = i < a.ids.length ? a.ids[i] : Integer.MAX_VALUE,
                    jb = j < b.ids.length ? b.ids[j] : Integer.MAX_VALUE;
            double oa, ob;
            if (ia == jb) {
                oa = a.counts[i++];
                ob = b.counts[j++];
            } else if (ia < jb) {
                oa = a.counts[i++];
                ob = 0;
            } else {
                oa = 0;
                ob = b.counts[j++];
            }
            double col = oa + ob;
            double ea = na * col / n, eb = nb * col / n;
            if (pool && Math.min(ea, eb) < 5) {
                pooledA += oa;
                pooledB += ob;
                continue;
            }
            chi += (oa - ea) * (oa - ea) / ea + (ob - eb) * (ob - eb) / eb;
            columns++;
        }
        if (pool && pooledA + pooledB > 0) {
            double col = pooledA + pooledB, ea = na * col / n, eb = nb * col / n;
            chi += (pooledA - ea) * (pooledA - ea) / ea + (pooledB - eb) * (pooledB - eb) / eb;
            columns++;
        }
        return upperTail(chi, columns);
    }

    /**
     * P(χ²(columns − 1) ≥ chi), 1 when columns < 2: {@code 1 − ChiSquaredDistribution(columns − 1).cumulativeProbability(chi)}
     * as Commons Math computes it (a gamma CDF with shape df / 2 and scale 2), without building the distribution, whose
     * gamma seeds a random generator (a 624-word state) that the CDF never uses.
     */
    static double upperTail(double chi, int columns) {
        if (columns < 2) return 1;
        double df = columns - 1;
        return 1 - (chi <= 0 ? 0 : Gamma.regularizedGammaP(df / 2, chi / 2));
    }

    /** Labels h(p, c) for c = 1..C: the page changed at c and the change is significant. Index 0 is unused (false). */
    public static boolean[][] labels(ContentCorpus corpus, boolean pool) {
        boolean[][] h = new boolean[corpus.pages()][corpus.cycles() + 1];
        Map<Long, Boolean> memo = new HashMap<>();
        for (int p = 0; p < corpus.pages(); p++)
            for (int c = 1; c <= corpus.cycles(); c++) {
                int va = corpus.versionIndex(p, c - 1), vb = corpus.versionIndex(p, c);
                if (va == vb) continue;
                long key = ((long) va << 32) | vb;
                h[p][c] = memo.computeIfAbsent(key, k -> pValue(corpus.vector(va), corpus.vector(vb), pool) < ALPHA);
            }
        return h;
    }

    /**
     * The behaviour-change filter of §7.1: a page is kept when its labels flip (h(t) ≠ h(t+1)) in at least a share
     * {@code alpha} of the consecutive cycle pairs (the paper: α = 0.3).
     */
    public static boolean behaviourChanges(boolean[] h, double alpha) {
        int flips = 0, pairs = 0;
        for (int c = 1; c + 1 < h.length; c++) {
            pairs++;
            if (h[c] != h[c + 1]) flips++;
        }
        return pairs > 0 && flips >= alpha * pairs;
    }
}
