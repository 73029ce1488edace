package io.crawlgp.cli;

/** A command that only groups subcommands: run without one, it prints its usage. */
abstract class ParentCommand extends CommandBase {
    @Override
    public void run() {
        spec.commandLine().usage(out());
    }
}
