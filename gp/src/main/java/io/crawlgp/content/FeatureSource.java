package io.crawlgp.content;

import java.util.Arrays;

/**
 * The feature vectors a trained RB method reads for one target: its own 2D vector and each expert's 3D vector at a
 * time. The training instance ({@link TargetModels}) caches them; a crawler's view computes them from its record and
 * also names what they are computed from ({@link #ownKey}, {@link #relKey}), so that a trained member may memoise its
 * probability under that name: the same inputs give the same vector, hence the same probability.
 */
interface FeatureSource {
    double[] own(int t);

    double[] rel(int e, int t);

    /** What own(t) is a function of (the target's versions and labels it reads), or null: do not memoise. */
    default Key ownKey(int t) {
        return null;
    }

    /** What rel(e, t) is a function of (the target's and expert e's versions and labels), or null. */
    default Key relKey(int e, int t) {
        return null;
    }

    /** The inputs of a feature vector, compared by value. */
    record Key(int[] inputs) {
        @Override public boolean equals(Object o) { return o instanceof Key k && Arrays.equals(inputs, k.inputs); }
        @Override public int hashCode() { return Arrays.hashCode(inputs); }
    }

    /**
     * The features of a target and its experts on a feature space read from a crawler's record: computed per visit,
     * uncached, with the keys of their inputs (versions at t − l − σ .. t, labels at t − l .. t; FeatureSpace's 2D
     * and 3D features read nothing else).
     */
    static FeatureSource of(FeatureSpace view, int target, java.util.List<Expert> experts) {
        int l = view.window(), sigma = view.sigma(), per = (l + sigma + 1) + (l + 1);
        Timeline tl = view.timeline();
        return new FeatureSource() {
            public double[] own(int t) { return view.twoD(target, t); }
            public double[] rel(int e, int t) { return view.threeD(experts.get(e).page(), target, t); }

            public Key ownKey(int t) {
                int[] in = new int[per];
                fill(target, t, in, 0);
                return new Key(in);
            }

            public Key relKey(int e, int t) {
                int[] in = new int[2 * per];
                fill(target, t, in, 0);
                fill(experts.get(e).page(), t, in, per);
                return new Key(in);
            }

            private void fill(int page, int t, int[] in, int j) {
                for (int i = 0; i <= l + sigma; i++) in[j++] = tl.version(page, t - i);
                for (int i = 0; i <= l; i++) in[j++] = t - i >= 1 && tl.changed(page, t - i) ? 1 : 0;
            }
        };
    }
}
