package io.crawlgp.content;

import io.crawlgp.feature.Feature;
import io.crawlgp.simulation.CrawlState;
import java.util.HashMap;
import java.util.Map;

/**
 * The crawler's store of fetched content in one simulated crawl: for every page the version it holds (current at
 * its last visit; the cycle-0 version is known, like n = X = 0 at cycle 0) and, from the last two differing versions
 * it fetched, the term churn, the TF-IDF cosine distance and whether the change was significant (§3.1's chi-squared
 * test). Document frequencies count the distinct versions fetched so far (the cycle-0 versions of all crawled pages,
 * then each new one as it is fetched): nothing is read from versions the crawler has not fetched. Updated at visits
 * only; values are read in O(1).
 */
final class FetchedContent implements Feature.Tracker {
    private final ContentCorpus corpus;
    private final int[] row;       // state page -> corpus page
    private final int[] held;      // version index held
    private final double[] churn, cosd, length;
    private final int[] significant;
    private final Map<Integer, Integer> df = new HashMap<>();
    private final java.util.Set<Integer> counted = new java.util.HashSet<>();
    private int documents;

    FetchedContent(CrawlState state, ContentCorpus corpus, Map<String, Integer> corpusRow) {
        this.corpus = corpus;
        int pages = state.pages();
        row = new int[pages];
        held = new int[pages];
        churn = new double[pages];
        cosd = new double[pages];
        length = new double[pages];
        significant = new int[pages];
        for (int p = 0; p < pages; p++) {
            Integer r = corpusRow.get(state.pageId(p));
            if (r == null) throw new IllegalStateException("page '" + state.pageId(p) + "' is not in the content corpus");
            row[p] = r;
            held[p] = corpus.versionIndex(r, 0);
            length[p] = corpus.vector(held[p]).total();
            count(held[p]);
        }
    }

    private void count(int version) {
        if (!counted.add(version)) return;
        documents++;
        TermVector v = corpus.vector(version);
        for (int id : v.ids) df.merge(id, 1, Integer::sum);
    }

    @Override
    public void visited(int page, int cycle, boolean changed) {
        // every visit fetches the version current at this cycle (whatever the simulated label says)
        int now = corpus.versionIndex(row[page], cycle);
        if (now == held[page]) return;
        count(now);
        TermVector a = corpus.vector(held[page]), b = corpus.vector(now);
        churn[page] = churn(a, b);
        cosd[page] = 1 - tfIdfCosine(a, b);
        if (SignificantChange.pValue(a, b, false) < SignificantChange.ALPHA) significant[page]++;
        length[page] = b.total();
        held[page] = now;
    }

    /** Term churn: terms in exactly one of the two versions over terms in either (Jaccard distance of the term sets). */
    static double churn(TermVector a, TermVector b) {
        int both = 0, i = 0, j = 0;
        while (i < a.ids.length && j < b.ids.length) {
            if (a.ids[i] == b.ids[j]) { both++; i++; j++; }
            else if (a.ids[i] < b.ids[j]) i++;
            else j++;
        }
        int either = a.ids.length + b.ids.length - both;
        return either == 0 ? 0 : (either - both) / (double) either;
    }

    /** Cosine of the TF-IDF vectors, idf(t) = ln((1 + D) / (1 + df(t))) + 1 over the D distinct versions fetched so far. */
    double tfIdfCosine(TermVector a, TermVector b) {
        double dot = 0, na = 0, nb = 0;
        int i = 0, j = 0;
        while (i < a.ids.length || j < b.ids.length) {
            int ia = i < a.ids.length ? a.ids[i] : Integer.MAX_VALUE, jb = j < b.ids.length ? b.ids[j] : Integer.MAX_VALUE;
            int id = Math.min(ia, jb);
            double idf = Math.log((1.0 + documents) / (1.0 + df.getOrDefault(id, 0))) + 1;
            double wa = ia == id ? a.counts[i++] * idf : 0, wb = jb == id ? b.counts[j++] * idf : 0;
            dot += wa * wb;
            na += wa * wa;
            nb += wb * wb;
        }
        return na == 0 || nb == 0 ? (na == nb ? 1 : 0) : dot / Math.sqrt(na * nb);
    }

    double churn(int page) { return churn[page]; }
    double cosineDistance(int page) { return cosd[page]; }
    double length(int page) { return length[page]; }
    double significant(int page) { return significant[page]; }

    @Override
    public double value(int page, int cycle) {
        return length[page];
    }
}
