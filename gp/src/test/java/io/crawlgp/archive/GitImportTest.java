package io.crawlgp.archive;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.content.prediction.ContentCorpus;
import io.crawlgp.dataset.DatasetException;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.UserError;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.lib.PersonIdent;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tukaani.xz.XZInputStream;

/** The git importer on a repository built here, commit by commit, with the expected history worked out by hand. */
public class GitImportTest {
    private static Instant at(String iso) {
        return Instant.parse(iso);
    }

    /** Commits the working tree with the given author and committer times. */
    private static void commit(Git git, String message, Instant author, Instant committer) throws Exception {
        git.add().addFilepattern(".").call();
        git.add().addFilepattern(".").setUpdate(true).call(); // stages deletions too
        git.commit()
                .setMessage(message)
                .setAuthor(new PersonIdent("a", "a@x", author, ZoneOffset.UTC))
                .setCommitter(new PersonIdent("c", "c@x", committer, ZoneOffset.UTC))
                .call();
    }

    private static void write(Path repo, String path, String text) throws Exception {
        Path f = repo.resolve(path);
        Files.createDirectories(f.getParent());
        Files.writeString(f, text);
    }

    /**
     * Cycles of one day from 2025-01-02 to 2025-01-07: cycle 1 = 01-02 ... cycle 5 = 01-06.
     * s1/a.md: A0, then A1 and A2 on 01-03 (one change at cycle 2); s2/b.md: B0, changed and restored on 01-05 (no
     * change); s2/d.md deleted on 01-06 (dropped); s1/c.md added on 01-04 (dropped); LICENSE and .github/x.md are not
     * pages; s1/e.md changed on 01-04 by a commit authored 01-01 but committed after the 01-03 one (author date: kept
     * in its parent's cycle 2... see below; committer date: cycle 3).
     */
    public static Path repo(Path dir) throws Exception {
        try (Git git = Git.init().setDirectory(dir.toFile()).call()) {
            write(dir, "s1/a.md", "alpha zero");
            write(dir, "s2/b.md", "beta zero");
            write(dir, "s2/d.md", "delta");
            write(dir, "s1/e.md", "epsilon zero");
            write(dir, "LICENSE", "license");
            write(dir, ".github/x.md", "hidden");
            commit(git, "first", at("2025-01-01T10:00:00Z"), at("2025-01-01T10:00:00Z"));
            write(dir, "s1/a.md", "alpha one");
            commit(git, "a1", at("2025-01-03T10:00:00Z"), at("2025-01-03T10:00:00Z"));
            write(dir, "s1/a.md", "alpha two");
            commit(git, "a2", at("2025-01-03T12:00:00Z"), at("2025-01-03T12:00:00Z"));
            write(dir, "s1/e.md", "epsilon one");
            commit(
                    git,
                    "e1, a technical upgrade dated at the original snapshot",
                    at("2025-01-01T09:00:00Z"),
                    at("2025-01-04T08:00:00Z"));
            write(dir, "s1/c.md", "gamma");
            commit(git, "c added", at("2025-01-04T10:00:00Z"), at("2025-01-04T10:00:00Z"));
            write(dir, "s2/b.md", "beta one");
            commit(git, "b1", at("2025-01-05T10:00:00Z"), at("2025-01-05T10:00:00Z"));
            write(dir, "s2/b.md", "beta zero");
            commit(git, "b back", at("2025-01-05T11:00:00Z"), at("2025-01-05T11:00:00Z"));
            Files.delete(dir.resolve("s2/d.md"));
            commit(git, "d deleted", at("2025-01-06T10:00:00Z"), at("2025-01-06T10:00:00Z"));
            write(dir, "s1/a.md", "alpha three");
            commit(git, "after the period", at("2025-01-07T10:00:00Z"), at("2025-01-07T10:00:00Z"));
        }
        return dir;
    }

    private static String run(GitImportSettings s, Path out) {
        StringWriter w = new StringWriter();
        GitImport.run(s, out, "crawlgp datasets import git (test)", new PrintWriter(w, true));
        return w.toString();
    }

