package io.crawlgp.content.prediction;

import io.crawlgp.learning.LongDoubleMemo;
import io.crawlgp.text.TermVector;
import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The features of Radinsky & Bennett §4.2 over a corpus, for prediction interval σ and window l. Vector quantities
 * are memoised per version pair (content rarely changes, so most pairs repeat). Thread-safe.
 *
 * <p>2D features of page A at time t (§4.2.1): (1) frequency of significant change in (t − l, t]; (2) unigram
 * probabilities c_i/Σc of the V most frequent terms (document frequency over all versions); (3) ‖A(t) − A(t−i)‖,
 * i = 1..l; (4) ‖A(t−i) − A(t−i−σ)‖, i = 1..l; (5) change(A(t−i)), i = 1..l. Norms are of raw count vectors, as
 * log(1 + ‖·‖).
 *
 * <p>3D features of a related page B for target A (§4.2.2): (1)-(5) of B, then (6) cos(A(t−i+1), B(t−i+1)),
 * i = 1..l; (7) cos(δ_i(B), A(t)) and cos(δ_i(B), δ_i(A)) with δ_i(X) = X(t) − X(t−i), i = 1..l. Cosines are of
 * tf-idf vectors; a zero vector gives cosine 0. Vocabulary and idf come from the versions of the feature map: all of them
 * in the fully observed setting, those a crawler fetched in its warm-up in {@link #warmUp}; a map is read from a
 * timeline (the full history, or a crawler's record via {@link #on}).
 */
public final class FeatureSpace {
    private final ContentCorpus corpus;
    private final boolean[][] labels; // null on a crawler's view
    private final Timeline timeline;
    private final int window, sigma;
    private final Stats stats;

    /**
     * The term statistics of a feature map: the V unigram terms and the idf, from a set of versions, and the memos of
     * quantities that depend only on versions and these statistics (shared by every view of the same map).
     */
    private static final class Stats {
        final int[] vocab; // term ids of the V unigram features
        final double[] idf;
        final ConcurrentHashMap<Long, Double> diffMemo = new ConcurrentHashMap<>();
        final LongDoubleMemo cosMemo = new LongDoubleMemo(), normMemo = new LongDoubleMemo();
        final ConcurrentHashMap<Integer, double[]> unigramMemo = new ConcurrentHashMap<>();
        final ConcurrentHashMap<DeltaKey, Double> deltaMemo = new ConcurrentHashMap<>();

        Stats(ContentCorpus corpus, boolean[] versions, int vocabularySize) {
            int terms = corpus.vocabulary().size();
            int[] df = new int[terms];
            int documents = 0;
            for (int v = 0; v < corpus.versions(); v++) {
                if (!versions[v]) continue;
                documents++;
                for (int id : corpus.vector(v).ids) df[id]++;
            }
            idf = new double[terms];
            for (int k = 0; k < terms; k++) idf[k] = Math.log((1.0 + documents) / (1.0 + df[k])) + 1;
            Integer[] order = new Integer[terms];
            for (int k = 0; k < terms; k++) order[k] = k;
            Arrays.sort(order, (a, b) -> df[a] != df[b] ? Integer.compare(df[b], df[a]) : Integer.compare(a, b));
            int known = 0; // a term no counted version holds is unknown to the crawler: never a feature
            for (int k = 0; k < terms; k++) if (df[k] > 0) known++;
            vocab = new int[Math.min(vocabularySize, known)];
            for (int k = 0; k < vocab.length; k++) vocab[k] = order[k];
            Arrays.sort(vocab);
        }
    }

    /** The fully observed setting: every version of every page, vocabulary and idf over all of them. */
    public FeatureSpace(ContentCorpus corpus, boolean[][] labels, int window, int sigma, int vocabularySize) {
        this(
                corpus,
                labels,
                Timeline.full(corpus, labels),
                window,
                sigma,
                statsOver(corpus, allVersions(corpus), vocabularySize));
    }

    private FeatureSpace(
            ContentCorpus corpus, boolean[][] labels, Timeline timeline, int window, int sigma, Stats stats) {
        if (window < 1) throw new UserError("window l must be >= 1, got " + window);
        if (sigma < 1) throw new UserError("sigma must be >= 1, got " + sigma);
        this.corpus = corpus;
        this.labels = labels;
        this.timeline = timeline;
        this.window = window;
        this.sigma = sigma;
        this.stats = stats;
    }

    private static Stats statsOver(ContentCorpus corpus, boolean[] versions, int vocabularySize) {
        return new Stats(corpus, versions, vocabularySize);
    }

    private static boolean[] allVersions(ContentCorpus corpus) {
        boolean[] all = new boolean[corpus.versions()];
        Arrays.fill(all, true);
        return all;
    }

    /**
     * The feature map a crawler builds at the end of a warm-up in which it fetched every page every cycle up to
     * {@code lastCycle}: vocabulary and idf over the versions current at cycles 0..lastCycle, labels as given (the
     * caller sets none after lastCycle). Nothing later is read.
     */
    public static FeatureSpace warmUp(
            ContentCorpus corpus, boolean[][] labels, int window, int sigma, int vocabularySize, int lastCycle) {
        boolean[] seen = new boolean[corpus.versions()];
        for (int p = 0; p < corpus.pages(); p++)
            for (int c = 0; c <= lastCycle; c++) seen[corpus.versionIndex(p, c)] = true;
        return new FeatureSpace(
                corpus, labels, Timeline.full(corpus, labels), window, sigma, statsOver(corpus, seen, vocabularySize));
    }

    /** The same feature map (vocabulary, idf, memos) read from another timeline, e.g. a crawler's record. */
    public FeatureSpace on(Timeline other) {
        return new FeatureSpace(corpus, null, other, window, sigma, stats);
    }

    public Timeline timeline() {
        return timeline;
    }

    public int window() {
        return window;
    }

    public int sigma() {
        return sigma;
    }

    /** The labels of the fully observed setting (a crawler's view has only its timeline). */
    public boolean[][] labels() {
        if (labels == null) throw new IllegalStateException("a crawler's view has no full labels; read its timeline");
        return labels;
    }

    public ContentCorpus corpus() {
        return corpus;
    }

    /** The first time with a full feature window: t − l − σ ≥ 0. */
    public int firstTime() {
        return window + sigma;
    }

    public int dim2() {
        return 1 + stats.vocab.length + 3 * window;
    }

    public int dim3() {
        return dim2() + 3 * window;
    }

    public double[] twoD(int page, int t) {
        double[] x = new double[dim2()];
        fill2(page, t, x);
        return x;
    }

    public double[] threeD(int expert, int target, int t) {
        double[] x = new double[dim3()];
        int j = fill2(expert, t, x);
        for (int i = 1; i <= window; i++)
            x[j++] = cos(timeline.version(target, t - i + 1), timeline.version(expert, t - i + 1));
        int a = timeline.version(target, t), b = timeline.version(expert, t);
        for (int i = 1; i <= window; i++) {
            int bPast = timeline.version(expert, t - i), aPast = timeline.version(target, t - i);
            x[j++] = b == bPast ? 0 : deltaCos(b, bPast, a, -1);
            x[j++] = b == bPast || a == aPast ? 0 : deltaCos(b, bPast, a, aPast);
        }
        return x;
    }

    private int fill2(int page, int t, double[] x) {
        if (t < firstTime()) throw new UserError("time " + t + " has no full window (first: " + firstTime() + ")");
        int j = 0;
        int changes = 0;
        for (int c = t - window + 1; c <= t; c++) if (c >= 1 && timeline.changed(page, c)) changes++;
        x[j++] = (double) changes / window;
        int now = timeline.version(page, t);
        double[] u = unigram(now);
        System.arraycopy(u, 0, x, j, u.length);
        j += u.length;
        for (int i = 1; i <= window; i++) x[j++] = diff(now, timeline.version(page, t - i));
        for (int i = 1; i <= window; i++)
            x[j++] = diff(timeline.version(page, t - i), timeline.version(page, t - i - sigma));
        for (int i = 1; i <= window; i++) x[j++] = t - i >= 1 && timeline.changed(page, t - i) ? 1 : 0;
        return j;
    }

    double[] unigram(int version) {
        int[] vocab = stats.vocab;
        return stats.unigramMemo.computeIfAbsent(version, v -> {
            TermVector tv = corpus.vector(v);
            double[] u = new double[vocab.length];
            if (tv.total == 0) return u;
            for (int k = 0; k < vocab.length; k++) u[k] = tv.count(vocab[k]) / (double) tv.total;
            return u;
        });
    }

    double diff(int va, int vb) {
        if (va == vb) return 0;
        long key = va < vb ? ((long) va << 32) | vb : ((long) vb << 32) | va;
        return stats.diffMemo.computeIfAbsent(
                key, k -> Math.log1p(TermVector.diffNorm(corpus.vector(va), corpus.vector(vb))));
    }

    /**
     * tf-idf cosine between two versions, computed with the lower version first whichever way it is asked: the two
     * orientations' sums of products round differently in the last bit for about one pair in six, and the memo holds
     * one value per unordered pair, so a value taken from the first caller's orientation would depend on which thread
     * asked first (target A with expert B, or B with A).
     */
    public double cos(int v1, int v2) {
        int va = Math.min(v1, v2), vb = Math.max(v1, v2);
        if (va == vb) return corpus.vector(va).total == 0 ? 0 : 1;
        return stats.cosMemo.computeIfAbsent(((long) va << 32) | vb, k -> cosInOrder(va, vb));
    }

    /**
     * The tf-idf cosine of two distinct versions, its sum of products taken in the order given (a's count, then b's),
     * not memoised: what {@link #cos} memoises with the lower version first (tests compare the two orders).
     */
    double cosInOrder(int va, int vb) {
        TermVector a = corpus.vector(va), b = corpus.vector(vb);
        double[] idf = stats.idf;
        double dot = 0, na = norm2(va), nb = norm2(vb);
        int i = 0, j = 0;
        while (i < a.ids.length && j < b.ids.length) {
            if (a.ids[i] == b.ids[j]) {
                double w = idf[a.ids[i]];
                dot += a.counts[i++] * w * b.counts[j++] * w;
            } else if (a.ids[i] < b.ids[j]) i++;
            else j++;
        }
        return na == 0 || nb == 0 ? 0 : dot / Math.sqrt(na * nb);
    }

    /** The squared norm of a version's tf-idf vector, memoised per version (a version meets many others). */
    private double norm2(int v) {
        return stats.normMemo.computeIfAbsent(v, k -> {
            TermVector a = corpus.vector(v);
            double[] idf = stats.idf;
            double n = 0;
            for (int i = 0; i < a.ids.length; i++) {
                double w = a.counts[i] * idf[a.ids[i]];
                n += w * w;
            }
            return n;
        });
    }

    /** cos(x − xPast, y − yPast) on tf-idf vectors; yPast = −1 means the plain y. Memoised. */
    double deltaCos(int x, int xPast, int y, int yPast) {
        return stats.deltaMemo.computeIfAbsent(new DeltaKey(x, xPast, y, yPast), k -> {
            Sparse dx = delta(x, xPast), dy = delta(y, yPast);
            double nx = dx.norm2(), ny = dy.norm2();
            return nx == 0 || ny == 0 ? 0 : dx.dot(dy) / Math.sqrt(nx * ny);
        });
    }

    private record DeltaKey(int x, int xPast, int y, int yPast) {}

    /** A sparse tf-idf vector: ids increasing. */
    record Sparse(int[] ids, double[] vals) {
        double norm2() {
            double s = 0;
            for (double v : vals) s += v * v;
            return s;
        }

        double dot(Sparse o) {
            double s = 0;
            int i = 0, j = 0;
            while (i < ids.length && j < o.ids.length) {
                if (ids[i] == o.ids[j]) s += vals[i++] * o.vals[j++];
                else if (ids[i] < o.ids[j]) i++;
                else j++;
            }
            return s;
        }
    }

    /** tf-idf of version v minus that of version past (past = −1: v alone), by a sorted merge. */
    Sparse delta(int v, int past) {
        TermVector a = corpus.vector(v);
        TermVector b = past < 0 ? new TermVector(new int[0], new int[0]) : corpus.vector(past);
        double[] idf = stats.idf;
        int[] ids = new int[a.ids.length + b.ids.length];
        double[] vals = new double[ids.length];
        int i = 0, j = 0, k = 0;
        while (i < a.ids.length || j < b.ids.length) {
            int ia = i < a.ids.length ? a.ids[i] : Integer.MAX_VALUE,
                    jb = j < b.ids.length ? b.ids[j] : Integer.MAX_VALUE;
            int id;
            double d;
            if (ia == jb) {
                id = ia;
                d = (a.counts[i++] - b.counts[j++]) * idf[id];
            } else if (ia < jb) {
                id = ia;
                d = a.counts[i++] * idf[id];
            } else {
                id = jb;
                d = -b.counts[j++] * idf[id];
            }
            if (d != 0) {
                ids[k] = id;
                vals[k++] = d;
            }
        }
        return new Sparse(Arrays.copyOf(ids, k), Arrays.copyOf(vals, k));
    }

    /** Names of the 2D (and, with {@code threeD}, 3D) features, for inspection. */
    public List<String> names(boolean threeD) {
        List<String> n = new ArrayList<>();
        n.add("change_freq");
        for (int id : stats.vocab) n.add("p_" + corpus.vocabulary().get(id));
        for (int i = 1; i <= window; i++) n.add("dist_t_t-" + i);
        for (int i = 1; i <= window; i++) n.add("dist_t-" + i + "_t-" + i + "-sigma");
        for (int i = 1; i <= window; i++) n.add("change_t-" + i);
        if (threeD) {
            for (int i = 1; i <= window; i++) n.add("cos_target_t-" + (i - 1));
            for (int i = 1; i <= window; i++) {
                n.add("cos_delta" + i + "_target");
                n.add("cos_delta" + i + "_target_delta");
            }
        }
        return n;
    }

    /** tf-idf weight of a term in a version (for temporal expert selection). */
    double tfidf(int version, int term) {
        TermVector tv = corpus.vector(version);
        return tv.total == 0 ? 0 : tv.count(term) / (double) tv.total * stats.idf[term];
    }

    /** The top-m terms of a version by tf-idf (ties by id). */
    int[] topTerms(int version, int m) {
        TermVector tv = corpus.vector(version);
        double[] idf = stats.idf;
        Integer[] idx = new Integer[tv.ids.length];
        for (int i = 0; i < idx.length; i++) idx[i] = i;
        Arrays.sort(idx, (p, q) -> {
            double wp = tv.counts[p] * idf[tv.ids[p]], wq = tv.counts[q] * idf[tv.ids[q]];
            return wp != wq ? Double.compare(wq, wp) : Integer.compare(tv.ids[p], tv.ids[q]);
        });
        int[] out = new int[Math.min(m, idx.length)];
        for (int i = 0; i < out.length; i++) out[i] = tv.ids[idx[i]];
        return out;
    }
}
