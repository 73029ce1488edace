package io.crawlgp.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.expr.Simplified;
import io.crawlgp.gp.results.UnitResult;
import io.crawlgp.testutil.Malformed;
import io.crawlgp.testutil.ScratchFolder;
import io.crawlgp.util.MemoryBudget;
import io.crawlgp.util.UserError;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.zip.GZIPOutputStream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * The audit's classes as properties, so that the next probe of a class is caught, not only the one the
 * audit tried: outputs reached through links, --force among a user's files, any changed input, damaged gzip and
 * results files, formulas of any depth, lock files of any content. Fixed seeds; each property writes in its own
 * scratch folder.
 */
class AttackPropertiesTest {
    private static final Path SCRATCH = ScratchFolder.create("crawlgp-attacks");
    private static int serial;

    private static synchronized Path fresh(String name) throws IOException {
        return Files.createDirectories(SCRATCH.resolve(name + "-" + serial++));
    }

    // class 1: an output reached through any chain of links is compared where it lands

    @Property(tries = 60, seed = "47001")
    void anOutputThroughAnyChainOfLinksToTheInputIsRefused(
            @ForAll @IntRange(min = 0, max = 3) int linksToInput,
            @ForAll @IntRange(min = 0, max = 2) int depthBelow,
            @ForAll boolean viaFileLink)
            throws Exception {
        Path root = fresh("links");
        Path data = Files.createDirectories(root.resolve("data"));
        Files.writeString(data.resolve("pages.csv"), "page,site,history\na,s,01\n");
        Path reach = data;
        for (int i = 0; i < linksToInput; i++) reach = Files.createSymbolicLink(root.resolve("l" + i), reach);
        Path out = reach;
        for (int i = 0; i < depthBelow; i++) out = out.resolve("sub" + i);
        out = out.resolve(viaFileLink ? "pages.csv" : "results");
        Path finalOut = out;
        assertThrows(UserError.class, () -> OutputPaths.refuseOver(finalOut, data));
        assertThrows(
                UserError.class,
                () -> OutputPaths.refuseOver(finalOut, root.resolve(linksToInput > 0 ? "l0" : "data")));
        Path beside = Files.createDirectories(root.resolve("elsewhere"));
        OutputPaths.refuseOver(beside.resolve("results"), reach); // outside the data: accepted
    }

    // class 3: --force deletes exactly the listed files, or nothing

    @Provide
    Arbitrary<List<String>> userEntries() {
        Arbitrary<String> name =
                Arbitraries.strings().withCharRange('a', 'e').ofMinLength(1).ofMaxLength(3);
        return Arbitraries.oneOf(name, name.map(n -> "sub/" + n), name.map(n -> n + ".csv"))
                .list()
                .ofMaxSize(4)
                .uniqueElements();
    }

    @Property(tries = 80, seed = "47003")
    void forceDeletesTheListedFilesOrNothing(@ForAll("userEntries") List<String> users) throws Exception {
        Path dir = fresh("force");
        List<String> crawlgp = List.of("run.json", "summary.csv", "units/fold-0-seed-0.json", "provenance.json");
        for (String f : crawlgp) {
            Files.createDirectories(dir.resolve(f).getParent());
            Files.writeString(dir.resolve(f), "{}");
        }
        Files.writeString(
                dir.resolve("run.json"),
                RunIdentity.GSON.toJson(
                        RunIdentity.of("evolve", "h", null, Map.of(), Map.of()).withFiles(crawlgp, null)));
        List<String> extra = users.stream().filter(u -> !crawlgp.contains(u)).toList();
        for (String u : extra) {
            Files.createDirectories(dir.resolve(u).getParent());
            if (!Files.isDirectory(dir.resolve(u))) Files.writeString(dir.resolve(u), "mine");
        }
        Set<String> before = tree(dir);
        if (extra.isEmpty()) {
            ResultsFolders.clearForNewRun(dir, "test");
            assertEquals(Set.of(), tree(dir), "every listed file and the folders it left empty are gone");
        } else {
            UserError e = assertThrows(UserError.class, () -> ResultsFolders.clearForNewRun(dir, "test"));
            assertTrue(e.getMessage().contains("also holds"), e.getMessage());
            assertEquals(before, tree(dir), "nothing was deleted");
        }
    }

    private static Set<String> tree(Path dir) throws IOException {
        try (var all = Files.walk(dir)) {
            return new TreeSet<>(all.filter(p -> !p.equals(dir))
                    .map(p -> dir.relativize(p).toString())
                    .toList());
        }
    }

    // class 4: a change to any byte of any input file is a different run

