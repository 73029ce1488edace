package io.crawlgp.archive;

import io.crawlgp.util.DescribedUnless;
import io.crawlgp.util.UserError;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Map;

/**
 * What `crawlgp datasets import git` reads: a repository (a working tree, a bare repository or a git bundle), the
 * period [from, to) in whole cycles of {@code cycleLength} days (UTC), the files that are pages ({@code glob}, matched
 * against the path in the repository), which commit date places a version in time, the branch or commit to read, and
 * whether to write the text of every version, and whether as xz (smaller: see {@link io.crawlgp.io.Xz}) or gzip.
 */
public record GitImportSettings(
        Path repo,
        LocalDate from,
        LocalDate to,
        int cycleLength,
        String glob,
        DateKind date,
        String ref,
        boolean content,
        boolean xz)
        implements DescribedUnless {
    /** Author date (default: Open Terms Archive and git-scraping repositories record the observation time there) or committer date. */
    public enum DateKind {
        AUTHOR,
        COMMITTER
    }

    public GitImportSettings {
        if (repo == null) throw new UserError("--repo is required");
        if (from == null || to == null) throw new UserError("--from and --to are required (YYYY-MM-DD, UTC)");
        if (cycleLength < 1) throw new UserError("--cycle-length must be >= 1 day, got " + cycleLength);
        if (!to.isAfter(from)) throw new UserError("--to " + to + " must be after --from " + from);
        if (cycles(from, to, cycleLength) < 1)
            throw new UserError(
                    "--from " + from + " to --to " + to + " holds no whole cycle of " + cycleLength + " days");
        if (glob == null || glob.isBlank()) throw new UserError("--glob must not be empty");
        if (xz && !content) throw new UserError("--xz compresses the versions file: give it with --content");
    }

    /** {@code xz} is described only when set, so imports from before it keep their identity. */
    @Override
    public Map<String, String> describedUnless() {
        return Map.of("xz", "false");
    }

    /** versions.jsonl.xz or versions.jsonl.gz. */
    public String versionsFileName() {
        return xz ? "versions.jsonl.xz" : "versions.jsonl.gz";
    }

    /** Whole cycles in [from, to); a trailing partial cycle is dropped (as when coarsening a history). */
    static int cycles(LocalDate from, LocalDate to, int cycleLength) {
        return (int) ((to.toEpochDay() - from.toEpochDay()) / cycleLength);
    }

    public int cycles() {
        return cycles(from, to, cycleLength);
    }
}
