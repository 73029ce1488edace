package io.crawlgp.archive;

import io.crawlgp.io.TempFolders;
import io.crawlgp.util.UserError;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevSort;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.eclipse.jgit.treewalk.TreeWalk;

/**
 * A git repository read as snapshots of its pages: the first-parent history of a branch, oldest first, each commit
 * placed in time by its author (or committer) date, and the tree at the end of every cycle (the last commit dated
 * before the cycle's end). Reads through Eclipse JGit; a git bundle is first cloned (bare) into a temporary folder.
 */
final class GitArchive implements AutoCloseable {
    private final Repository repo;
    private final Path tempClone;
    private final String headId;

    private GitArchive(Repository repo, Path tempClone, String headId) {
        this.repo = repo;
        this.tempClone = tempClone;
        this.headId = headId;
    }

    static GitArchive open(Path path, String ref) {
        Path temp = null;
        try {
            Repository r;
            if (Files.isRegularFile(path)) { // a bundle
                temp = Files.createTempDirectory("crawlgp-bundle");
                try (Git g = Git.cloneRepository()
                        .setURI(path.toAbsolutePath().toString())
                        .setDirectory(temp.toFile())
                        .setBare(true)
                        .setCloneAllBranches(true)
                        .call()) {
                    r = g.getRepository();
                    r.incrementOpen(); // kept open after the Git wrapper closes
                }
            } else if (Files.isDirectory(path)) {
                FileRepositoryBuilder b = new FileRepositoryBuilder().setMustExist(true);
                if (Files.isDirectory(path.resolve(".git")))
                    b.setGitDir(path.resolve(".git").toFile());
                else b.setGitDir(path.toFile()); // bare
                r = b.build();
            } else {
                throw new UserError(path + ": no such repository or bundle");
            }
            ObjectId head = r.resolve(ref);
            if (head == null)
                throw new UserError(path + ": no commit named '" + ref + "' (use --ref BRANCH or a commit id)");
            return new GitArchive(r, temp, head.name());
        } catch (IOException | GitAPIException | RuntimeException e) {
            if (temp != null) TempFolders.deleteQuietly(temp);
            if (e instanceof UserError u) throw u;
            throw new UserError(path + ": not a git repository or bundle (" + firstLine(e.getMessage()) + ")");
        }
    }

    /** The commit the history is read from (its id goes into provenance). */
    String head() {
        return headId;
    }

    /** A first-parent commit, oldest first, with the date chosen for it. */
    record Dated(RevCommit commit, Instant when) {}

    List<Dated> history(GitImportSettings.DateKind kind) {
        List<Dated> out = new ArrayList<>();
        try (RevWalk walk = new RevWalk(repo)) {
            walk.setFirstParent(true);
            walk.sort(RevSort.TOPO);
            walk.sort(RevSort.REVERSE, true);
            walk.markStart(walk.parseCommit(ObjectId.fromString(headId)));
            for (RevCommit c : walk) {
                Instant when = (kind == GitImportSettings.DateKind.AUTHOR ? c.getAuthorIdent() : c.getCommitterIdent())
                        .getWhenAsInstant();
                out.add(new Dated(c, when));
            }
        } catch (IOException e) {
            throw new UserError("cannot read the history: " + e.getMessage());
        }
        return out;
    }

    /** The page test of a glob: Python's fnmatch ({@code *} crosses {@code /}) or Java's glob. */
    static Predicate<String> matcher(String glob, boolean fnmatch) {
        if (fnmatch) {
            Pattern p = Fnmatch.compile(glob);
            return path -> p.matcher(path).matches();
        }
        PathMatcher m = FileSystems.getDefault().getPathMatcher("glob:" + glob);
        return path -> m.matches(Path.of(path));
    }

    /** Path -> blob of every file of the commit's tree that is a page (matched, no hidden path component). */
    Map<String, ObjectId> pages(RevCommit c, Predicate<String> m) {
        Map<String, ObjectId> out = new HashMap<>();
        try (TreeWalk tw = new TreeWalk(repo)) {
            tw.addTree(c.getTree());
            tw.setRecursive(true);
            while (tw.next()) {
                String p = tw.getPathString();
                if (hidden(p) || !m.test(p)) continue;
                out.put(p, tw.getObjectId(0));
            }
        } catch (IOException e) {
            throw new UserError("cannot read the tree of " + c.name() + ": " + e.getMessage());
        }
        return out;
    }

    static boolean hidden(String path) {
        for (String part : path.split("/")) if (part.startsWith(".")) return true;
        return false;
    }

    byte[] bytes(ObjectId blob) {
        try {
            return repo.open(blob).getBytes();
        } catch (IOException e) {
            throw new UserError("cannot read blob " + blob.name() + ": " + e.getMessage());
        }
    }

    @Override
    public void close() {
        repo.close();
        if (tempClone != null) TempFolders.deleteQuietly(tempClone);
    }

    private static String firstLine(String s) {
        if (s == null) return "unreadable";
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
