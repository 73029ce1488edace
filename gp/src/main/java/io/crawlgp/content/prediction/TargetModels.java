package io.crawlgp.content.prediction;

import io.crawlgp.learning.Classifier;
import io.crawlgp.learning.LongDoubleMemo;
import io.crawlgp.learning.PolySvm;
import io.crawlgp.util.Seeds;
import io.crawlgp.util.UserError;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntFunction;

/**
 * The learners of §5 for one target page and its experts, trained on examples at times [from, to] (features at j,
 * label h(target, j + σ)) and queried at a later time. Feature vectors are cached per (page, time).
 * <ul>
 *   <li>{@code 1D} (§5.1): the frequency of significant change over the last l cycles; predicts change when ≥ ½;
 *       its probability for the crawler is the frequency over the training window;</li>
 *   <li>{@code 2D} (§5.2): one SVM on the target's 2D features;</li>
 *   <li>{@code 3D} (§5.3.1, Fig. 3): one SVM per expert on the expert's 3D features labelled with the target's future,
 *       plus the target's own 2D SVM as an expert of itself (§9.1), combined by a majority vote weighted by R (the
 *       target's own weight: the largest expert weight); probability: the R-weighted mean of the members';</li>
 *   <li>{@code union} (§5.3.2): one SVM on the target's 2D features joined with every expert's 3D features;</li>
 *   <li>{@code bagging}, {@code boosting} (§5.3.3): ensembles over the union examples.</li>
 * </ul>
 */
public final class TargetModels implements FeatureSource {
    private final FeatureSpace fs;
    private final int target;
    private final List<Expert> experts;
    private final double[][] own;
    private final double[][][] rel;
    private final double[][] union;

    public TargetModels(FeatureSpace fs, int target, List<Expert> experts) {
        this.fs = fs;
        this.target = target;
        this.experts = experts;
        int times = fs.corpus().cycles() + 1;
        own = new double[times][];
        rel = new double[experts.size()][times][];
        union = new double[times][];
    }

    int target() {
        return target;
    }

    List<Expert> experts() {
        return experts;
    }

    public double[] own(int t) {
        if (own[t] == null) own[t] = fs.twoD(target, t);
        return own[t];
    }

    public double[] rel(int e, int t) {
        if (rel[e][t] == null) rel[e][t] = fs.threeD(experts.get(e).page(), target, t);
        return rel[e][t];
    }

    /** Cached like the parts: every sliding window reuses n − 1 of its predecessor's examples. */
    double[] union(int t) {
        if (union[t] == null) union[t] = joined(t);
        return union[t];
    }

    private double[] joined(int t) {
        double[][] parts = new double[experts.size()][];
        for (int e = 0; e < parts.length; e++) parts[e] = rel(e, t);
        return concat(own(t), parts);
    }

    /** The relational-union example (§5.3.2): the target's 2D features, then each expert's 3D features in expert order. */
    static double[] concat(double[] own, double[][] experts) {
        int d = own.length;
        for (double[] r : experts) d += r.length;
        double[] x = new double[d];
        System.arraycopy(own, 0, x, 0, own.length);
        int j = own.length;
        for (double[] r : experts) {
            System.arraycopy(r, 0, x, j, r.length);
            j += r.length;
        }
        return x;
    }

    /**
     * The multiple-experts decision (§5.3.1): each member votes its weight for "change" or "no change"; change wins
     * only with strictly more weight (ties predict no change).
     */
    static boolean weightedVote(boolean[] says, double[] weights) {
        double yes = 0, no = 0;
        for (int i = 0; i < says.length; i++) {
            if (says[i]) yes += weights[i];
            else no += weights[i];
        }
        return yes > no;
    }

    boolean label(int t) {
        return fs.timeline().changed(target, t + fs.sigma());
    }

    /**
     * A trained method: predicts h(target, t + σ) from the state at t, read from the features it was trained on or
     * from another source of the same target and experts (a crawler's view).
     */
    public interface Trained {
        boolean predict(FeatureSource x, int t);

        double probability(FeatureSource x, int t);

        /** The member slots its probability reads (see {@link FeatureSource}): the size of a {@link FeatureSource.Recent}. */
        default int slots() {
            return 1;
        }
    }

    /** Predicts from the training features' own source (the fully observed setting). */
    boolean predict(Trained m, int t) {
        return m.predict(this, t);
    }

    double probability(Trained m, int t) {
        return m.probability(this, t);
    }

    public Trained train(String method, int from, int to, ContentSettings s, long seed) {
        int[] times = new int[to - from + 1];
        for (int i = 0; i < times.length; i++) times[i] = from + i;
        return train(method, times, s, seed);
    }

    /** Trains on the examples at these times (features at j, label h(target, j + σ)). */
    public Trained train(String method, int[] times, ContentSettings s, long seed) {
        return train(method, times, s, seed, null);
    }

