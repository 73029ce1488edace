package io.crawlgp.simulation;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.SignalModel;
import io.crawlgp.dataset.Signals;
import io.crawlgp.util.UserError;

/**
 * What the crawler knows of every page (paper §4): n visits, X changes found, the cycle of the last visit, and the
 * ordered outcomes of its visits. Also keeps, for the simulator's bookkeeping only, the first change after the last
 * visit (policies other than the oracle must not read it).
 */
public final class CrawlState {
    private final ChangeHistory history;
    private final int[] n;
    private final int[] x;
    private final int[] lastVisit;
    private final int[] lastChange;
    private final int[] nextChange;
    private final long[] outcomes;
    private final int words;
    private final int k;
    private final boolean slots;
    private final Signals signals;
    /** The cycle being scored or crawled: signals after it have not arrived (no policy may read them). */
    private int now;

    /** The state of a crawl of {@code history} that fetches {@code k} pages per scheduled cycle. */
    public CrawlState(ChangeHistory history, int k) {
        this.history = history;
        this.k = k;
        int pages = history.pages();
        n = new int[pages];
        x = new int[pages];
        lastVisit = new int[pages];
        lastChange = new int[pages];
        nextChange = new int[pages];
        words = (history.cycles() + 63) >>> 6;
        outcomes = new long[pages * words];
        for (int p = 0; p < pages; p++) nextChange[p] = history.nextChangeAfter(p, 0);
        slots = false;
        signals = history.signals();
    }

    /**
     * A crawl state whose "pages" are the slots of the history-cohort engine ({@link HistoryScores}): each slot holds
     * one visit history shared by a cohort of pages, moved by {@link #copySlot} and {@link #visitSlot}, never by the
     * change history (a slot has no page id, site or unseen changes).
     */
    static CrawlState slots(ChangeHistory history, int slots, int k) {
        return new CrawlState(history, slots, k);
    }

    private CrawlState(ChangeHistory history, int slotCount, int k) {
        this.history = history;
        this.k = k;
        n = new int[slotCount];
        x = new int[slotCount];
        lastVisit = new int[slotCount];
        lastChange = new int[slotCount];
        nextChange = new int[0];
        words = (history.cycles() + 63) >>> 6;
        outcomes = new long[slotCount * words];
        slots = true;
        signals = null; // a slot has no page, so no signals: signal inputs run on the per-page engine
    }

    /** Slot {@code to} takes the visits of slot {@code from}. */
    void copySlot(int from, int to) {
        n[to] = n[from];
        x[to] = x[from];
        lastVisit[to] = lastVisit[from];
        lastChange[to] = lastChange[from];
        System.arraycopy(outcomes, from * words, outcomes, to * words, words);
    }

    /** A visit of a slot at cycle c with the outcome its pages observed. */
    void visitSlot(int slot, int cycle, boolean changed) {
        int i = n[slot]++;
        if (changed) {
            x[slot]++;
            lastChange[slot] = cycle;
            outcomes[slot * words + (i >>> 6)] |= 1L << (i & 63);
        }
        lastVisit[slot] = cycle;
    }

    /** Days per cycle of the crawled history (see {@link ChangeHistory#cycleDays()}). */
    public double cycleDays() {
        return history.cycleDays();
    }

    public int pages() {
        return n.length;
    }
    /** Pages crawled per scheduled cycle (k = floor(budget * N)): the crawler's own budget, known to every policy. */
    public int crawlsPerCycle() {
        return k;
    }

    public int cycles() {
        return history.cycles();
    }
    /** The id of a page (lets a policy trained on a whole corpus find its pages in a fold). */
    public String pageId(int page) {
        if (slots) throw new UnsupportedOperationException("a visit-history slot has no page id");
        return history.pageId(page);
    }
    /** The site of a page (metadata known before any crawl, not history). */
    public String site(int page) {
        if (slots) throw new UnsupportedOperationException("a visit-history slot has no site");
        return history.site(page);
    }

    public int n(int page) {
        return n[page];
    }

    public int x(int page) {
        return x[page];
    }

    public int lastVisit(int page) {
        return lastVisit[page];
    }
    /** The cycle of the last visit that found a change; 0 if none has. */
    public int lastChange(int page) {
        return lastChange[page];
    }
    /** Cycles since the last visit as seen at cycle c: t = c - lastVisit. */
    public int t(int page, int cycle) {
        return cycle - lastVisit[page];
    }

    /** Outcome of the page's i-th visit (1-based, oldest first): true if it found a change. */
    public boolean outcome(int page, int i) {
        if (i < 1 || i > n[page])
            throw new IndexOutOfBoundsException("visit " + i + " of page with " + n[page] + " visits");
        int b = i - 1;
        return (outcomes[page * words + (b >>> 6)] & (1L << (b & 63))) != 0;
    }

