package io.crawlgp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.archive.GitImport;
import io.crawlgp.dataset.ChangeHistoryCsv;
import io.crawlgp.dataset.DatasetTools;
import io.crawlgp.dataset.GeneratorSettings;
import io.crawlgp.gp.SettingsFile;
import io.crawlgp.io.Hashing;
import io.crawlgp.io.MarkdownBlocks;
import io.crawlgp.io.OutputPaths;
import io.crawlgp.io.Provenance;
import io.crawlgp.io.RunIdentity;
import io.crawlgp.util.UserError;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The ten classes of data loss and misleading behaviour an adversarial probe set found, each as behaviour: the
 * data a command reads is never deleted or written into, settings are never silently dropped, a refused run leaves no
 * claim, messages are one printable line, damaged inputs are refused, oversize requests refused before they start, and
 * provenance names the code that ran.
 */
class SafetyClassesTest {
    @TempDir
    Path dir;

    /** Every file below DIR with its bytes, to compare before and after a refused command. */
    private static Map<Path, String> snapshot(Path d) throws Exception {
        Map<Path, String> m = new TreeMap<>();
        try (Stream<Path> s = Files.walk(d)) {
            for (Path p : s.filter(Files::isRegularFile).toList()) m.put(d.relativize(p), Hashing.sha256(p));
        }
        return m;
    }

    private Path generated(String name) {
        Path data = dir.resolve(name);
        CliTest.Outcome g =
                CliTest.run("datasets", "generate", "--pages", "300", "--cycles", "12", "--out", data.toString());
        assertEquals(0, g.code(), g.err());
        return data;
    }

    private CliTest.Outcome benchmark(Path suite) {
        return CliTest.run(
                "benchmark",
                "--suite",
                suite.toString(),
                "--out",
                dir.resolve("b").toString());
    }

