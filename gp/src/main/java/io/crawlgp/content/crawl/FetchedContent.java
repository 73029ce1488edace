package io.crawlgp.content.crawl;

import io.crawlgp.content.prediction.ContentCorpus;
import io.crawlgp.content.prediction.SignificantChange;
import io.crawlgp.feature.Feature;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.text.TermVector;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

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
    private final int[] row; // state page -> corpus page
    private final int[] held; // version index held
    private final double[] churn, cosd, length;
    private final int[] significant;
    private final Start start;
    // document frequencies: kept only when a feature reads the cosine distance (see wantCosine)
    private int[] df;
    private boolean[] counted;
    private int documents;
    private boolean visitedOnce;

    /**
     * The start of every crawl of one page set: the cycle-0 versions held, their lengths and document frequencies, and
     * (in {@code warm}, made on first use) the stores after a warm-up. Built once per page set (GP evaluates thousands
     * of trees on the same training pages) and copied per crawl.
     */
    record Start(
            int[] row,
            int[] held,
            double[] length,
            int[] df,
            boolean[] counted,
            int documents,
            ConcurrentHashMap<String, FetchedContent> warm) {
        /** The store after a warm-up of w cycles, with or without the cosine: the same for every crawl of the page set. */
        FetchedContent afterWarmUp(int w, boolean cosine, ContentCorpus corpus, PairMemo memo) {
            return warm.computeIfAbsent(w + (cosine ? "+cosine" : ""), k -> {
                FetchedContent f = new FetchedContent(row.length, corpus, this, memo);
                if (cosine) f.wantCosine();
                f.visitEach(w);
                return f;
            });
        }

        static Start of(CrawlState state, ContentCorpus corpus, Map<String, Integer> corpusRow) {
            int pages = state.pages();
            int[] row = new int[pages], held = new int[pages];
            double[] length = new double[pages];
            int[] df = new int[corpus.vocabulary().size()];
            boolean[] counted = new boolean[corpus.versions()];
            int documents = 0;
            for (int p = 0; p < pages; p++) {
                Integer r = corpusRow.get(state.pageId(p));
                if (r == null)
                    throw new IllegalStateException("page '" + state.pageId(p) + "' is not in the content corpus");
                row[p] = r;
                held[p] = corpus.versionIndex(r, 0);
                length[p] = corpus.vector(held[p]).total();
                if (!counted[held[p]]) {
                    counted[held[p]] = true;
                    documents++;
                    for (int id : corpus.vector(held[p]).ids) df[id]++;
                }
            }
            return new Start(row, held, length, df, counted, documents, new ConcurrentHashMap<>());
        }
    }

    /**
     * What depends on two versions only (term churn, significance), computed once per pair for every crawl of the
     * corpus; idf depends on what each crawl fetched and is computed per crawl, with a table of ln k.
     */
    static final class PairMemo {
        private final ConcurrentHashMap<Long, double[]> pairs = new ConcurrentHashMap<>();
        private final double[] ln;

        PairMemo(ContentCorpus corpus) {
            ln = new double[corpus.versions() + 2];
            for (int k = 1; k < ln.length; k++) ln[k] = Math.log(k);
        }

        /** {churn, 1 if significant else 0} of the change from version a to version b. */
        double[] of(int a, int b, ContentCorpus corpus) {
            return pairs.computeIfAbsent(((long) a << 32) | (b & 0xffffffffL), k -> {
                TermVector va = corpus.vector(a), vb = corpus.vector(b);
                return new double[] {
                    churn(va, vb), SignificantChange.pValue(va, vb, false) < SignificantChange.ALPHA ? 1 : 0
                };
            });
        }
    }

    private final PairMemo memo;

    FetchedContent(CrawlState state, ContentCorpus corpus, Start start, PairMemo memo) {
        this(state.pages(), corpus, start, memo);
    }

    private FetchedContent(int pages, ContentCorpus corpus, Start start, PairMemo memo) {
        this.corpus = corpus;
        this.memo = memo;
        if (start.row().length != pages) throw new IllegalStateException("start of another page set");
        row = start.row(); // read-only
        held = start.held().clone();
        length = start.length().clone();
        this.start = start;
        churn = new double[pages];
        cosd = new double[pages];
        significant = new int[pages];
    }

    /**
     * Asks for the TF-IDF cosine distance, which costs the document frequencies of every fetched version and a pass
     * over both versions' terms at every visit that finds a new version: only crawls that read it pay for it. Before
     * the first visit (the frequencies count every version fetched).
     */
    void wantCosine() {
        if (df != null) return;
        if (visitedOnce)
            throw new IllegalStateException("the cosine distance must be asked for before the crawl's first visit");
        df = start.df().clone();
        counted = start.counted().clone();
        documents = start.documents();
    }

    private void count(int version) {
        if (counted[version]) return;
        counted[version] = true;
        documents++;
        for (int id : corpus.vector(version).ids) df[id]++;
    }

    @Override
    public void visited(int page, int cycle, boolean changed) {
        // every visit fetches the version current at this cycle (whatever the simulated label says)
        visitedOnce = true;
        int now = corpus.versionIndex(row[page], cycle);
        if (now == held[page]) return;
        TermVector b = corpus.vector(now);
        double[] pair = memo.of(held[page], now, corpus);
        churn[page] = pair[0];
        if (df != null) {
            count(now);
            cosd[page] = 1 - tfIdfCosine(corpus.vector(held[page]), b);
        }
        if (pair[1] == 1) significant[page]++;
        length[page] = b.total();
        held[page] = now;
    }

    /** Its visits do not read the crawl state, and their outcome is the same in every crawl of the page set. */
    @Override
    public boolean warmsUpAtOnce() {
        return true;
    }

    /** The page set's store after the warm-up (computed once by visiting, {@link Start#afterWarmUp}), copied. */
    @Override
    public void warmedUp(int w) {
        if (visitedOnce) throw new IllegalStateException("the warm-up is taken before any visit");
        FetchedContent after = start.afterWarmUp(w, df != null, corpus, memo);
        System.arraycopy(after.held, 0, held, 0, held.length);
        System.arraycopy(after.length, 0, length, 0, length.length);
        System.arraycopy(after.churn, 0, churn, 0, churn.length);
        System.arraycopy(after.cosd, 0, cosd, 0, cosd.length);
        System.arraycopy(after.significant, 0, significant, 0, significant.length);
        if (df != null) {
            System.arraycopy(after.df, 0, df, 0, df.length);
            System.arraycopy(after.counted, 0, counted, 0, counted.length);
            documents = after.documents;
        }
        visitedOnce = true;
    }

    /** The visits of a warm-up of w cycles, one by one (the definition {@link #warmedUp} copies). */
    private void visitEach(int w) {
        for (int c = 1; c <= w; c++) for (int p = 0; p < held.length; p++) visited(p, c, false);
    }

    /** Term churn: terms in exactly one of the two versions over terms in either (Jaccard distance of the term sets). */
    static double churn(TermVector a, TermVector b) {
        int both = 0, i = 0, j = 0;
        while (i < a.ids.length && j < b.ids.length) {
            if (a.ids[i] == b.ids[j]) {
                both++;
                i++;
                j++;
            } else if (a.ids[i] < b.ids[j]) i++;
            else j++;
        }
        int either = a.ids.length + b.ids.length - both;
        return either == 0 ? 0 : (either - both) / (double) either;
    }

    /** Cosine of the TF-IDF vectors, idf(t) = ln(1 + D) − ln(1 + df(t)) + 1 over the D distinct versions fetched so far. */
    double tfIdfCosine(TermVector a, TermVector b) {
        double dot = 0, na = 0, nb = 0;
        int i = 0, j = 0;
        while (i < a.ids.length || j < b.ids.length) {
            int ia = i < a.ids.length ? a.ids[i] : Integer.MAX_VALUE,
                    jb = j < b.ids.length ? b.ids[j] : Integer.MAX_VALUE;
            int id = Math.min(ia, jb);
            double idf = memo.ln[1 + documents] - memo.ln[1 + df[id]] + 1;
            double wa = ia == id ? a.counts[i++] * idf : 0, wb = jb == id ? b.counts[j++] * idf : 0;
            dot += wa * wb;
            na += wa * wa;
            nb += wb * wb;
        }
        return na == 0 || nb == 0 ? (na == nb ? 1 : 0) : dot / Math.sqrt(na * nb);
    }

    double churn(int page) {
        return churn[page];
    }

    double cosineDistance(int page) {
        return cosd[page];
    }

    double length(int page) {
        return length[page];
    }

    double significant(int page) {
        return significant[page];
    }

    @Override
    public double value(int page, int cycle) {
        return length[page];
    }
}
