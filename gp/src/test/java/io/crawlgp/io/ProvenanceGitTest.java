package io.crawlgp.io;

import static org.junit.jupiter.api.Assertions.*;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProvenanceGitTest {
    @Test
    void rewritingAResultsFolderIsNotADirtyCheckoutButAChangedSourceIs(@TempDir Path repo) throws Exception {
        assumeTrue(git(repo, "init", "-q") == 0, "git is not available");
        Files.createDirectories(repo.resolve("results/run"));
        Files.createDirectories(repo.resolve("plots"));
        Files.createDirectories(repo.resolve("src"));
        Files.writeString(repo.resolve("results/run/summary.csv"), "a\n");
        Files.writeString(repo.resolve("plots/fig.png"), "b\n");
        Files.writeString(repo.resolve("src/Code.java"), "c\n");
        assertEquals(0, git(repo, "add", "."));
        assertEquals(0, git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "x"));
        File dir = repo.resolve("src").toFile(); // asked from a subfolder: the whole checkout counts

        assertEquals(false, Provenance.git(dir).get("dirty"), "a fresh commit");
        Files.delete(repo.resolve("results/run/summary.csv")); // what --force does before the run writes
        Files.writeString(repo.resolve("plots/fig.png"), "redrawn\n");
        assertEquals(
                false, Provenance.git(dir).get("dirty"), "results and plots being rewritten say nothing of the code");
        Files.writeString(repo.resolve("src/Code.java"), "changed\n");
        assertEquals(true, Provenance.git(dir).get("dirty"), "a changed source is");
        assertEquals(40, ((String) Provenance.git(dir).get("commit")).length());
    }

    private static int git(Path dir, String... args) throws Exception {
        String[] cmd = new String[args.length + 1];
        cmd[0] = "git";
        System.arraycopy(args, 0, cmd, 1, args.length);
        try {
            Process p = new ProcessBuilder(cmd)
                    .directory(dir.toFile())
                    .redirectErrorStream(true)
                    .start();
            p.getInputStream().readAllBytes();
            return p.waitFor();
        } catch (IOException e) {
            return -1;
        }
    }
}
