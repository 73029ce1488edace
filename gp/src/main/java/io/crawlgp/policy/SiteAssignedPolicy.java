package io.crawlgp.policy;

import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Specialists (after Durasevic and Jakobovic 2019's ensembles of evolved rules, with a learnt
 * assignment in place of a vote): k score functions and an assignment of sites to them; each cycle every function
 * ranks all pages (as {@link RankAveragePolicy} does: 1 = its first, ties sharing their mean rank), and a page's score
 * is minus its rank under its own site's function. Ranks make the functions' scales comparable: the crawl takes the
 * pages each site's function puts nearest the front of the whole crawl. A site the assignment does not name (a host
 * first seen after learning) gets the first function. The site of a page is its host: what a crawler knows.
 */
public final class SiteAssignedPolicy implements Policy {
    private final String name;
    private final List<Policy> members;
    private final Map<String, Integer> memberOfSite;

    public SiteAssignedPolicy(String name, List<Policy> members, Map<String, Integer> memberOfSite) {
        if (members.isEmpty()) throw new IllegalArgumentException(name + ": specialists need members");
        for (int m : memberOfSite.values())
            if (m < 0 || m >= members.size())
                throw new IllegalArgumentException(name + ": a site is assigned member " + m + " of " + members.size());
        this.name = name;
        this.members = List.copyOf(members);
        this.memberOfSite = Map.copyOf(memberOfSite);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Run start(CrawlState state, long seed) {
        MemberRanks m = new MemberRanks(members, state, seed);
        int pages = state.pages();
        int[] member = new int[pages];
        for (int p = 0; p < pages; p++) member[p] = memberOfSite.getOrDefault(state.site(p), 0);
        return new Run() {
            @Override
            public void score(int cycle, double[] out) {
                Arrays.fill(out, 0);
                for (int j = 0; j < m.size(); j++) { // every member scores every cycle: its state stays current
                    double[] ranks = m.ranks(j, cycle);
                    for (int p = 0; p < pages; p++) if (member[p] == j) out[p] = -ranks[p];
                }
            }

            @Override
            public void visited(int page, int cycle, boolean changed) {
                m.visited(page, cycle, changed);
            }
        };
    }
}
