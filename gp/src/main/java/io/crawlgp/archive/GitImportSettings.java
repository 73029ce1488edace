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
 *
 * <p>{@code fnmatch}: the glob is matched as Python's {@code fnmatch} matches it ({@code *} also crosses {@code /}),
 * as the bundled web histories were built; else as Java's glob ({@code *} within a folder, {@code **} across).
 * {@code siteComponent}: which component of a page's path (0-based) names its site; {@code siteName}: one site for
 * every page instead (empty: from the component). Each is left out of the description at its default, so imports from
 * before them keep their identity.
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
        boolean xz,
        boolean fnmatch,
        int siteComponent,
        String siteName)
        implements DescribedUnless {
    /** The settings as before the page and site selection options: Java's glob, the first folder as the site. */
    public GitImportSettings(
            Path repo,
            LocalDate from,
            LocalDate to,
            int cycleLength,
            String glob,
            DateKind date,
            String ref,
            boolean content,
            boolean xz) {
        this(repo, from, to, cycleLength, glob, date, ref, content, xz, false, 0, "");
    }

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
        if (siteComponent < 0) throw new UserError("--site-component must be >= 0, got " + siteComponent);
        if (siteName == null) siteName = "";
        if (!siteName.isEmpty() && siteComponent != 0)
            throw new UserError(
                    "--site names one site for every page; --site-component picks it from the path: give one");
        if (siteName.contains(",")
                || siteName.contains("\"")
                || siteName.strip().length() != siteName.length())
            throw new UserError(
                    "--site: a site name without commas, quotes or surrounding spaces, got '" + siteName + "'");
    }

    /** {@code xz} is described only when set, so imports from before it keep their identity. */
    @Override
    public Map<String, String> describedUnless() {
        return Map.of("xz", "false", "fnmatch", "false", "siteComponent", "0", "siteName", "");
    }

    /** versions.jsonl.xz or versions.jsonl.gz. */
    public String versionsFileName() {
        return xz ? "versions.jsonl.xz" : "versions.jsonl.gz";
    }

    /** Whole cycles in [from, to); a trailing partial cycle is dropped (as when coarsening a history). */
    static int cycles(LocalDate from, LocalDate to, int cycleLength) {
        return (int) ((to.toEpochDay() - from.toEpochDay()) / cycleLength);
    }

    /** The site of a page at {@code path}: {@code siteName}, else component {@code siteComponent} of the path. */
    public String siteOf(String path) {
        if (!siteName.isEmpty()) return siteName;
        String[] parts = path.split("/");
        if (siteComponent == 0 && parts.length == 1) return "."; // a file at the top: the repository's own site
        if (siteComponent >= parts.length - 1)
            throw new UserError("--site-component " + siteComponent + ": page '" + path + "' has no folder "
                    + siteComponent + " (components count from 0, the file name is not a site); narrow --glob or "
                    + "give another component");
        return parts[siteComponent];
    }

    public int cycles() {
        return cycles(from, to, cycleLength);
    }
}
