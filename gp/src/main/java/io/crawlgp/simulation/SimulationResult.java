package io.crawlgp.simulation;

/**
 * Per-cycle outcome of one simulated crawl over scheduled cycles W+1..C (paper §5.1):
 * ChangeRate = changed pages crawled / k; binary freshness = share of pages whose stored copy equals the live page
 * at the end of the cycle; available = pages changed since their last visit before the crawl (no policy can find
 * more than min(available, k)).
 */
public record SimulationResult(String policy, int pages, int k, int warmup, int cycles,
                               int[] found, int[] available, int[] staleAfter, double[] ndcg) {

    public SimulationResult(String policy, int pages, int k, int warmup, int cycles, int[] found, int[] available, int[] staleAfter) {
        this(policy, pages, k, warmup, cycles, found, available, staleAfter, null);
    }

    /**
     * Mean NDCG@k over scheduled cycles (when computed): relevance 1 for a crawled page that changed since its last
     * visit, gain 1/log2(rank+1) in the policy's own order (score, then tie-break); ideal = min(available, k) relevant
     * pages first. A cycle where no page changed counts as 1 (every order is ideal).
     */
    public double meanNdcg() {
        if (ndcg == null) throw new IllegalStateException("NDCG was not computed for this simulation");
        double s = 0;
        for (double v : ndcg) s += v;
        return s / ndcg.length;
    }

    /** The same outcome under another policy name (arrays copied: results never share mutable state). */
    public SimulationResult withPolicy(String name) {
        return new SimulationResult(name, pages, k, warmup, cycles, found.clone(), available.clone(), staleAfter.clone(),
                ndcg == null ? null : ndcg.clone());
    }

    public int firstCycle() { return warmup + 1; }
    public int scheduledCycles() { return cycles - warmup; }

    /** Index i of the arrays is cycle W+1+i. */
    public double changeRate(int i) { return found[i] / (double) k; }
    public double freshness(int i) { return 1.0 - staleAfter[i] / (double) pages; }
    public double ceiling(int i) { return Math.min(available[i], k) / (double) k; }

    public double meanChangeRate() {
        double s = 0;
        for (int i = 0; i < found.length; i++) s += changeRate(i);
        return s / found.length;
    }

    public double meanFreshness() {
        double s = 0;
        for (int i = 0; i < found.length; i++) s += freshness(i);
        return s / found.length;
    }

    public double meanCeiling() {
        double s = 0;
        for (int i = 0; i < found.length; i++) s += ceiling(i);
        return s / found.length;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SimulationResult r && policy.equals(r.policy) && pages == r.pages && k == r.k && warmup == r.warmup
                && cycles == r.cycles && java.util.Arrays.equals(found, r.found) && java.util.Arrays.equals(available, r.available)
                && java.util.Arrays.equals(staleAfter, r.staleAfter) && java.util.Arrays.equals(ndcg, r.ndcg);
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(found) * 31 + k;
    }

    @Override
    public String toString() {
        return "SimulationResult[" + policy + ", k=" + k + ", found=" + java.util.Arrays.toString(found) + "]";
    }
}
