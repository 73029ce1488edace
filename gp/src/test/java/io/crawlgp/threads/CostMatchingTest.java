package io.crawlgp.threads;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.evolution.ecj.Evolvers;
import io.crawlgp.util.Progress;
import io.crawlgp.util.RecordOverrides;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every method at the same visit cost: the gap factor found by hand, the trade-off area, the sweep on real simulations. */
class CostMatchingTest {
    /** A thread with a post every 10 minutes; posts 0 and 1 known, 2..10 evaluated (9 posts). */
    static final DiscussionThread EVERY_TEN = RevisitSimulatorTest.thread(0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100);

    /** A constant-gap model on that thread. */
    static RevisitModel constant(String name, double gap) {
        return new RevisitModel() {
            public String name() {
                return name;
            }

            public Predictor start(int thread) {
                return seen -> gap;
            }
        };
    }

    static ThreadMetrics[] onThread(RevisitModel m) {
        return new ThreadMetrics[] {RevisitSimulator.run(EVERY_TEN, 2, 11, m.start(0), 1, 0.5)};
    }

    @Test
    void theFactorBringsAModelToTheLevel() {
        // a 10-minute gap visits at every post: Visit/Post 1 and Pr_miss 0; two visits per post need a 5-minute gap,
        // so a model predicting 20 minutes needs the factor 1/4. Visits are counted, so Visit/Post moves in steps of
        // 1/9 (nine posts) and 2 is met only at exactly 5 minutes: the match is within one step of it
        assertEquals(1.0, onThread(constant("BL", 10))[0].visitsPerPost(), 1e-12);
        assertEquals(2.0, onThread(constant("BL", 5))[0].visitsPerPost(), 1e-12);
        CostMatching.Matched m = CostMatching.match(constant("slow", 20), 2.0, 1, CostMatchingTest::onThread);
        assertEquals(2.0, m.visitsPerPost(), 1 / 9.0 + 1e-9);
        assertEquals(0.25, m.factor(), 0.25 * 0.05);
        assertEquals(
                onThread(CostMatching.scaled(constant("slow", 20), m.factor(), 1))[0],
                m.metrics()[0],
                "the reported metrics are the scaled model's");
    }

    @Test
    void aPredictionBelowTheMinimumGapIsScaledToo() {
        // a model predicting -1 minutes visits every minute (the minimum) at factor 1; it still reaches one visit per
        // post
        CostMatching.Matched m = CostMatching.match(constant("negative", -1), 1.0, 1, CostMatchingTest::onThread);
        assertTrue(m.matched(), "Visit/Post " + m.visitsPerPost());
        assertEquals(10, m.factor(), 0.5);
        CostMatching.Matched never = CostMatching.match(constant("never", 1e9), 1.0, 1, CostMatchingTest::onThread);
        assertFalse(never.matched(), "a level out of reach is reported, not hidden");
    }

    @Test
    void theAreaIsTheMeanPrMissOverTheLog2CostRange() {
        // points (Visit/Post, Pr_miss): (1, 0.4), (2, 0.2), (4, 0.1): trapezoids over log2 = 0..2: (0.3 + 0.15) / 2
        ThreadMetrics a = new ThreadMetrics(1, 1, 0, 1, 0.4, 0, 0),
                b = new ThreadMetrics(1, 2, 0, 2, 0.2, 0, 0),
                c = new ThreadMetrics(1, 4, 0, 4, 0.1, 0, 0);
        List<CostMatching.Matched> pts = List.of(
                new CostMatching.Matched("X", 4, 1, new ThreadMetrics[] {c}),
                new CostMatching.Matched("X", 1, 1, new ThreadMetrics[] {a}),
                new CostMatching.Matched("X", 2, 1, new ThreadMetrics[] {b}));
        assertEquals((0.3 + 0.15) / 2, CostMatching.area(pts), 1e-12);
    }

    @Test
    void onSyntheticThreadsEveryMethodReachesEveryLevel() {
        ThreadsSettings s = RecordOverrides.apply(
                ThreadsSettings.defaults(),
                Map.of("syntheticThreads", "60", "methods", "BL,DEC", "costLevels", "0.5,1,2"));
        ThreadData data = ThreadData.of(ThreadGenerator.generate(s.syntheticThreads(), 1), 1);
        ThreadsExperiment.Result r = ThreadsExperiment.run(data, s, 1, Progress.silent(), Evolvers.ecj());
        double bl = ThreadsExperiment.mean(r.metrics().get("BL"), ThreadMetrics::visitsPerPost);
        for (Map.Entry<Double, List<CostMatching.Matched>> e : r.matched().entrySet())
            for (CostMatching.Matched m : e.getValue()) {
                assertEquals(e.getKey() * bl, m.level(), 1e-9);
                assertEquals(
                        m.level(), m.visitsPerPost(), 0.05 * m.level(), m.method() + " at " + e.getKey() + " x BL");
            }
        CostMatching.Matched blAtOne = r.matched().get(1.0).get(0);
        assertEquals("BL", blAtOne.method());
        assertEquals(1.0, blAtOne.factor(), 0.05, "BL at its own cost keeps its gaps");
    }
}
