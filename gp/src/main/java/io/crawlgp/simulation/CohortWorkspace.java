package io.crawlgp.simulation;

import io.crawlgp.dataset.ChangeHistory;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The engine of {@link CohortSimulator} (its class comment explains the method and the memory layout) with one
 * thread's buffers for runs on one {@link CohortSimulator.Prepared}: reused run after run (stamps instead of
 * clearing), never shared between threads, so results cannot depend on the thread count.
 */
final class CohortWorkspace {
    final CohortSimulator.Prepared pr;
    final ChangeHistory h;
    final TieOrder ties;
    final int pages, cycles, warmup, k;
    final boolean oneWord;

    // the arena: cohort ranges of page ids and their history words; where[p] = cohort id << 32 | offset in the cohort's
    // range (an offset, not an arena index: compaction moves whole ranges and so writes no where[] entry)
    int[] arenaPages;
    long[] arenaWords;
    final long[] where;
    int top;

    // cohorts as parallel arrays, by id (ids restart at 0 every run)
    int[] cN = new int[256], cX = new int[256], cLv = new int[256], cStart = new int[256], cSize = new int[256];
    int[] cMark = new int[256]; // stamp: member of this cycle's boundary group
    int[] cCount = new int[256]; // pages arriving at a target this cycle
    int[] cTargetStamp = new int[256],
            cToChanged = new int[256],
            cToSame = new int[256]; // this cycle's targets of a crawled cohort
    int cohorts;

    // alive cohorts and their keys this cycle
    int[] alive = new int[256], nextAlive = new int[256];
    long[] aliveKey = new long[256];
    int aliveCount;

    // taken this cycle: whole cohorts, and single pages from the boundary group
    int[] whole = new int[256];
    int wholeCount;
    final int[] bPage, bFrom, bTo;
    final long[] bWord;
    int bCount;
    int[] targets = new int[256];
    int targetCount;

    // score keys by state (n, X, t) for the run's function
    final StateKeyTable keys;
    // this cycle's target cohort by slot (n * (cycles + 1) + X), valid when targetStamp == cycleStamp
    final int[] targetAt, targetStamp;
    final HashMap<Integer, Integer> targetMap;
    int cycleStamp;

    final int[] staleAt;

    // keyed by visit history (pr.byHistory): each cohort's slot and the run's scorer
    final boolean byHistory;
    final HistorySlots slots = new HistorySlots(this);

    // the part of the boundary group that still fits: taken page by page in tie order
    final BoundaryTaking boundary = new BoundaryTaking(this);

    CohortWorkspace(CohortSimulator.Prepared pr) {
        this.pr = pr;
        h = pr.history;
        ties = pr.ties;
        pages = pr.pages;
        cycles = pr.cycles;
        warmup = pr.warmup;
        k = pr.k;
        oneWord = pr.oneWord;
        // room for every cycle's crawl without reuse when that is at most 2 N + k; else the arena is compacted in place
        // (12 bytes a slot, so at most 24 bytes a page and thread beyond a cycle's k)
        long full = (long) pages + (long) (cycles - warmup) * k;
        long capacity = Math.min(full, 2L * pages + k);
        arenaPages = new int[(int) capacity];
        arenaWords = new long[oneWord ? (int) capacity : 0];
        where = new long[pages];
        bPage = new int[k];
        bFrom = new int[k];
        bTo = new int[k];
        bWord = new long[k];
        byHistory = pr.byHistory;
        keys = new StateKeyTable(cycles, byHistory);
        long slots = (long) (cycles + 2) * (cycles + 1);
        targetAt = slots <= (1 << 20) ? new int[(int) slots] : null;
        targetStamp = targetAt == null ? null : new int[targetAt.length];
        targetMap = targetAt == null ? new HashMap<>() : null;
        staleAt = new int[cycles + 2];
    }

