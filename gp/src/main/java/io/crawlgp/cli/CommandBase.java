package io.crawlgp.cli;

import java.io.PrintWriter;
import picocli.CommandLine;

/** A command: prints through picocli's writer (so tests and callers can capture it), never System.out. */
abstract class CommandBase implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    PrintWriter out() {
        return spec.commandLine().getOut();
    }

    /** The command line as typed (its root command's, also in a subcommand), for provenance. */
    String invocation() {
        return ((Main) spec.root().userObject()).invocation;
    }
}
