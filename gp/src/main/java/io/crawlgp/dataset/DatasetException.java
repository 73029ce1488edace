package io.crawlgp.dataset;

import io.crawlgp.util.UserError;
import java.nio.file.Path;

/** Bad input in a dataset file: says which file, which line (when known) and what was expected. */
public final class DatasetException extends UserError {
    private final Path file;
    private final long line;

    public DatasetException(Path file, long line, String reason) {
        super(format(file, line, reason));
        this.file = file;
        this.line = line;
    }

    public DatasetException(Path file, String reason) {
        this(file, -1, reason);
    }

    private static String format(Path file, long line, String reason) {
        String where = file == null ? "<input>" : file.toString();
        return line > 0 ? where + ":" + line + ": " + reason : where + ": " + reason;
    }

    public Path file() {
        return file;
    }

    /** 1-based line number in the file, or -1 when the problem is not tied to one line. */
    public long line() {
        return line;
    }
}
