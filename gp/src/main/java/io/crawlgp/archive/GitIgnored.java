package io.crawlgp.archive;

import io.crawlgp.io.IoReasons;
import io.crawlgp.util.UserError;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.eclipse.jgit.ignore.IgnoreNode;

/**
 * Whether the repository ignores a folder, by its top-level {@code .gitignore} as git reads it (JGit's matcher, so the
 * whole pattern syntax: anchors, globs, negation): a folder the repository never commits, such as the demo's, is
 * scratch, never a citation. A checkout without a .gitignore ignores nothing.
 */
public final class GitIgnored {
    private final IgnoreNode rules;

    private GitIgnored(IgnoreNode rules) {
        this.rules = rules;
    }

    /** The rules of REPOSITORY/.gitignore (none when the file is absent). */
    public static GitIgnored of(Path repository) {
        IgnoreNode node = new IgnoreNode();
        Path file = repository.resolve(".gitignore");
        if (Files.isRegularFile(file))
            try (InputStream in = Files.newInputStream(file)) {
                node.parse(in);
            } catch (IOException e) {
                throw new UserError("cannot read " + file + ": " + IoReasons.of(e));
            }
        return new GitIgnored(node);
    }

    /** Whether the folder at RELATIVE (slash-separated, from the repository root) is ignored. */
    public boolean folder(String relative) {
        Boolean ignored = rules.checkIgnored(relative, true);
        return ignored != null && ignored;
    }
}
