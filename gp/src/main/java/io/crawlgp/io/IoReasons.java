package io.crawlgp.io;

import java.io.EOFException;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
        // the JDK's decoder says "Input length = 1": say what it means
        if (e instanceof CharacterCodingException)
            return "not UTF-8 text (a byte that is no UTF-8 character; save the file as UTF-8)";
        if (e instanceof AccessDeniedException) return "permission denied";
        if (e instanceof NoSuchFileException) return "no such file or directory";
        if (e instanceof NotDirectoryException) return "not a directory";
        if (e instanceof FileAlreadyExistsException) return "already exists";
        if (e instanceof DirectoryNotEmptyException) return "directory not empty";
        if (e instanceof FileSystemException f && f.getReason() != null)
            return f.getReason().toLowerCase(Locale.ROOT);
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /**
     * Why a JSON file could not be read, in words: the line and column of the fault where the parser names them, never
     * the parser's class names or path expressions.
     */
    public static String ofJson(Throwable e) {
        if (e instanceof IOException io && !(e instanceof EOFException)) return of(io);
        String m = String.valueOf(e.getMessage());
        Matcher at = Pattern.compile("line (\\d+) column (\\d+)").matcher(m);
        if (m.contains("End of input") || e instanceof EOFException)
            return "not valid JSON: it ends too soon" + (at.find() ? " (line " + at.group(1) + ")" : "");
        if (at.find()) return "not valid JSON at line " + at.group(1) + ", column " + at.group(2);
        return "not valid JSON of the expected form";
    }
}