    int newCohort(int n, int x, int lastVisit) {
        if (cohorts == cN.length) {
            int len = cohorts * 2;
            cN = Arrays.copyOf(cN, len);
            cX = Arrays.copyOf(cX, len);
            cLv = Arrays.copyOf(cLv, len);
            cStart = Arrays.copyOf(cStart, len);
            cSize = Arrays.copyOf(cSize, len);
            cMark = Arrays.copyOf(cMark, len);
            cCount = Arrays.copyOf(cCount, len);
            cTargetStamp = Arrays.copyOf(cTargetStamp, len);
            cToChanged = Arrays.copyOf(cToChanged, len);
            cToSame = Arrays.copyOf(cToSame, len);
            if (byHistory) slots.grow(len);
        }
        int id = cohorts++;
        cN[id] = n;
        cX[id] = x;
        cLv[id] = lastVisit;
        cSize[id] = 0;
        cCount[id] = 0;
        cMark[id] = 0;
        cTargetStamp[id] = 0;
        return id;
    }

    /** True when the page changed in (lastVisit, c]; bit i of a word is cycle i+1. */
    boolean changed(int p, long word, int lastVisit, int c) {
        if (!oneWord) return h.nextChangeAfter(p, lastVisit) <= c;
        int span = c - lastVisit; // 1..64
        long mask = span >= 64 ? -1L : (1L << span) - 1;
        return ((word >>> lastVisit) & mask) != 0;
    }

    /** First change of the page in (after, C]. */
    int nextChange(int p, long word, int after) {
        if (!oneWord) return h.nextChangeAfter(p, after);
        if (after >= 64) return cycles + 1;
        long rest = word >>> after;
        return rest == 0 ? cycles + 1 : after + 1 + Long.numberOfTrailingZeros(rest);
    }

    static int nextStamp(int stamp) {
        return stamp == Integer.MAX_VALUE ? 1 : stamp + 1;
    }

    /**
     * A fresh cycle stamp; on wrap-around the target table forgets its old stamps. (The per-cohort stamps need no
     * such care: every cohort id is re-created, stamps reset, before a run uses it.)
     */
    int nextCycleStamp() {
        cycleStamp = nextStamp(cycleStamp);
        if (cycleStamp == 1 && targetStamp != null) Arrays.fill(targetStamp, 0);
        return cycleStamp;
    }

    /** Simulates the function given to {@link #begin}. */
    SimulationResult simulate(String name) {
        cohorts = 0;
        aliveCount = 0;
        System.arraycopy(pr.initialPages, 0, arenaPages, 0, pages);
        if (oneWord) System.arraycopy(pr.initialWords, 0, arenaWords, 0, pages);
        top = pages;
        for (int j = 0; j < pr.initialX.length; j++) {
            int id = newCohort(warmup, pr.initialX[j], warmup);
            cStart[id] = pr.initialStart[j];
            cSize[id] = pr.initialSize[j];
            for (int q = cStart[id], end = q + cSize[id]; q < end; q++)
                where[arenaPages[q]] = ((long) id << 32) | (q - cStart[id]);
            addAlive(id);
            if (byHistory) slots.warmUp(id, pr.initialPage[j]);
        }
        System.arraycopy(pr.initialStaleAt, 0, staleAt, 0, staleAt.length);
        int stale = 0;
        for (int c = 0; c <= warmup; c++) stale += staleAt[c];

        int scheduled = cycles - warmup;
        int[] found = new int[scheduled], available = new int[scheduled], staleAfter = new int[scheduled];
        for (int c = warmup + 1; c <= cycles; c++) {
            stale += staleAt[c];
            int i = c - warmup - 1;
            available[i] = stale;
            if (byHistory) slots.keys(c);
            else
                for (int a = 0; a < aliveCount; a++) {
                    int id = alive[a];
                    aliveKey[a] = keys.key(cN[id], cX[id], c - cLv[id]);
                }
            DescendingSort.sort(aliveKey, alive, 0, aliveCount - 1);
            int m = select(c);
            if (top + m > arenaPages.length) compact();
            int hits = move(c);
            stale -= hits;
            found[i] = hits;
            staleAfter[i] = stale;
        }
        return new SimulationResult(name, pages, k, warmup, cycles, found, available, staleAfter);
    }

