package io.crawlgp.benchmark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.policy.Policies;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import io.crawlgp.util.RunContext;
import io.crawlgp.util.UserError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The sensitivity check: cycles where a mass of pages changed, masked out of the scores, by hand. */
class MaskMassChangesTest {
    @TempDir
    Path dir;

    @Test
    void aMassChangeCycleIsOneWhereMoreThanTheShareOfPagesChanged() {
        // 4 pages, 5 cycles: cycle 2 changes 3 of 4 pages, cycle 4 all 4, cycle 1 one page
        ChangeHistory h = ChangeHistory.of("11010", "01010", "01010", "00010");
        boolean[] m = Benchmark.massChangeCycles(h, 0.5); // more than 2 of 4 pages
        assertArrayEquals(new boolean[] {false, false, true, false, true, false}, m);
        // more than 3.96 pages: only cycle 4, where all four changed
        assertArrayEquals(new boolean[] {false, false, false, false, true, false}, Benchmark.massChangeCycles(h, 0.99));
    }

    @Test
    void theMaskedMeanLeavesOutExactlyTheMaskedScheduledCycles() {
        ChangeHistory h = ChangeHistory.of("1101011", "0101010", "0111010", "0001110", "1010101");
        SimulationSettings s = new SimulationSettings(0.4, 2, TieBreak.RANDOM, 1);
        Metric cr = Metrics.fitness("changerate");
        SimulationResult r = CrawlSimulator.run(h, Policies.byName("Age"), s, Metrics.needs(List.of(cr)), List.of());
        // scheduled cycles 3..7 are indices 0..4; mask cycles 4 and 6 (indices 1 and 3)
        boolean[] masked = new boolean[8];
        masked[4] = masked[6] = true;
        double expected = (cr.value(r, 0) + cr.value(r, 2) + cr.value(r, 4)) / 3;
        assertEquals(expected, cr.meanWithout(r, masked), 1e-15);
        assertEquals(cr.mean(r), cr.meanWithout(r, new boolean[8]), 1e-15);
        masked[1] = masked[2] = true; // warm-up cycles masked change nothing
        assertEquals(expected, cr.meanWithout(r, masked), 1e-15);
    }

    @Test
    void theSuiteDeclaresItBesideItsPrimaryQuestion() throws Exception {
        Path f = dir.resolve("m.suite");
        String head = "datasets = synthetic:pages=600;cycles=12\nmethods = Age, CG\nrepeats = 1\nseed = 2\n";
        Files.writeString(f, head + "maskMassChanges = 0.2\n");
        UserError none = assertThrows(UserError.class, () -> Suite.read(f));
        assertTrue(none.getMessage().endsWith("give primary = A vs B"), none.getMessage());
        Files.writeString(f, head + "primary = Age vs CG\nmaskMassChanges = 2\n");
        assertThrows(UserError.class, () -> Suite.read(f));
        Files.writeString(f, head + "primary = Age vs CG\nmaskMassChanges = 0.12\n");
        Suite s = Suite.read(f);
        Path out = dir.resolve("out");
        Benchmark.run(s, out, 1, false, RunContext.quiet("t"));
        List<String> masked = Files.readAllLines(out.resolve("primary-masked.csv"));
        assertEquals(2, masked.size());
        assertTrue(masked.get(1).startsWith("synthetic,changerate,Age,CG,5,"), masked.get(1));
        assertTrue(Files.readString(out.resolve("provenance.json")).contains("\"mask_mass_changes\""));
    }
}
