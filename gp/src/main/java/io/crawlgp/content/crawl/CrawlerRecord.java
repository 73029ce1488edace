package io.crawlgp.content.crawl;

import io.crawlgp.content.prediction.ContentCorpus;
import io.crawlgp.content.prediction.Timeline;
import java.util.Arrays;

/**
 * A crawler's record of its own visits in one simulated crawl, read as a {@link Timeline}: the version held at a time
 * is the one fetched at the latest visit at or before it (the cycle-0 version is known, as n = X = 0 are), and the
 * label at a time is set when a visit at that time found a change since the previous visit: any change, or with
 * {@code significant} one that passes §3.1's chi-squared test (Radinsky & Bennett 2013, Eq. 1) between the held and
 * the fetched version. Reading a time after the latest recorded cycle is a programming error: it would be the future.
 * Pages are numbered as in the crawl, over the crawl's own corpus ({@link ContentCorpus#subset}).
 */
public final class CrawlerRecord implements Timeline {
    /** The bit of a {@link #held} entry that says the visit at that time found a change; the rest is the rank. */
    private static final int FOUND = 1 << 31;

    private final ContentCorpus corpus;
    private final boolean significant;
    private final FetchedContent.PairMemo memo;
    // [page][t] for t <= filled[page]: the held version's rank (ContentCorpus.versionRank), with FOUND where the visit
    // at
    // t found a change; one row per page, the one a crawl copies at the page's first visit (see below)
    private final int[][] held;
    private final int[][] rankAt; // [page][cycle]: ContentCorpus.versionRanks
    private final int[][] byRank; // [page][rank]: ContentCorpus.versionsByRank
    private final boolean[] borrowed; // [page]: its row is another record's, copied before the first write (null: none)
    private final int[] filled, current, currentRank;
    private final int rankBits;
    private int now;

    CrawlerRecord(ContentCorpus corpus, boolean significant, FetchedContent.PairMemo memo) {
        this.corpus = corpus;
        this.significant = significant;
        this.memo = memo;
        int pages = corpus.pages(), times = corpus.cycles() + 1;
        held = new int[pages][times];
        currentRank = new int[pages];
        rankAt = new int[pages][];
        byRank = new int[pages][];
        for (int p = 0; p < pages; p++) {
            rankAt[p] = corpus.versionRanks(p);
            byRank[p] = corpus.versionsByRank(p);
        }
        rankBits = 32 - Integer.numberOfLeadingZeros(corpus.maxVersionRank());
        filled = new int[pages];
        current = new int[pages];
        borrowed = null;
        for (int p = 0; p < pages; p++) {
            current[p] = corpus.versionIndex(p, 0);
            currentRank[p] = held[p][0] = rankAt[p][0];
        }
    }

    /**
     * A record that reads as {@code from} does now and goes on from there, sharing its rows until its own visits write
     * them (each page's row is copied at its first visit): every crawl of a page set starts from the same warm-up,
     * and filling that record visit by visit was a twentieth of a crawl. {@code from} must take no more visits.
     */
    CrawlerRecord(CrawlerRecord from) {
        corpus = from.corpus;
        significant = from.significant;
        memo = from.memo;
        rankAt = from.rankAt;
        byRank = from.byRank;
        rankBits = from.rankBits;
        held = from.held.clone();
        borrowed = new boolean[held.length];
        Arrays.fill(borrowed, true);
        filled = from.filled.clone();
        current = from.current.clone();
        currentRank = from.currentRank.clone();
        now = from.now;
    }

    /** A visit to page p at cycle c fetches the version current at c. */
    void visited(int page, int cycle) {
        if (cycle < now) throw new IllegalStateException("visit at cycle " + cycle + " after cycle " + now);
        now = cycle;
        if (borrowed != null && borrowed[page]) {
            held[page] = held[page].clone();
            borrowed[page] = false;
        }
        int[] h = held[page];
        int rank = currentRank[page];
        for (int t = filled[page] + 1; t < cycle; t++) h[t] = rank;
        int fetched = corpus.versionIndex(page, cycle), before = current[page];
        boolean found = fetched != before && (!significant || memo.of(before, fetched, corpus)[1] == 1);
        currentRank[page] = rankAt[page][cycle];
        h[cycle] = currentRank[page] | (found ? FOUND : 0);
        filled[page] = cycle;
        current[page] = fetched;
    }

    /** The latest cycle recorded. */
    int now() {
        return now;
    }

    @Override
    public int version(int page, int t) {
        if (t > now) throw new IllegalStateException("time " + t + " is after the crawl's cycle " + now);
        return t <= filled[page] ? byRank[page][held[page][t] & ~FOUND] : current[page];
    }

    /** The held version's {@link ContentCorpus#versionRank} (equal for equal {@link #version}s of one page). */
    int rank(int page, int t) {
        if (t > now) throw new IllegalStateException("time " + t + " is after the crawl's cycle " + now);
        return t <= filled[page] ? held[page][t] & ~FOUND : currentRank[page];
    }

    /** The latest cycle at which the page was visited (0 before any visit: the cycle-0 version is known). */
    int lastVisit(int page) {
        return filled[page];
    }

    /** The rank of the version held now ({@link #rank} at every time after {@link #lastVisit}). */
    int currentRank(int page) {
        return currentRank[page];
    }

    /** Bits that hold any {@link #rank} of this record's corpus. */
    int rankBits() {
        return rankBits;
    }

    @Override
    public boolean changed(int page, int t) {
        if (t > now) throw new IllegalStateException("time " + t + " is after the crawl's cycle " + now);
        return t <= filled[page] && held[page][t] < 0;
    }
}
