package io.crawlgp.content.prediction;

import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.DoubleUnaryOperator;

/**
 * Expert selection (§6): the k related pages a target's multiple-experts ensemble listens to, chosen from what is
 * known at the selection time t0 (the data never looks past it).
 * <ul>
 *   <li>{@code graph} (§6.1): nearest pages in the {@link LinkGraph}, weight 1 each;</li>
 *   <li>{@code content} (§6.2): highest tf-idf cosine of the versions at t0, weight = the cosine;</li>
 *   <li>{@code xcorr} (§6.3): Distance(p, e) = Σ_w ω(w)·Q(Dyn(w, p), Dyn(w, e)) over the m terms w with the highest
 *       tf-idf in p(t0), ω(w) = tfidf(w, p(t0)), Dyn(w, d) the daily tf-idf series over the last N cycles up to t0,
 *       Q the normalised cross-correlation maximised over delays d = 0..N−1 (the expert leading); highest first,
 *       weight = the score (at least 10⁻⁶); constant series correlate 0;</li>
 *   <li>{@code dtw} (§6.3, Fig. 5): Q = DTW distance (|a − b| cost) within a Sakoe-Chiba band of radius r; lowest
 *       first, weight 1/(1 + distance). The search prunes with the LB_Keogh lower bound (valid for the same band): a
 *       candidate whose bound exceeds the k-th best exact distance is skipped.</li>
 * </ul>
 * Ties go to higher content similarity, then lower page index.
 */
public final class ExpertSelection {
    public enum Method {
        GRAPH,
        CONTENT,
        XCORR,
        DTW;

        public static Method parse(String s) {
            for (Method m : values()) if (m.name().equalsIgnoreCase(s)) return m;
            throw new UserError("unknown expert selection '" + s + "'; known: graph, content, xcorr, dtw");
        }

        public String label() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** Counters of the DTW search (for measuring the pruning). */
    public static final class DtwStats {
        public long candidates, fullDtw;
    }

    private final FeatureSpace fs;
    private final LinkGraph graph;
    private final int terms, span, band;

    /** {@code terms}: m; {@code span}: N cycles of history; {@code band}: DTW radius r (≥ N means unconstrained). */
    public ExpertSelection(FeatureSpace fs, LinkGraph graph, int terms, int span, int band) {
        this.fs = fs;
        this.graph = graph;
        this.terms = terms;
        this.span = span;
        this.band = band;
    }

    public List<Expert> select(Method m, int target, int t0, int k, DtwStats stats) {
        ContentCorpus c = fs.corpus();
        int n = c.pages();
        int vt = c.versionIndex(target, t0);
        double[] content = new double[n];
        for (int e = 0; e < n; e++) content[e] = e == target ? -1 : fs.cos(vt, c.versionIndex(e, t0));
        switch (m) {
            case GRAPH -> {
                List<Expert> out = new ArrayList<>();
                for (int e : graph.nearest(target, k)) out.add(new Expert(e, 1));
                return out;
            }
            case CONTENT -> {
                return top(content, content, target, k, true, s -> s);
            }
            case XCORR -> {
                return top(xcorrScores(target, t0, false), content, target, k, true, s -> Math.max(s, 1e-6));
            }
            case DTW -> {
                return dtwNearest(target, t0, k, content, stats == null ? new DtwStats() : stats, true);
            }
        }
        throw new IllegalStateException();
    }

    /**
     * Distance(target, e) of §6.3 for every candidate e (0 for the target itself). {@code plain}: every series built and
     * correlated, the reference for tests; otherwise a term's Q is taken as 0 without building series when either is
     * constant (a constant target series, a candidate that kept one version over the window, or a term its versions
     * weigh alike), which is what {@link #crossCorrelation} returns for them.
     */
    double[] xcorrScores(int target, int t0, boolean plain) {
        ContentCorpus c = fs.corpus();
        int vt = c.versionIndex(target, t0);
        double[][] dynP = dynamics(target, t0);
        int[] words = fs.topTerms(vt, terms);
        double[] omega = new double[words.length];
        for (int w = 0; w < words.length; w++) omega[w] = fs.tfidf(vt, words[w]);
        double[] score = new double[c.pages()];
        int[][] varying = plain ? null : varyingTerms(t0);
        boolean[] constantP = new boolean[words.length];
        for (int w = 0; w < words.length; w++) constantP[w] = isConstant(dynP[w]);
        for (int e = 0; e < score.length; e++) {
            if (e == target) continue;
            double s = 0;
            for (int w = 0; w < words.length; w++) {
                if (!plain && (constantP[w] || Arrays.binarySearch(varying[e], words[w]) < 0)) s += omega[w] * 0.0;
                else s += omega[w] * crossCorrelation(dynP[w], series(e, t0, words[w]));
            }
            score[e] = s;
        }
        return score;
    }

