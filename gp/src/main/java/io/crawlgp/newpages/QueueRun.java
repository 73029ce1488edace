package io.crawlgp.newpages;

/**
 * One simulated crawl of new pages. {@code cumulative[j]} is the utility gathered by the end of hour j of the period
 * (utility is credited when a page is fetched: the visits it will get after indexing, §3.2).
 */
public record QueueRun(
        double totalUtility,
        double periodSeconds,
        int fetched,
        double meanDelayHours,
        double[] cumulative,
        int[] order) {
    /** Quality of §3.2: average utility per second over the period T. */
    public double utilityPerSecond() {
        return totalUtility / periodSeconds;
    }
}
