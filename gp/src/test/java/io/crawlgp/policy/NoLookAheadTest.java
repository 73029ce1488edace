package io.crawlgp.policy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.Signals;
import io.crawlgp.expr.Expr;
import io.crawlgp.feature.Feature;
import io.crawlgp.feature.TerminalSet;
import io.crawlgp.simulation.HandCrawl;
import io.crawlgp.simulation.Policy;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Every registered input that needs only the crawl's history reads what the crawler fetched and nothing else: its
 * values at a cycle are the same on two histories that differ only in what the crawler could not have seen (the
 * future, the detail of an unvisited span, pages outside the crawled set, change signals not yet received). Checked on a fixed visit schedule (the same
 * visits on both histories), for every such feature in the registry, so a new one is checked without being named here.
 */
class NoLookAheadTest {
    private static final int PAGES = 24, CYCLES = 30, NOW = 18, OUTSIDE = 6;

    /** Visits page p at cycle c when (p + c) % 3 == 0: spans of three cycles, different phases per page. */
    private static boolean visits(int p, int c) {
        return (p + c) % 3 == 0;
    }

    private static String[] sites(int pages) {
        String[] s = new String[pages];
        for (int p = 0; p < pages; p++) s[p] = "site" + (p % 4);
        return s;
    }

    private static String[] ids(int pages) {
        String[] s = new String[pages];
        for (int p = 0; p < pages; p++) s[p] = "p" + p;
        return s;
    }

    /**
     * A history and its twin that differs only where the crawler is blind: every cycle after NOW - 1 flipped at random,
     * and within each span between visits before NOW the change moved to another cycle of the span (the visit at the
     * span's end sees a change either way). Pages beyond PAGES (outside the crawled set) differ at random.
     */
    private static ChangeHistory[] twins(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int all = PAGES + OUTSIDE;
        boolean[][] a = new boolean[all][CYCLES + 1], b = new boolean[all][CYCLES + 1];
        for (int p = 0; p < all; p++)
            for (int c = 1; c <= CYCLES; c++) {
                a[p][c] = r.nextInt(4) == 0;
                b[p][c] = p >= PAGES || c >= NOW ? r.nextInt(4) == 0 : a[p][c];
            }
        for (int p = 0; p < PAGES; p++) {
            int from = 1;
            for (int c = 1; c < NOW; c++) {
                if (!visits(p, c)) continue;
                boolean any = false;
                for (int x = from; x <= c; x++) any |= a[p][x];
                for (int x = from; x <= c; x++) b[p][x] = false;
                if (any) b[p][from + r.nextInt(c - from + 1)] = true; // the same outcome, at another cycle of the span
                from = c + 1;
            }
        }
        // change signals: the same up to NOW (received by then), independent after it
        int[][] sa = new int[all][], sb = new int[all][];
        for (int p = 0; p < all; p++) {
            List<Integer> x = new ArrayList<>(), y = new ArrayList<>();
            for (int c = 1; c <= CYCLES; c++) {
                boolean s = r.nextInt(5) == 0;
                if (s) x.add(c);
                if (c <= NOW ? s : r.nextInt(5) == 0) y.add(c);
            }
            sa[p] = x.stream().mapToInt(Integer::intValue).toArray();
            sb[p] = y.stream().mapToInt(Integer::intValue).toArray();
        }
        return new ChangeHistory[] {
            history(a).withSignals(Signals.of(CYCLES, sa)), history(b).withSignals(Signals.of(CYCLES, sb))
        };
    }

    private static ChangeHistory history(boolean[][] bits) {
        String[] rows = new String[bits.length];
        for (int p = 0; p < bits.length; p++) {
            StringBuilder sb = new StringBuilder();
            for (int c = 1; c <= CYCLES; c++) sb.append(bits[p][c] ? '1' : '0');
            rows[p] = sb.toString();
        }
        return ChangeHistory.of(ids(bits.length), sites(bits.length), rows);
    }

    private static double[] valuesAtNow(Feature f, ChangeHistory full) {
        return valuesAtNow(
                FormulaPolicy.perPage(f.name(), new Expr.Var(0, f.name()), new TerminalSet(List.of(f)), false), full);
    }

    private static double[] valuesAtNow(Policy policy, ChangeHistory full) {
        int[] crawled = new int[PAGES];
        for (int p = 0; p < PAGES; p++) crawled[p] = p;
        HandCrawl c = new HandCrawl(policy, 1, full.subset(crawled));
        for (int cycle = 1; cycle < NOW; cycle++)
            for (int p = 0; p < PAGES; p++) if (visits(p, cycle)) c.visit(p, cycle);
        return c.scores(NOW);
    }

    @Test
    void noInputReadsTheFutureAnUnvisitedSpanOrAPageOutsideTheCrawl() {
        int checked = 0;
        for (long seed = 1; seed <= 3; seed++) {
            ChangeHistory[] h = twins(seed);
            for (Feature f : Terminals.ALL) {
                if (f.needs() != Feature.Need.HISTORY) continue;
                assertArrayEquals(valuesAtNow(f, h[0]), valuesAtNow(f, h[1]), 0, f.name() + " read unfetched history");
                checked++;
            }
        }
        assertTrue(checked >= 3 * 10, "the site and signal inputs at least are checked");
    }

    @Test
    void signalsFirstReadsNoSignalNotYetReceivedAndAFutureCycleIsRefused() {
        for (long seed = 1; seed <= 3; seed++) {
            ChangeHistory[] h = twins(seed);
            for (String rule : new String[] {"Heritrix-ratio-signal", "LambdaCrawl(complete=1)"})
                assertArrayEquals(
                        valuesAtNow(Policies.byName(rule), h[0]), valuesAtNow(Policies.byName(rule), h[1]), 0, rule);
        }
        // the crawl state's clock: signals of a later cycle are look-ahead, refused however a policy asks
        ChangeHistory one = twins(1)[0];
        HandCrawl c = new HandCrawl(Policies.byName("Age"), 1, one);
        c.visit(0, 3);
        assertThrows(IllegalStateException.class, () -> c.state().signalsBetween(0, 0, 4));
    }

    @Test
    void theCheckCatchesAnInputThatCountsChangesTheCrawlerNeverSaw() {
        Feature peeking = Feature.of("peek", "true changes so far (an oracle)", (s, p, c) -> s.trueChanges(p));
        boolean caught = false;
        for (long seed = 1; seed <= 3; seed++) {
            ChangeHistory[] h = twins(seed);
            double[] a = valuesAtNow(peeking, h[0]), b = valuesAtNow(peeking, h[1]);
            for (int p = 0; p < a.length; p++) caught |= a[p] != b[p];
        }
        assertTrue(caught);
    }
}
