package io.crawlgp.content.prediction;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The link graph for graph-distance expert selection (§6.1), built from the documents themselves, undirected:
 * two pages are adjacent when (a) they belong to the same site (the documents of one service link to each other), or
 * (b) a version of one page links (http/https) to a host whose name contains the other page's site name, reduced to
 * letters and digits, lower-cased, at least 4 characters (e.g. a link to info.123greetings.com reaches the pages of
 * site 123Greetings). The paper used a 22-million-page web crawl; these documents carry no URLs of their own, so
 * hosts are matched to site names.
 */
public final class LinkGraph {
    private final List<Set<Integer>> adj;

    private LinkGraph(List<Set<Integer>> adj) {
        this.adj = adj;
    }

    public static LinkGraph of(ContentCorpus c) {
        return of(c, c.cycles());
    }

    /** The graph from the links of the versions current at cycles 0..lastCycle (what a crawler fetched by then). */
    public static LinkGraph of(ContentCorpus c, int lastCycle) {
        int n = c.pages();
        List<Set<Integer>> adj = new ArrayList<>();
        for (int p = 0; p < n; p++) adj.add(new LinkedHashSet<>());
        Map<String, List<Integer>> bySite = new TreeMap<>();
        for (int p = 0; p < n; p++)
            bySite.computeIfAbsent(c.history().site(p), s -> new ArrayList<>()).add(p);
        for (List<Integer> group : bySite.values())
            for (int a : group) for (int b : group) if (a != b) adj.get(a).add(b);
        Map<String, List<Integer>> byKey = new TreeMap<>();
        for (Map.Entry<String, List<Integer>> e : bySite.entrySet()) {
            String key = e.getKey().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
            if (key.length() >= 4)
                byKey.computeIfAbsent(key, k -> new ArrayList<>()).addAll(e.getValue());
        }
        for (int p = 0; p < n; p++) {
            Set<String> hosts = new LinkedHashSet<>();
            int last = -1;
            for (int cyc = 0; cyc <= lastCycle; cyc++) {
                int v = c.versionIndex(p, cyc);
                if (v == last) continue;
                last = v;
                for (String h : c.linkHosts(v)) hosts.add(h.replaceAll("[^a-z0-9.]", ""));
            }
            for (String h : hosts) {
                String flat = h.replace(".", "");
                for (Map.Entry<String, List<Integer>> e : byKey.entrySet())
                    if (flat.contains(e.getKey()))
                        for (int q : e.getValue())
                            if (q != p) {
                                adj.get(p).add(q);
                                adj.get(q).add(p);
                            }
            }
        }
        return new LinkGraph(adj);
    }

    public int edges() {
        int s = 0;
        for (Set<Integer> a : adj) s += a.size();
        return s / 2;
    }

    /** Pages in order of hop distance from p (breadth first; neighbours in increasing page order), p excluded. */
    public List<Integer> nearest(int p, int k) {
        List<Integer> out = new ArrayList<>();
        boolean[] seen = new boolean[adj.size()];
        seen[p] = true;
        ArrayDeque<Integer> q = new ArrayDeque<>();
        q.add(p);
        while (!q.isEmpty() && out.size() < k) {
            int u = q.poll();
            int[] ns = adj.get(u).stream().mapToInt(Integer::intValue).sorted().toArray();
            for (int v : ns) {
                if (seen[v]) continue;
                seen[v] = true;
                out.add(v);
                q.add(v);
                if (out.size() == k) break;
            }
        }
        return out;
    }
}
