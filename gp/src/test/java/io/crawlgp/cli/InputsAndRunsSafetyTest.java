package io.crawlgp.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.crawlgp.archive.GitImportTest;
import io.crawlgp.cluster.RunOffer;
import io.crawlgp.content.crawl.CrawlDataLoader;
import io.crawlgp.content.prediction.ContentFolders;
import io.crawlgp.gp.GpSettings;
import io.crawlgp.gp.SettingsText;
import io.crawlgp.gp.worker.ClusterWorker;
import io.crawlgp.io.AtomicFiles;
import io.crawlgp.io.InputFiles;
import io.crawlgp.io.RunIdentity;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.UserError;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The audit's data-loss and mixing probes (issue 47, groups 1-7), each as it was run against the command line: every
 * one of them lost or mixed data before, and must now be refused with one line, leaving every file as it was.
 */
class InputsAndRunsSafetyTest {
    @TempDir
    Path dir;

    private Path dataset() throws Exception {
        Path d = dir.resolve("d");
        assertEquals(
                0,
                CliTest.run("datasets", "generate", "--out", d.toString(), "--pages", "300", "--cycles", "12")
                        .code());
        return d;
    }

    private static void assertRefused(CliTest.Outcome o, String expected) {
        assertEquals(2, o.code(), o.out() + o.err());
        assertEquals(1, o.err().strip().lines().count(), "one line: " + o.err());
        assertTrue(o.err().contains(expected), o.err());
    }

    // group 1: an input is never written through a link to it

    @Test
    void anOutputThroughASymlinkToTheDatasetIsRefusedAndTheDatasetKept() throws Exception {
        Path d = dataset();
        Path link = Files.createSymbolicLink(dir.resolve("L"), d);
        byte[] pages = Files.readAllBytes(d.resolve("pages.csv"));
        assertRefused(
                CliTest.run(
                        "simulate",
                        "--dataset",
                        d.toString(),
                        "--policy",
                        "NAD",
                        "--out",
                        link.resolve("pages.csv").toString()),
                "is, or is inside, the input");
        assertRefused(
                CliTest.run(
                        "simulate",
                        "--dataset",
                        link.toString(),
                        "--policy",
                        "NAD",
                        "--out",
                        d.resolve("pages.csv").toString(),
                        "--force"),
                "is, or is inside, the input");
        assertRefused(
                CliTest.run(
                        "baselines",
                        "--dataset",
                        d.toString(),
                        "--methods",
                        "Age",
                        "--out",
                        link.resolve("res").toString()),
                "is, or is inside, the input");
        assertFalse(Files.exists(d.resolve("res")), "nothing was written inside the dataset");
        Path hard = Files.createLink(dir.resolve("hard.csv"), d.resolve("pages.csv"));
        assertRefused(
                CliTest.run(
                        "simulate", "--dataset", d.toString(), "--policy", "NAD", "--out", hard.toString(), "--force"),
                "is, or is inside, the input");
        assertArrayEquals(pages, Files.readAllBytes(d.resolve("pages.csv")));
        assertEquals(
                List.of("README.md", "dataset.properties", "pages.csv", "provenance.json", "run.json"),
                List.of(Files.list(d)
                        .map(p -> p.getFileName().toString())
                        .sorted()
                        .toArray()));
    }

    // group 2: every writer claims its output or refuses an existing one

