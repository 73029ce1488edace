package io.crawlgp.content.prediction;

import java.util.Arrays;

/**
 * The feature vectors a trained RB method reads for one target: its own 2D vector and each expert's 3D vector at a
 * time. The training instance ({@link TargetModels}) caches them; a crawler's view computes them from its record and
 * also names what they are computed from ({@link #key}, {@link #packedKey}), so that a trained member may memoise its
 * probability under that name: the same inputs give the same vector, hence the same probability.
 *
 * <p>A member is addressed by its slot: 0 is the target's own 2D vector, e + 1 expert e's 3D vector.
 */
public interface FeatureSource {
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
        private final long[] tags; // [row]: the own key, or −1
        private final long[] keys; // [row * width + slot]: the slot's latest key in this row, or −1
        private final double[] values; // [row * width + slot], and at slot = slots the whole visit's value
        private final long[] scratch;

        /** For a model of {@code slots} members, with {@code rows} (a power of two) rows. */
        public Recent(int slots, int rows) {
            if (rows < 1 || Integer.bitCount(rows) != 1)
                throw new IllegalArgumentException("rows must be a power of two, got " + rows);
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
        public int row(long own) {
            int r = (int) (own ^ own >>> 29 ^ own >>> 47) & rowMask;
            if (tags[r] != own) {
                tags[r] = own;
                Arrays.fill(keys, r * width, r * width + width, -1);
            }
            return r * width;
        }

        /** The remembered probability of the slot's inputs {@code key} in a row, or NaN when none is remembered. */
        public double recall(int row, int slot, long key) {
            return keys[row + slot] == key ? values[row + slot] : Double.NaN;
        }

        public void remember(int row, int slot, long key, double p) {
            if (Double.isNaN(p)) return; // NaN means "not remembered"
            if (keys[row + slot] != key) keys[row + slots] = -1; // the visit's value was of the old keys
            keys[row + slot] = key;
            values[row + slot] = p;
        }

        /** The remembered value of a whole visit whose slots have these keys, or NaN. */
        public double recallVisit(int row, long[] visit) {
            return keys[row + slots] == 0 && Arrays.equals(keys, row, row + slots, visit, 0, slots)
                    ? values[row + slots]
                    : Double.NaN;
        }

        /** After every slot of the visit was remembered with {@code visit}'s keys: the visit's value. */
        public void rememberVisit(int row, long[] visit, double p) {
            if (Double.isNaN(p) || !Arrays.equals(keys, row, row + slots, visit, 0, slots)) return;
            keys[row + slots] = 0; // the row's keys are those of this value
            values[row + slots] = p;
        }
    }

    /** The inputs of a feature vector, compared by value. */
    record Key(int[] inputs) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Arrays.equals(inputs, k.inputs);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(inputs);
        }
    }
}