    @Property(tries = 60, seed = "47004")
    void anyChangedByteOfAnyInputFileIsAnotherRun(
            @ForAll @IntRange(min = 0, max = 3) int fileIndex,
            @ForAll @IntRange(min = 0, max = 199) int at,
            @ForAll byte value)
            throws Exception {
        Path data = fresh("inputs");
        List<String> names = List.of("pages.csv", "versions.jsonl.gz", "posts.csv", "captures.csv");
        for (String n : names) Files.write(data.resolve(n), (n + " ".repeat(200)).getBytes(StandardCharsets.UTF_8));
        Path out = fresh("run");
        RunIdentity.of("evolve", "h", "p", InputFiles.of(data.toString()), Map.of("seed", "1"))
                .claim(out)
                .close();
        Path f = data.resolve(names.get(fileIndex));
        byte[] b = Files.readAllBytes(f);
        int i = at % b.length;
        if (b[i] == value) return; // not a change
        b[i] = value;
        Files.write(f, b);
        UserError e = assertThrows(
                UserError.class,
                () -> RunIdentity.of("evolve", "h", "p", InputFiles.of(data.toString()), Map.of("seed", "1"))
                        .check(out));
        assertTrue(e.getMessage().contains(names.get(fileIndex) + " sha256"), e.getMessage());
    }

    // class 10 and 11: a damaged gzip file or results table reads whole or fails in one line naming the file

    private static final String TABLE = "method,fold,cycle,value\nAge,0,1,0.25\nNAD,0,1,0.5\n\"C,G\",1,2,0.125\n";

