package io.crawlgp.io;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/** Why an I/O operation failed, in the operating system's words rather than Java's exception names. */
public final class IoReasons {
    private IoReasons() {}

    public static String of(IOException e) {
        if (e instanceof AccessDeniedException) return "permission denied";
        if (e instanceof NoSuchFileException) return "no such file or directory";
        if (e instanceof NotDirectoryException) return "not a directory";
        if (e instanceof FileAlreadyExistsException) return "already exists";
        if (e instanceof DirectoryNotEmptyException) return "directory not empty";
        if (e instanceof FileSystemException f && f.getReason() != null) return f.getReason().toLowerCase(java.util.Locale.ROOT);
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
