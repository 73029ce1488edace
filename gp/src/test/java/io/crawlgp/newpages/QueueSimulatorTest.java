package io.crawlgp.newpages;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class QueueSimulatorTest {
    static NewPage page(int i, double disc, int... visits) {
        return new NewPage("https://h.example/p" + i, disc, "link", new double[0], visits);
    }

    @Test
    void handComputedCrawl() {
        // tau = 1800 s over T = 7200 s: fetches at 1800, 3600, 5400, 7200 (relative to start 0)
        NewPageSet set = new NewPageSet(
                List.of(
                        page(0, 0, 10, 10, 0), // old, popular
                        page(1, 1000, 1, 1, 1), // weak
                        page(2, 3000, 40, 0, 0), // very popular but fast: all visits in its first hour
                        page(3, 9000, 100, 0, 0)), // discovered after the period: never queued
                List.of());
        QueueRun fifo = QueueSimulator.run(set, 0, 7200, 1800, OrderingPolicy.FIFO.priority(set, null, 1, 0));
        // 1800: p0 (delay .5 h: 5 + 10), 3600: p1 (delay 2600 s = .7222 h: .2778 + 1 + 1), 5400: p2 (delay 2400 s = 2/3
        // h: 40/3)
        assertArrayEquals(new int[] {0, 1, 2}, fifo.order());
        double expected = 15 + (1 - 2600 / 3600.0) + 2 + 40.0 / 3;
        assertEquals(expected, fifo.totalUtility(), 1e-9);
        assertEquals(expected / 7200, fifo.utilityPerSecond(), 1e-12);
        assertEquals(3, fifo.fetched());
        // the fetch at 3600 s ends hour 1, so it counts in cumulative[0]
        assertArrayEquals(new double[] {15 + (1 - 2600 / 3600.0) + 2, expected}, fifo.cumulative(), 1e-9);

        QueueRun oracle =
                QueueSimulator.run(set, 0, 7200, 1800, OrderingPolicy.ORACLE_REMAINING.priority(set, null, 1, 0));
        // 1800: p0 (15 vs p1 2.72), 3600: p2 (40 * (1 - 600/3600) = 33.33 vs p1 2.28), 5400: p1 (1.22 + ... = 4400 s:
        // 0.7778 + 1)
        assertArrayEquals(new int[] {0, 2, 1}, oracle.order());
        assertEquals(15 + 40 * (1 - 600 / 3600.0) + (1 - 800 / 3600.0) + 1, oracle.totalUtility(), 1e-9);
        assertTrue(oracle.totalUtility() > fifo.totalUtility());
    }

    @Test
    void tiesGoToTheEarliestDiscoveredAndNaNGoesLast() {
        NewPageSet set = new NewPageSet(List.of(page(0, 0, 1), page(1, 0, 1), page(2, 0, 1)), List.of());
        QueueRun r = QueueSimulator.scan(set, 0, 3, 1, (p, now) -> p == 0 ? Double.NaN : 5);
        assertArrayEquals(new int[] {1, 2, 0}, r.order());
        assertArrayEquals(
                r.order(),
                QueueSimulator.heap(set, 0, 3, 1, Priority.ofKeys(new double[] {Double.NaN, 5, 5}))
                        .order());
    }

    @Test
    void heapEqualsScanOnStaticPriorities() {
        SplittableRandom rnd = new SplittableRandom(11);
        for (int trial = 0; trial < 40; trial++) {
            int n = 1 + rnd.nextInt(200);
            List<NewPage> pages = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                int[] v = new int[6];
                for (int h = 0; h < 6; h++) v[h] = rnd.nextInt(5);
                pages.add(page(i, rnd.nextInt(3600 * 4), v));
            }
            NewPageSet set = new NewPageSet(pages, List.of());
            double[] keys = new double[n];
            for (int i = 0; i < n; i++) keys[i] = rnd.nextInt(8) == 0 ? Double.NaN : rnd.nextInt(10); // many ties
            double tau = 30 + rnd.nextInt(600);
            Priority.Static p = Priority.ofKeys(keys);
            QueueRun a = QueueSimulator.heap(set, 0, 3600 * 4, tau, p);
            QueueRun b = QueueSimulator.scan(set, 0, 3600 * 4, tau, (page, now) -> keys[page]);
            assertArrayEquals(b.order(), a.order(), "trial " + trial);
            assertEquals(b.totalUtility(), a.totalUtility());
            assertArrayEquals(b.cumulative(), a.cumulative());
        }
    }

    @Test
    void badPeriodOrTauIsRejected() {
        NewPageSet set = new NewPageSet(List.of(page(0, 0, 1)), List.of());
        assertEquals(
                "tau must be > 0 seconds, got 0.0",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> QueueSimulator.run(set, 0, 10, 0, Priority.ofKeys(new double[1])))
                        .getMessage());
    }
}