    void addAlive(int id) {
        if (aliveCount == alive.length) {
            alive = Arrays.copyOf(alive, aliveCount * 2);
            aliveKey = Arrays.copyOf(aliveKey, aliveCount * 2);
            nextAlive = new int[aliveCount * 2];
        }
        alive[aliveCount++] = id;
    }

    /** Chooses this cycle's k pages: whole groups of equal key while they fit, then part of the boundary group. */
    int select(int c) {
        wholeCount = 0;
        bCount = 0;
        int m = 0, idx = 0;
        while (idx < aliveCount && m < k) {
            int end = idx, groupSize = 0;
            long key = aliveKey[idx];
            while (end < aliveCount && aliveKey[end] == key) groupSize += cSize[alive[end++]];
            if (m + groupSize <= k) {
                for (int j = idx; j < end; j++) {
                    if (wholeCount == whole.length) whole = Arrays.copyOf(whole, wholeCount * 2);
                    whole[wholeCount++] = alive[j];
                }
                m += groupSize;
            } else {
                int need = k - m;
                if ((long) groupSize * 16 >= pages) boundary.byTieWalk(idx, end, need, c);
                else boundary.byTieKeys(idx, end, groupSize, need, c);
                m = k;
            }
            idx = end;
        }
        return m;
    }

    /** Removes page p from cohort id (the cohort's last page fills its place) into the single-page buffer. */
    void takeSingle(int id, int p) {
        int at = cStart[id] + (int) where[p];
        int last = cStart[id] + --cSize[id];
        bPage[bCount] = p;
        bFrom[bCount] = id;
        if (oneWord) {
            bWord[bCount] = arenaWords[at];
            arenaWords[at] = arenaWords[last];
        }
        bCount++;
        int moved = arenaPages[last];
        arenaPages[at] = moved;
        where[moved] = ((long) id << 32) | (at - cStart[id]);
    }

    /**
     * Where this cycle's crawl moves the pages of cohort id that changed (or did not): its target, resolved once per
     * cycle and remembered with the cohort (the other target stays -1 until asked for).
     */
    int targetOf(int id, boolean changed, int c) {
        if (cTargetStamp[id] != cycleStamp) {
            cTargetStamp[id] = cycleStamp;
            cToChanged[id] = -1;
            cToSame[id] = -1;
        }
        int to = changed ? cToChanged[id] : cToSame[id];
        if (to < 0) {
            to = byHistory
                    ? slots.target(id, changed, c)
                    : target(cN[id] + 1, changed ? cX[id] + 1 : cX[id], c); // may grow the cohort arrays
            if (changed) cToChanged[id] = to;
            else cToSame[id] = to;
        }
        return to;
    }

    /** The target cohort (n, x, c) of this cycle, created on first use. */
    int target(int n, int x, int c) {
        int slot = n * (cycles + 1) + x;
        if (targetAt != null) {
            if (targetStamp[slot] == cycleStamp) return targetAt[slot];
            int id = newTarget(n, x, c);
            targetAt[slot] = id;
            targetStamp[slot] = cycleStamp;
            return id;
        }
        Integer id = targetMap.get(slot);
        if (id != null) return id;
        int created = newTarget(n, x, c);
        targetMap.put(slot, created);
        return created;
    }

    int newTarget(int n, int x, int c) {
        int id = newCohort(n, x, c);
        if (targetCount == targets.length) targets = Arrays.copyOf(targets, targetCount * 2);
        targets[targetCount++] = id;
        return id;
    }

