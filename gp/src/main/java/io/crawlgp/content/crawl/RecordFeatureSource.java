package io.crawlgp.content.crawl;

import io.crawlgp.content.prediction.Expert;
import io.crawlgp.content.prediction.FeatureSource;
import io.crawlgp.content.prediction.FeatureSpace;
import java.util.List;

/**
 * A crawler's view of one target at a time, read from its record. {@link #at} points it at another target: a crawl asks for a prediction at every visit, and one view per record serves them all instead of a new
 * object per visit (what the view remembers of a visit, {@code ownAt}, is forgotten when it moves).
 */
final class RecordFeatureSource implements FeatureSource {
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
    static FeatureSource of(FeatureSpace view, CrawlerRecord record, int target, List<Expert> experts, Recent recent) {
        return of(view, record, target, experts.stream().mapToInt(Expert::page).toArray(), recent);
    }

    /** {@link #of} with the experts' pages in expert order (read at every visit: an array, not a list of records). */
    static FeatureSource of(FeatureSpace view, CrawlerRecord record, int target, int[] experts, Recent recent) {
        return new RecordFeatureSource(view, record).at(target, experts, recent);
    }

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

    RecordFeatureSource(FeatureSpace view, CrawlerRecord record) {
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
    RecordFeatureSource at(int target, int[] experts, Recent recent) {
        this.target = target;
        this.experts = experts;
        this.recent = recent;
        ownAt = -1;
        return this;
    }

    public double[] own(int t) {
        return view.twoD(target, t);
    }

    public double[] rel(int e, int t) {
        return view.threeD(experts[e], target, t);
    }

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
