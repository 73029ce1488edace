package io.crawlgp.content;

import java.util.Arrays;

/**
 * The feature vectors a trained RB method reads for one target: its own 2D vector and each expert's 3D vector at a
 * time. The training instance ({@link TargetModels}) caches them; a crawler's view computes them from its record and
 * also names what they are computed from ({@link #key}, {@link #packedKey}), so that a trained member may memoise its
 * probability under that name: the same inputs give the same vector, hence the same probability.
 *
 * <p>A member is addressed by its slot: 0 is the target's own 2D vector, e + 1 expert e's 3D vector.
 */
interface FeatureSource {
    double[] own(int t);

    double[] rel(int e, int t);

    /** The vector of a slot: {@link #own} for 0, {@link #rel}(slot − 1) otherwise. */
    default double[] vector(int slot, int t) {
        return slot == 0 ? own(t) : rel(slot - 1, t);
    }

    /** What the slot's vector at t is a function of (the versions and labels it reads), or null: do not memoise. */
    default Key key(int slot, int t) {
        return null;
    }

    /**
     * The inputs the slot's vector at t reads, packed into a non-negative long (for a fixed target and expert, equal
     * keys mean equal vectors), or −1 when they do not fit in 63 bits (then {@link #key} names them).
     */
    default long packedKey(int slot, int t) {
        return -1;
    }

    /**
     * Every slot's {@link #packedKey} at t into {@code out} (one per slot); false when they do not pack (then
     * {@code out} is unspecified).
     */
    default boolean packedKeys(int t, long[] out) {
        for (int slot = 0; slot < out.length; slot++) if ((out[slot] = packedKey(slot, t)) < 0) return false;
        return true;
    }

    /**
     * What the page's {@link Recent} rows are indexed by at t: the target's versions that every expert's vector reads
     * (A(t − i + 1), i = 1..l), so that visits in different own states with the same current version share a row;
     * slot 0's packed key where no such part is named.
     */
    default long rowKey(int t) {
        return packedKey(0, t);
    }

    /** The page's remembered member probabilities by packed key ({@link Recent}), or null. */
    default Recent recent() {
        return null;
    }

    /**
     * Remembered probabilities of one page's members under one trained model, in rows by {@link #rowKey} (the page's
     * current version; a model of one member, 2D, by that member's key): per row and slot the member's latest key and
     * probability, and the latest whole visit's value.
     * A visit in a state seen before costs one row lookup and a pass over the row's keys, which lie side by side,
     * instead of a probe into each member's memo (each its own table, cold by the page's next visit). Rows are direct
     * mapped by the row key (a power of two of them; a new row key takes over its row). Trees of one population crawl
     * alike, so a page's visits with one current version mostly meet its experts in the states of the last such visit,
     * whatever the page's own labels and older versions (which its experts' keys do not name).
     * Only a cache: every hit compares the whole key, so what it holds never changes a value. Belongs to one trained
     * model (a retrained model starts a new one) and one thread.
     */
    final class Recent {
        private final int slots, rowMask, width;
        private final long[] tags;   // [row]: the own key, or −1
        private final long[] keys;   // [row * width + slot]: the slot's latest key in this row, or −1
        private final double[] values; // [row * width + slot], and at slot = slots the whole visit's value
        private final long[] scratch;

        /** For a model of {@code slots} members, with {@code rows} (a power of two) rows. */
        Recent(int slots, int rows) {
            if (rows < 1 || Integer.bitCount(rows) != 1) throw new IllegalArgumentException("rows must be a power of two, got " + rows);
            this.slots = slots;
            rowMask = rows - 1;
            width = slots + 1;
            tags = new long[rows];
            keys = new long[rows * width];
            values = new double[rows * width];
            scratch = new long[slots];
            Arrays.fill(tags, -1);
            Arrays.fill(keys, -1);
        }

        /** A buffer of one key per slot, for the visit being computed. */
        long[] scratch() {
            return scratch;
        }

        /** The row of the page's own inputs {@code own} (slot 0's packed key), taken over and emptied if another held it. */
        int row(long own) {
            int r = (int) (own ^ own >>> 29 ^ own >>> 47) & rowMask;
            if (tags[r] != own) {
                tags[r] = own;
                Arrays.fill(keys, r * width, r * width + width, -1);
            }
            return r * width;
        }

        /** The remembered probability of the slot's inputs {@code key} in a row, or NaN when none is remembered. */
        double recall(int row, int slot, long key) {
            return keys[row + slot] == key ? values[row + slot] : Double.NaN;
        }

        void remember(int row, int slot, long key, double p) {
            if (Double.isNaN(p)) return; // NaN means "not remembered"
            if (keys[row + slot] != key) keys[row + slots] = -1; // the visit's value was of the old keys
            keys[row + slot] = key;
            values[row + slot] = p;
        }

        /** The remembered value of a whole visit whose slots have these keys, or NaN. */
        double recallVisit(int row, long[] visit) {
            return keys[row + slots] == 0 && Arrays.equals(keys, row, row + slots, visit, 0, slots) ? values[row + slots] : Double.NaN;
        }

        /** After every slot of the visit was remembered with {@code visit}'s keys: the visit's value. */
        void rememberVisit(int row, long[] visit, double p) {
            if (Double.isNaN(p) || !Arrays.equals(keys, row, row + slots, visit, 0, slots)) return;
            keys[row + slots] = 0; // the row's keys are those of this value
            values[row + slots] = p;
        }
    }

