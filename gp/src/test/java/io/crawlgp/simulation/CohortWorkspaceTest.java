package io.crawlgp.simulation;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.GeneratorSettings;
import io.crawlgp.dataset.SyntheticChangeGenerator;
import io.crawlgp.expr.RandomExprs;
import io.crawlgp.policy.ScoreFunctionPolicy;
import io.crawlgp.policy.ScoreFunctions;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * The cohort simulator keeps one workspace per thread and {@link CohortSimulator.Prepared}, reused run after run
 * with stamps instead of clearing: nothing of one run may leak into the next, on any thread, even when the stamps
 * wrap around.
 */
class CohortWorkspaceTest {
    static List<ScoreFunction> trees(long seed, int count) {
        SplittableRandom r = new SplittableRandom(seed);
        List<ScoreFunction> fs = new ArrayList<>();
        fs.add((n, x, t) -> 1.0); // everything tied: the tie-walk path every cycle
        fs.add((n, x, t) -> t * x);
        for (int i = 0; i < count; i++) fs.add(ScoreFunctions.compile(RandomExprs.of(r, 2 + r.nextInt(5))));
        return fs;
    }

    /** 30 cycles: one history word; 70: several words with the state-key table; 100: the hashed state keys; both tie-breaks. */
    static List<Object[]> cases() {
        List<Object[]> out = new ArrayList<>();
        for (int cycles : new int[] {30, 70, 100}) {
            ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(400, cycles, cycles));
            for (TieBreak tb : TieBreak.values())
                out.add(new Object[] {
                    h,
                    SimulationSettings.defaults()
                            .withBudget(0.07)
                            .withTieBreak(tb)
                            .withSeed(3)
                });
        }
        return out;
    }

    @Test
    void reusedWorkspaceGivesEachRunTheReferenceResultInAnyOrder() {
        for (Object[] c : cases()) {
            ChangeHistory h = (ChangeHistory) c[0];
            SimulationSettings s = (SimulationSettings) c[1];
            List<ScoreFunction> fs = trees(h.cycles(), 25);
            List<SimulationResult> want = new ArrayList<>();
            for (ScoreFunction f : fs) want.add(ReferenceSimulator.run(h, new ScoreFunctionPolicy("f", f), s));
            for (int memo : new int[] {0, CohortSimulator.DEFAULT_MEMO}) { // every run simulated; repeats from the memo
                CohortSimulator.ByState prepared = CohortSimulator.prepare(h, s, memo);
                for (int i = 0; i < fs.size(); i++)
                    assertEquals(want.get(i), CohortSimulator.run(prepared, "f", fs.get(i)), "run " + i);
                for (int i = fs.size() - 1; i >= 0; i--)
                    assertEquals(want.get(i), CohortSimulator.run(prepared, "f", fs.get(i)), "rerun " + i);
                if (memo == 0) assertEquals(0, prepared.memoHits());
                else assertTrue(prepared.memoHits() >= fs.size(), "every rerun is a memo hit: " + prepared.memoHits());
            }
        }
    }

    @Test
    void stampsThatWrapAroundForgetEverything() {
        for (Object[] c : cases()) {
            ChangeHistory h = (ChangeHistory) c[0];
            SimulationSettings s = (SimulationSettings) c[1];
            List<ScoreFunction> fs = trees(7, 4);
            for (int a = 0; a < fs.size(); a++) {
                for (int b = 0; b < fs.size(); b++) {
                    if (a == b) continue;
                    // run a from fresh stamps (1, 2, ...), then wrap both stamps so that b replays exactly those
                    // stamps: anything left of a that is not forgotten on wrap-around is taken as b's
                    CohortSimulator.ByState prepared = CohortSimulator.prepare(h, s, 0); // simulate, never recall
                    CohortSimulator.run(prepared, "a", fs.get(a));
                    CohortWorkspace ws = prepared.workspaces.get();
                    ws.keys.run = Integer.MAX_VALUE;
                    ws.cycleStamp = Integer.MAX_VALUE;
                    assertEquals(
                            ReferenceSimulator.run(h, new ScoreFunctionPolicy("f", fs.get(b)), s),
                            CohortSimulator.run(prepared, "f", fs.get(b)),
                            a + " then " + b);
                    assertEquals(1, ws.keys.run, "the run stamp wrapped");
                }
            }
        }
    }

    @Test
    void threadsSharingOnePreparedGetTheirOwnWorkspaces() throws Exception {
        ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(600, 40, 11));
        SimulationSettings s =
                SimulationSettings.defaults().withTieBreak(TieBreak.RANDOM).withSeed(9);
        CohortSimulator.ByState prepared = CohortSimulator.prepare(h, s); // threads also share its ranking memo
        List<ScoreFunction> fs = trees(5, 40);
        List<SimulationResult> want = new ArrayList<>();
        for (ScoreFunction f : fs) want.add(CohortSimulator.run(prepared, "f", f));
        ExecutorService pool = Executors.newFixedThreadPool(3);
        try {
            List<Future<SimulationResult>> got = new ArrayList<>();
            for (int round = 0; round < 3; round++)
                for (ScoreFunction f : fs) got.add(pool.submit(() -> CohortSimulator.run(prepared, "f", f)));
            for (int i = 0; i < got.size(); i++)
                assertEquals(want.get(i % fs.size()), got.get(i).get(), "task " + i);
        } finally {
            pool.shutdownNow();
        }
    }
}