    @Test
    void datasetWritersClaimTheirFolderAndSingleFileOutputsNeedForce() throws Exception {
        Path d = dataset();
        byte[] pages = Files.readAllBytes(d.resolve("pages.csv"));
        assertRefused(
                CliTest.run("datasets", "generate", "--out", d.toString(), "--pages", "100", "--cycles", "12"),
                "holds another run (pages 300 vs 100)");
        assertArrayEquals(pages, Files.readAllBytes(d.resolve("pages.csv")));
        // the same command again: a finished dataset is data (a user may have edited it), written again only when
        // asked
        assertRefused(
                CliTest.run("datasets", "generate", "--out", d.toString(), "--pages", "300", "--cycles", "12"),
                "is written again only with --force");
        assertArrayEquals(pages, Files.readAllBytes(d.resolve("pages.csv")));
        assertEquals(
                0,
                CliTest.run(
                                "datasets",
                                "generate",
                                "--out",
                                d.toString(),
                                "--pages",
                                "300",
                                "--cycles",
                                "12",
                                "--force")
                        .code(),
                "with --force the same command rewrites its own");

        Path evolved = dir.resolve("evolved");
        assertEquals(0, ResultsFolderSafetyTest.evolve(evolved).code());
        byte[] prov = Files.readAllBytes(evolved.resolve("provenance.json"));
        assertRefused(
                CliTest.run("content", "generate", "--out", evolved.toString(), "--pages", "20", "--cycles", "10"),
                "holds another run (command evolve vs dataset content generate");
        assertArrayEquals(prov, Files.readAllBytes(evolved.resolve("provenance.json")));
        assertFalse(Files.exists(evolved.resolve("pages.csv")));

        Path repo = GitImportTest.repo(dir.resolve("repo"));
        String[] importInto = {
            "datasets",
            "import",
            "git",
            "--repo",
            repo.toString(),
            "--from",
            "2025-01-02",
            "--to",
            "2025-01-07",
            "--glob",
            "*/*.md",
            "--out",
            evolved.toString()
        };
        assertRefused(CliTest.run(importInto), "holds another run (command evolve vs dataset import git");
        assertArrayEquals(
                prov, Files.readAllBytes(evolved.resolve("provenance.json")), "the evolve folder's provenance is kept");
        assertFalse(Files.exists(evolved.resolve("pages.csv")));
        Path imported = dir.resolve("imported");
        importInto[importInto.length - 1] = imported.toString();
        assertEquals(0, CliTest.run(importInto).code());
        importInto[8] = "2025-01-06"; // another period into the same dataset folder
        assertRefused(CliTest.run(importInto), "holds another run (to 2025-01-07 vs 2025-01-06)");

        Path file = Files.writeString(dir.resolve("mine.csv"), "my own table");
        assertRefused(
                CliTest.run("simulate", "--dataset", d.toString(), "--policy", "Age", "--out", file.toString()),
                "mine.csv exists: choose another --out, or --force");
        assertEquals("my own table", Files.readString(file));
        // and --force replaces only a table crawlgp wrote: the user's own is kept
        assertRefused(
                CliTest.run(
                        "simulate", "--dataset", d.toString(), "--policy", "Age", "--out", file.toString(), "--force"),
                "crawlgp did not write it");
        assertEquals("my own table", Files.readString(file));
    }

    @Test
    void aNonRegularFileIsNeverReplacedEvenWithForce() throws Exception {
        Assumptions.assumeTrue(Files.exists(Path.of("/dev/full")), "needs /dev/full");
        Path d = dataset();
        assertRefused(
                CliTest.run("simulate", "--dataset", d.toString(), "--policy", "Age", "--out", "/dev/full", "--force"),
                "is not a regular file");
        assertFalse(Files.isRegularFile(Path.of("/dev/full")), "still a device");
        Path target = Files.writeString(dir.resolve("target.txt"), "kept");
        Path link = Files.createSymbolicLink(dir.resolve("link.csv"), target);
        UserError e = Assertions.assertThrows(UserError.class, () -> AtomicFiles.writeString(link, "new"));
        assertTrue(e.getMessage().contains("it is a symbolic link"), e.getMessage());
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("kept", Files.readString(target));
    }

    // group 3: --force deletes what crawlgp wrote, and nothing else

