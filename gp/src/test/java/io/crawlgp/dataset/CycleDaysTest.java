package io.crawlgp.dataset;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.content.crawl.CrawlDataLoader;
import io.crawlgp.experiment.DataNeeds;
import io.crawlgp.policy.Policies;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.SimulationSettings;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A dataset's cycle length: declared, imported, coarsened, or unknown. */
class CycleDaysTest {
    @TempDir
    Path dir;

    private Path folder(String name) throws Exception {
        Path d = Files.createDirectories(dir.resolve(name));
        Files.writeString(d.resolve("pages.csv"), "page,site,history\na,s,0101\nb,s,0011\n");
        return d;
    }

    @Test
    void declaredImportedCoarsenedOrOne() throws Exception {
        Path declared = folder("declared");
        CycleDays.write(declared, 7, "weekly");
        assertEquals(7.0, ChangeHistoryCsv.read(declared).cycleDays(), 0);
        Path imported = folder("imported");
        Files.writeString(imported.resolve("provenance.json"), "{\"import\": {\"cycle_length_days\": 3}}");
        assertEquals(3.0, ChangeHistoryCsv.read(imported).cycleDays(), 0);
        // the declaration wins over the importer's record
        CycleDays.write(imported, 2, "re-declared");
        assertEquals(2.0, ChangeHistoryCsv.read(imported).cycleDays(), 0);
        // coarsening by 2 doubles it; restricting and subsets keep it
        ChangeHistory h = ChangeHistoryCsv.read(declared);
        assertEquals(14.0, h.coarsen(2).cycleDays(), 0);
        assertEquals(7.0, h.restrict(2, 3).cycleDays(), 0);
        assertEquals(7.0, h.subset(new int[] {1}).cycleDays(), 0);
        assertEquals(1.0, ChangeHistoryCsv.read(folder("silent")).cycleDays(), 0);
    }

    @Test
    void aBadDeclarationIsOneLineNamingTheFile() throws Exception {
        Path bad = folder("bad");
        Files.writeString(bad.resolve(CycleDays.PROPERTIES), "cycleDays = -1\n");
        DatasetException e = assertThrows(DatasetException.class, () -> ChangeHistoryCsv.read(bad));
        assertTrue(e.getMessage().startsWith(bad.resolve(CycleDays.PROPERTIES).toString()), e.getMessage());
        assertTrue(e.getMessage().endsWith("cycleDays must be a positive number of days, got '-1'"), e.getMessage());
    }

    /** What every command loads through: the folder's cycle length, whether the folder or its pages file is named. */
    @Test
    void theCommandsLoaderReadsTheFoldersCycleLength() throws Exception {
        Path weekly = folder("weekly");
        CycleDays.write(weekly, 7, "weekly");
        assertEquals(7.0, DatasetSpec.of(weekly.toString()).load().history().cycleDays(), 0);
        assertEquals(
                7.0,
                DatasetSpec.of(weekly.resolve("pages.csv").toString())
                        .load()
                        .history()
                        .cycleDays(),
                0);
        assertEquals(7.0, DatasetSpec.of(weekly.toString()).load().provenance().get("cycle_days"));
        Path bad = folder("abc");
        Files.writeString(bad.resolve(CycleDays.PROPERTIES), "cycleDays = abc\n");
        DatasetException e = assertThrows(
                DatasetException.class, () -> DatasetSpec.of(bad.toString()).load());
        assertEquals(
                bad.resolve(CycleDays.PROPERTIES) + ": cycleDays must be a positive number of days, got 'abc'",
                e.getMessage());
        // unsaid: one day, with a one-line note naming the file to write, kept in the provenance (the loader's log
        // prints it)
        Path unsaid = folder("unsaid");
        DatasetSpec.Loaded l = DatasetSpec.of(unsaid.toString()).load();
        assertEquals(1.0, l.history().cycleDays(), 0);
        assertEquals(
                List.of(unsaid + " does not say how long a cycle is; taken as 1 day (write cycleDays = D in "
                        + unsaid.resolve(CycleDays.PROPERTIES) + ")"),
                l.notes());
        assertEquals(List.of(), DatasetSpec.of(weekly.toString()).load().notes(), "a declared cycle has no note");
        // a command's loader prints it on its log once, however many runs load the folder
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        CrawlDataLoader loader = new CrawlDataLoader(1, new PrintStream(log, true, StandardCharsets.UTF_8));
        loader.load(DatasetSpec.of(unsaid.toString()), DataNeeds.history());
        loader.load(DatasetSpec.of(unsaid.toString()), DataNeeds.history());
        assertEquals("note: " + l.notes().get(0) + System.lineSeparator(), log.toString(StandardCharsets.UTF_8));
    }

    /** The weekly numbers: a production rule on a weekly folder crawls as on the same history at 7-day cycles. */
    @Test
    void aWeeklyFolderCrawlsInWeeks() throws Exception {
        ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(200, 30, 3));
        Path d = Files.createDirectories(dir.resolve("generated"));
        ChangeHistoryCsv.write(h, d.resolve("pages.csv"));
        CycleDays.write(d, 7, "weekly");
        ChangeHistory loaded = DatasetSpec.of(d.toString()).load().history();
        var s = SimulationSettings.defaults();
        for (String policy :
                new String[] {"Nutch", "Heritrix", "StormCrawler", "Nutch-ratio", "Heritrix-ratio", "StormCrawler-ratio"
                }) {
            var p = Policies.byName(policy);
            int[] weekly = CrawlSimulator.run(h.withCycleDays(7), p, s).found();
            assertArrayEquals(weekly, CrawlSimulator.run(loaded, p, s).found(), policy);
        }
        // and the daily reading of the same history is another crawl for the faithful rules (Nutch's 30-day first
        // interval is 30 cycles at daily cycles, 4.3 at weekly)
        for (String policy : new String[] {"Nutch", "Heritrix", "StormCrawler"}) {
            var p = Policies.byName(policy);
            assertTrue(
                    !Arrays.equals(
                            CrawlSimulator.run(h, p, s).found(),
                            CrawlSimulator.run(loaded, p, s).found()),
                    policy);
        }
    }
}