    private static byte[] gzip(byte[] b) throws IOException {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(o)) {
            gz.write(b);
        }
        return o.toByteArray();
    }

    @Provide
    Arbitrary<byte[]> damagedGzip() throws IOException {
        byte[] good = gzip(TABLE.getBytes(StandardCharsets.UTF_8));
        Arbitrary<byte[]> cut =
                Arbitraries.integers().between(0, good.length - 1).map(n -> Arrays.copyOf(good, n));
        Arbitrary<byte[]> appended = Arbitraries.bytes()
                .array(byte[].class)
                .ofMinSize(1)
                .ofMaxSize(30)
                .map(tail -> {
                    byte[] b = Arrays.copyOf(good, good.length + tail.length);
                    System.arraycopy(tail, 0, b, good.length, tail.length);
                    return b;
                });
        return Arbitraries.oneOf(cut, appended, Malformed.mutationsOf(good, (byte) 0));
    }

    @Property(tries = 200, seed = "47011")
    void aDamagedGzipFileReadsExactlyOrFailsNamingIt(@ForAll("damagedGzip") byte[] bytes) throws Exception {
        Path f = fresh("gz").resolve("per_cycle.csv.gz");
        Files.write(f, bytes);
        byte[] read;
        try (InputStream in = StrictGzip.open(f)) {
            read = in.readAllBytes();
        } catch (IOException e) {
            Malformed.assertOneCleanLine(e.getMessage(), f);
            return;
        }
        assertArrayEquals(TABLE.getBytes(StandardCharsets.UTF_8), read, "a damaged file never reads as other data");
    }

    @Property(tries = 200, seed = "47010")
    void aTruncatedOrDamagedResultsTableReadsOrFailsInOneLine(
            @ForAll @IntRange(min = 0, max = 200) int cut,
            @ForAll("mutatedTable") byte[] damaged,
            @ForAll boolean truncate)
            throws Exception {
        byte[] good = TABLE.getBytes(StandardCharsets.UTF_8);
        byte[] b = truncate ? Arrays.copyOf(good, Math.min(cut, good.length)) : damaged;
        Path f = fresh("csv").resolve("per_cycle.csv");
        Files.write(f, b);
        List<String> rows = new ArrayList<>();
        try {
            ResultsCsv.forEachRecord(f, new String[] {"method", "fold", "cycle", "value"}, (rec, line) -> {
                ResultsCsv.intField(f, line, rec, "fold");
                ResultsCsv.doubleField(f, line, rec, "value");
                rows.add(rec.get("method"));
            });
        } catch (UserError e) {
            Malformed.assertOneCleanLine(e.getMessage(), f);
            return;
        }
        assertTrue(rows.size() <= 3, "no row is invented: " + rows);
    }

    @Provide
    Arbitrary<byte[]> mutatedTable() {
        return Malformed.mutationsOf(TABLE.getBytes(StandardCharsets.UTF_8), (byte) '"', (byte) ',', (byte) '\n');
    }

    // class 12: a lock file of any content is either held by a live process that wrote it, or stale

    @Property(tries = 100, seed = "47012")
    void aLockOfAnyContentIsHeldOnlyByTheLiveProcessThatWroteIt(@ForAll("lockLines") String content) throws Exception {
        Path dir = fresh("lock");
        Files.writeString(dir.resolve(RunLock.FILE), content);
        String mine = RunLock.describe(ProcessHandle.current());
        boolean heldByMe = content.strip().equals(mine);
        if (heldByMe) {
            assertThrows(UserError.class, () -> RunLock.acquire(dir));
        } else {
            try (RunLock l = RunLock.acquire(dir)) {
                assertEquals(
                        mine,
                        Files.readString(dir.resolve(RunLock.FILE)).strip(),
                        "taken over, with this process's line");
            }
        }
    }

    @Provide
    Arbitrary<String> lockLines() {
        String mine = RunLock.describe(ProcessHandle.current());
        String[] parts = mine.split(" ");
        Arbitrary<String> start = Arbitraries.of("start=0", "start=-1", parts[1], "start=x");
        Arbitrary<String> pid = Arbitraries.of("1", parts[0], "999999999", "", "abc");
        return Arbitraries.oneOf(
                Arbitraries.just(mine),
                net.jqwik.api.Combinators.combine(pid, start)
                        .as((p, s) -> p + " " + s + " " + parts[2] + " " + parts[3]),
                Arbitraries.strings().ofMaxLength(40));
    }

    // class 9: no formula, however deep or long, gets past the parser as a stack overflow

    @Property(tries = 40, seed = "47009")
    void aFormulaOfAnyDepthParsesOrIsRefusedNeverOverflows(
            @ForAll @IntRange(min = 1, max = 6000) int depth, @ForAll @IntRange(min = 0, max = 4) int shape) {
        String f = switch (shape) {
            case 0 -> "(".repeat(depth) + "t" + ")".repeat(depth);
            case 1 -> String.join("+", Collections.nCopies(depth, "t"));
            case 2 -> "t^".repeat(depth) + "t";
            case 3 -> "-".repeat(depth) + "t";
            default -> "(+ t ".repeat(depth) + "t" + ")".repeat(depth);
        };
        try {
            Expr e = ExprParser.parse(f);
            assertTrue(e.depth() <= ExprParser.MAX_DEPTH);
            Simplified.of(e, List.of("n", "X", "t")); // and every walk of an accepted tree stays within the stack
        } catch (UserError refused) {
            assertEquals(1, refused.getMessage().lines().count());
            assertTrue(refused.getMessage().length() < 300, "the formula is not echoed whole");
        }
    }

    // class 7: a run refused before it wrote anything leaves no claim; one that wrote keeps it

    @Property(tries = 30, seed = "47007")
    void aRunRefusedBeforeWritingLeavesNoClaim(
            @ForAll @IntRange(min = 0, max = 3) int written,
            @ForAll boolean existed,
            @ForAll boolean crash,
            @ForAll boolean unit)
            throws Exception {
        Path dir = fresh("claim").resolve("out");
        if (existed) Files.createDirectories(dir);
        RunIdentity id = RunIdentity.of("baselines", "h", null, Map.of(), Map.of("folds", "5"));
        assertThrows(
                RuntimeException.class,
                () -> ResultsFolders.claimed(dir, id, false, () -> {
                    for (int i = 0; i < written; i++) AtomicFiles.writeString(dir.resolve("f" + i + ".csv"), "x");
                    if (unit) AtomicFiles.writeString(dir.resolve("units").resolve("u.json"), "{}");
                    if (crash) throw new IllegalStateException("a defect");
                    throw new UserError("refused");
                }));
        int files = written + (unit ? 1 : 0);
        if (files == 0 || !crash && !unit) {
            // a refusal before any finished unit (or nothing written): the folder is as it was, so the corrected
            // command is accepted
            assertEquals(existed, Files.exists(dir), "a folder this run created is removed; one that existed stays");
            if (existed) assertEquals(Set.of(), tree(dir));
        } else {
            // a crash, or any failure after a finished unit, keeps what was written, listed, for the same command to
            // resume
            assertEquals(files + 1, RunIdentity.read(dir).files().size(), "run.json lists what was written, and stays");
        }
    }

    // class 6: a unit file answers only for its own (fold, seed)

    @Property(tries = 30, seed = "47006")
    void aUnitFileUnderAnotherNameIsRefused(
            @ForAll @IntRange(min = 0, max = 2) int fold,
            @ForAll @IntRange(min = 0, max = 2) int seed,
            @ForAll @IntRange(min = 0, max = 2) int asFold,
            @ForAll @IntRange(min = 0, max = 2) int asSeed)
            throws Exception {
        Path units = fresh("units");
        UnitResult u = new UnitResult(fold, seed, 100 * fold + seed, "h", List.of(), List.of());
        u.save(units);
        if (fold != asFold || seed != asSeed)
            Files.move(UnitResult.file(units, fold, seed), UnitResult.file(units, asFold, asSeed));
        if (fold == asFold && seed == asSeed) {
            assertEquals(u, UnitResult.load(units, asFold, asSeed, "h", 100 * asFold + asSeed));
        } else {
            assertThrows(UserError.class, () -> UnitResult.load(units, asFold, asSeed, "h", 100 * asFold + asSeed));
        }
    }

    // class 8: the estimate refuses exactly what exceeds the heap

    @Property(tries = 50, seed = "47008")
    void theMemoryBudgetRefusesExactlyWhatExceedsTheHeap(
            @ForAll @IntRange(min = 1, max = 1 << 20) int needMb,
            @ForAll @IntRange(min = 1, max = 1 << 20) int heapMb) {
        double need = needMb * 1048576.0;
        long heap = heapMb * 1048576L;
        if (need <= heap) MemoryBudget.require("x", need, heap);
        else assertThrows(UserError.class, () -> MemoryBudget.require("x", need, heap));
    }
}
