package io.crawlgp.content.prediction;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.DatasetException;
import io.crawlgp.learning.Platt;
import io.crawlgp.text.TermVector;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.apache.commons.math3.distribution.ChiSquaredDistribution;
import org.junit.jupiter.api.Test;

class ContentChangeTest {
    static TermVector tv(int[] ids, int[] counts) {
        return new TermVector(ids, counts);
    }

    @Test
    void theUpperTailIsCommonsMathsChiSquaredDistributionBitForBit() {
        SplittableRandom r = new SplittableRandom(8);
        for (int k = 0; k < 5000; k++) {
            int columns = 2 + r.nextInt(400);
            double chi = k % 50 == 0 ? 0 : r.nextDouble() * 3 * columns;
            double expected = 1 - new ChiSquaredDistribution(columns - 1).cumulativeProbability(chi);
            assertEquals(
                    Double.doubleToLongBits(expected),
                    Double.doubleToLongBits(SignificantChange.upperTail(chi, columns)),
                    chi + " on " + columns);
        }
        assertEquals(1, SignificantChange.upperTail(12.5, 1), "one column: no test");
    }

    @Test
    void chiSquaredByHand() {
        // versions {x:10, y:10} and {x:20, y:0}: expected x 15/15, y 5/5; chi2 = 25/15*2 + 25/5*2 = 13.33, df 1
        TermVector a = tv(new int[] {0, 1}, new int[] {10, 10}), b = tv(new int[] {0}, new int[] {20});
        double chi = 25.0 / 15 * 2 + 25.0 / 5 * 2;
        assertEquals(
                1 - new ChiSquaredDistribution(1).cumulativeProbability(chi),
                SignificantChange.pValue(a, b, false),
                1e-12);
        assertTrue(SignificantChange.pValue(a, b, false) < 0.05);
        assertEquals(1, SignificantChange.pValue(a, a, false));
        // a one-word edit in a 200-word page is not significant
        int[] ids = new int[50], c1 = new int[50], c2 = new int[50];
        for (int i = 0; i < 50; i++) {
            ids[i] = i;
            c1[i] = 4;
            c2[i] = 4;
        }
        c2[0] = 3;
        c2[1] = 5;
        assertTrue(SignificantChange.pValue(tv(ids, c1), tv(ids, c2), false) > 0.99);
    }

    @Test
    void behaviourFilterCountsFlips() {
        boolean[] h = {false, true, false, true, false, false, false, false, false, false, false
        }; // cycles 1..10: flips 1-2,2-3,3-4 of 9 pairs
        assertTrue(SignificantChange.behaviourChanges(h, 0.3));
        assertFalse(SignificantChange.behaviourChanges(h, 0.34));
    }

    static ContentCorpus tiny() {
        ChangeHistory h = ChangeHistory.of(
                new String[] {"a", "b"}, new String[] {"shopone", "shoptwo"}, new String[] {"0101", "1000"});
        List<ContentCorpus.RawVersion> raw = List.of(
                new ContentCorpus.RawVersion("a", 0, "apple banana cherry"),
                new ContentCorpus.RawVersion("a", 2, "apple banana cherry cherry"),
                new ContentCorpus.RawVersion("a", 4, "grape grape grape melon"),
                new ContentCorpus.RawVersion("b", 0, "apple melon see https://www.shopone.example/x"),
                new ContentCorpus.RawVersion("b", 1, "apple melon melon"));
        return ContentCorpus.of(h, raw, null, 1);
    }

    @Test
    void corpusFeaturesAndLinkGraphOnAHandMadeCorpus() {
        ContentCorpus c = tiny();
        assertEquals(c.versionIndex(0, 0), c.versionIndex(0, 1));
        assertNotEquals(c.versionIndex(0, 1), c.versionIndex(0, 2));
        boolean[][] h = new boolean[][] {{false, false, true, false, true}, {false, true, false, false, false}};
        FeatureSpace fs = new FeatureSpace(c, h, 1, 1, 3);
        double[] x = fs.twoD(0, 2);
        assertEquals(1 + 3 + 3, x.length);
        assertEquals(1, x[0]); // changed at cycle 2
        assertEquals(Math.log1p(1), x[4], 1e-12); // ||A(2) - A(1)||: one more "cherri"
        assertEquals(0, x[5]); // ||A(1) - A(0)||
        assertEquals(0, x[6]); // no change at cycle 1
        double[] r = fs.threeD(1, 0, 2);
        assertEquals(x.length + 3, r.length);
        assertEquals(fs.cos(c.versionIndex(0, 2), c.versionIndex(1, 2)), r[7], 1e-12);
        // b links to a host containing "shopone", the site of page a
        assertEquals(List.of(0), LinkGraph.of(c).nearest(1, 5));
    }