    @Test
    void forceKeepsAUsersNotesAndSubfoldersAndSaysWhatIsInTheWay() throws Exception {
        Path out = dir.resolve("run");
        assertEquals(0, ResultsFolderSafetyTest.evolve(out).code());
        Files.writeString(out.resolve("notes.txt"), "my reading of this run");
        Files.createDirectories(out.resolve("drafts"));
        Files.writeString(out.resolve("drafts/fig.tex"), "\\begin{figure}");
        byte[] formulas = Files.readAllBytes(out.resolve("formulas.csv"));
        CliTest.Outcome o = ResultsFolderSafetyTest.evolve(out, "--set", "generations=3", "--force");
        assertRefused(o, "also holds drafts/fig.tex, notes.txt: move them out of the folder");
        assertEquals("my reading of this run", Files.readString(out.resolve("notes.txt")));
        assertArrayEquals(formulas, Files.readAllBytes(out.resolve("formulas.csv")), "nothing was deleted");
        Files.delete(out.resolve("notes.txt"));
        Files.delete(out.resolve("drafts/fig.tex"));
        Files.delete(out.resolve("drafts"));
        assertEquals(
                0,
                ResultsFolderSafetyTest.evolve(out, "--set", "generations=3", "--force")
                        .code());
        assertTrue(Files.readString(out.resolve("settings.properties")).contains("generations = 3"));
        RunIdentity id = RunIdentity.read(out);
        List<String> onDisk;
        try (var all = Files.walk(out)) {
            onDisk = all.filter(Files::isRegularFile)
                    .map(p -> out.relativize(p).toString())
                    .sorted()
                    .toList();
        }
        assertEquals(onDisk, id.files(), "run.json lists exactly the files the run wrote");
    }

    // group 4: every input file is part of the run's identity

    private Path contentFolder(String name) throws Exception {
        return ContentFolders.periodic(dir.resolve(name), 200, 14, 3);
    }

    private static String[] contentRun(Path data, Path out) {
        return new String[] {
            "evolve",
            "--set",
            "dataset=" + data,
            "--set",
            "population=12",
            "--set",
            "generations=2",
            "--set",
            "seeds=1",
            "--set",
            "archiveSize=3",
            "--no-baselines",
            "--threads",
            "1",
            "--out",
            out.toString()
        };
    }

    @Test
    void aChangedVersionsFileIsADataChange() throws Exception {
        Path data = contentFolder("c");
        Path out = dir.resolve("run");
        assertEquals(0, CliTest.run(contentRun(data, out)).code());
        assertTrue(RunIdentity.read(out).inputs().containsKey("versions.jsonl"));
        Files.writeString(
                data.resolve("versions.jsonl"),
                Files.readString(data.resolve("versions.jsonl")).replace("alpha beta", "alpha gamma"));
        byte[] before = Files.readAllBytes(out.resolve("formulas.csv"));
        assertRefused(CliTest.run(contentRun(data, out)), "holds another run (versions.jsonl sha256 ");
        assertArrayEquals(before, Files.readAllBytes(out.resolve("formulas.csv")));
    }

    @Test
    void aRunJsonThatRecordsNoInputsVouchesForThePagesAlone() throws Exception {
        Path data = contentFolder("c");
        Path out = dir.resolve("run");
        assertEquals(0, CliTest.run(contentRun(data, out)).code());
        JsonObject j = JsonParser.parseString(Files.readString(out.resolve("run.json")))
                .getAsJsonObject();
        j.remove("inputs"); // as an older crawlgp wrote it
        Files.writeString(out.resolve("run.json"), j.toString());
        assertRefused(CliTest.run(contentRun(data, out)), "inputs not recorded by the run in this folder");
    }

    // group 5: a worker serves only the master's corpus, and verification is off only when asked for

    @Test
    void aWorkerWithTheSamePagesButOtherVersionsIsRefused() throws Exception {
        Path a = contentFolder("a"), b = contentFolder("b");
        Files.writeString(
                b.resolve("versions.jsonl"),
                Files.readString(b.resolve("versions.jsonl")).replace("alpha beta", "alpha gamma"));
        GpSettings s = RecordOverrides.apply(
                GpSettings.paper(),
                Map.of("dataset", a.toString(), "population", "12", "generations", "2", "seeds", "1"));
        var master = new CrawlDataLoader(1, System.err).load(s.dataset(), s.needs());
        RunOffer offer = new RunOffer(
                SettingsText.canonical(s),
                "0123456789abcdef".repeat(4),
                String.valueOf(master.provenance().get("sha256")),
                InputFiles.text(InputFiles.of(a.toString())));
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
        String refused = new ClusterWorker(new CrawlDataLoader(1, System.err), b.toString(), quiet).prepare(offer);
        assertTrue(refused != null && refused.contains("versions.jsonl sha256"), String.valueOf(refused));
        assertNull(
                new ClusterWorker(new CrawlDataLoader(1, System.err), a.toString(), quiet).prepare(offer),
                "the master's own corpus is served");
    }