    /** Per page, the terms whose tf-idf is not the same in all its versions over the window ending at t0 (sorted): the
     *  terms whose series is not constant. The last few windows are kept, since every target of a sweep shares one. */
    private int[][] varyingTerms(int t0) {
        synchronized (varyingByT0) {
            int[][] known = varyingByT0.get(t0);
            if (known != null) return known;
        }
        int[][] out = new int[fs.corpus().pages()][];
        for (int e = 0; e < out.length; e++) {
            int[] versions = windowVersions(e, t0);
            if (versions.length < 2) {
                out[e] = new int[0];
                continue;
            }
            TreeSet<Integer> present = new TreeSet<>();
            for (int v : versions) for (int id : fs.corpus().vector(v).ids) present.add(id);
            int[] vary = new int[present.size()];
            int n = 0;
            for (int term : present) if (!sameWeight(versions, term)) vary[n++] = term;
            out[e] = Arrays.copyOf(vary, n);
        }
        synchronized (varyingByT0) {
            varyingByT0.put(t0, out);
        }
        return out;
    }

    /** Varying terms of the last windows asked for (a sweep asks for one window for every target). */
    private final Map<Integer, int[][]> varyingByT0 = new LinkedHashMap<>(8, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Integer, int[][]> eldest) {
            return size() > 4;
        }
    };

    /** The DTW search without LB_Keogh pruning (every candidate's full DTW): the reference for measurements and tests. */
    public List<Expert> dtwWithoutPruning(int target, int t0, int k, DtwStats stats) {
        ContentCorpus c = fs.corpus();
        int vt = c.versionIndex(target, t0);
        double[] content = new double[c.pages()];
        for (int e = 0; e < content.length; e++) content[e] = e == target ? -1 : fs.cos(vt, c.versionIndex(e, t0));
        return dtwNearest(target, t0, k, content, stats, false);
    }

    /** DTW k-nearest with ({@code prune}) or without LB_Keogh pruning: the same answer either way (tested). */
    List<Expert> dtwNearest(int target, int t0, int k, double[] content, DtwStats stats, boolean prune) {
        ContentCorpus c = fs.corpus();
        int n = c.pages();
        int vt = c.versionIndex(target, t0);
        int[] words = fs.topTerms(vt, terms);
        double[][] q = dynamics(target, t0);
        double[] omega = new double[words.length];
        for (int w = 0; w < words.length; w++) omega[w] = fs.tfidf(vt, words[w]);
        double[][] upper = new double[words.length][], lower = new double[words.length][];
        for (int w = 0; w < words.length; w++) {
            upper[w] = envelope(q[w], band, true);
            lower[w] = envelope(q[w], band, false);
        }
        double[] lb = new double[n];
        double[][][] cand = new double[n][][];
        Integer[] order = new Integer[n - 1];
        int o = 0;
        for (int e = 0; e < n; e++) {
            if (e == target) continue;
            cand[e] = new double[words.length][];
            double b = 0;
            for (int w = 0; w < words.length; w++) {
                cand[e][w] = series(e, t0, words[w]);
                b += omega[w] * lbKeogh(cand[e][w], upper[w], lower[w]);
            }
            lb[e] = b;
            order[o++] = e;
        }
        Arrays.sort(
                order,
                (a, b) -> Double.compare(lb[a], lb[b]) != 0 ? Double.compare(lb[a], lb[b]) : Integer.compare(a, b));
        double[] dist = new double[n];
        Arrays.fill(dist, Double.POSITIVE_INFINITY);
        List<Integer> best = new ArrayList<>(); // exact distances, kept sorted
        for (int e : order) {
            stats.candidates++;
            if (prune && best.size() >= k && lb[e] > dist[best.get(k - 1)])
                continue; // strictly worse than the k-th: skip
            double d = 0;
            for (int w = 0; w < words.length; w++) d += omega[w] * dtw(q[w], cand[e][w], band);
            stats.fullDtw++;
            dist[e] = d;
            best.add(e);
            best.sort((a, b) -> cmp(dist[a], dist[b], content[a], content[b], a, b, false));
        }
        double[] score = new double[n];
        for (int e = 0; e < n; e++) score[e] = dist[e];
        List<Expert> out = new ArrayList<>();
        for (int i = 0; i < Math.min(k, best.size()); i++)
            out.add(new Expert(best.get(i), 1 / (1 + dist[best.get(i)])));
        return out;
    }

    private static int cmp(double sa, double sb, double ca, double cb, int a, int b, boolean higherFirst) {
        int c = higherFirst ? Double.compare(sb, sa) : Double.compare(sa, sb);
        if (c != 0) return c;
        c = Double.compare(cb, ca);
        return c != 0 ? c : Integer.compare(a, b);
    }

    private List<Expert> top(
            double[] score, double[] content, int target, int k, boolean higherFirst, DoubleUnaryOperator weight) {
        List<Integer> idx = new ArrayList<>();
        for (int e = 0; e < score.length; e++) if (e != target) idx.add(e);
        idx.sort((a, b) -> cmp(score[a], score[b], content[a], content[b], a, b, higherFirst));
        List<Expert> out = new ArrayList<>();
        for (int i = 0; i < Math.min(k, idx.size()); i++)
            out.add(new Expert(idx.get(i), weight.applyAsDouble(score[idx.get(i)])));
        return out;
    }

