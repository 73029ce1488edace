package io.crawlgp.simulation;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.GeneratorSettings;
import io.crawlgp.dataset.SyntheticChangeGenerator;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.expr.RandomExprs;
import io.crawlgp.policy.ScoreFunctionPolicy;
import io.crawlgp.policy.ScoreFunctions;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The ranking memo answers only for functions that rank the remembered states exactly alike. */
class RankingMemoTest {
    static RankingMemo.Entry entry(int[] states, boolean[] tied) {
        long[] bits = new long[1];
        for (int i = 0; i < tied.length; i++) if (tied[i]) bits[0] |= 1L << i;
        return new RankingMemo.Entry(states, bits, null);
    }

    @Test
    void sameRankingMeansSameOrderAndSameTies() {
        // remembered: state 7 > state 3 = state 5 > state 9
        RankingMemo.Entry e = entry(new int[] {7, 3, 5, 9}, new boolean[] {false, false, true, false});
        long[] byState = new long[10];
        byState[7] = 40;
        byState[3] = 10;
        byState[5] = 10;
        byState[9] = -2;
        assertTrue(RankingMemo.sameRanking(e, s -> byState[s]));
        byState[7] = 11; // still first: any monotone change keeps the ranking
        assertTrue(RankingMemo.sameRanking(e, s -> byState[s]));
        byState[5] = 9; // the tie is broken
        assertFalse(RankingMemo.sameRanking(e, s -> byState[s]));
        byState[5] = 10;
        byState[9] = 10; // a new tie
        assertFalse(RankingMemo.sameRanking(e, s -> byState[s]));
        byState[9] = 50; // order reversed
        assertFalse(RankingMemo.sameRanking(e, s -> byState[s]));
    }

    @Test
    void mostRecentlyUsedEntriesStayWithinCapacity() {
        RankingMemo memo = new RankingMemo(2);
        SimulationResult r1 = new SimulationResult("a", 1, 1, 0, 1, new int[] {1}, new int[] {1}, new int[] {0});
        SimulationResult r2 = new SimulationResult("b", 1, 1, 0, 1, new int[] {0}, new int[] {1}, new int[] {1});
        SimulationResult r3 = new SimulationResult("c", 1, 1, 0, 1, new int[] {0}, new int[] {0}, new int[] {0});
        memo.add(new RankingMemo.Entry(new int[] {0, 1}, new long[1], r1)); // state 0 above state 1
        memo.add(new RankingMemo.Entry(new int[] {1, 0}, new long[1], r2)); // state 1 above state 0
        assertSame(r1, memo.find(s -> s == 0 ? 5 : 1));
        memo.add(new RankingMemo.Entry(new int[] {0, 1}, new long[] {2}, r3)); // tied: evicts r2, the least recent
        assertNull(memo.find(s -> s == 1 ? 5 : 1));
        assertSame(r3, memo.find(s -> 0));
        assertEquals(2, memo.hits());
        assertEquals(3, memo.lookups());
        assertThrows(IllegalArgumentException.class, () -> new RankingMemo(0));
    }

    /** A run over many states (as on long histories): a lookup walks at most WALK_BUDGET states, then misses. */
    @Test
    void aLookupGivesUpAfterItsWalkBudget() {
        SimulationResult r = new SimulationResult("a", 1, 1, 0, 1, new int[] {1}, new int[] {1}, new int[] {0});
        for (int len : new int[] {(int) RankingMemo.WALK_BUDGET, (int) RankingMemo.WALK_BUDGET + 1}) {
            RankingMemo memo = new RankingMemo(4);
            int[] states = new int[len];
            for (int i = 0; i < len; i++) states[i] = i; // state i above state i + 1
            memo.add(new RankingMemo.Entry(states, new long[(len + 63) >>> 6], r));
            long[] walked = new long[1];
            SimulationResult found = memo.find(st -> {
                walked[0]++;
                return -st;
            }); // ranks them exactly alike
            if (len == RankingMemo.WALK_BUDGET) assertSame(r, found, "within the budget: a hit");
            else assertNull(found, "beyond the budget: a miss, though the ranking is the same");
            assertTrue(walked[0] <= RankingMemo.WALK_BUDGET, "keys computed: " + walked[0]);
            assertTrue(RankingMemo.sameRanking(memo.entryForTest(0), st -> -st), "the ranking itself is the same");
        }
    }