    @Test
    void verifyShareZeroNeedsAnAcknowledgement() throws Exception {
        Path token = Files.writeString(dir.resolve("token"), "test-token-0123456789\n");
        Path out = dir.resolve("run");
        assertRefused(
                ResultsFolderSafetyTest.evolve(
                        out, "--distribute", "127.0.0.1:0", "--token-file", token.toString(), "--verify-share", "0"),
                "add --trust-workers");
        assertFalse(Files.exists(out));
    }

    // group 6: a unit file is checked for its own identity

    @Test
    void aUnitFileCopiedOverAnotherIsRefused() throws Exception {
        Path out = dir.resolve("run");
        assertEquals(0, ResultsFolderSafetyTest.evolve(out, "--set", "seeds=2").code());
        Files.copy(
                out.resolve("units/fold-0-seed-0.json"),
                out.resolve("units/fold-0-seed-1.json"),
                StandardCopyOption.REPLACE_EXISTING);
        byte[] formulas = Files.readAllBytes(out.resolve("formulas.csv"));
        assertRefused(
                ResultsFolderSafetyTest.evolve(out, "--set", "seeds=2"),
                "fold-0-seed-1.json: holds the GP run of fold 0, seed 0");
        assertArrayEquals(formulas, Files.readAllBytes(out.resolve("formulas.csv")));
    }

    // group 7: a run refused before any work leaves no claim

    @Test
    void aRunRefusedBeforeAnyWorkLeavesNoClaimSoTheCorrectedCommandRuns() throws Exception {
        Path b = dir.resolve("b");
        assertRefused(
                CliTest.run(
                        "baselines",
                        "--dataset",
                        "synthetic:pages=300,cycles=12",
                        "--folds",
                        "-3",
                        "--out",
                        b.toString()),
                "folds must be >= 1");
        assertFalse(Files.exists(b), "no folder is left");
        assertRefused(
                CliTest.run(
                        "baselines",
                        "--dataset",
                        "synthetic:pages=300,cycles=12",
                        "--folds",
                        "100",
                        "--out",
                        b.toString()),
                "k = 0");
        assertFalse(Files.exists(b));
        Files.createDirectories(b);
        assertRefused(
                CliTest.run(
                        "baselines",
                        "--dataset",
                        "synthetic:pages=300,cycles=12",
                        "--folds",
                        "100",
                        "--out",
                        b.toString()),
                "k = 0");
        assertEquals(0, Files.list(b).count(), "a folder that existed stays, empty");
        assertEquals(
                0,
                CliTest.run(
                                "baselines",
                                "--dataset",
                                "synthetic:pages=300,cycles=12",
                                "--folds",
                                "5",
                                "--methods",
                                "Age",
                                "--out",
                                b.toString())
                        .code());

        Path token = Files.writeString(dir.resolve("token"), "test-token-0123456789\n");
        Path out = dir.resolve("run");
        try (ServerSocket busy = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            CliTest.Outcome o = ResultsFolderSafetyTest.evolve(
                    out, "--distribute", "127.0.0.1:" + busy.getLocalPort(), "--token-file", token.toString());
            assertRefused(o, "cannot listen on 127.0.0.1:" + busy.getLocalPort());
        }
        assertFalse(Files.exists(out.resolve("run.json")), "the refused run claimed nothing");
        assertEquals(0, ResultsFolderSafetyTest.evolve(out).code(), "so the corrected command runs");
    }
}
