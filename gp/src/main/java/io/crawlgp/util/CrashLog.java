package io.crawlgp.util;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

/** Keeps the stack trace of a defect in a log file, so the terminal shows one line and the trace is not lost. */
public final class CrashLog {
    private CrashLog() {}

    /** Writes the command, the time and the stack trace to a new file in the temporary folder; returns its path (or why not). */
    public static String write(String command, Throwable ex) {
        StringWriter w = new StringWriter();
        w.write(command + "\n" + Instant.now() + "\n");
        ex.printStackTrace(new PrintWriter(w));
        try {
            Path log = Files.createTempFile("crawlgp-crash-", ".log");
            Files.writeString(log, w.toString());
            return log.toString();
        } catch (IOException io) {
            return "(none: " + io.getMessage() + ")";
        }
    }
}
