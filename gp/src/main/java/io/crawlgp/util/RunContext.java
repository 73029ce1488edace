package io.crawlgp.util;

import java.io.OutputStream;
import java.io.PrintStream;

/**
 * What a long run reports through, handed to it by its command instead of read from a global: the command line (for
 * provenance), the log (notes, resuming, the per-generation logbook) and whether progress bars are drawn. A test makes
 * a {@link #quiet} one.
 */
public record RunContext(String command, PrintStream log, boolean progressBars) {
    /** The command's context: log on stderr, progress bars when stderr is a terminal (see {@link Progress}). */
    public static RunContext of(String command) {
        return new RunContext(command, System.err, true);
    }

    /** A context that logs nothing and draws no bars. */
    public static RunContext quiet(String command) {
        return new RunContext(command, new PrintStream(OutputStream.nullOutputStream()), false);
    }

    /** The same context for a run nested in another (a benchmark's GP run records its own folder). */
    public RunContext withCommand(String nested) {
        return new RunContext(nested, log, progressBars);
    }

    /** A progress bar of {@code total} steps, or a silent one. */
    public Progress progress(String label, int total) {
        return progressBars ? Progress.start(label, total) : Progress.silent();
    }
}
