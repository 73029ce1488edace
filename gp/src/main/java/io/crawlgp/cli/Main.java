package io.crawlgp.cli;

import io.crawlgp.dataset.DatasetException;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The crawlgp command line. */
@Command(name = "crawlgp", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Research workbench for learning when a crawler should revisit web content.%n"
                + "Start with 'crawlgp demo'; every subcommand explains itself with --help.",
        subcommands = {DemoCommand.class, DatasetsCommand.class, SimulateCommand.class, BaselinesCommand.class, EvolveCommand.class, InspectCommand.class,
                PlotCommand.class, BenchCommand.class, NewPagesCommand.class, ThreadsCommand.class, ContentCommand.class, CommandLine.HelpCommand.class})
public final class Main implements Runnable {
    /** The command line as typed, for provenance. */
    static String invocation = "crawlgp";

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }

    public static void main(String[] args) {
        System.exit(execute(args));
    }

    /** Runs the command and returns its exit code (tests call this; nothing here exits the JVM). */
    public static int execute(String... args) {
        invocation = "crawlgp " + String.join(" ", args);
        CommandLine cl = new CommandLine(new Main());
        cl.setExecutionExceptionHandler((ex, cmd, parsed) -> {
            PrintWriter err = cmd.getErr();
            if (ex instanceof DatasetException || ex instanceof IllegalArgumentException || ex instanceof java.io.UncheckedIOException
                    || ex instanceof UserError) {
                err.println("error: " + ex.getMessage());
                err.flush();
                return 2;
            }
            throw ex;
        });
        return cl.execute(args);
    }

    /** An error in what the user asked for: printed as one line, exit code 2. */
    public static final class UserError extends RuntimeException {
        public UserError(String message) {
            super(message);
        }
    }
}
