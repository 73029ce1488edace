package io.crawlgp.cli;

import io.crawlgp.dataset.DatasetSpec;
import picocli.CommandLine.Option;

/** Options that pick a change history and transform it. */
public final class DatasetOptions {
    @Option(
            names = "--dataset",
            defaultValue = "synthetic",
            paramLabel = "DIR|synthetic[:k=v,...]",
            description =
                    "Change-history folder (pages.csv: page,site,history) or file, or 'synthetic' for the seeded "
                            + "generator, optionally with settings, e.g. synthetic:pages=20000,cycles=57,seed=3, or 'gamma-poisson[:k=v,...]' for the "
                            + "second synthetic family (Gamma-distributed Poisson rates plus weekly-periodic pages). Default: ${DEFAULT-VALUE}.")
    String source;

    @Option(
            names = "--cycle-length",
            defaultValue = "1",
            paramLabel = "L",
            description =
                    "Coarsen cycles: a coarse cycle of L source cycles changed if any of them did (7 = weekly for daily data). "
                            + "A trailing partial group is dropped. Default: ${DEFAULT-VALUE}.")
    int cycleLength;

    @Option(
            names = "--from-cycle",
            defaultValue = "0",
            paramLabel = "C",
            description =
                    "First source cycle to keep (1-based; 0 = from the start). Applied before coarsening. Default: 0.")
    int fromCycle;

    @Option(
            names = "--to-cycle",
            defaultValue = "0",
            paramLabel = "C",
            description = "Last source cycle to keep (0 = to the end). Applied before coarsening. Default: 0.")
    int toCycle;

    @Option(
            names = "--min-changes",
            defaultValue = "0",
            paramLabel = "N",
            description =
                    "Keep only pages with at least N changes (counted after coarsening). Default: ${DEFAULT-VALUE}.")
    int minChanges;

    @Option(
            names = "--max-changes",
            defaultValue = "2147483647",
            paramLabel = "N",
            description = "Keep only pages with at most N changes (counted after coarsening). Default: no limit.")
    int maxChanges;

    public DatasetSpec spec() {
        return DatasetSpec.fromOptions(source, cycleLength, fromCycle, toCycle, minChanges, maxChanges);
    }
}
