package io.crawlgp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.io.RunLock;
import io.crawlgp.util.MemoryBudget;
import io.crawlgp.util.UserError;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.Collections;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The audit's crash and lock probes (issue 47, groups 8-12): each crashed with a JVM trace or an internal error, or
 * blocked a folder for good, and must now be one line naming the file, line or setting, exit 2.
 */
class OneLineRefusalsTest {
    @TempDir
    Path dir;

    private static void assertOneLine(CliTest.Outcome o, String expected) {
        assertEquals(2, o.code(), o.out() + o.err());
        assertEquals(
                1, o.err().strip().lines().filter(l -> !l.startsWith("try '")).count(), "one line: " + o.err());
        assertTrue(o.err().contains(expected), o.err());
    }

    // group 8: too large for memory is refused on an estimate, before allocating

    @Test
    void requestsTooLargeForTheHeapAreRefusedBeforeTheyStart() {
        long heapGb = Runtime.getRuntime().maxMemory() >> 30;
        assertOneLine(
                CliTest.run(
                        "baselines",
                        "--dataset",
                        "synthetic:pages=2000000000",
                        "--out",
                        dir.resolve("b").toString()),
                "synthetic pages = 2000000000 over cycles = 57 needs about");
        assertFalse(Files.exists(dir.resolve("b")));
        CliTest.Outcome pop = ResultsFolderSafetyTest.evolve(dir.resolve("e"), "--set", "population=10000000");
        assertOneLine(pop, "population = 10000000 in 1 GP run(s) at once (--threads) needs about 9.5 GB");
        assertTrue(heapGb >= 9 || pop.err().contains("heap limit of"), pop.err());
        assertFalse(Files.exists(dir.resolve("e")));
    }

    @Test
    void theEstimateIsOfWhatTheRequestNeedsNotAFileSizeCap() {
        MemoryBudget.require("ten million pages on a 24 GB heap", 10_000_000 * 400.0, 24L << 30); // no refusal
        UserError e =
                Assertions.assertThrows(UserError.class, () -> MemoryBudget.require("x", 3.0 * (1L << 30), 2L << 30));
        assertEquals(
                "x needs about 3.0 GB of memory, more than this JVM's heap limit of 2.0 GB: give it more (CRAWLGP_JAVA_OPTS=-Xmx4g) or ask for less",
                e.getMessage());
    }

    // group 9: deep or long formulas

    @Test
    void deepAndLongFormulasAreRefusedInOneLine() {
        assertOneLine(
                CliTest.run("inspect", "simplify", "(".repeat(20_000) + "t" + ")".repeat(20_000)),
                "nested more than 200 levels deep");
        String sum = String.join("+", Collections.nCopies(3000, "t"));
        assertOneLine(CliTest.run("inspect", "simplify", sum), "is 3000 levels deep; at most 200 are accepted");
        assertOneLine(
                CliTest.run(
                        "inspect",
                        "run",
                        "--formula",
                        sum,
                        "--dataset",
                        "synthetic:pages=300,cycles=12",
                        "--out",
                        dir.resolve("r").toString()),
                "is 3000 levels deep");
        assertOneLine(
                CliTest.run("inspect", "simplify", "(+ t ".repeat(5000) + "t" + ")".repeat(5000)),
                "nested more than 200 levels deep");
        assertEquals(
                0,
                CliTest.run("inspect", "simplify", String.join("+", Collections.nCopies(150, "t")))
                        .code(),
                "150 levels are fine");
    }

    // group 10: results files are read as strictly as datasets