    /**
     * As {@link #train(String, int[], ContentSettings, long)}; the members' probabilities under a crawler's packed
     * keys are memoised in {@code memo} (a {@link LongDoubleMemo#tagged} memo, each member under a tag of its own), or
     * not at all when it is null (a model read only from its training features, which name no keys).
     */
    public Trained train(String method, int[] times, ContentSettings s, long seed, LongDoubleMemo memo) {
        int n = times.length;
        boolean[] y = new boolean[n];
        for (int i = 0; i < n; i++) y[i] = label(times[i]);
        switch (method) {
            case "1D" -> {
                int changes = 0;
                for (int i = 0; i < n; i++) if (y[i]) changes++;
                return frequency(changes / (double) n);
            }
            case "2D" -> {
                return own(PolySvm.train(rows(times, this::own), y, s.svmC(), s.calibrate()), memo);
            }
            case "3D" -> {
                Classifier self = PolySvm.train(rows(times, this::own), y, s.svmC(), s.calibrate());
                Classifier[] cs = new Classifier[experts.size()];
                double[] weights = new double[experts.size()];
                double maxW = 0;
                for (int e = 0; e < cs.length; e++) {
                    final int ee = e;
                    cs[e] = PolySvm.train(rows(times, t -> rel(ee, t)), y, s.svmC(), s.calibrate());
                    weights[e] = experts.get(e).weight();
                    maxW = Math.max(maxW, weights[e]);
                }
                return experts(self, cs.length == 0 ? 1 : maxW, cs, weights, memo);
            }
            case "union" -> {
                return ofOwn(PolySvm.train(rows(times, this::union), y, s.svmC(), s.calibrate()));
            }
            case "bagging" -> {
                return ofOwn(Ensembles.bagging(
                        rows(times, this::union),
                        y,
                        s.ensemble(),
                        s.calibrate(),
                        s.svmC(),
                        Seeds.derive(seed, "bagging")));
            }
            case "boosting" -> {
                return ofOwn(Ensembles.adaBoost(
                        rows(times, this::union),
                        y,
                        s.ensemble(),
                        s.calibrate(),
                        s.svmC(),
                        Seeds.derive(seed, "boosting")));
            }
            default -> throw new UserError("unknown method '" + method + "'; known: " + ContentSettings.ALL_METHODS);
        }
    }

    // The trained methods are built in static methods so that they hold their classifiers only, never this instance's
    // feature caches (a crawl keeps every page's models for its whole run).

    private static Trained frequency(double freq) {
        return new Trained() {
            public boolean predict(FeatureSource x, int t) {
                return x.own(t)[0] >= 0.5;
            }

            public double probability(FeatureSource x, int t) {
                return freq;
            }
        };
    }

    /**
     * A classifier's probability of a source's vector, memoised under the vector's inputs when the source names them (a
     * crawler's view; the training source names none): packed into a long where they fit, under the member's tag in the
     * model's shared memo, as a {@link FeatureSource.Key} otherwise. Before the memo, the page's remembered values
     * ({@link FeatureSource.Recent}).
     */
    private static final class Member {
        private final Classifier c;
        private final LongDoubleMemo packed; // null: packed keys are not memoised
        private final int tag;
        private final ConcurrentHashMap<FeatureSource.Key, Double> memo = new ConcurrentHashMap<>();

        Member(Classifier c, LongDoubleMemo packed) {
            this.c = c;
            this.packed = packed;
            this.tag = packed == null ? 0 : packed.newTag();
        }

        /** A prefetch of the memo entry of packed key k (see {@link LongDoubleMemo#touch}); 0 without a memo. */
        long touch(long k) {
            return packed == null ? 0 : packed.touch(tag, k);
        }

        double probability(FeatureSource x, int slot, int t) {
            long k = x.packedKey(slot, t);
            FeatureSource.Recent recent = k >= 0 ? x.recent() : null;
            // a lone member (2D) reads the page's whole own inputs: its rows are indexed by them
            return probability(x, slot, t, k, recent, recent == null ? -1 : recent.row(slot == 0 ? k : x.rowKey(t)));
        }

        /**
         * {@link #probability(FeatureSource, int, int)} with the slot's packed key {@code k} already computed, and the
         * page's remembered values ({@code recent}, or null) in row {@code row}.
         */
        double probability(FeatureSource x, int slot, int t, long k, FeatureSource.Recent recent, int row) {
            if (k >= 0) {
                if (recent != null) {
                    double known = recent.recall(row, slot, k);
                    if (!Double.isNaN(known)) return known;
                }
                double p;
                if (packed == null) p = c.probability(x.vector(slot, t));
                // a miss (rare once the memo is warm) makes the compute function; the first computed value stays
                else if (Double.isNaN(p = packed.get(tag, k)))
                    p = packed.computeIfAbsent(tag, k, kk -> c.probability(x.vector(slot, t)));
                if (recent != null) recent.remember(row, slot, k, p);
                return p;
            }
            FeatureSource.Key key = x.key(slot, t);
            if (key == null) return c.probability(x.vector(slot, t));
            Double hit = memo.get(key);
            if (hit != null) return hit;
            double p = c.probability(x.vector(slot, t));
            memo.put(key, p);
            return p;
        }
    }