    private static GitImportSettings settings(Path repo, GitImportSettings.DateKind date, boolean content) {
        return new GitImportSettings(
                repo,
                LocalDate.parse("2025-01-02"),
                LocalDate.parse("2025-01-07"),
                1,
                "*/*.md",
                date,
                "HEAD",
                content,
                false);
    }

    @Test
    void pagesChangeWhereTheirFileDiffersBetweenCycleEnds(@TempDir Path tmp) throws Exception {
        Path repo = repo(tmp.resolve("repo")), out = tmp.resolve("out");
        String printed = run(settings(repo, GitImportSettings.DateKind.AUTHOR, true), out);
        // e's commit is authored 01-01, before its parent (01-03): it stays in its parent's cycle, 2
        assertEquals(
                List.of("page,site,history", "s1/a.md,s1,01000", "s1/e.md,s1,01000", "s2/b.md,s2,00000"),
                Files.readAllLines(out.resolve("pages.csv")));
        assertTrue(
                printed.contains("kept 3; dropped 1 that appeared after cycle 0, 1 missing at some cycle end"),
                printed);
        assertTrue(printed.contains("1 dated before their parent"), printed);
        assertTrue(printed.contains("1 after 2025-01-07 (ignored)"), printed);
        List<String> versions;
        try (var in = new GZIPInputStream(Files.newInputStream(out.resolve("versions.jsonl.gz")))) {
            versions = new String(in.readAllBytes(), StandardCharsets.UTF_8)
                    .lines()
                    .toList();
        }
        assertEquals(
                List.of(
                        "{\"page\":\"s1/a.md\",\"cycle\":0,\"text\":\"alpha zero\"}",
                        "{\"page\":\"s1/e.md\",\"cycle\":0,\"text\":\"epsilon zero\"}",
                        "{\"page\":\"s2/b.md\",\"cycle\":0,\"text\":\"beta zero\"}",
                        "{\"page\":\"s1/a.md\",\"cycle\":2,\"text\":\"alpha two\"}",
                        "{\"page\":\"s1/e.md\",\"cycle\":2,\"text\":\"epsilon one\"}"),
                versions);
        // the written folder is a dataset the content loader accepts
        assertEquals(3, ContentCorpus.read(out, 1).pages());
    }

    @Test
    void theCommitterDateIsTheOtherChoice(@TempDir Path tmp) throws Exception {
        Path repo = repo(tmp.resolve("repo")), out = tmp.resolve("out");
        run(settings(repo, GitImportSettings.DateKind.COMMITTER, false), out);
        assertEquals(
                "s1/e.md,s1,00100", Files.readAllLines(out.resolve("pages.csv")).get(2), "committed on 01-04: cycle 3");
        assertFalse(Files.exists(out.resolve("versions.jsonl.gz")));
    }

    @Test
    void aBundleReadsLikeItsRepository(@TempDir Path tmp) throws Exception {
        Path repo = repo(tmp.resolve("repo")), bundle = tmp.resolve("r.bundle");
        Process p = new ProcessBuilder("git", "bundle", "create", bundle.toString(), "--all")
                .directory(repo.toFile())
                .redirectErrorStream(true)
                .start();
        Assumptions.assumeTrue(p.waitFor() == 0, "the git command line makes the bundle; skipped without it");
        run(settings(bundle, GitImportSettings.DateKind.AUTHOR, false), tmp.resolve("b"));
        run(settings(repo, GitImportSettings.DateKind.AUTHOR, false), tmp.resolve("r"));
        assertEquals(Files.readString(tmp.resolve("r/pages.csv")), Files.readString(tmp.resolve("b/pages.csv")));
    }

