package io.crawlgp.cli;

import picocli.CommandLine.Option;

/** {@code --force} for every command that writes a results folder. */
final class ForceOption {
    @Option(names = "--force", description = "Replace the results folder whole: its old files are removed first (only a folder holding a crawlgp "
            + "run, or an empty one). Without it a folder holding another run is refused.")
    boolean force;
}