    @Test
    void loaderRejectsVersionsThatDisagreeWithTheHistory() {
        ChangeHistory h = ChangeHistory.of(new String[] {"a"}, new String[] {"s"}, new String[] {"01"});
        DatasetException e = assertThrows(
                DatasetException.class,
                () -> ContentCorpus.of(
                        h,
                        List.of(new ContentCorpus.RawVersion("a", 0, "x"), new ContentCorpus.RawVersion("a", 1, "y")),
                        Path.of("v.jsonl"),
                        1));
        assertEquals("v.jsonl:2: page 'a' has a version at cycle 1 but its history bit there is 0", e.getMessage());
        e = assertThrows(
                DatasetException.class,
                () -> ContentCorpus.of(h, List.of(new ContentCorpus.RawVersion("a", 0, "x")), Path.of("v.jsonl"), 1));
        assertEquals("v.jsonl: page 'a' changed at cycle 2 but has no version there", e.getMessage());
    }

    @Test
    void dtwByHandAndLowerBoundsHold() {
        assertEquals(1, ExpertSelection.dtw(new double[] {0, 1, 2}, new double[] {0, 2}, 100), 1e-12);
        assertEquals(0, ExpertSelection.dtw(new double[] {1, 1, 2, 3}, new double[] {1, 2, 3, 3}, 1), 1e-12);
        SplittableRandom r = new SplittableRandom(4);
        for (int trial = 0; trial < 200; trial++) {
            int n = 2 + r.nextInt(30), band = r.nextInt(6);
            double[] q = new double[n], c = new double[n];
            for (int i = 0; i < n; i++) {
                q[i] = r.nextInt(4) * r.nextDouble();
                c[i] = r.nextInt(4) * r.nextDouble();
            }
            double lb = ExpertSelection.lbKeogh(
                    c, ExpertSelection.envelope(q, band, true), ExpertSelection.envelope(q, band, false));
            double banded = ExpertSelection.dtw(q, c, band), full = ExpertSelection.dtw(q, c, n);
            assertTrue(lb <= banded + 1e-12, "trial " + trial);
            assertTrue(full <= banded + 1e-12, "trial " + trial);
        }
    }

    @Test
    void crossCorrelationFindsALeadingSeries() {
        double[] a = {0, 0, 0, 1, 0, 0, 0, 1, 0, 0}, b = {0, 1, 0, 0, 0, 1, 0, 0, 0, 0}; // b leads a by 2
        double lead = ExpertSelection.crossCorrelation(a, b);
        assertTrue(lead > 0.5, "" + lead);
        assertEquals(0, ExpertSelection.crossCorrelation(a, new double[10]));
    }

    /**
     * The memoised cosine of a pair of versions is the same bits whichever orientation asks first: two feature maps
     * over one corpus, one asked (a, b) first and the other (b, a), agree on every pair, and on pairs whose two
     * orientations' sums round apart (which the test finds first, so that it checks something) they hold the value
     * of the lower version first.
     */
    @Test
    void aCosineIsTheSameBitsWhicheverOrientationAsksFirst() {
        ContentCorpus c = ContentGenerator.generate(30, 40, 5, 2);
        boolean[][] labels = SignificantChange.labels(c, false);
        FeatureSpace forward = new FeatureSpace(c, labels, 1, 1, 20),
                backward = new FeatureSpace(c, labels, 1, 1, 20),
                plain = new FeatureSpace(c, labels, 1, 1, 20);
        int versions = Math.min(c.versions(), 400), apart = 0;
        for (int a = 0; a < versions; a++) {
            for (int b = a + 1; b < versions; b += 7) {
                long f = Double.doubleToRawLongBits(forward.cos(a, b)),
                        r = Double.doubleToRawLongBits(backward.cos(b, a));
                assertEquals(f, r, "versions " + a + " and " + b);
                long lowerFirst = Double.doubleToRawLongBits(plain.cosInOrder(a, b));
                if (Double.doubleToRawLongBits(plain.cosInOrder(b, a)) != lowerFirst) {
                    apart++;
                    assertEquals(lowerFirst, f, "the lower version first");
                }
            }
        }
        assertTrue(apart > 0, "no pair whose orientations round apart: the corpus checks nothing");
    }