    /** The simulator's clock: the crawl is at cycle c (scoring it, or crawling it). */
    void advanceTo(int cycle) {
        now = cycle;
    }

    /** Whether the data has a change-signal channel: a signals.csv, or a declared signal model. */
    public boolean hasSignals() {
        return signals != null;
    }

    /**
     * Signals of the page that arrived in cycles (from, to], to at most the cycle the crawl is at: what a crawler
     * received, never what is still to come (a later cycle is refused as look-ahead).
     */
    public int signalsBetween(int page, int fromExclusive, int toInclusive) {
        return receivedSignals(toInclusive).countBetween(page, fromExclusive, toInclusive);
    }

    /** Signals of the page received since its last visit, as of cycle c. */
    public int signalsSinceVisit(int page, int cycle) {
        return signalsBetween(page, lastVisit[page], cycle);
    }

    /** The cycle of the page's latest signal received by cycle c; 0 if none. */
    public int latestSignal(int page, int cycle) {
        return receivedSignals(cycle).latestAtOrBefore(page, cycle);
    }

    /** {@link #signalsSinceVisit} of every page at cycle c into {@code out}. */
    public void signalsSinceVisit(int cycle, int[] out) {
        receivedSignals(cycle).countSince(lastVisit, cycle, out);
    }

    /** {@link #latestSignal} of every page at cycle c into {@code out}. */
    public void latestSignals(int cycle, int[] out) {
        receivedSignals(cycle).latestAtOrBefore(cycle, out);
    }

    /** Refuses, in one line, to read signals of data that has none. */
    public void requireSignals() {
        if (signals == null)
            throw new UserError("this input or policy reads change signals, and the data has none: put a signals.csv"
                    + " (page,cycle) beside pages.csv or declare a model (signals = accurate:1; signalRecall = 0.8)");
    }

    private Signals receivedSignals(int cycle) {
        requireSignals();
        if (cycle > now)
            throw new IllegalStateException("signals of cycle " + cycle + " asked at cycle " + now + ": look-ahead");
        return signals;
    }

    /** Ground truth, for the oracle and the simulator: did the page change since its last visit, as of cycle c? */
    public boolean hasUnseenChange(int page, int cycle) {
        return nextChange[page] <= cycle;
    }

    /** Ground truth, for oracles only: the mode the page's signals were drawn under (null for real signals). */
    public SignalModel.Mode trueSignalMode(int page) {
        requireSignals();
        return signals.trueMode(page);
    }

    /** Ground truth, for oracles only: the model the signals were drawn from (null for real signals). */
    public SignalModel trueSignalModel() {
        requireSignals();
        return signals.trueModel();
    }

    /** Ground truth, for oracles only: whether the page changed in cycle c, seen or not. */
    public boolean trueChange(int page, int cycle) {
        return history.changed(page, cycle);
    }

    /** Ground truth, for oracles only: the page's changes over the whole history, seen or not. */
    public int trueChanges(int page) {
        return history.changeCount(page);
    }

    int nextChange(int page) {
        return nextChange[page];
    }

    /** Raw arrays for tight loops in score functions; read-only by contract. */
    public int[] visitsArray() {
        return n;
    }

    public int[] changesArray() {
        return x;
    }

    public int[] lastVisitArray() {
        return lastVisit;
    }

    /**
     * The state after a warm-up that crawls every page at every cycle 1..w, from a fresh state: what {@link #visit}
     * at each of those cycles leaves (every change is found at its own cycle), computed page by page.
     */
    void warmUp(int w) {
        for (int p = 0; p < n.length; p++) {
            if (n[p] != 0) throw new IllegalStateException("the warm-up starts from a fresh crawl state");
            for (int c = 1; c <= w; c++) {
                if (!history.changed(p, c)) continue;
                x[p]++;
                lastChange[p] = c;
                outcomes[p * words + ((c - 1) >>> 6)] |= 1L << ((c - 1) & 63);
            }
            n[p] = w;
            lastVisit[p] = w;
            now = w;
            nextChange[p] = history.nextChangeAfter(p, w);
        }
    }

    /** Crawls the page at cycle c (paper §5.2): finds a change iff any bit in (lastVisit, c] is 1. */
    boolean visit(int page, int cycle) {
        if (cycle > now) now = cycle;
        boolean found = nextChange[page] <= cycle;
        int i = n[page]++;
        if (found) {
            x[page]++;
            lastChange[page] = cycle;
            outcomes[page * words + (i >>> 6)] |= 1L << (i & 63);
        }
        lastVisit[page] = cycle;
        nextChange[page] = history.nextChangeAfter(page, cycle);
        return found;
    }
}
