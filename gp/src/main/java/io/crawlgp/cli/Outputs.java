package io.crawlgp.cli;

import io.crawlgp.io.Hashing;
import io.crawlgp.io.ResultsFolders;
import io.crawlgp.io.RunIdentity;
import io.crawlgp.util.UserError;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * How the commands that write something other than a results folder claim it: a dataset folder is a run of its own
 * kind ("dataset generate", "dataset import git", ...), claimed like a results folder (lock, run.json, --force deletes
 * only what it lists); a single output file is refused when it exists, unless --force.
 */
final class Outputs {
    private Outputs() {}

    /** Runs {@code body} with the dataset folder OUT claimed for this writer and its parameters. */
    static void dataset(Path out, String kind, Map<String, ?> parameters, Map<String, String> inputs, boolean force, Runnable body) {
        Map<String, String> described = new TreeMap<>();
        parameters.forEach((k, v) -> described.put(k, String.valueOf(v)));
        String hash = Hashing.sha256(kind + described + io.crawlgp.io.InputFiles.text(inputs));
        ResultsFolders.claimed(out, RunIdentity.of(kind, hash, null, inputs, described), force, () -> {
            body.run();
            return null;
        });
    }

    /** Refuses an existing output file unless {@code force}; a path that is not a regular file is never replaced. */
    static void file(Path file, boolean force) {
        if (file == null || !Files.exists(file, LinkOption.NOFOLLOW_LINKS)) return;
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS))
            throw new UserError("cannot write " + file + ": it exists and is not a regular file; crawlgp replaces only regular files");
        if (!force) throw new UserError(file + " exists: choose another --out, or --force to replace it");
    }
}