    /** Expert selection over a generated corpus: 10 terms, 20 cycles of history, DTW band 3. */
    private static ExpertSelection selection(int pages, int cycles, long seed) {
        ContentCorpus c = ContentGenerator.generate(pages, cycles, seed, 2);
        FeatureSpace fs = new FeatureSpace(c, SignificantChange.labels(c, false), 1, 1, 20);
        return new ExpertSelection(fs, LinkGraph.of(c), 10, 20, 3);
    }

    @Test
    void prunedDtwSearchEqualsTheExhaustiveOne() {
        ExpertSelection sel = selection(40, 40, 3);
        ExpertSelection.DtwStats pruned = new ExpertSelection.DtwStats(), all = new ExpertSelection.DtwStats();
        for (int t = 0; t < 40; t += 3) {
            assertEquals(
                    sel.dtwWithoutPruning(t, 30, 3, all),
                    sel.select(ExpertSelection.Method.DTW, t, 30, 3, pruned),
                    "target " + t);
        }
        assertTrue(pruned.fullDtw < all.fullDtw, pruned.fullDtw + " vs " + all.fullDtw);
    }

    @Test
    void crossCorrelationSelectionSkippingConstantSeriesEqualsThePlainOne() {
        ExpertSelection sel = selection(60, 50, 5);
        int skippedSome = 0;
        for (int t = 0; t < 60; t += 2) {
            for (int t0 : new int[] {19, 35, 49}) {
                double[] fast = sel.xcorrScores(t, t0, false), plain = sel.xcorrScores(t, t0, true);
                for (int e = 0; e < fast.length; e++)
                    assertEquals(
                            Double.doubleToRawLongBits(plain[e]),
                            Double.doubleToRawLongBits(fast[e]),
                            "target " + t + " candidate " + e + " at " + t0);
                if (Arrays.stream(plain).filter(v -> v == 0).count() > 1) skippedSome++;
            }
        }
        assertTrue(skippedSome > 10, "the corpus has constant series to skip: " + skippedSome);
        assertEquals(
                0,
                ExpertSelection.crossCorrelation(new double[] {0.3, 0.3, 0.3}, new double[] {1, 2, 3}),
                "a constant series correlates 0");
    }

    @Test
    void plattProbabilitiesRiseWithTheDecisionValue() {
        double[] f = {-3, -2, -1.5, -1, -0.5, 0.2, 0.5, 1, 2, 3};
        boolean[] y = {false, false, false, false, true, false, true, true, true, true};
        double[] ab = Platt.fit(f, y);
        double prev = 0;
        for (double v = -4; v <= 4; v += 0.5) {
            double p = Platt.probability(v, ab);
            assertTrue(p > prev && p < 1);
            prev = p;
        }
    }

    @Test
    void freshnessCrawlWithAFullBudgetKeepsEverythingFresh() {
        boolean[][] labels = {{false, true, true, false}, {false, false, true, true}};
        double[][] prob = {{0, 0.5, 0.5, 0.5}, {0, 0.5, 0.5, 0.5}};
        double[] f = FreshnessCrawl.run(labels, prob, 1, 1.0, 7);
        assertArrayEquals(new double[] {0, 1, 1, 1}, f, 1e-12);
        // a budget of one page out of two and all probability on page 0: page 1 goes stale at cycle 2 and stays so
        double[][] skew = {{0, 1, 1, 1}, {0, 0, 0, 0}};
        assertArrayEquals(new double[] {0, 1, 0.5, 0.5}, FreshnessCrawl.run(labels, skew, 1, 0.5, 7), 1e-12);
    }
}
