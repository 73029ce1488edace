package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.policy.IntervalRule;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 45's trajectories: the traced pages, and each visit's interval as the update tree gives it by hand. */
class RuleTrajectoriesTest {
    @Test
    void everyVisitOfTheTracedPagesStepsTheIntervalAsTheUpdateTreeSays(@TempDir Path dir) {
        // four pages, all crawled every cycle (budget 1): changes 6, 3, 0 and 1
        ChangeHistory h = ChangeHistory.of("01111110", "01010100", "00000000", "00000001");
        IntervalRule halveOrDouble = IntervalRule.parse("r", "if(c, I / 2, I * 2)", "t / I", 4, 1, 16);
        List<RuleTrajectories.Row> rows = RuleTrajectories.trace(
                0, h, new SimulationSettings(1.0, 1, TieBreak.RANDOM, 1), List.of(halveOrDouble));
        assertEquals(
                List.of("most changed", "median", "least changed"),
                RuleTrajectories.traced(h).stream().map(e -> e.getKey()).toList());
        assertEquals(
                List.of(0, 3, 2),
                RuleTrajectories.traced(h).stream().map(e -> e.getValue()).toList());
        for (String role : List.of("most changed", "median", "least changed")) {
            List<RuleTrajectories.Row> page =
                    rows.stream().filter(r -> r.role().equals(role)).toList();
            assertEquals(h.cycles(), page.size(), role + ": a visit every cycle, the first the warm-up cycle 1");
            assertEquals(1, page.get(0).cycle());
            double interval = 4;
            for (int i = 0; i < page.size(); i++) {
                RuleTrajectories.Row r = page.get(i);
                if (i > 0) interval = Math.min(16, Math.max(1, r.changed() ? interval / 2 : interval * 2));
                assertEquals(interval, r.interval(), role + " visit " + i);
                assertEquals(i == 0 ? 0 : 1, r.gap(), role + " visit " + i);
            }
        }
        RuleTrajectories.write(dir.resolve("t.csv"), rows);
        assertEquals(rows, RuleTrajectories.read(dir.resolve("t.csv")));
    }
}