    @Test
    void truncatedResultsFilesNameTheirFileAndLine() throws Exception {
        Path out = dir.resolve("run");
        assertEquals(0, ResultsFolderSafetyTest.evolve(out).code());
        byte[] formulas = Files.readAllBytes(out.resolve("formulas.csv"));
        String text = new String(formulas, StandardCharsets.UTF_8);
        int cut = text.indexOf('\n', text.indexOf('\n') + 1) + 20; // inside the second row
        Files.write(out.resolve("formulas.csv"), Arrays.copyOf(formulas, cut));
        assertOneLine(
                CliTest.run("inspect", "formulas", "--results", out.toString()), out.resolve("formulas.csv") + ":3: ");
        assertOneLine(
                CliTest.run(
                        "report",
                        "--results",
                        out.toString(),
                        "--out",
                        dir.resolve("r.html").toString()),
                "formulas.csv:3: ");
        byte[] perCycle = Files.readAllBytes(out.resolve("per_cycle.csv"));
        Files.write(out.resolve("per_cycle.csv"), Arrays.copyOf(perCycle, perCycle.length / 2));
        CliTest.Outcome plot = CliTest.run(
                "plot", "--results", out.toString(), "--out", dir.resolve("p").toString());
        assertOneLine(plot, "per_cycle.csv:");
    }

    // group 11: versions, new pages and compressed files

