package io.crawlgp.simulation;

import java.util.Arrays;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * What one simulated crawl recorded for each scheduled cycle W+1..C (index i is cycle W+1+i): changed pages crawled
 * (found), pages changed since their last visit before the crawl (available: no policy can find more than
 * min(available, k)), stale pages after the crawl, and when asked ({@link Recorded}) NDCG@k, the mean age and the mean
 * harmonic staleness after the crawl (null when not recorded), and the values of any {@link CycleObserver}s the crawl was
 * given, by name. The metrics computed from these are the classes of {@code io.crawlgp.metric}.
 */
public record SimulationResult(
        String policy,
        int pages,
        int k,
        int warmup,
        int cycles,
        int[] found,
        int[] available,
        int[] staleAfter,
        double[] ndcg,
        double[] ageAfter,
        double[] harmonicAfter,
        Map<String, double[]> observed) {

    public SimulationResult {
        observed = observed == null ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(observed));
    }

    public SimulationResult(
            String policy, int pages, int k, int warmup, int cycles, int[] found, int[] available, int[] staleAfter) {
        this(policy, pages, k, warmup, cycles, found, available, staleAfter, null, null, null, Map.of());
    }

    public SimulationResult(
            String policy,
            int pages,
            int k,
            int warmup,
            int cycles,
            int[] found,
            int[] available,
            int[] staleAfter,
            double[] ndcg,
            double[] ageAfter,
            double[] harmonicAfter) {
        this(policy, pages, k, warmup, cycles, found, available, staleAfter, ndcg, ageAfter, harmonicAfter, Map.of());
    }

    /** The same outcome under another policy name (arrays copied: results never share mutable state). */
    public SimulationResult withPolicy(String name) {
        return new SimulationResult(
                name,
                pages,
                k,
                warmup,
                cycles,
                found.clone(),
                available.clone(),
                staleAfter.clone(),
                copy(ndcg),
                copy(ageAfter),
                copy(harmonicAfter),
                copyAll(observed));
    }

    /**
     * The outcome on cycles {@code cycle..C} only (split = time scores a test window of a crawl that ran from cycle 0):
     * this result when {@code cycle} is at or before its first scheduled cycle, else its arrays from that cycle on, with
     * the cycles before it counted as warm-up so that index i is still cycle warmup+1+i.
     */
    public SimulationResult from(int cycle) {
        if (cycle <= firstCycle()) return this;
        if (cycle > cycles) throw new IllegalArgumentException("cycle " + cycle + " is after the last, " + cycles);
        int skip = cycle - firstCycle();
        Map<String, double[]> obs = new TreeMap<>();
        observed.forEach((k, v) -> obs.put(k, tail(v, skip)));
        return new SimulationResult(
                policy,
                pages,
                k,
                cycle - 1,
                cycles,
                Arrays.copyOfRange(found, skip, found.length),
                Arrays.copyOfRange(available, skip, available.length),
                Arrays.copyOfRange(staleAfter, skip, staleAfter.length),
                tail(ndcg, skip),
                tail(ageAfter, skip),
                tail(harmonicAfter, skip),
                obs);
    }

    private static double[] tail(double[] a, int skip) {
        return a == null ? null : Arrays.copyOfRange(a, skip, a.length);
    }

    private static Map<String, double[]> copyAll(Map<String, double[]> m) {
        Map<String, double[]> out = new TreeMap<>();
        m.forEach((k, v) -> out.put(k, v.clone()));
        return out;
    }

    private static double[] copy(double[] a) {
        return a == null ? null : a.clone();
    }

    public int firstCycle() {
        return warmup + 1;
    }

    public int scheduledCycles() {
        return cycles - warmup;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SimulationResult r
                && policy.equals(r.policy)
                && pages == r.pages
                && k == r.k
                && warmup == r.warmup
                && cycles == r.cycles
                && Arrays.equals(found, r.found)
                && Arrays.equals(available, r.available)
                && Arrays.equals(staleAfter, r.staleAfter)
                && Arrays.equals(ndcg, r.ndcg)
                && Arrays.equals(ageAfter, r.ageAfter)
                && Arrays.equals(harmonicAfter, r.harmonicAfter)
                && observed.keySet().equals(r.observed.keySet())
                && observed.entrySet().stream().allMatch(e -> Arrays.equals(e.getValue(), r.observed.get(e.getKey())));
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(found) * 31 + k;
    }

    @Override
    public String toString() {
        return "SimulationResult[" + policy + ", k=" + k + ", found=" + Arrays.toString(found) + "]";
    }
}
