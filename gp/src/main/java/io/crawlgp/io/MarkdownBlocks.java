package io.crawlgp.io;

import io.crawlgp.util.UserError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

/**
 * Generated blocks inside a README or guide: the text between {@code <!-- KIND:start -->} (or, for one of several,
 * {@code <!-- KIND:start NAME -->}) and {@code <!-- KIND:end -->} is replaced atomically, so the tables a reader sees
 * are written by a command from a committed results folder, never typed.
 */
public final class MarkdownBlocks {
    private MarkdownBlocks() {}

    private static String start(String kind) {
        return "<!-- " + kind + ":start -->";
    }

    private static String end(String kind) {
        return "<!-- " + kind + ":end -->";
    }

    /**
     * Writes {@code block} into FILE between the markers of {@code kind}: the start line naming {@code name} when the
     * file has one, else the unnamed one; refuses, in one line, a file without both.
     */
    public static void into(Path file, String kind, String name, String block) {
        // a link would be written through, and reading a pipe blocks: only a regular file is read and replaced
        if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)) AtomicFiles.refuseNonRegular(file);
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException e) {
            throw new UserError(file + ": cannot read (" + IoReasons.of(e) + ")");
        }
        String unnamed = start(kind), end = end(kind);
        String named = name == null ? null : unnamed.replace(" -->", " " + name + " -->");
        String start = named != null && text.contains(named) ? named : unnamed;
        int a = text.indexOf(start), b = a < 0 ? -1 : text.indexOf(end, a);
        if (a < 0 || b < a)
            throw new UserError(
                    file + ": no '" + start + "' line followed by an '" + end + "' line to write the table between");
        AtomicFiles.writeString(file, text.substring(0, a + start.length()) + "\n" + block + text.substring(b));
    }
}