    /** An arbitrary value that prefetched reads almost never combine to (see {@code prefetch}). */
    private static final long SINK = 0x5bd1e995_2545f491L;

    private static final AtomicLong SINK_HITS = new AtomicLong();

    private static Trained experts(
            Classifier selfC, double selfW, Classifier[] cs, double[] weights, LongDoubleMemo memo) {
        Member self = new Member(selfC, memo);
        Member[] members = new Member[cs.length];
        for (int e = 0; e < cs.length; e++) members[e] = new Member(cs[e], memo);
        return new Trained() {
            public boolean predict(FeatureSource x, int t) {
                boolean[] says = new boolean[cs.length + 1];
                double[] w = new double[cs.length + 1];
                says[0] = selfC.predict(x.own(t));
                w[0] = selfW;
                for (int e = 0; e < cs.length; e++) {
                    says[e + 1] = cs[e].predict(x.rel(e, t));
                    w[e + 1] = weights[e];
                }
                return weightedVote(says, w);
            }

            public double probability(FeatureSource x, int t) {
                // a visit in a state seen before (its own inputs, and every expert's): its value
                FeatureSource.Recent recent = x.recent();
                if (recent != null) {
                    long[] keys = recent.scratch();
                    if (x.packedKeys(t, keys)) {
                        int row = recent.row(x.rowKey(t));
                        double known = recent.recallVisit(row, keys);
                        if (!Double.isNaN(known)) return known;
                        prefetch(keys, recent, row);
                        double p = weighted(x, t, keys, recent, row);
                        recent.rememberVisit(row, keys, p);
                        return p;
                    }
                }
                return weighted(x, t, null, null, -1);
            }

            /**
             * Touches the memo entries of the slots the page's row does not remember, all before any is read: a visit
             * misses the row in about half its slots, each a cold line of the memo, and these reads overlap.
             */
            private void prefetch(long[] keys, FeatureSource.Recent recent, int row) {
                long sink = Double.isNaN(recent.recall(row, 0, keys[0])) ? self.touch(keys[0]) : 0;
                for (int e = 0; e < cs.length; e++)
                    if (Double.isNaN(recent.recall(row, e + 1, keys[e + 1]))) sink ^= members[e].touch(keys[e + 1]);
                if (sink == SINK) SINK_HITS.incrementAndGet(); // keeps the reads: a value nobody uses would not be read
            }

            /** The R-weighted mean of the members' probabilities; {@code keys}: the slots' packed keys, or null. */
            private double weighted(FeatureSource x, int t, long[] keys, FeatureSource.Recent recent, int row) {
                double
                        s1 =
                                selfW
                                        * (keys == null
                                                ? self.probability(x, 0, t)
                                                : self.probability(x, 0, t, keys[0], recent, row)),
                        w = selfW;
                for (int e = 0; e < cs.length; e++) {
                    s1 += weights[e]
                            * (keys == null
                                    ? members[e].probability(x, e + 1, t)
                                    : members[e].probability(x, e + 1, t, keys[e + 1], recent, row));
                    w += weights[e];
                }
                return s1 / w;
            }

            public int slots() {
                return cs.length + 1;
            }
        };
    }

    private static Trained own(Classifier c, LongDoubleMemo memo) {
        Member m = new Member(c, memo);
        return new Trained() {
            public boolean predict(FeatureSource x, int t) {
                return c.predict(x.own(t));
            }

            public double probability(FeatureSource x, int t) {
                return m.probability(x, 0, t);
            }
        };
    }

    private static double[][] rows(int[] times, IntFunction<double[]> f) {
        double[][] x = new double[times.length][];
        for (int i = 0; i < times.length; i++) x[i] = f.apply(times[i]);
        return x;
    }

    private interface Read {
        double[] of(FeatureSource x, int t);
    }

    private static Trained of(Classifier c, Read f) {
        return new Trained() {
            public boolean predict(FeatureSource x, int t) {
                return c.predict(f.of(x, t));
            }

            public double probability(FeatureSource x, int t) {
                return c.probability(f.of(x, t));
            }
        };
    }

    /** The relational-union methods read the training instance's joined vectors (fully observed setting only). */
    private Trained ofOwn(Classifier c) {
        return new Trained() {
            public boolean predict(FeatureSource x, int t) {
                check(x);
                return c.predict(union(t));
            }

            public double probability(FeatureSource x, int t) {
                check(x);
                return c.probability(union(t));
            }
        };
    }

    private void check(FeatureSource x) {
        if (x != this) throw new IllegalStateException("the union methods are only read from their training features");
    }
}