    /** The inputs of a feature vector, compared by value. */
    record Key(int[] inputs) {
        @Override public boolean equals(Object o) { return o instanceof Key k && Arrays.equals(inputs, k.inputs); }
        @Override public int hashCode() { return Arrays.hashCode(inputs); }
    }

    /**
     * The features of a target and its experts on a feature space read from a crawler's record: computed per visit,
     * uncached, with the keys of their inputs (versions at t − l − σ .. t, labels at t − l .. t; FeatureSpace's 2D
     * and 3D features read nothing else). Packed keys hold each page's versions as their ranks
     * ({@link CrawlerRecord#rank}). Slot 0's packed key is the target's inputs; an expert's is the expert's inputs
     * and only the target's versions its 3D vector reads ({@link FeatureSpace#threeD}, §4.2.2 (6)-(7)): A(t − i + 1)
     * for the cosines, i = 1..l, and A(t − i) only where the expert's version at t − i differs from its version at t
     * (a 0 in its place otherwise). So one key may stand for several crawler states, all of which give the same
     * vector: a page visited just after its own change meets its quiet experts' memo entries of the visits before.
     * Keys pack when the wider of the two fits in 63 bits (e.g. l = σ = 1 and at most 2^12 versions per page).
     */
    static FeatureSource of(FeatureSpace view, CrawlerRecord record, int target, java.util.List<Expert> experts, Recent recent) {
        return of(view, record, target, experts.stream().mapToInt(Expert::page).toArray(), recent);
    }

    /** {@link #of} with the experts' pages in expert order (read at every visit: an array, not a list of records). */
    static FeatureSource of(FeatureSpace view, CrawlerRecord record, int target, int[] experts, Recent recent) {
        return new OfRecord(view, record).at(target, experts, recent);
    }

    /**
     * A crawler's view of one target at a time, read from its record ({@link #of}). {@link #at} points it at another
     * target: a crawl asks for a prediction at every visit, and one view per record serves them all instead of a new
     * object per visit (what the view remembers of a visit, {@code ownAt}, is forgotten when it moves).
     */
    static final class OfRecord implements FeatureSource {
        private final FeatureSpace view;
        private final CrawlerRecord record;
        private final int l, sigma, per, rankBits, bits;
        private final boolean packs;
        private int target;
        private int[] experts;
        private Recent recent;
        private int ownAt = -1;
        private long ownPacked, cosPart; // at ownAt: the target's inputs; its versions the cosines read
        private final long[] pastRank; // at ownAt: [i] the target's rank at t − i

        OfRecord(FeatureSpace view, CrawlerRecord record) {
            if (view.timeline() != record) throw new IllegalArgumentException("the view must read the record");
            this.view = view;
            this.record = record;
            l = view.window();
            sigma = view.sigma();
            per = (l + sigma + 1) + (l + 1);
            rankBits = record.rankBits();
            bits = (l + sigma + 1) * rankBits + (l + 1);
            packs = bits + 2 * l * rankBits <= 63;
            pastRank = new long[l + 1];
        }

        /** This view, now of {@code target} with these experts and remembered values (or null). */
        OfRecord at(int target, int[] experts, Recent recent) {
            this.target = target;
            this.experts = experts;
            this.recent = recent;
            ownAt = -1;
            return this;
        }

        public double[] own(int t) { return view.twoD(target, t); }
        public double[] rel(int e, int t) { return view.threeD(experts[e], target, t); }

        public Key key(int slot, int t) {
            int[] in = new int[slot == 0 ? per : 2 * per];
            fill(target, t, in, 0);
            if (slot > 0) fill(experts[slot - 1], t, in, per);
            return new Key(in);
        }

        public long packedKey(int slot, int t) {
            if (!packs) return -1;
            if (ownAt != t) { // the target's parts, once per visit for all its members
                ownPacked = pack(target, t);
                long c = 0;
                for (int i = 0; i <= l; i++) pastRank[i] = record.rank(target, t - i);
                for (int i = 0; i < l; i++) c = c << rankBits | pastRank[i];
                cosPart = c;
                ownAt = t;
            }
            if (slot == 0) return ownPacked;
            int expert = experts[slot - 1];
            long k = cosPart;
            if (record.lastVisit(expert) < t - l) k <<= l * rankBits; // its version unchanged over t − l .. t
            else {
                int now = record.rank(expert, t);
                for (int i = 1; i <= l; i++) k = k << rankBits | (record.rank(expert, t - i) != now ? pastRank[i] : 0);
            }
            return k << bits | pack(expert, t);
        }

        public long rowKey(int t) {
            if (packedKey(0, t) < 0) return -1;
            return cosPart;
        }

        public Recent recent() {
            return recent;
        }

        private void fill(int page, int t, int[] in, int j) {
            for (int i = 0; i <= l + sigma; i++) in[j++] = record.version(page, t - i);
            for (int i = 0; i <= l; i++) in[j++] = t - i >= 1 && record.changed(page, t - i) ? 1 : 0;
        }

        /** The page's inputs as {@link #fill} reads them, with versions as ranks: bits of them. */
        private long pack(int page, int t) {
            if (record.lastVisit(page) < t - l - sigma) { // most pages at most visits: one version held, no labels
                long r = record.currentRank(page), k = 0;
                for (int i = 0; i <= l + sigma; i++) k = k << record.rankBits() | r;
                return k << (l + 1);
            }
            long k = 0;
            for (int i = 0; i <= l + sigma; i++) k = k << record.rankBits() | record.rank(page, t - i);
            for (int i = 0; i <= l; i++) k = k << 1 | (t - i >= 1 && record.changed(page, t - i) ? 1 : 0);
            return k;
        }
    }
}
