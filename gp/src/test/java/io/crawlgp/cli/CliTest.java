package io.crawlgp.cli;

import static org.junit.jupiter.api.Assertions.*;

import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import io.crawlgp.content.prediction.ContentFolders;
import io.crawlgp.dataset.ChangeHistoryCsv;
import io.crawlgp.feature.SignalFeatures;
import io.crawlgp.metric.Metrics;
import io.crawlgp.policy.Terminals;
import io.crawlgp.util.CrashLog;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CliTest {
    @TempDir
    Path dir;

    record Outcome(int code, String out, String err) {}

    /** Runs a command with picocli's writers captured (no swapping of System.out). */
    static Outcome run(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.execute(new PrintWriter(out), new PrintWriter(err), args);
        return new Outcome(code, out.toString(), err.toString());
    }

    @Test
    void theTransferMatrixGoesWithIntoOnly() {
        Outcome o = run("benchmark", "--matrix", "results/a,results/b", "--markdown", "results/a");
        assertEquals(2, o.code());
        assertEquals(
                "error: --matrix writes the transfer matrix of finished folders; it goes with --into only",
                o.err().strip());
    }

    @Test
    void theCommandATablesCaptionPrintsRunsAndPrintsTheSameTable() throws Exception {
        Path folder = dir.resolve("tiny-baselines");
        assertEquals(
                0,
                run("baselines", "--dataset", "synthetic:pages=400,cycles=12", "--out", folder.toString())
                        .code());
        String table =
                run("report", "--markdown", "--results", folder.toString()).out();
        // the caption cites `crawlgp report --markdown FOLDER` with the folder as given: that command runs as written
        Matcher m = Pattern.compile("`crawlgp (report --markdown) ([^`]+)`").matcher(table);
        assertTrue(m.find(), table);
        assertEquals(folder.toString(), m.group(2));
        Outcome again = run("report", "--markdown", folder.toString());
        assertEquals(0, again.code(), again.err());
        assertEquals(table, again.out());
        assertEquals(
                2,
                run("report", "--markdown", folder.toString(), "--results", folder.toString())
                        .code());
        assertEquals(2, run("report").code());
    }

    @Test
    void aTestFoldCrawlingFewerThanFivePagesACycleRunsWithAOneLineNote() {
        // 300 pages in 5 folds of 60, 5% of 60 = 3 pages a cycle
        Outcome o = run(
                "baselines",
                "--dataset",
                "synthetic:pages=300,cycles=12",
                "--out",
                dir.resolve("small").toString());
        assertEquals(0, o.code(), o.err());
        assertTrue(
                o.out()
                        .contains(
                                "note: the test folds crawl k = 3, 3, 3, 3, 3 page(s) a cycle (budget = 0.05 of 60 pages a fold), so a"
                                        + " ChangeRate moves in steps of 1/k; the benchmark refuses k < 5: raise budget (set budget ="
                                        + " B) or use more pages (100 a fold at this budget)"),
                o.out());
        Outcome big = run(
                "baselines",
                "--dataset",
                "synthetic:pages=600,cycles=12",
                "--out",
                dir.resolve("big").toString());
        assertFalse(big.out().contains("note: the test folds"), big.out());
    }

    @Test
    void reproduceRerunsAFoldersCommandAndComparesItsCsvFiles() throws Exception {
        // the recorded command's paths are relative to where it ran: here, absolute
        Path folder = dir.resolve("tiny");
        assertEquals(
                0,
                run("baselines", "--dataset", "synthetic:pages=500,cycles=12", "--out", folder.toString())
                        .code());
        Outcome same = run("reproduce", folder.toString());
        assertEquals(0, same.code(), same.err());
        assertTrue(same.out().contains(folder + ": reproduced ("), same.out());
        Files.writeString(folder.resolve("summary.csv"), Files.readString(folder.resolve("summary.csv")) + "\n");
        Outcome differs = run("reproduce", folder.toString());
        assertEquals(1, differs.code(), differs.err());
        // a blank line appended to the committed table reads as one row more (CsvDifference)
        assertTrue(
                differs.out().contains(folder + ": differs (summary.csv (19 rows committed, 18 rerun))"),
                differs.out());
    }

    @Test
    void theSpeedHarnessIsNamedApartAndItsOldNameStillRuns() {
        // 'speed' (the timing harness) is not 'benchmark' (the method comparison); 'bench', recorded by committed
        // provenance, still names it
        assertTrue(run("speed", "--help").out().contains("jmh"));
        assertEquals(run("speed", "--help").out(), run("bench", "--help").out());
        boolean kernels;
        try {
            Class.forName("io.crawlgp.bench.JmhRun");
            kernels = true;
        } catch (ClassNotFoundException e) {
            kernels = false;
        }
        Assumptions.assumeFalse(kernels, "built with -P jmh: the kernels are here and would run");
        Path out = dir.resolve("jmh");
        Outcome o = run("speed", "jmh", "--out", out.toString());
        assertEquals(2, o.code());
        assertEquals(
                "error: the JMH kernels are not in this build (they stay out of the default jar); build them with "
                        + "'cd gp && mvn -B -P jmh package -DskipTests', then run this again\n",
                o.err());
        assertFalse(Files.exists(out), "refused before any folder is claimed");
    }

    @Test
    void simulatePrintsTheSummaryLineAndWritesCsv() throws Exception {
        Path out = dir.resolve("age.csv");
        Outcome o = run(
                "simulate", "--dataset", "synthetic:pages=400,cycles=20", "--policy", "age", "--out", out.toString());
        assertEquals(0, o.code(), o.err());
        assertTrue(o.out().matches("(?s)policy=Age cycles=18 mean_changerate=\\d\\.\\d{9}\\s*"), o.out());
        assertEquals(19, Files.readAllLines(out).size());
        assertTrue(Files.exists(Path.of(out + ".provenance.json")));
    }

    @Test
    void generateThenBaselinesThenPlot() throws Exception {
        Path data = dir.resolve("data");
        assertEquals(
                0,
                run(
                                "datasets",
                                "generate",
                                "--out",
                                data.toString(),
                                "--pages",
                                "500",
                                "--cycles",
                                "30",
                                "--set",
                                "shareBursty=0.3")
                        .code());
        assertTrue(Files.exists(data.resolve(ChangeHistoryCsv.FILE_NAME)));
        Path res = dir.resolve("res");
        Outcome o = run("baselines", "--dataset", data.toString(), "--cycle-length", "2", "--out", res.toString());
        assertEquals(0, o.code(), o.err());
        assertTrue(o.out().contains("NAD"));
        String prov = Files.readString(res.resolve("provenance.json"));
        assertTrue(prov.contains("\"sha256\""), prov);
        assertTrue(prov.contains("\"cycle_length\": 2"), prov);
        Outcome p = run(
                "plot",
                "--results",
                res.toString(),
                "--out",
                dir.resolve("plots").toString());
        assertEquals(0, p.code(), p.err());
        // one per-cycle figure per metric the run recorded (its provenance says which) that is not a bound, and the
        // summary bars, each as PNG and SVG
        List<String> figures = new ArrayList<>();
        for (JsonElement m : JsonParser.parseString(prov).getAsJsonObject().getAsJsonArray("metrics"))
            if (!Metrics.byName(m.getAsString()).isBound()) figures.add(m.getAsString());
        figures.add("summary");
        assertEquals(
                figures.stream().flatMap(f -> Stream.of(f + ".png", f + ".svg")).collect(Collectors.toSet()),
                Arrays.stream(dir.resolve("plots").toFile().list()).collect(Collectors.toSet()));
        String svg = Files.readString(dir.resolve("plots/changerate.svg"));
        assertTrue(
                svg.contains("width=\"504\"")
                        && svg.contains("height=\"336\"")
                        && svg.contains("viewBox=\"0 0 1200 800\""),
                "paper width, the PNG's aspect ratio: " + svg.substring(0, 600));
        BufferedImage img = ImageIO.read(dir.resolve("plots/changerate.png").toFile());
        assertEquals(1200, img.getWidth());
        assertEquals(800, img.getHeight());
        Outcome sel = run(
                "plot",
                "--results",
                res.toString(),
                "--out",
                dir.resolve("plots2").toString(),
                "--methods",
                "nad,RAND",
                "--smooth",
                "3");
        assertEquals(0, sel.code(), "method names match in any case: " + sel.err());
        Outcome unknownMethod = run(
                "plot",
                "--results",
                res.toString(),
                "--out",
                dir.resolve("plots3").toString(),
                "--methods",
                "NAD,Nope");
        assertEquals(2, unknownMethod.code());
        assertTrue(unknownMethod.err().contains("no method 'Nope'"), unknownMethod.err());
        Outcome d = run("datasets", "describe", "--dataset", data.toString());
        assertTrue(d.out().contains("pages 500"), d.out());
    }

    @Test
    void inspectSimplifiesAndRunsAUserFormula() {
        Outcome s = run("inspect", "simplify", "t * 1 + 0 * n + X * t + 5");
        assertEquals(0, s.code(), s.err());
        assertTrue(s.out().contains("exact:           t + X * t + 5 "), s.out());
        assertTrue(s.out().contains("rank-equivalent: t + X * t "), s.out());
        Outcome r = run(
                "inspect",
                "run",
                "--formula",
                "t*X",
                "--dataset",
                "synthetic:pages=500,cycles=20",
                "--with-baselines",
                "--out",
                dir.resolve("mine").toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("formula = t * X"), r.out());
        assertTrue(r.out().contains("NAD"), r.out());
        Outcome bad = run("inspect", "simplify", "t ** X");
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("position"), bad.err());
    }

    @Test
    void inspectRunTakesEvolvesRbSettingsSoAnRbFormulaReadsTheSameTerminals() throws Exception {
        Path data = ContentFolders.periodic(dir.resolve("content"), 6, 20, 3); // a 12-cycle warm-up trains RB
        Path out = dir.resolve("rb3");
        Outcome r = run(
                "inspect",
                "run",
                "--formula",
                "rb3 + t",
                "--dataset",
                data.toString(),
                "--warmup",
                "12",
                "--budget",
                "0.5",
                "--folds",
                "3",
                "--rb-experts",
                "1",
                "--rb-label",
                "significant",
                "--out",
                out.toString());
        assertEquals(0, r.code(), r.err());
        String prov = Files.readString(out.resolve("provenance.json"));
        assertTrue(prov.replaceAll("\\s", "").contains("\"label\":\"significant\""), prov);
        assertTrue(prov.replaceAll("\\s", "").contains("\"experts\":1,"), prov);
        Outcome zero = run(
                "inspect",
                "run",
                "--formula",
                "rb3",
                "--dataset",
                data.toString(),
                "--warmup",
                "12",
                "--rb-experts",
                "0",
                "--out",
                dir.resolve("zero").toString());
        assertEquals(2, zero.code());
        assertEquals("error: --rb-experts must be >= 1, got 0", zero.err().strip());
    }

    @Test
    void badInputGivesOneClearLineAndExitCode2() throws Exception {
        Path bad = dir.resolve("bad");
        Files.createDirectories(bad);
        Files.writeString(bad.resolve("pages.csv"), "page,site,history\na,s,0101\nb,s,0121\n");
        Outcome o = run("simulate", "--dataset", bad.toString(), "--policy", "NAD");
        assertEquals(2, o.code());
        assertTrue(o.err().contains("pages.csv:3: history of page 'b' has '2' at cycle 3"), o.err());
        Outcome unknown = run("simulate", "--policy", "NOPE");
        assertEquals(2, unknown.code());
        assertTrue(unknown.err().contains("unknown policy 'NOPE'"), unknown.err());
    }

    @Test
    void newpagesRunIsByteIdenticalOnAnyThreadCountAndWritesItsFiles() throws Exception {
        String[] common = {
            "newpages",
            "run",
            "--set",
            "pages=1500",
            "--set",
            "hosts=30",
            "--set",
            "spanHours=24",
            "--set",
            "hours=48",
            "--set",
            "rounds=20",
            "--set",
            "gpPopulation=8",
            "--set",
            "gpGenerations=2",
            "--repeats",
            "2"
        };
        Path one = dir.resolve("np1"), two = dir.resolve("np2");
        Outcome a = run(concat(common, "--threads", "1", "--out", one.toString()));
        assertEquals(0, a.code(), a.err());
        assertTrue(a.out().contains("expected-utility"), a.out());
        assertEquals(
                0,
                run(concat(common, "--threads", "2", "--out", two.toString())).code());
        for (String f : new String[] {"per_repeat.csv", "summary.csv", "cumulative.csv", "models.csv", "formulas.csv"})
            assertArrayEquals(Files.readAllBytes(one.resolve(f)), Files.readAllBytes(two.resolve(f)), f);
        assertTrue(Files.exists(one.resolve("cumulative.png")) && Files.exists(one.resolve("provenance.json")));
        // 8 policies x 2 repeats + header
        assertEquals(17, Files.readAllLines(one.resolve("per_repeat.csv")).size());
        Outcome bad = run(
                "newpages",
                "run",
                "--set",
                "capacity=0",
                "--out",
                dir.resolve("bad").toString());
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("capacity must be in"), bad.err());
    }

    @Test
    void threadsRunIsByteIdenticalOnAnyThreadCountAndTuneWritesASettingsFile() throws Exception {
        String[] common = {
            "threads", "run", "--set", "syntheticThreads=120", "--set", "gpPopulation=10", "--set", "gpGenerations=2"
        };
        Path one = dir.resolve("t1"), two = dir.resolve("t2");
        Outcome a = run(concat(common, "--threads", "1", "--out", one.toString()));
        assertEquals(0, a.code(), a.err());
        assertTrue(a.out().contains("Wilcoxon p"), a.out());
        assertEquals(
                0,
                run(concat(common, "--threads", "2", "--out", two.toString())).code());
        for (String f : new String[] {"per_thread.csv", "summary.csv", "paired.csv", "breakdown.csv", "tokens.csv"})
            assertArrayEquals(Files.readAllBytes(one.resolve(f)), Files.readAllBytes(two.resolve(f)), f);
        assertEquals(6, Files.readAllLines(one.resolve("summary.csv")).size()); // BL, SVR, DEC, SGD, GP
        Path tuned = dir.resolve("tune");
        Outcome t = run(
                "threads",
                "tune",
                "--set",
                "syntheticThreads=80",
                "--set",
                "tuneThreads=20",
                "--out",
                tuned.toString());
        assertEquals(0, t.code(), t.err());
        Outcome again = run(
                "threads",
                "run",
                "--experiment",
                tuned.resolve("tuned.properties").toString(),
                "--set",
                "methods=BL,SVR",
                "--out",
                dir.resolve("t3").toString());
        assertEquals(0, again.code(), again.err());
        Outcome bad = run(
                "threads",
                "run",
                "--set",
                "methods=SVR",
                "--out",
                dir.resolve("bad").toString());
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("methods must include BL"), bad.err());
    }

    @Test
    void contentEvaluateIsByteIdenticalOnAnyThreadCount() throws Exception {
        String[] common = {
            "content",
            "evaluate",
            "--set",
            "syntheticPages=30",
            "--set",
            "syntheticCycles=40",
            "--set",
            "training=15",
            "--set",
            "experts=3",
            "--set",
            "maxTargets=4",
            "--set",
            "ensemble=2",
            "--set",
            "selections=xcorr,dtw"
        };
        Path one = dir.resolve("c1"), two = dir.resolve("c2");
        Outcome a = run(concat(common, "--threads", "1", "--out", one.toString()));
        assertEquals(0, a.code(), a.err());
        assertTrue(
                a.out().contains("3D/xcorr")
                        && a.out().contains("3D/dtw")
                        && a.out().contains("boosting/xcorr"),
                a.out());
        assertEquals(
                0,
                run(concat(common, "--threads", "2", "--out", two.toString())).code());
        for (String f : new String[] {"per_target.csv", "summary.csv"})
            assertArrayEquals(Files.readAllBytes(one.resolve(f)), Files.readAllBytes(two.resolve(f)), f);
        Outcome sim = run(
                "content",
                "simulate",
                "--set",
                "syntheticPages=30",
                "--set",
                "syntheticCycles=40",
                "--set",
                "training=15",
                "--set",
                "experts=3",
                "--folds",
                "3",
                "--out",
                dir.resolve("cs").toString());
        assertEquals(0, sim.code(), sim.err());
        assertTrue(sim.out().contains("RB-3D"), sim.out());
        Outcome bad = run(
                "content",
                "evaluate",
                "--set",
                "label=maybe",
                "--out",
                dir.resolve("bad").toString());
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("label must be"), bad.err());
    }

    @Test
    void everyHelpTextFormatsWithoutWarnings() {
        // a bare '%' in a description makes picocli print a warning and the raw text: check every (sub)command,
        // found by walking the command tree, so new commands are covered without listing them here
        ArrayDeque<picocli.CommandLine> todo = new ArrayDeque<>(List.of(new picocli.CommandLine(new Main("crawlgp"))));
        Set<String> seen = new TreeSet<>();
        while (!todo.isEmpty()) {
            picocli.CommandLine cl = todo.poll();
            PrintStream oldErr = System.err;
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            try {
                assertTrue(
                        cl.getUsageMessage().contains("Usage: crawlgp"),
                        cl.getCommandSpec().qualifiedName());
            } finally {
                System.setErr(oldErr);
            }
            assertEquals(
                    "",
                    err.toString(StandardCharsets.UTF_8),
                    cl.getCommandSpec().qualifiedName());
            todo.addAll(cl.getSubcommands().values());
            seen.add(cl.getCommandSpec().qualifiedName());
        }
        assertTrue(
                seen.containsAll(List.of(
                        "crawlgp evolve",
                        "crawlgp speed fitness",
                        "crawlgp content simulate",
                        "crawlgp threads run",
                        "crawlgp newpages run",
                        "crawlgp inspect run")),
                "the walk reaches nested commands: " + seen);
    }

    @Test
    void userErrorsAreOneLineWithExitCodeTwo() {
        Outcome parse = run("evolve", "--out");
        assertEquals(2, parse.code());
        assertEquals(
                List.of("error: Missing required parameter for option '--out' (DIR)", "try 'crawlgp evolve --help'"),
                parse.err().lines().toList());
        Outcome threads = run(
                "baselines",
                "--dataset",
                "synthetic:pages=100,cycles=10",
                "--threads",
                "-1",
                "--out",
                dir.resolve("t").toString());
        assertEquals(2, threads.code());
        assertEquals(
                "error: --threads must be >= 0 (0 = all cores), got -1",
                threads.err().strip());
        Outcome feature = run(
                "inspect",
                "run",
                "--formula",
                "t * nope",
                "--dataset",
                "synthetic:pages=100,cycles=10",
                "--out",
                dir.resolve("f").toString());
        assertEquals(2, feature.code());
        assertTrue(
                feature.err()
                        .startsWith("error: formula 't * nope' at position 5: unknown name 'nope' (inputs are "
                                + String.join(
                                        ", ",
                                        // the data has no signal channel: the signal inputs are not offered
                                        Terminals.SET.names().stream()
                                                .filter(n -> SignalFeatures.ALL.stream()
                                                        .noneMatch(f -> f.name().equals(n)))
                                                .toList())
                                + ")"),
                feature.err());
        Outcome inputs =
                run("evolve", "--set", "inputs=n,X,q", "--out", dir.resolve("e").toString());
        assertEquals(2, inputs.code());
        // the known features are listed from the registry, not pinned here: adding a feature breaks no test
        assertTrue(inputs.err().contains("unknown feature 'q'; known: n, X, t"), inputs.err());
        assertEquals(1, inputs.err().lines().count());
    }

    @Test
    void anOutputOverTheInputIsRefusedAndTheDataSurvive() throws Exception {
        Path data = dir.resolve("data");
        assertEquals(
                0,
                run("datasets", "generate", "--out", data.toString(), "--pages", "100", "--cycles", "10")
                        .code());
        byte[] before = Files.readAllBytes(data.resolve("pages.csv"));
        Outcome o = run(
                "simulate",
                "--dataset",
                data.toString(),
                "--policy",
                "Age",
                "--out",
                data.resolve("pages.csv").toString());
        assertEquals(2, o.code());
        assertEquals(
                "error: output " + data.resolve("pages.csv") + " is, or is inside, the input " + data
                        + ": choose an output outside the data",
                o.err().strip());
        assertArrayEquals(before, Files.readAllBytes(data.resolve("pages.csv")));
        assertEquals(
                2,
                run(
                                "baselines",
                                "--dataset",
                                data.toString(),
                                "--out",
                                data.resolve("res").toString())
                        .code());
        assertFalse(Files.exists(data.resolve("res")));
    }

    @Test
    void aDefectKeepsItsStackTraceInALogFile() throws Exception {
        String path = CrashLog.write("crawlgp test", new IllegalStateException("boom"));
        String log = Files.readString(Path.of(path));
        assertTrue(log.startsWith("crawlgp test\n"), log);
        assertTrue(log.contains("java.lang.IllegalStateException: boom"), log);
        assertTrue(log.contains("at io.crawlgp.cli.CliTest.aDefectKeepsItsStackTraceInALogFile"), log);
        Files.delete(Path.of(path));
    }

    static String[] concat(String[] a, String... b) {
        String[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