    /** Dyn(w, p) for the target's top terms, over the last N cycles up to t0. */
    private double[][] dynamics(int page, int t0) {
        int[] words = fs.topTerms(fs.corpus().versionIndex(page, t0), terms);
        double[][] out = new double[words.length][];
        for (int w = 0; w < words.length; w++) out[w] = series(page, t0, words[w]);
        return out;
    }

    double[] series(int page, int t0, int term) {
        int from = Math.max(0, t0 - span + 1);
        double[] s = new double[t0 - from + 1];
        int last = -1;
        double val = 0;
        for (int t = from; t <= t0; t++) {
            int v = fs.corpus().versionIndex(page, t);
            if (v != last) {
                val = fs.tfidf(v, term);
                last = v;
            }
            s[t - from] = val;
        }
        return s;
    }

    /** The distinct versions page p holds over the window of {@link #series} (in time order, each once per run). */
    private int[] windowVersions(int page, int t0) {
        int from = Math.max(0, t0 - span + 1);
        int[] out = new int[4];
        int count = 0, last = -1;
        for (int t = from; t <= t0; t++) {
            int v = fs.corpus().versionIndex(page, t);
            if (v == last) continue;
            if (count == out.length) out = Arrays.copyOf(out, count * 2);
            out[count++] = last = v;
        }
        return Arrays.copyOf(out, count);
    }

    /** True when every version in the window gives the term the same tf-idf: its series is constant. */
    private boolean sameWeight(int[] versions, int term) {
        double first = fs.tfidf(versions[0], term);
        for (int i = 1; i < versions.length; i++) if (fs.tfidf(versions[i], term) != first) return false;
        return true;
    }

    static boolean isConstant(double[] a) {
        for (int i = 1; i < a.length; i++) if (a[i] != a[0]) return false;
        return true;
    }

    /**
     * §6.3: max over delays d = 0..N−1 of Σ_i (a[i] − Ea)(b[i − d] − Eb) / (N·σa·σb); 0 when a series is constant
     * (every value equal, or a variance within rounding of 0).
     */
    static double crossCorrelation(double[] a, double[] b) {
        if (isConstant(a) || isConstant(b)) return 0;
        int n = Math.min(a.length, b.length);
        double ma = 0, mb = 0;
        for (int i = 0; i < n; i++) {
            ma += a[i];
            mb += b[i];
        }
        ma /= n;
        mb /= n;
        double va = 0, vb = 0;
        for (int i = 0; i < n; i++) {
            va += (a[i] - ma) * (a[i] - ma);
            vb += (b[i] - mb) * (b[i] - mb);
        }
        if (va <= 1e-24 || vb <= 1e-24) return 0;
        double norm = n * Math.sqrt(va / n) * Math.sqrt(vb / n);
        double best = Double.NEGATIVE_INFINITY;
        for (int d = 0; d < n; d++) {
            double s = 0;
            for (int i = d; i < n; i++) s += (a[i] - ma) * (b[i - d] - mb);
            best = Math.max(best, s / norm);
        }
        return best;
    }

    /** DTW of Fig. 5 with cost |a(i) − b(j)|, restricted to |i − j| ≤ r (r ≥ length: the full matrix). */
    static double dtw(double[] a, double[] b, int r) {
        int n = a.length, m = b.length;
        int rr = Math.max(r, Math.abs(n - m));
        double[] prev = new double[m + 1], cur = new double[m + 1];
        Arrays.fill(prev, Double.POSITIVE_INFINITY);
        prev[0] = 0;
        for (int i = 1; i <= n; i++) {
            Arrays.fill(cur, Double.POSITIVE_INFINITY);
            int lo = Math.max(1, i - rr), hi = Math.min(m, i + rr);
            for (int j = lo; j <= hi; j++) {
                double best = Math.min(prev[j], Math.min(cur[j - 1], prev[j - 1]));
                cur[j] = Math.abs(a[i - 1] - b[j - 1]) + best;
            }
            double[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[m];
    }

    /** Upper (or lower) envelope of q within radius r: max (min) of q[i − r .. i + r]. */
    static double[] envelope(double[] q, int r, boolean upper) {
        double[] e = new double[q.length];
        for (int i = 0; i < q.length; i++) {
            double v = q[i];
            for (int j = Math.max(0, i - r); j <= Math.min(q.length - 1, i + r); j++)
                v = upper ? Math.max(v, q[j]) : Math.min(v, q[j]);
            e[i] = v;
        }
        return e;
    }

    /** LB_Keogh for the |·| cost: Σ_i distance of c[i] outside [L_i, U_i]; ≤ banded DTW(q, c) for equal lengths. */
    static double lbKeogh(double[] c, double[] upper, double[] lower) {
        double s = 0;
        for (int i = 0; i < c.length; i++) {
            if (c[i] > upper[i]) s += c[i] - upper[i];
            else if (c[i] < lower[i]) s += lower[i] - c[i];
        }
        return s;
    }
}