    /**
     * Moves the crawled pages to their targets (n+1, X+found, c) and returns how many had changed. Pass 1 counts
     * the pages per target, so that each target's range is placed once at the arena's top; pass 2 writes them.
     */
    int move(int c) {
        nextCycleStamp();
        targetCount = 0;
        if (targetMap != null) targetMap.clear();
        int hits = 0;
        for (int j = 0; j < wholeCount; j++) {
            int id = whole[j];
            int changedHere = oneWord ? countChangedOneWord(id, c) : countChanged(id, c);
            hits += changedHere;
            // targetOf may grow the cohort arrays: resolve the id before indexing them
            if (changedHere > 0) {
                int to = targetOf(id, true, c);
                cCount[to] += changedHere;
            }
            if (changedHere < cSize[id]) {
                int to = targetOf(id, false, c);
                cCount[to] += cSize[id] - changedHere;
            }
        }
        for (int j = 0; j < bCount; j++) {
            int id = bFrom[j], p = bPage[j];
            long w = oneWord ? bWord[j] : 0;
            boolean ch = changed(p, w, cLv[id], c);
            if (ch) {
                hits++;
                staleAt[nextChange(p, w, c)]++;
            }
            int to = targetOf(id, ch, c);
            bTo[j] = to;
            cCount[to]++;
        }
        for (int j = 0; j < targetCount; j++) {
            int id = targets[j];
            cStart[id] = top;
            top += cCount[id];
        }
        for (int j = 0; j < wholeCount; j++) {
            int id = whole[j], toChanged = cToChanged[id], toSame = cToSame[id]; // -1: no page goes there
            if (oneWord) scatterOneWord(id, toChanged, toSame, c);
            else scatter(id, toChanged, toSame, c);
            cSize[id] = 0;
        }
        for (int j = 0; j < bCount; j++) {
            int p = bPage[j], to = bTo[j];
            int off = cSize[to]++, at = cStart[to] + off;
            arenaPages[at] = p;
            if (oneWord) arenaWords[at] = bWord[j];
            where[p] = ((long) to << 32) | off;
        }
        // survivors, then this cycle's targets (all non-empty: created for arriving pages)
        int n = 0;
        for (int a = 0; a < aliveCount; a++) {
            if (cSize[alive[a]] > 0) nextAlive[n++] = alive[a];
            else if (byHistory) slots.free(alive[a]);
        }
        int[] swap = alive;
        alive = nextAlive;
        nextAlive = swap;
        aliveCount = n;
        for (int j = 0; j < targetCount; j++) addAlive(targets[j]);
        return hits;
    }

    /** How many pages of cohort id changed since its last visit (histories of several words); records when each changed page next changes. */
    int countChanged(int id, int c) {
        int lv = cLv[id], changedHere = 0;
        for (int q = cStart[id], end = q + cSize[id]; q < end; q++) {
            int p = arenaPages[q];
            if (changed(p, 0, lv, c)) {
                changedHere++;
                staleAt[nextChange(p, 0, c)]++; // unchanged pages keep their next change
            }
        }
        return changedHere;
    }

    /** {@link #countChanged} on the carried words, without branches (half the pages changed: unpredictable). */
    int countChangedOneWord(int id, int c) {
        int lv = cLv[id], changedHere = 0, never = cycles + 1;
        int span = c - lv;
        long mask = span >= 64 ? -1L : (1L << span) - 1;
        long restMask = c >= 64 ? 0 : -1L; // no cycle after the 64th
        long[] words = arenaWords;
        int[] calendar = staleAt;
        for (int q = cStart[id], end = q + cSize[id]; q < end; q++) {
            long w = words[q];
            long hit = (w >>> lv) & mask;
            int ch = (int) ((hit | -hit) >>> 63);
            int next = Math.min(c + 1 + Long.numberOfTrailingZeros((w >>> c) & restMask), never);
            calendar[next] += ch; // unchanged pages keep their next change
            changedHere += ch;
        }
        return changedHere;
    }

