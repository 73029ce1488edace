package io.crawlgp.cli;

import picocli.CommandLine.Option;

/** {@code --force} for every command that writes a results folder. */
final class ForceOption {
    @Option(
            names = "--force",
            description =
                    "Replace the run in the output folder: the files its run.json lists are removed first; anything "
                            + "else in the folder is refused, named, and kept. Without it a folder holding another run is refused.")
    boolean force;
}
