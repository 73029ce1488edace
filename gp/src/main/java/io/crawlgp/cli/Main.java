package io.crawlgp.cli;

import io.crawlgp.io.OutputPaths;
import io.crawlgp.util.CrashLog;
import io.crawlgp.util.Libsvm;
import io.crawlgp.util.MemoryBudget;
import io.crawlgp.util.UserError;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
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
            CommandLine.HelpCommand.class
        })
public final class Main extends ParentCommand {
    /** The command line as typed, for provenance. */
    static String invocation = "crawlgp";

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
        invocation = "crawlgp " + String.join(" ", args);
        CommandLine cl = new CommandLine(new Main());
        cl.setOut(out);
        cl.setErr(err);
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        cl.setDefaultValueProvider(SimulationOptions.DEFAULTS);
        cl.setParameterExceptionHandler((ex, params) -> {
            CommandLine cmd = ex.getCommandLine();
            cmd.getErr().println("error: " + oneLine(parameterMessage(ex)));
            cmd.getErr().println("try '" + cmd.getCommandSpec().qualifiedName() + " --help'");
            cmd.getErr().flush();
            return 2;
        });
        cl.setExecutionExceptionHandler((ex, cmd, parsed) -> {
            PrintWriter e = cmd.getErr();
            Throwable resources = exhausted(ex);
            if (resources != null) {
                e.println("error: " + exhaustedMessage(resources));
                e.flush();
                return 2;
            }
            if (ex instanceof UserError || ex instanceof UncheckedIOException) {
                e.println("error: " + oneLine(ex.getMessage()));
            } else {
                e.println("internal error (a defect of crawlgp, not of your input): " + oneLine(String.valueOf(ex))
                        + "; stack trace in " + CrashLog.write(invocation, ex));
                e.flush();
                return 1;
            }
            e.flush();
            return 2;
        });
        args = outputsResolved(args);
        String twice = setTwice(args);
        if (twice != null) {
            err.println("error: " + twice);
            err.flush();
            return 2;
        }
        try {
            return cl.execute(args);
        } catch (OutOfMemoryError | StackOverflowError ex) {
            err.println("error: " + exhaustedMessage(ex));
            return 2;
        } finally {
            out.flush();
            err.flush();
        }
    }

    /** The options that name what a command writes. */
    private static final Set<String> OUTPUTS = Set.of("--out", "--per-cycle-out", "--into");

    /**
     * The arguments with every output path that passes through a symbolic link or a {@code ..} replaced by the path
     * the file system resolves it to, once, before anything is checked or written: a command then checks, deletes and
     * writes one folder, even if a link it passed through is deleted or changed meanwhile ({@code LINK/..} with LINK
     * inside the folder being replaced). Plain paths are kept as typed, so provenance records what the user wrote.
     */
    static String[] outputsResolved(String[] args) {
        String[] out = args.clone();
        for (int i = 0; i < out.length; i++) {
            String a = out[i];
            int eq = a.indexOf('=');
            String name = eq > 0 ? a.substring(0, eq) : a;
            if (!OUTPUTS.contains(name)) continue;
            int at = eq > 0 ? i : i + 1;
            if (at >= out.length) break;
            String value = eq > 0 ? a.substring(eq + 1) : out[at];
            String resolved;
            try {
                Path typed = Path.of(value);
                Path real = OutputPaths.resolved(typed);
                if (real.equals(typed.toAbsolutePath().normalize())) continue;
                resolved = real.toString();
            } catch (RuntimeException e) {
                continue; // not a path: the option's own parsing says so
            }
            if (eq > 0) out[i] = name + "=" + resolved;
            else out[at] = resolved;
        }
        return out;
    }

    /**
     * A setting given twice by --set (picocli keeps the last of a repeated map key without a word), or null: the user
     * meant one value, and which one was used would be a guess.
     */
    static String setTwice(String[] args) {
        Map<String, String> seen = new HashMap<>();
        for (int i = 0; i < args.length; i++) {
            String v = args[i].startsWith("--set=")
                    ? args[i].substring(6)
                    : args[i].equals("--set") && i + 1 < args.length ? args[++i] : null;
            if (v == null || v.indexOf('=') <= 0) continue;
            String name = v.substring(0, v.indexOf('=')).strip();
            String key = name.toLowerCase(Locale.ROOT).replace("-", "");
            String first = seen.putIfAbsent(key, v);
            if (first != null)
                return oneLine(
                        "--set " + name + " is given twice ('" + first + "' and '" + v + "'); give each setting once");
        }
        return null;
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

    /** The memory or stack exhaustion behind an exception (picocli wraps what a command throws), or null. */
    private static Throwable exhausted(Throwable ex) {
        for (Throwable t = ex; t != null; t = t.getCause())
            if (t instanceof OutOfMemoryError || t instanceof StackOverflowError) return t;
        return null;
    }

    /**
     * What a request too large for this JVM gets when no estimate refused it first: one line naming the limit and how
     * to raise it, not a stack trace (the request, not the workbench, is too large).
     */
    static String exhaustedMessage(Throwable t) {
        if (t instanceof StackOverflowError)
            return "the request nests too deeply for this JVM's stack (a formula or structure too deep): make it shallower, or give the JVM "
                    + "a larger stack (CRAWLGP_JAVA_OPTS=-Xss64m)";
        return "out of memory: this request needs more than this JVM's heap limit of "
                + MemoryBudget.size(MemoryBudget.heap())
                + "; give it more (CRAWLGP_JAVA_OPTS=-Xmx<size>, the crawlgp script's default is -Xmx4g) or ask for less";
    }

    /**
     * A message as one printable line: line breaks become spaces, and any other control character (an escape sequence
     * from a file's bytes, a NUL) is shown as \\uXXXX instead of reaching the terminal.
     */
    static String oneLine(String s) {
        if (s == null) return "";
        String line = s.replaceAll("\\s*\\R\\s*", " ");
        StringBuilder b = new StringBuilder(line.length());
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c < 0x20 && c != '\t' || c == 0x7f || c >= 0x80 && c < 0xa0)
                b.append(String.format("\\u%04x", (int) c));
            else b.append(c == '\t' ? ' ' : c);
        }
        return b.toString();
    }
}