    private static byte[] gzip(String text) throws Exception {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(b)) {
            gz.write(text.getBytes(StandardCharsets.UTF_8));
        }
        return b.toByteArray();
    }

    private Path corpus(String name, String versions) throws Exception {
        Path d = dir.resolve(name);
        Files.createDirectories(d);
        Files.writeString(d.resolve("pages.csv"), "page,site,history\na,s,01\nb,s,00\n");
        Files.write(d.resolve("versions.jsonl.gz"), gzip(versions));
        return d;
    }

    private static final String GOOD =
            "{\"page\":\"a\",\"cycle\":0,\"text\":\"x\"}\n{\"page\":\"a\",\"cycle\":2,\"text\":\"y\"}\n{\"page\":\"b\",\"cycle\":0,\"text\":\"z\"}\n";

    private static CliTest.Outcome describe(Path d) {
        return CliTest.run("content", "describe", "--set", "dataset=" + d);
    }

    @Test
    void damagedVersionsFilesAreRefusedWithTheirLine() throws Exception {
        assertEquals(
                0,
                describe(corpus("good", GOOD)).code(),
                describe(corpus("good2", GOOD)).err());
        Path truncated = corpus("truncated", GOOD);
        byte[] all = Files.readAllBytes(truncated.resolve("versions.jsonl.gz"));
        Files.write(truncated.resolve("versions.jsonl.gz"), Arrays.copyOf(all, all.length - 12));
        assertOneLine(describe(truncated), "versions.jsonl.gz: the compressed stream ends early");
        Path empty = corpus("empty", GOOD);
        Files.write(empty.resolve("versions.jsonl.gz"), new byte[0]);
        assertOneLine(describe(empty), "versions.jsonl.gz: empty or truncated gzip file");
        Path garbage = corpus("garbage", GOOD);
        Files.write(garbage.resolve("versions.jsonl.gz"), "GARBAGE".getBytes(), StandardOpenOption.APPEND);
        assertOneLine(describe(garbage), "bytes after the end of the gzip stream");
        assertOneLine(
                describe(corpus(
                        "dup",
                        GOOD.replace("\"cycle\":0,\"text\":\"x\"", "\"cycle\":0,\"text\":\"x\",\"text\":\"w\""))),
                "versions.jsonl.gz:1: field 'text' given twice");
        assertOneLine(
                describe(corpus("float", GOOD.replace("\"cycle\":2", "\"cycle\":2.0"))),
                "versions.jsonl.gz:2: cycle is 2.0, expected an integer");
        assertOneLine(
                describe(corpus("nul", GOOD.replace("\"page\":\"b\"", "\"page\":\"b\\u0000\""))),
                "versions.jsonl.gz:3: page id");
        Path both = corpus("both", GOOD);
        Files.write(both.resolve("versions.jsonl"), GOOD.getBytes());
        assertOneLine(describe(both), "holds both versions.jsonl and versions.jsonl.gz");
    }

    @Test
    void csvMistakesAreReportedWhereTheyAre() throws Exception {
        Path d = dir.resolve("q");
        Files.createDirectories(d);
        StringBuilder csv = new StringBuilder("page,site,history\n");
        for (int i = 0; i < 25; i++)
            csv.append(i == 7 ? "\"" : "").append('p').append(i).append(",s,0101\n");
        Files.writeString(d.resolve("pages.csv"), csv);
        assertOneLine(
                CliTest.run("datasets", "describe", "--dataset", d.toString()),
                "pages.csv:9: a quoted field starts on this line and its closing quote never comes");
        Files.writeString(d.resolve("pages.csv"), "page,site,history\n\"p\"\"1\",s,01\n");
        assertOneLine(
                CliTest.run("datasets", "describe", "--dataset", d.toString()),
                "pages.csv:2: page id 'p\"1' holds a double quote");
        Files.writeString(d.resolve("pages.csv"), "page,site,history\np1,s,01\n");
        Files.write(d.resolve("pages.csv.gz"), gzip("page,site,history\np1,s,11\n"));
        assertOneLine(
                CliTest.run("datasets", "describe", "--dataset", d.toString()),
                "holds both pages.csv and pages.csv.gz");

        Path np = dir.resolve("np");
        Files.createDirectories(np);
        Files.writeString(np.resolve("newpages.csv"), "url,discovery_seconds,source,visits,depth\nu1,0,s,1 2,3\n");
        assertOneLine(
                CliTest.run("newpages", "describe", "--dataset", np.toString()),
                "newpages.csv:1: column 'depth' is neither one of");
    }

    // group 12: locks and secrets

    @Test
    void aLockHeldUnderAReusedPidIsStale() throws Exception {
        Path out = dir.resolve("run");
        Files.createDirectories(out);
        // PID 1 is alive on every Unix machine, but it did not start at the epoch: its PID was reused, the lock is
        // stale
        String[] mine = RunLock.describe(ProcessHandle.current()).split(" ", 2);
        Files.writeString(out.resolve(".lock"), "1 start=0 " + mine[1].substring(mine[1].indexOf("host=")) + "\n");
        assertEquals(0, ResultsFolderSafetyTest.evolve(out).code());
        Files.writeString(
                out.resolve(".lock"),
                ProcessHandle.current().pid() + " start=0 host=" + "other-host.example" + " boot=x\n");
        assertOneLine(
                ResultsFolderSafetyTest.evolve(out),
                "in use by another crawlgp run (pid " + ProcessHandle.current().pid() + " on host other-host.example)");
        Files.writeString(
                out.resolve(".lock"),
                ProcessHandle.current().pid() + " start=0 "
                        + mine[1].substring(mine[1].indexOf("host="), mine[1].indexOf(" boot="))
                        + " boot=an-earlier-boot\n");
        assertEquals(0, ResultsFolderSafetyTest.evolve(out).code(), "a lock from before the last boot is stale");
    }

    @Test
    void anUnknownOptionNeverEchoesTheValueAfterIt() {
        CliTest.Outcome o = CliTest.run(
                "evolve",
                "--tokn",
                "s3cret-t0ken-value",
                "--out",
                dir.resolve("x").toString());
        assertOneLine(o, "unknown option --tokn");
        assertFalse(o.err().contains("s3cret"), o.err());
        CliTest.Outcome eq = CliTest.run(
                "evolve", "--tokn=s3cret-t0ken-value", "--out", dir.resolve("x").toString());
        assertFalse(eq.err().contains("s3cret"), eq.err());
    }

    @Test
    void evolveWithoutAnExperimentAsksForOneInsteadOfStartingAPaperScaleRun() {
        Path out = dir.resolve("bare");
        assertOneLine(CliTest.run("evolve", "--out", out.toString()), "evolve needs --experiment FILE");
        assertFalse(Files.exists(out), "nothing was started");
    }
}