    /** Entries hold at most MAX_HELD states in all: the least recently used go first. */
    @Test
    void heldStatesStayWithinTheirBound() {
        RankingMemo memo = new RankingMemo(8);
        int third = (int) (RankingMemo.MAX_HELD / 3) + 1;
        SimulationResult[] rs = new SimulationResult[4];
        for (int i = 0; i < 4; i++) {
            rs[i] = new SimulationResult("r" + i, 1, 1, 0, 1, new int[] {i}, new int[] {1}, new int[] {0});
            int len = i == 3 ? 2 : third;
            memo.add(new RankingMemo.Entry(new int[len], new long[(len + 63) >>> 6], rs[i]));
            if (i == 1) assertEquals(2, memo.size(), "two thirds fit");
            if (i == 2) assertEquals(2, memo.size(), "three thirds and one state more do not: the least recent went");
        }
        assertEquals(3, memo.size(), "a small entry fits beside two thirds");
        assertSame(rs[3], memo.entryForTest(0).result);
        assertSame(rs[2], memo.entryForTest(1).result);
        assertSame(rs[1], memo.entryForTest(2).result);
    }

    @Test
    void functionsThatRankAlikeShareOneSimulationAndOthersDoNot() {
        for (int cycles : new int[] {40, 100}) functionsThatRankAlikeShareOneSimulationAndOthersDoNot(cycles);
    }

    private static void functionsThatRankAlikeShareOneSimulationAndOthersDoNot(int cycles) {
        ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(800, cycles, 17));
        for (TieBreak tb : TieBreak.values()) {
            SimulationSettings s =
                    SimulationSettings.defaults().withTieBreak(tb).withSeed(2);
            CohortSimulator.ByState prepared = CohortSimulator.prepare(h, s);
            ScoreFunction tx = ScoreFunctions.compile(ExprParser.parse("t*X"));
            SimulationResult first = CohortSimulator.run(prepared, "tX", tx);
            assertEquals(ReferenceSimulator.run(h, new ScoreFunctionPolicy("tX", tx), s), first);
            // exact monotone transforms of t*X on these small integers: same order, same ties
            for (String same : new String[] {"t*X*10", "t*X + 1", "(X*t) - 1000"}) {
                SimulationResult r =
                        CohortSimulator.run(prepared, same, ScoreFunctions.compile(ExprParser.parse(same)));
                assertEquals(first.withPolicy(same), r, same);
            }
            assertEquals(3, prepared.memoHits());
            // agrees with t*X on every state younger than 20 cycles; from then on pages never seen changing (X = 0,
            // never crawled under t*X, so their old states are in its trace) rise: the memo must not answer
            ScoreFunction late = (n, x, t) -> t < 20 ? t * x : t * x + t;
            SimulationResult lateResult = CohortSimulator.run(prepared, "late", late);
            assertEquals(ReferenceSimulator.run(h, new ScoreFunctionPolicy("late", late), s), lateResult);
            assertNotEquals(first.withPolicy("late"), lateResult, "the test needs a function that differs late");
            assertEquals(3, prepared.memoHits());
        }
    }

    @Test
    void randomTreesFromTheMemoEqualTheReference() {
        randomTreesFromTheMemoEqualTheReference(30);
    }

    /** Beyond 78 cycles the keys live in the hashed state table ({@link StateKeys}); the memo answers there too. */
    @Test
    void randomTreesFromTheMemoEqualTheReferenceOnALongHistory() {
        assertNull(
                CohortSimulator.prepare(
                                SyntheticChangeGenerator.generate(GeneratorSettings.of(100, 120, 4)),
                                SimulationSettings.defaults())
                        .workspaces
                        .get()
                        .keys
                        .keyOf,
                "120 cycles are beyond the dense state table");
        randomTreesFromTheMemoEqualTheReference(120);
    }

    private static void randomTreesFromTheMemoEqualTheReference(int cycles) {
        SplittableRandom r = new SplittableRandom(12);
        ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(300, cycles, 4));
        SimulationSettings s = SimulationSettings.defaults().withBudget(0.1).withSeed(6);
        CohortSimulator.ByState prepared = CohortSimulator.prepare(h, s, 8);
        for (int i = 0; i < 150; i++) {
            Expr e = RandomExprs.of(r, 1 + r.nextInt(5));
            ScoreFunction f = ScoreFunctions.compile(e);
            assertEquals(
                    ReferenceSimulator.run(h, new ScoreFunctionPolicy("f", f), s),
                    CohortSimulator.run(prepared, "f", f),
                    e.toString());
        }
        assertTrue(
                prepared.memoHits() > 20,
                "random trees often rank alike (constants, n alone, ...): " + prepared.memoHits());
    }
}
