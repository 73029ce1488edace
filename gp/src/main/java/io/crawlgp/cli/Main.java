package io.crawlgp.cli;

import io.crawlgp.io.CommandArguments;
import io.crawlgp.util.CrashLog;
import io.crawlgp.util.ErrorLines;
import io.crawlgp.util.Libsvm;
import io.crawlgp.util.UserError;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The crawlgp command line. Exit codes: 0 done; 2 the user's mistake (a bad option, setting, file or formula: one
 * line on stderr); 1 a defect of the workbench (one line naming the log file that keeps the stack trace).
 */
@Command(
        name = "crawlgp",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Research workbench for learning when a crawler should revisit web content.%n"
                + "Start with 'crawlgp demo'; every subcommand explains itself with --help.",
        subcommands = {
            DemoCommand.class,
            DatasetsCommand.class,
            SimulateCommand.class,
            BaselinesCommand.class,
            EvolveCommand.class,
            WorkerCommand.class,
            InspectCommand.class,
            PlotCommand.class,
            ReportCommand.class,
            CompareCommand.class,
            BenchmarkCommand.class,
            BenchCommand.class,
            NewPagesCommand.class,
            ThreadsCommand.class,
            ContentCommand.class,
            ReproduceCommand.class,
            CommandLine.HelpCommand.class
        })
public final class Main extends ParentCommand {
    /** The command line as typed, for provenance (read by each command through {@link #invocation()}). */
    final String invocation;

    Main(String invocation) {
        this.invocation = invocation;
    }

    public static void main(String[] args) {
        Libsvm.quietIterationWarnings();
        int code = execute(args);
        long hits = Libsvm.iterationLimitHits();
        if (hits > 0)
            System.err.println(
                    "note: " + hits
                            + " SVM training(s) stopped at LIBSVM's iteration limit (its solver's own cap; the model it reached is used)");
        System.exit(code);
    }

    /** Runs the command and returns its exit code (tests call this; nothing here exits the JVM). */
    public static int execute(String... args) {
        return execute(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args);
    }

    /** The same with the given writers (tests capture what a command prints). */
    public static int execute(PrintWriter out, PrintWriter err, String... args) {
        String invocation = "crawlgp " + String.join(" ", args);
        CommandLine cl = new CommandLine(new Main(invocation));
        cl.setOut(out);
        cl.setErr(err);
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        cl.setDefaultValueProvider(SimulationOptions.DEFAULTS);
        cl.setParameterExceptionHandler((ex, params) -> {
            CommandLine cmd = ex.getCommandLine();
            cmd.getErr().println("error: " + ErrorLines.oneLine(parameterMessage(ex)));
            cmd.getErr().println("try '" + cmd.getCommandSpec().qualifiedName() + " --help'");
            cmd.getErr().flush();
            return 2;
        });
        cl.setExecutionExceptionHandler((ex, cmd, parsed) -> {
            PrintWriter e = cmd.getErr();
            Throwable resources = ErrorLines.exhaustion(ex);
            if (resources != null) {
                e.println("error: " + ErrorLines.exhaustedMessage(resources));
                e.flush();
                return 2;
            }
            if (ex instanceof ReproduceCommand.NotReproduced) { // a finding, not a defect: exit code 1
                e.println(ex.getMessage());
                e.flush();
                return 1;
            }
            if (ex instanceof UserError || ex instanceof UncheckedIOException) {
                e.println("error: " + ErrorLines.oneLine(ex.getMessage()));
            } else {
                e.println("internal error (a defect of crawlgp, not of your input): "
                        + ErrorLines.oneLine(String.valueOf(ex)) + "; stack trace in "
                        + CrashLog.write(invocation, ex));
                e.flush();
                return 1;
            }
            e.flush();
            return 2;
        });
        args = CommandArguments.outputsResolved(args);
        String twice = CommandArguments.refused(args);
        if (twice != null) {
            err.println("error: " + twice);
            err.flush();
            return 2;
        }
        try {
            return cl.execute(args);
        } catch (OutOfMemoryError | StackOverflowError ex) {
            err.println("error: " + ErrorLines.exhaustedMessage(ex));
            return 2;
        } finally {
            out.flush();
            err.flush();
        }
    }

    /**
     * A command-line mistake in one line. For unknown options the arguments after them are not repeated: the value
     * after a mistyped option can be a secret (a token typed where a token file was meant).
     */
    static String parameterMessage(CommandLine.ParameterException ex) {
        if (ex instanceof CommandLine.UnmatchedArgumentException u) {
            List<String> options = u.getUnmatched().stream()
                    .filter(a -> a.startsWith("-"))
                    .map(a -> a.contains("=") ? a.substring(0, a.indexOf('=')) + "=(value not shown)" : a)
                    .toList();
            if (options.isEmpty())
                return "more arguments than this command takes ("
                        + u.getUnmatched().size() + " extra, not shown)";
            return "unknown option" + (options.size() > 1 ? "s " : " ") + String.join(", ", options)
                    + " (values after an unknown option are not shown)";
        }
        return ex.getMessage();
    }
}
