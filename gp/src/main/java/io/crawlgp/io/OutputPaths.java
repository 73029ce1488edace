package io.crawlgp.io;

import io.crawlgp.util.UserError;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.function.Predicate;

/**
 * Guards against writing results over the data they were computed from. Paths are compared as the file system
 * resolves them (symbolic links in any component followed, {@code ..} resolved), so a link to a dataset is the
 * dataset; an existing output that is the same file as an input (a hard link: same file key) is refused too.
 */
public final class OutputPaths {
    private OutputPaths() {}

    /**
     * A user error when {@code out} is {@code input}, lies inside it (a folder), holds it, or is a hard link to it or to
     * a file directly inside it.
     */
    public static void refuseOver(Path out, Path input) {
        if (out == null || input == null) return;
        Path o = resolved(out), i = resolved(input);
        boolean over = o.equals(i) || Files.isDirectory(i) && o.startsWith(i) || sameFile(out, input);
        if (over)
            throw new UserError(
                    "output " + out + " is, or is inside, the input " + input + ": choose an output outside the data");
        // the other way round: a results folder holding the data it is computed from (--force would empty the folder
        // and only then meet the data)
        if (i.startsWith(o))
            throw new UserError("output " + out + " holds the input " + input
                    + ": choose an output folder that does not contain the data");
    }

    /**
     * Refuses a file or folder written into a dataset folder (one holding a pages, versions, posts, new-pages or
     * captures file), whichever dataset it is: crawlgp writes results beside data, never into it. {@code out} is a
     * folder the command writes into, or a file whose folder is checked.
     */
    public static void refuseIntoData(Path out, boolean isFolder) {
        if (out == null) return;
        Path r = resolved(out);
        for (Path d = isFolder ? r : r.getParent(); d != null; d = d.getParent()) {
            String data = dataFileIn(d);
            if (data != null)
                throw new UserError("output " + out + " is inside the dataset folder " + d + " (it holds " + data
                        + "): crawlgp writes results beside data, never into it; choose an output outside it");
        }
    }

    /** The first data file (pages, versions, posts, new pages, captures) directly inside DIR, or null: DIR is data. */
    public static String dataFileIn(Path dir) {
        for (String data : InputFiles.DATA_FILES)
            if (!data.equals("dataset.properties") && Files.isRegularFile(dir.resolve(data))) return data;
        return null;
    }

    /**
     * Refuses an existing single output file unless {@code force}; a path that is not a regular file is never
     * replaced. (Folders are claimed instead: {@link ResultsFolders}.)
     */
    public static void refuseExisting(Path file, boolean force) {
        refuseExisting(file, force, start -> true);
    }

    /**
     * As {@link #refuseExisting(Path, boolean)}, and with {@code force} only a file crawlgp wrote is replaced: one whose
     * beginning (its first kilobyte, as text) is what this command writes ({@code ours}); any other file (a user's
     * notes, another tool's table) is refused even with --force, and read-only is decided from its mode bits.
     */
    public static void refuseExisting(Path file, boolean force, Predicate<String> ours) {
        if (file == null || !Files.exists(file, LinkOption.NOFOLLOW_LINKS)) return;
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS))
            throw new UserError("cannot write " + file
                    + ": it exists and is not a regular file; crawlgp replaces only regular files");
        if (!force) throw new UserError(file + " exists: choose another --out, or --force to replace it");
        if (!ours.test(beginning(file)))
            throw new UserError(file + " exists and crawlgp did not write it (it does not begin as this command's "
                    + "output does): --force replaces only crawlgp's own files; choose another --out");
        AtomicFiles.refuseReadOnly(file);
    }

    /** The first kilobyte of FILE as text (undecodable bytes replaced): enough to tell what wrote it. */
    private static String beginning(Path file) {
        try (InputStream in = Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS)) {
            return new String(in.readNBytes(1024), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UserError("cannot read " + file + ": " + IoReasons.of(e));
        }
    }

    /**
     * The path as the file system resolves it, component by component as the kernel walks it: a link is followed where it
     * stands, so {@code LINK/..} is the parent of the link's target, not the folder holding the link (a textual {@code
     * normalize()} first would get that wrong); components below the first missing one are appended as written.
     */
    public static Path resolved(Path p) {
        Path abs = p.toAbsolutePath();
        Path current = abs.getRoot();
        boolean exists = true;
        for (Path name : abs) {
            String n = name.toString();
            if (n.equals(".")) continue;
            if (n.equals("..")) {
                if (current.getParent() != null) current = current.getParent();
                continue;
            }
            current = current.resolve(n);
            if (exists && Files.exists(current)) {
                try {
                    current = current.toRealPath();
                } catch (IOException e) {
                    exists = false; // unreadable: the rest as written
                }
            } else exists = false;
        }
        return current;
    }

    /** Whether an existing output is the input file, or a file directly inside the input folder, under another name. */
    private static boolean sameFile(Path out, Path input) {
        if (!Files.isRegularFile(out)) return false;
        try {
            if (Files.isRegularFile(input)) return Files.isSameFile(out, input);
            if (!Files.isDirectory(input)) return false;
            Object key = Files.readAttributes(out, BasicFileAttributes.class).fileKey();
            if (key == null) return false;
            for (Path f : InputFiles.filesIn(input))
                if (key.equals(Files.readAttributes(f, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS)
                        .fileKey())) return true;
            return false;
        } catch (IOException e) {
            return false;
        }
    }
}
