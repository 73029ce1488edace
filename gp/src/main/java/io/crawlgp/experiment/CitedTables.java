package io.crawlgp.experiment;

import io.crawlgp.archive.GitIgnored;
import io.crawlgp.io.IoReasons;
import io.crawlgp.io.RunIdentity;
import io.crawlgp.util.UserError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The results folders the README and the guides cite: every {@code <!-- KIND:start NAME -->} line names one (a table
 * written from it), and so does every mention of {@code results/NAME} in the prose where results/NAME is a folder (a
 * number quoted from it). A mention inside a fenced block is a command a reader may run (its {@code --out} is theirs
 * to make), not a citation; a folder the repository's .gitignore ignores (the demo's, a scratch run) is never
 * committed, so never cited. No table comes from a folder the current code does not reproduce, and no folder is cited
 * that was not reproduced or regenerated under the running engine.
 */
public final class CitedTables {
    private static final Pattern MARKER = Pattern.compile("<!-- [a-z-]+:start ([A-Za-z0-9._-]+) -->");
    private static final Pattern MENTION = Pattern.compile("results/([A-Za-z0-9_][A-Za-z0-9._-]*[A-Za-z0-9_])");

    /** A fence opening or closing a code block (CommonMark: three or more backticks or tildes, indented up to 3). */
    private static final Pattern FENCE = Pattern.compile(" {0,3}(```|~~~)");

    private static final Pattern TICKS = Pattern.compile("`+");

    private CitedTables() {}

    /** A cited folder and where it is cited. */
    public record Citation(String folder, Path file, int line) {}

    /**
     * Every table marker and folder mention of README.md and gp/src/site/markdown/*.md under the repository root, in
     * file and line order, once per folder and line; refused without a README (not the repository root).
     */
    public static List<Citation> in(Path repository) {
        Path readme = repository.resolve("README.md");
        if (!Files.isRegularFile(readme))
            throw new UserError("no README.md in " + repository.toAbsolutePath().normalize()
                    + ": run reproduce from the repository root, where the README and the guides are");
        List<Path> files = new ArrayList<>(List.of(readme));
        Path guides = repository.resolve("gp/src/site/markdown");
        if (Files.isDirectory(guides))
            try (Stream<Path> s = Files.list(guides)) {
                s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(files::add);
            } catch (IOException e) {
                throw new UserError("cannot list " + guides + ": " + IoReasons.of(e));
            }
        Path results = repository.resolve("results");
        GitIgnored ignored = GitIgnored.of(repository);
        List<Citation> out = new ArrayList<>();
        for (Path f : files) {
            List<String> lines;
            try {
                lines = Files.readAllLines(f);
            } catch (IOException e) {
                throw new UserError("cannot read " + f + ": " + IoReasons.of(e));
            }
            boolean[] command = commands(lines);
            for (int i = 0, at = 0; i < lines.size(); at += lines.get(i).length() + 1, i++) {
                String line = lines.get(i);
                Set<String> seen = new LinkedHashSet<>();
                Matcher m = MARKER.matcher(line);
                while (m.find()) seen.add(m.group(1));
                Matcher t = MENTION.matcher(line);
                while (t.find())
                    if (!command[at + t.start()]
                            && Files.isDirectory(results.resolve(t.group(1)))
                            && !ignored.folder("results/" + t.group(1))) seen.add(t.group(1));
                for (String folder : seen) out.add(new Citation(folder, f, i + 1));
            }
        }
        return out;
    }

    /**
     * Which characters of the text (its lines joined by line breaks) belong to a command: a fenced block, or an inline
     * code span that starts with {@code crawlgp} or {@code ./crawlgp} (CommonMark: a run of n backticks opens a span that
     * the next run of exactly n closes, across line breaks within the text).
     */
    static boolean[] commands(List<String> lines) {
        String text = String.join("\n", lines);
        boolean[] out = new boolean[text.length() + 1];
        boolean fenced = false;
        StringBuilder prose = new StringBuilder(); // the text outside fences, fenced lines blanked
        for (int i = 0, at = 0; i < lines.size(); at += lines.get(i).length() + 1, i++) {
            String line = lines.get(i);
            boolean fence = FENCE.matcher(line).lookingAt();
            if (fence) fenced = !fenced;
            if (fence || fenced) {
                Arrays.fill(out, at, at + line.length(), true);
                prose.append(" ".repeat(line.length()));
            } else prose.append(line);
            prose.append('\n');
        }
        Matcher run = TICKS.matcher(prose);
        int openAt = -1, openLength = 0;
        while (run.find()) {
            int n = run.end() - run.start();
            if (openAt < 0) {
                openAt = run.end();
                openLength = n;
            } else if (n == openLength) {
                String span = prose.substring(openAt, run.start()).strip();
                if (span.startsWith("crawlgp ") || span.startsWith("./crawlgp "))
                    Arrays.fill(out, openAt, run.start(), true);
                openAt = -1;
            }
        }
        return out;
    }

    /**
     * The citations whose folder STATUS.csv does not list, lists as stale, or lists as not reproduced or regenerated
     * under the running engine: one line each.
     */
    public static List<String> problems(List<Citation> cited, Map<String, ResultsStatus.Entry> status) {
        List<String> out = new ArrayList<>();
        for (Citation c : cited) {
            ResultsStatus.Entry e = status.get(c.folder());
            String where = c.file() + ":" + c.line() + ": results/" + c.folder() + ", ";
            if (e == null) out.add(where + "which results/STATUS.csv does not list");
            else if (!e.current())
                out.add(where + e.status() + " at " + e.checkedAt() + " under engine " + e.engine()
                        + (e.engine() != RunIdentity.ARITHMETIC ? " (running: " + RunIdentity.ARITHMETIC + ")" : "")
                        + " (" + e.detail() + ")");
        }
        return out;
    }
}