    @Test
    void badSourcesAreOneLine(@TempDir Path tmp) throws Exception {
        Path repo = repo(tmp.resolve("repo"));
        UserError none = assertThrows(
                UserError.class,
                () -> run(
                        settings(tmp.resolve("nothing"), GitImportSettings.DateKind.AUTHOR, false), tmp.resolve("o1")));
        assertEquals(tmp.resolve("nothing") + ": no such repository or bundle", none.getMessage());
        UserError early = assertThrows(
                UserError.class,
                () -> run(
                        new GitImportSettings(
                                repo,
                                LocalDate.parse("2024-12-01"),
                                LocalDate.parse("2024-12-05"),
                                1,
                                "*/*.md",
                                GitImportSettings.DateKind.AUTHOR,
                                "HEAD",
                                false,
                                false),
                        tmp.resolve("o2")));
        assertTrue(early.getMessage().contains("no commit dated before --from 2024-12-01"), early.getMessage());
        UserError ref = assertThrows(
                UserError.class,
                () -> run(
                        new GitImportSettings(
                                repo,
                                LocalDate.parse("2025-01-02"),
                                LocalDate.parse("2025-01-07"),
                                1,
                                "*/*.md",
                                GitImportSettings.DateKind.AUTHOR,
                                "nope",
                                false,
                                false),
                        tmp.resolve("o3")));
        assertTrue(
                ref.getMessage().endsWith("no commit named 'nope' (use --ref BRANCH or a commit id)"),
                ref.getMessage());
        assertThrows(
                UserError.class,
                () -> new GitImportSettings(
                        repo,
                        LocalDate.parse("2025-01-02"),
                        LocalDate.parse("2025-01-02"),
                        1,
                        "**",
                        GitImportSettings.DateKind.AUTHOR,
                        "HEAD",
                        false,
                        false));
    }

    @Test
    void theXzVersionsFileHoldsTheSameLinesAndLoadsAlike(@TempDir Path tmp) throws Exception {
        Path repo = repo(tmp.resolve("repo")), gz = tmp.resolve("gz"), xz = tmp.resolve("xz");
        GitImportSettings g = settings(repo, GitImportSettings.DateKind.AUTHOR, true);
        run(g, gz);
        run(
                new GitImportSettings(
                        g.repo(), g.from(), g.to(), g.cycleLength(), g.glob(), g.date(), g.ref(), true, true),
                xz);
        assertFalse(Files.exists(xz.resolve("versions.jsonl.gz")));
        String a, b;
        try (var in = new GZIPInputStream(Files.newInputStream(gz.resolve("versions.jsonl.gz")))) {
            a = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        try (var in = new XZInputStream(Files.newInputStream(xz.resolve("versions.jsonl.xz")))) {
            b = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertEquals(a, b);
        assertEquals(Files.readString(gz.resolve("pages.csv")), Files.readString(xz.resolve("pages.csv")));
        assertEquals(
                ContentCorpus.read(gz, 1).vocabulary(),
                ContentCorpus.read(xz, 1).vocabulary());
        // the settings text of a gzip import is the one written before --xz existed; the xz one says so
        assertFalse(RecordOverrides.describe(g).containsKey("xz"));
        // two versions files in one folder: refused, named
        Files.copy(gz.resolve("versions.jsonl.gz"), xz.resolve("versions.jsonl.gz"));
        DatasetException both = assertThrows(DatasetException.class, () -> ContentCorpus.read(xz, 1));
        assertTrue(both.getMessage().contains("holds both versions.jsonl.gz and versions.jsonl.xz"), both.getMessage());
        // a truncated xz file: one line naming it
        Path cut = tmp.resolve("cut");
        Files.createDirectories(cut);
        Files.copy(gz.resolve("pages.csv"), cut.resolve("pages.csv"));
        byte[] whole = Files.readAllBytes(xz.resolve("versions.jsonl.xz"));
        Files.write(cut.resolve("versions.jsonl.xz"), Arrays.copyOf(whole, whole.length - 20));
        DatasetException trunc = assertThrows(DatasetException.class, () -> ContentCorpus.read(cut, 1));
        assertTrue(trunc.getMessage().contains("versions.jsonl.xz"), trunc.getMessage());
        assertFalse(trunc.getMessage().contains("\n"), trunc.getMessage());
    }
}
