package io.crawlgp.cli;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.dataset.ChangeHistoryCsv;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CliTest {
    @TempDir
    Path dir;

    record Outcome(int code, String out, String err) {}

    static Outcome run(String... args) {
        PrintStream oldOut = System.out, oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            int code = Main.execute(args);
            return new Outcome(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }

    @Test
    void simulatePrintsTheSummaryLineAndWritesCsv() throws Exception {
        Path out = dir.resolve("age.csv");
        Outcome o = run("simulate", "--dataset", "synthetic:pages=400,cycles=20", "--policy", "age", "--out", out.toString());
        assertEquals(0, o.code(), o.err());
        assertTrue(o.out().matches("(?s)policy=Age cycles=18 mean_changerate=\\d\\.\\d{9}\\s*"), o.out());
        assertEquals(19, Files.readAllLines(out).size());
        assertTrue(Files.exists(Path.of(out + ".provenance.json")));
    }

    @Test
    void generateThenBaselinesThenPlot() throws Exception {
        Path data = dir.resolve("data");
        assertEquals(0, run("datasets", "generate", "--out", data.toString(), "--pages", "500", "--cycles", "30", "--set", "shareBursty=0.3").code());
        assertTrue(Files.exists(data.resolve(ChangeHistoryCsv.FILE_NAME)));
        Path res = dir.resolve("res");
        Outcome o = run("baselines", "--dataset", data.toString(), "--cycle-length", "2", "--out", res.toString());
        assertEquals(0, o.code(), o.err());
        assertTrue(o.out().contains("NAD"));
        String prov = Files.readString(res.resolve("provenance.json"));
        assertTrue(prov.contains("\"sha256\""), prov);
        assertTrue(prov.contains("\"cycle_length\": 2"), prov);
        Outcome p = run("plot", "--results", res.toString(), "--out", dir.resolve("plots").toString());
        assertEquals(0, p.code(), p.err());
        assertTrue(Files.size(dir.resolve("plots/changerate.png")) > 10_000);
        Outcome sel = run("plot", "--results", res.toString(), "--out", dir.resolve("plots2").toString(), "--methods", "NAD,Rand", "--smooth", "3");
        assertEquals(0, sel.code(), sel.err());
        Outcome unknownMethod = run("plot", "--results", res.toString(), "--out", dir.resolve("plots3").toString(), "--methods", "NAD,Nope");
        assertEquals(2, unknownMethod.code());
        assertTrue(unknownMethod.err().contains("no method 'Nope'"), unknownMethod.err());
        Outcome d = run("datasets", "describe", "--dataset", data.toString());
        assertTrue(d.out().contains("pages 500"), d.out());
    }

    @Test
    void everyHelpRendersWithoutFormatWarnings() {
        String[][] commands = {{}, {"demo"}, {"datasets"}, {"datasets", "generate"}, {"datasets", "describe"}, {"simulate"}, {"baselines"},
                {"evolve"}, {"inspect"}, {"inspect", "formulas"}, {"inspect", "simplify"}, {"inspect", "run"}, {"plot"}, {"bench"},
                {"bench", "simulate"}, {"bench", "fitness"}};
        for (String[] c : commands) {
            String[] args = java.util.Arrays.copyOf(c, c.length + 1);
            args[c.length] = "--help";
            Outcome o = run(args);
            assertEquals(0, o.code(), String.join(" ", args));
            assertFalse(o.err().contains("WARN"), String.join(" ", args) + ": " + o.err());
            assertTrue(o.out().contains("Usage: crawlgp"), String.join(" ", args));
        }
    }

    @Test
    void inspectSimplifiesAndRunsAUserFormula() {
        Outcome s = run("inspect", "simplify", "t * 1 + 0 * n + X * t");
        assertEquals(0, s.code(), s.err());
        assertTrue(s.out().contains("simplified: t + X * t"), s.out());
        Outcome r = run("inspect", "run", "--formula", "t*X", "--dataset", "synthetic:pages=500,cycles=20", "--with-baselines",
                "--out", dir.resolve("mine").toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("formula = t * X"), r.out());
        assertTrue(r.out().contains("NAD"), r.out());
        Outcome bad = run("inspect", "simplify", "t ** X");
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("position"), bad.err());
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
}