    private static void refused(CliTest.Outcome o, String contains) {
        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().contains(contains), o.err());
        assertEquals(1, o.err().strip().lines().count(), o.err());
    }

    // 1 and 2: data deleted, or written where it does not belong

    @Test
    void aBenchmarksOutputThatIsItsOwnDatasetIsRefusedBeforeAnythingIsDeleted() throws Exception {
        Path data = generated("data");
        Map<Path, String> before = snapshot(data);
        Path suite = dir.resolve("s.suite");
        Files.writeString(suite, "datasets = " + data + "\nmethods = Age\nrepeats = 1\n");
        refused(
                CliTest.run("benchmark", "--suite", suite.toString(), "--out", data.toString(), "--force"),
                "is, or is inside, the input");
        refused(
                CliTest.run(
                        "benchmark",
                        "--suite",
                        suite.toString(),
                        "--out",
                        data.resolve("sub").toString()),
                "is, or is inside, the input");
        assertEquals(before, snapshot(data));
        // a dataset crawlgp wrote is data: --force of another command never replaces it
        refused(
                CliTest.run(
                        "baselines", "--dataset", "synthetic:pages=300,cycles=12", "--out", data.toString(), "--force"),
                "holds a dataset");
        assertEquals(before, snapshot(data));
    }

    @Test
    void anOutputThroughALinkIsWhereTheLinkPoints() throws Exception {
        Path data = generated("data");
        Files.createDirectories(data.resolve("inner"));
        Map<Path, String> before = snapshot(data);
        Path link = Files.createSymbolicLink(dir.resolve("link"), data.resolve("inner"));
        // LINK/.. is the dataset itself (the kernel follows the link, then ..), not the folder holding the link
        String out = link + "/..";
        refused(
                CliTest.run("baselines", "--dataset", data.toString(), "--out", out, "--force"),
                "is, or is inside, the input");
        refused(
                CliTest.run("simulate", "--dataset", data.toString(), "--policy", "Age", "--out", out + "/x.csv"),
                "is, or is inside, the input");
        refused(
                CliTest.run("datasets", "describe", "--dataset", data.toString(), "--per-cycle-out", out + "/pc.csv"),
                "is, or is inside, the input");
        assertEquals(before, snapshot(data));
        assertEquals(dir.toRealPath().resolve("data"), OutputPaths.resolved(Path.of(out)));
        // the same writer again through LINK/.. with --force: the path is resolved once, before anything is deleted,
        // so the folder is rewritten where it is, and the user's empty folder the link points to is kept
        CliTest.Outcome again =
                CliTest.run("datasets", "generate", "--pages", "300", "--cycles", "12", "--out", out, "--force");
        assertEquals(0, again.code(), again.err());
        Map<Path, String> after = snapshot(data);
        for (String f : new String[] {"pages.csv", "dataset.properties", "run.json"})
            assertEquals(before.get(Path.of(f)), after.get(Path.of(f)), f); // the same data, rewritten in place
        assertTrue(Files.isDirectory(data.resolve("inner")));
    }

    @Test
    void aReportNeverReplacesResultsOrWritesIntoData() throws Exception {
        Path data = generated("data");
        Path res = dir.resolve("res");
        assertEquals(
                0,
                CliTest.run(
                                "baselines",
                                "--dataset",
                                "synthetic:pages=300,cycles=12",
                                "--out",
                                res.toString(),
                                "--threads",
                                "1")
                        .code());
        String summary = Files.readString(res.resolve("summary.csv"));
        refused(
                CliTest.run(
                        "report",
                        "--results",
                        res.toString(),
                        "--out",
                        res.resolve("summary.csv").toString()),
                "report");
        assertEquals(summary, Files.readString(res.resolve("summary.csv")));
        Map<Path, String> before = snapshot(data);
        refused(CliTest.run("report", "--results", data.toString()), "holds a dataset");
        refused(
                CliTest.run("plot", "--results", res.toString(), "--out", data.toString()),
                "inside the dataset folder");
        refused(
                CliTest.run(
                        "simulate",
                        "--policy",
                        "Age",
                        "--out",
                        data.resolve("x.csv").toString()),
                "inside the dataset folder");
        assertEquals(before, snapshot(data));
        // the page crawlgp wrote beside a run goes with the run on --force; a user's file does not
        assertEquals(0, CliTest.run("report", "--results", res.toString()).code());
        assertEquals(
                0,
                CliTest.run(
                                "baselines",
                                "--dataset",
                                "synthetic:pages=300,cycles=12",
                                "--budget",
                                "0.1",
                                "--out",
                                res.toString(),
                                "--threads",
                                "1",
                                "--force")
                        .code());
        // a damaged table: refused in one line, no page that looks complete
        Path pc = res.resolve("per_cycle.csv");
        String text = Files.readString(pc);
        Files.writeString(pc, text.substring(0, text.length() / 2));
        Files.deleteIfExists(res.resolve("report.html"));
        CliTest.Outcome damaged = CliTest.run("report", "--results", res.toString());
        assertEquals(2, damaged.code(), damaged.err());
        assertFalse(Files.exists(res.resolve("report.html")));
    }

    // 3: settings silently overridden or dropped

    @Test
    void aSettingGivenTwiceOrALabelThatIsNotANameIsRefused() throws Exception {
        Path suite = dir.resolve("s.suite");
        String[][] cases = {
            {"datasets = synthetic[budget=0.2;budget=0.5]\nmethods = Age\n", "sets 'budget' twice"},
            {"datasets = synthetic[budget=0.2;simulation.budget=0.5]\nmethods = Age\n", "twice"},
            {"datasets = synthetic\nmethods = Age\nbudget = 0.2\nsimulation.budget = 0.5\n", "give it once"},
            {"datasets = synthetic\nmethods = Age, Age\n", "two methods are labelled 'Age'"},
            {"datasets = synthetic\nmethods = Age=" + dir.resolve("e.properties") + "\n", "two methods"},
            {"datasets = a/../x=synthetic\nmethods = CG\n", "path separator"},
            {"datasets = .hidden=synthetic\nmethods = CG\n", "starts with a dot"},
        };
        Files.writeString(dir.resolve("e.properties"), "seeds = 1\n");
        for (String[] c : cases) {
            Files.writeString(
                    suite,
                    c[0].startsWith("datasets = synthetic\nmethods = Age=")
                            ? c[0].replace("methods = ", "methods = Age, ")
                            : c[0]);
            refused(benchmark(suite), c[1]);
            assertFalse(Files.exists(dir.resolve("b")), c[0]);
        }
        refused(
                CliTest.run("evolve", "--paper", "--set", "population=20", "--set", "population=30", "--out", "x"),
                "given twice");
        refused(
                CliTest.run(
                        "evolve", "--paper", "--set", "generations=2", "--set", "breeding.generations=3", "--out", "x"),
                "give it once");
        // a check across settings sees the final values, whatever their order
        Path a = dir.resolve("a.properties"), b = dir.resolve("b.properties");
        Files.writeString(a, "form = adaptive\nseedFormulas = tuned\n");
        Files.writeString(b, "seedFormulas = tuned\nform = adaptive\n");
        assertEquals(SettingsFile.load(a, Map.of()), SettingsFile.load(b, Map.of()));
    }

    // 4: a refused run leaves no claim

    @Test
    void aRunRefusedLateLeavesNothingAndTheCorrectedCommandRuns() throws Exception {
        Path out = dir.resolve("r");
        for (String bad : new String[] {"seedFormulas=t / nosuch", "warmup=1000"}) {
            CliTest.Outcome o = ResultsFolderSafetyTest.evolve(out, "--set", bad);
            assertEquals(2, o.code(), o.err());
            assertFalse(Files.exists(out), bad + " left " + out);
        }
        assertEquals(0, ResultsFolderSafetyTest.evolve(out).code());
        // 10: a unit edited after the run wrote it is refused, not resumed from
        Path unit;
        try (Stream<Path> s = Files.list(out.resolve("units"))) {
            unit = s.sorted().findFirst().orElseThrow();
        }
        Files.writeString(unit, Files.readString(unit) + " "); // the same run as JSON, other bytes
        Files.delete(out.resolve("summary.csv"));
        CliTest.Outcome again = ResultsFolderSafetyTest.evolve(out);
        refused(again, "changed after this run wrote it");
    }

    @Test
    void aSuiteWhoseLaterDatasetCannotRunIsRefusedBeforeTheFirstRuns() throws Exception {
        Path suite = dir.resolve("s.suite");
        Files.writeString(
                suite,
                "datasets = a=synthetic:pages=600;cycles=12, b=synthetic:pages=120;cycles=12\nmethods = Age\nrepeats = 1\n");
        Path out = dir.resolve("b");
        refused(CliTest.run("benchmark", "--suite", suite.toString(), "--out", out.toString()), "k >= 5");
        assertFalse(Files.exists(out));
    }

    // 5: the importer never writes a page id its loader refuses

    @Test
    void importedPageIdsAreIdsTheLoaderAccepts() {
        for (String name : new String[] {"a\"b.md", "tab\there.md", "new\nline.md", "plain/path.md"}) {
            String id = GitImport.pageId(name);
            assertNull(ChangeHistoryCsv.badPageId(id), id);
            if (ChangeHistoryCsv.badPageId(name) == null) assertEquals(name, id);
            else assertNotEquals(name, id);
        }
        assertEquals("a%22b.md", GitImport.pageId("a\"b.md"));
        assertEquals("new%0Aline.md", GitImport.pageId("new\nline.md"));
    }

    // 6: a file's mode is kept, and a read-only file is not replaced

    @Test
    void intoKeepsTheFilesModeAndLeavesAReadOnlyFileAlone() throws Exception {
        Path guide = dir.resolve("guide.md");
        Files.writeString(guide, "a\n" + "<!-- x:start -->\nold\n<!-- x:end -->\n");
        Files.setPosixFilePermissions(guide, PosixFilePermissions.fromString("rw-------"));
        MarkdownBlocks.into(guide, "x", null, "new\n");
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(guide)));
        Files.setPosixFilePermissions(guide, PosixFilePermissions.fromString("r--r--r--"));
        String text = Files.readString(guide);
        UserError e = assertThrows(UserError.class, () -> MarkdownBlocks.into(guide, "x", null, "newer\n"));
        assertTrue(e.getMessage().contains("read-only"), e.getMessage());
        assertEquals(text, Files.readString(guide));
    }

    // 7: messages are one printable line and say what they mean

    @Test
    void messagesAreOnePrintableLineInTheUsersTerms() throws Exception {
        Path suite = dir.resolve("s.suite");
        Files.write(suite, "datasets = \u001b[31mred\u0007\nmethods = Age\n".getBytes(StandardCharsets.UTF_8));
        CliTest.Outcome o = benchmark(suite);
        assertEquals(2, o.code());
        for (char c : o.err().strip().toCharArray()) assertTrue(c >= 0x20, "a control character reached the terminal");
        // a damaged run.json: its fault in words, not the parser's classes
        Path run = Files.createDirectories(dir.resolve("run"));
        Files.writeString(run.resolve("run.json"), "{\"kind\": \"evolve\", ");
        UserError e = assertThrows(UserError.class, () -> RunIdentity.read(run));
        assertTrue(
                e.getMessage().endsWith("unreadable run identity (not valid JSON: it ends too soon (line 1))"),
                e.getMessage());
        // the byte that starts a broken sequence, counted from 1
        Path data = Files.createDirectories(dir.resolve("bad"));
        Files.write(data.resolve("pages.csv"), new byte[] {
            'p',
            'a',
            'g',
            'e',
            ',',
            's',
            'i',
            't',
            'e',
            ',',
            'h',
            'i',
            's',
            't',
            'o',
            'r',
            'y',
            '\n',
            'a',
            (byte) 0xe2,
            (byte) 0x82,
            ',',
            's',
            ',',
            '0',
            '1',
            '\n'
        });
        CliTest.Outcome u = CliTest.run("datasets", "describe", "--dataset", data.toString());
        refused(u, "byte 20 of the file, 0xe2, starts a UTF-8 sequence that byte 22, 0x2c, does not continue");
        // a folder holding another run: the first differences, not all of them
        Path res = dir.resolve("res");
        assertEquals(
                0,
                CliTest.run("baselines", "--dataset", "synthetic:pages=300,cycles=12", "--out", res.toString())
                        .code());
        CliTest.Outcome other = CliTest.run(
                "evolve", "--paper", "--set", "dataset=synthetic:pages=300,cycles=12", "--out", res.toString());
        refused(other, "more differences");
        assertTrue(other.err().length() < 600, other.err());
    }

    // 9: resources refused before they are spent

    @Test
    void aDatasetLargerThanTheDiskIsRefusedBeforeAnythingIsWritten() {
        GeneratorSettings huge = GeneratorSettings.of(2_000_000_000, 1_000, 1);
        UserError e = assertThrows(UserError.class, () -> DatasetTools.requireSpace(huge, dir.resolve("big")));
        assertTrue(e.getMessage().contains("GB free"), e.getMessage());
        assertFalse(Files.exists(dir.resolve("big")));
    }

    // 10: provenance names the checkout whose code ran

    @Test
    void provenanceNamesTheCheckoutOfTheCodeThatRan() {
        Path home = Provenance.codeCheckout() == null
                ? null
                : Provenance.codeCheckout().toPath();
        assertTrue(home != null && Files.isRegularFile(home.resolve("gp").resolve("pom.xml")), String.valueOf(home));
    }
}
