package io.crawlgp.io;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.Locale;

/** Why an I/O operation failed, in the operating system's words rather than Java's exception names. */
public final class IoReasons {
    private IoReasons() {}

    /**
     * Why an operation on {@code file} failed, without the file's name where the message already starts with it
     * ({@link StrictGzip}'s do), so that a caller that names the file does not name it twice.
     */
    public static String of(Path file, IOException e) {
        String m = e.getMessage(), prefix = file + ": ";
        return m != null && m.startsWith(prefix) ? m.substring(prefix.length()) : of(e);
    }

    /**
     * What follows the file's name when reading {@code file} failed: the reader's own sentence where it wrote one
     * about the file ({@link StrictGzip}: "the compressed stream ends early ..."), else "cannot read: " and the reason.
     */
    public static String ofReading(Path file, IOException e) {
        boolean named = e.getMessage() != null && e.getMessage().startsWith(file + ": ");
        return (named ? "" : "cannot read: ") + of(file, e);
    }

    public static String of(IOException e) {
        if (e instanceof AccessDeniedException) return "permission denied";
        if (e instanceof NoSuchFileException) return "no such file or directory";
        if (e instanceof NotDirectoryException) return "not a directory";
        if (e instanceof FileAlreadyExistsException) return "already exists";
        if (e instanceof DirectoryNotEmptyException) return "directory not empty";
        if (e instanceof FileSystemException f && f.getReason() != null)
            return f.getReason().toLowerCase(Locale.ROOT);
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
