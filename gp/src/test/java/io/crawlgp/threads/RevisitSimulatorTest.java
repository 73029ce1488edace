package io.crawlgp.threads;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.util.Seeds;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class RevisitSimulatorTest {
    static DiscussionThread thread(double... minutes) {
        List<Post> posts = new ArrayList<>();
        for (int i = 0; i < minutes.length; i++) posts.add(new Post("p" + i, "answer", minutes[i], ""));
        return new DiscussionThread("t", posts);
    }

    @Test
    void handComputedMetrics() {
        // posts at 0, 10 (known) and 25, 27, 60 (evaluated); constant prediction 12 minutes
        DiscussionThread t = thread(0, 10, 25, 27, 60);
        ThreadMetrics m = RevisitSimulator.run(t, 2, 5, seen -> 12, 1, 0.5);
        // visits: 22 (empty), 34 (gets 25, 27: delays 9, 7); then 27 + 12 = 39 (empty), 51 (empty), 63 > 60: not made,
        // post 60 counts as retrieved at 60 (delay 0)
        assertEquals(4, m.visits());
        assertEquals(3, m.posts());
        assertEquals((9 + 7 + 0) / 3.0, m.tScore(), 1e-12);
        assertEquals(4 / 3.0, m.visitsPerPost(), 1e-12);
        double tMax = ((60 - 25) + (60 - 27) + 0) / 3.0;
        assertEquals(m.tScore() / tMax, m.prMiss(), 1e-12);
        assertEquals(4 / ((60 - 10) - 3.0), m.prFa(), 1e-12); // minutes from the start of the evaluated period
        assertEquals(0.5 * m.prFa() + 0.5 * m.prMiss(), m.prError(), 1e-12);
        assertEquals(m, RevisitSimulator.reference(t, 2, 5, seen -> 12, 1, 0.5));
    }

    @Test
    void aLatePredictionIsMeasuredFromTheCurrentVisitAndTheMinimumGapHolds() {
        DiscussionThread t = thread(0, 100, 101, 400);
        // seen 2: 100 + 50 = 150 (gets 101, delay 49); seen 3: 101 + 0.2 -> 1 minute (min gap) = 102 <= 150, so 150 + 1
        // = 151, ...
        ThreadMetrics m = RevisitSimulator.run(t, 2, 4, seen -> seen == 2 ? 50 : 0.2, 1, 0.5);
        assertEquals(1 + (400 - 150), m.visits()); // 151, 152, ..., 400
        assertEquals((49 + 0) / 2.0, m.tScore(), 1e-12);
        assertEquals(m, RevisitSimulator.reference(t, 2, 4, seen -> seen == 2 ? 50 : 0.2, 1, 0.5));
    }

    @Test
    void neverVisitingGivesPrMissOneAndNoFalseAlarms() {
        DiscussionThread t = thread(0, 10, 20, 30);
        ThreadMetrics m = RevisitSimulator.run(t, 1, 4, seen -> 1e9, 1, 0.5);
        assertEquals(0, m.visits());
        assertEquals(1, m.prMiss(), 1e-12);
        assertEquals(0, m.prFa());
    }

    @Test
    void closedFormEqualsVisitByVisitOnRandomThreadsAndPolicies() {
        SplittableRandom r = new SplittableRandom(5);
        for (int trial = 0; trial < 300; trial++) {
            int n = 2 + r.nextInt(20);
            double[] times = new double[n];
            for (int i = 1; i < n; i++)
                times[i] = times[i - 1] + (r.nextInt(4) == 0 ? 0 : r.nextDouble() * (r.nextBoolean() ? 30 : 2000));
            DiscussionThread t = thread(times);
            int from = 1 + r.nextInt(n - 1);
            double scale = 1 + r.nextDouble() * 300;
            long salt = r.nextLong();
            RevisitModel.Predictor p =
                    seen -> scale * Seeds.toUnitDouble(Seeds.derive(salt, "p", seen)) + (seen % 3 == 0 ? 0.3 : 0);
            double minGap = r.nextBoolean() ? 1 : 0.5;
            assertEquals(
                    RevisitSimulator.reference(t, from, n, p, minGap, 0.3),
                    RevisitSimulator.run(t, from, n, p, minGap, 0.3),
                    "trial " + trial);
        }
    }

    @Test
    void baselineIsTheMeanSeenGap() {
        DiscussionThread t = thread(0, 10, 40, 41);
        ThreadData d = ThreadData.of(List.of(t), 1);
        RevisitModel.Predictor p = new BaselineModel(d, 77).start(0);
        assertEquals(77, p.nextGap(1));
        assertEquals(10, p.nextGap(2));
        assertEquals(20, p.nextGap(3));
    }

    @Test
    void splitIsSeventyFivePercentAtLeastTwoAndLeavesATestPost() {
        assertEquals(8, thread(new double[10]).trainingPosts(0.75));
        assertEquals(2, thread(0, 1, 2).trainingPosts(0.75));
        assertEquals(3, thread(0, 1, 2, 3).trainingPosts(0.75));
    }
}
