package io.crawlgp.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.io.Provenance;
import io.crawlgp.policy.Policies;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The datasets table on a dataset written by hand: its counts from the data, its bounds from the run's summary. */
class DatasetTableTest {
    @TempDir
    Path dir;

    @Test
    void aRowIsTheDataAndItsRunsBounds() throws Exception {
        // 20 pages on 2 sites over 4 cycles: pages 0-9 change every cycle, 10-14 once (cycle 2), 15-19 never
        Path data = Files.createDirectories(dir.resolve("hand"));
        StringBuilder csv = new StringBuilder("page,site,history\n");
        for (int p = 0; p < 20; p++)
            csv.append('p')
                    .append(p)
                    .append(',')
                    .append(p < 12 ? "a" : "b")
                    .append(',')
                    .append(p < 10 ? "1111" : p < 15 ? "0100" : "0000")
                    .append('\n');
        Files.writeString(data.resolve("pages.csv"), csv);
        Files.writeString(data.resolve("dataset.properties"), "cycleDays = 7\n");
        Path runs = dir.resolve("runs");
        Trials.policies(
                DatasetSpec.of(data.toString()),
                DataLoader.PLAIN,
                List.of("Rand", "Age", "Oracle"),
                new SimulationSettings(0.5, 1, TieBreak.RANDOM, 3),
                FoldSpec.pages(2),
                1,
                new TrialOutput(
                        runs.resolve("hand"), false, Provenance.start("test"), new PrintWriter(new StringWriter())));
        String table = DatasetTable.markdown(runs);
        List<String> lines = table.lines().toList();
        assertEquals(3, lines.size(), table);
        // change rate (10 x 4 + 5) / (20 x 4) = 0.5625; never changed 5 of 20
        String summary = Files.readString(runs.resolve("hand/summary.csv"));
        String row = lines.get(2);
        assertTrue(row.startsWith("| hand | 20 | 4 | 7 | 2 | 0.563 | 25.0% | "), row);
        for (String method : List.of("Rand", "Age", "Oracle")) {
            String mean = summary.lines()
                    .filter(l -> l.startsWith(method + ","))
                    .findFirst()
                    .orElseThrow()
                    .split(",")[3];
            String shown = String.format(Locale.ROOT, "%.3f", Double.parseDouble(mean));
            assertTrue(row.contains(shown), method + " " + shown + " in " + row);
        }
        assertTrue(
                Policies.names().contains("Age") && row.matches(".*\\((Age|Rand)\\).*"), "best is no oracle: " + row);
    }
}
