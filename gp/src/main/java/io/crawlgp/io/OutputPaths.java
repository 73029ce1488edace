package io.crawlgp.io;

import io.crawlgp.util.UserError;
import java.nio.file.Path;

/** Guards against writing results over the data they were computed from. */
public final class OutputPaths {
    private OutputPaths() {}

    /**
     * A user error when {@code out} is {@code input} or lies inside it, or when {@code input} (a file) lies inside
     * {@code out}'s would-be folder as the same file; paths are compared absolute and normalised, links not followed.
     */
    public static void refuseOver(Path out, Path input) {
        if (out == null || input == null) return;
        Path o = out.toAbsolutePath().normalize(), i = input.toAbsolutePath().normalize();
        if (o.equals(i) || o.startsWith(i) && java.nio.file.Files.isDirectory(i))
            throw new UserError("output " + out + " is, or is inside, the input " + input + ": choose an output outside the data");
    }
}
