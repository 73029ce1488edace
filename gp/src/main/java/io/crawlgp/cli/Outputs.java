package io.crawlgp.cli;

import io.crawlgp.io.ResultsFolders;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * How the commands that write a dataset claim their folder: a dataset folder is a run of its own kind ("dataset
 * generate", "dataset import git", ...), claimed like a results folder (lock, run.json, --force deletes only what it
 * lists). Single output files are checked by {@link io.crawlgp.io.OutputPaths#refuseExisting}.
 */
final class Outputs {
    private Outputs() {}

    /** Runs {@code body} with the dataset folder OUT claimed for this writer, its parameters and the files it reads. */
    static void dataset(
            Path out,
            String kind,
            Map<String, ?> parameters,
            Map<String, String> inputs,
            boolean force,
            Runnable body) {
        TreeMap<String, String> described = new TreeMap<>();
        parameters.forEach((k, v) -> described.put(k, String.valueOf(v)));
        ResultsFolders.claimed(out, kind, described, inputs, force, body);
    }
}
