package io.crawlgp.io;

import io.crawlgp.util.UserError;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * Writes files so that a reader never sees a half-written one: content goes to a temporary sibling that is moved
 * over the target only once it is complete and flushed. An interrupted run leaves at most a {@code .tmp} file.
 */
public final class AtomicFiles {
    private AtomicFiles() {}

    @FunctionalInterface
    public interface WriterBody {
        void write(Writer out) throws IOException;
    }

    @FunctionalInterface
    public interface StreamBody {
        void write(OutputStream out) throws IOException;
    }

    public static void writeText(Path target, WriterBody body) {
        writeBytes(target, os -> {
            Writer w = new BufferedWriter(new OutputStreamWriter(os, StandardCharsets.UTF_8), 1 << 16);
            body.write(w);
            w.flush();
        });
    }

    /**
     * The new file's permissions: those of the file it replaces (a mode-600 file stays 600), else readable by all (temp
     * files are created 0600; results are ordinary files).
     */
    private static void permissions(Path tmp, Path target) throws IOException {
        if (!tmp.getFileSystem().supportedFileAttributeViews().contains("posix")) return;
        Files.setPosixFilePermissions(
                tmp,
                Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)
                        ? Files.getPosixFilePermissions(target, LinkOption.NOFOLLOW_LINKS)
                        : PosixFilePermissions.fromString("rw-r--r--"));
    }

    /**
     * A file its owner made read-only is not replaced: the mode says "keep this", whoever runs crawlgp (root's access
     * check passes any mode, so the owner's write bit is read directly).
     */
    static void refuseReadOnly(Path target) {
        if (!Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)) return;
        try {
            if (target.getFileSystem().supportedFileAttributeViews().contains("posix")) {
                Set<PosixFilePermission> mode = Files.getPosixFilePermissions(target, LinkOption.NOFOLLOW_LINKS);
                if (!mode.contains(PosixFilePermission.OWNER_WRITE))
                    throw new UserError("cannot write " + target + ": it is read-only (mode "
                            + PosixFilePermissions.toString(mode)
                            + "); crawlgp does not replace a file its owner protected");
            } else if (!Files.isWritable(target)) throw new UserError("cannot write " + target + ": it is read-only");
        } catch (IOException e) {
            throw new UserError("cannot write " + target + ": " + IoReasons.of(e));
        }
    }

    public static void writeString(Path target, String content) {
        writeText(target, w -> w.write(content));
    }

    public static void writeBytes(Path target, StreamBody body) {
        Path dir = target.toAbsolutePath().getParent();
        refuseNonRegular(target);
        refuseReadOnly(target);
        try {
            Files.createDirectories(dir);
            Path tmp = Files.createTempFile(dir, "." + target.getFileName() + ".", ".tmp");
            try {
                permissions(tmp, target);
                try (OutputStream os = Files.newOutputStream(tmp)) {
                    body.write(os);
                }
                try {
                    Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
                }
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException e) {
            throw new UserError("cannot write " + target + ": " + IoReasons.of(e));
        }
        FolderClaim.wrote(target);
    }

    /**
     * Only regular files are ever replaced: a device ({@code /dev/full}), a pipe, a folder or a symbolic link at the
     * target is the user's, and a rename would put a regular file in its place.
     */
    public static void refuseNonRegular(Path target) {
        if (!Files.exists(target, LinkOption.NOFOLLOW_LINKS) || Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS))
            return;
        String what = Files.isSymbolicLink(target)
                ? "a symbolic link"
                : Files.isDirectory(target) ? "a folder" : "not a regular file (a device or a pipe)";
        throw new UserError(
                "cannot write " + target + ": it is " + what + ", and crawlgp replaces only regular files it wrote");
    }
}
