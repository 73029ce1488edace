package io.crawlgp.cli;

import io.crawlgp.gp.SettingsFile;
import io.crawlgp.util.UserError;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine.Option;

/**
 * The options every settings-record experiment shares (content, threads): an experiment file, the dataset, --set
 * overrides and the worker count. The settings are the file's values over the record's defaults, then --dataset,
 * then --set.
 */
final class ExperimentOptions {
    @Option(
            names = "--experiment",
            paramLabel = "FILE",
            description = "Settings file (name = value lines, '#' comments), e.g. one under experiments/.")
    Path experiment;

    @Option(
            names = "--dataset",
            paramLabel = "PATH",
            description = "'synthetic' (the default: the seeded generator) or the data's file or folder.")
    String dataset;

    @Option(
            names = "--set",
            paramLabel = "NAME=VALUE",
            description =
                    "Any setting (repeatable), e.g. --set seed=2. Names: the settings listed in the command's guide (gp/src/site/markdown).")
    Map<String, String> set = new LinkedHashMap<>();

    @Option(
            names = "--threads",
            defaultValue = "0",
            paramLabel = "N",
            description = "Worker threads (0 = all cores). Results do not depend on it. Default: ${DEFAULT-VALUE}.")
    int threads;

    <R extends Record> R settings(R defaults) {
        Map<String, String> o = new LinkedHashMap<>(set);
        if (dataset != null) o.put("dataset", dataset);
        return SettingsFile.load(experiment, defaults, o);
    }

    int workers() {
        return workers(threads);
    }

    /** Worker threads for a --threads value: 0 = all cores; negative is a user error. */
    static int workers(int threads) {
        if (threads < 0) throw new UserError("--threads must be >= 0 (0 = all cores), got " + threads);
        return threads > 0 ? threads : Runtime.getRuntime().availableProcessors();
    }
}