    /** Moves every page of cohort id to its target; a target of -1 receives no page. */
    void scatter(int id, int toChanged, int toSame, int c) {
        int lv = cLv[id];
        int atChanged = toChanged < 0 ? 0 : cStart[toChanged] + cSize[toChanged];
        int atSame = toSame < 0 ? 0 : cStart[toSame] + cSize[toSame];
        int startChanged = atChanged, startSame = atSame;
        for (int q = cStart[id], end = q + cSize[id]; q < end; q++) {
            int p = arenaPages[q];
            if (changed(p, 0, lv, c)) {
                arenaPages[atChanged] = p;
                where[p] = ((long) toChanged << 32) | (atChanged++ - cStart[toChanged]);
            } else {
                arenaPages[atSame] = p;
                where[p] = ((long) toSame << 32) | (atSame++ - cStart[toSame]);
            }
        }
        if (toChanged >= 0) cSize[toChanged] += atChanged - startChanged;
        if (toSame >= 0) cSize[toSame] += atSame - startSame;
    }

    /** {@link #scatter} on the carried words, without branches. */
    void scatterOneWord(int id, int toChanged, int toSame, int c) {
        int lv = cLv[id];
        int span = c - lv;
        long mask = span >= 64 ? -1L : (1L << span) - 1;
        // offsets in the two targets' ranges; arena index = the target's start + offset
        int baseSame = toSame < 0 ? 0 : cStart[toSame], baseDiff = (toChanged < 0 ? 0 : cStart[toChanged]) - baseSame;
        int offChanged = toChanged < 0 ? 0 : cSize[toChanged];
        int offSame = toSame < 0 ? 0 : cSize[toSame];
        int startChanged = offChanged, startSame = offSame;
        long sameBits = (long) toSame << 32, diffBits = ((long) toChanged << 32) - sameBits;
        int[] pagesArr = arenaPages;
        long[] words = arenaWords;
        long[] whereArr = where;
        for (int q = cStart[id], end = q + cSize[id]; q < end; q++) {
            long w = words[q];
            int p = pagesArr[q];
            long hit = (w >>> lv) & mask;
            int ch = (int) ((hit | -hit) >>> 63);
            int off = offSame + ((offChanged - offSame) & -ch);
            offChanged += ch;
            offSame += 1 - ch;
            int at = baseSame + (baseDiff & -ch) + off;
            pagesArr[at] = p;
            words[at] = w;
            whereArr[p] = (sameBits + (diffBits & -(long) ch)) | off;
        }
        if (toChanged >= 0) cSize[toChanged] += offChanged - startChanged;
        if (toSame >= 0) cSize[toSame] += offSame - startSame;
    }

    /**
     * Packs every alive cohort's range to the arena's bottom, in place: ranges in order of their start each move down
     * (never up, so an overlapping move is a plain arraycopy); where[] holds offsets in ranges, so it is not touched.
     * The alive cohorts hold at most N pages, so at most N + k slots of a 2 N + k arena are taken after a cycle's
     * crawl: one compaction every N / k cycles or more.
     */
    void compact() {
        long[] byStart = new long[aliveCount];
        for (int a = 0; a < aliveCount; a++) byStart[a] = (long) cStart[alive[a]] << 32 | alive[a];
        Arrays.sort(byStart);
        int at = 0;
        for (long e : byStart) {
            int id = (int) e, from = cStart[id], size = cSize[id];
            if (from != at) {
                System.arraycopy(arenaPages, from, arenaPages, at, size);
                if (oneWord) System.arraycopy(arenaWords, from, arenaWords, at, size);
                cStart[id] = at;
            }
            at += size;
        }
        top = at;
    }

    /** Bytes this workspace holds, itemised: what grows with the pages, then the tables whatever their count. */
    void bytes(Map<String, Long> out) {
        out.put(
                "workspace per thread: arena (page ids, history words)",
                4L * arenaPages.length + 8L * arenaWords.length);
        out.put("workspace per thread: where (cohort, offset) per page", 8L * where.length);
        out.put("workspace per thread: boundary buffers (k pages)", 24L * bPage.length);
        out.put(
                "fixed per thread: state key and target tables",
                keys.bytes() + (targetAt == null ? 0 : 8L * targetAt.length));
    }
}
