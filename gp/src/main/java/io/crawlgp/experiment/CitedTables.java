package io.crawlgp.experiment;

import io.crawlgp.io.IoReasons;
import io.crawlgp.io.RunIdentity;
import io.crawlgp.util.UserError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The results folders the README and the guides cite: every {@code <!-- KIND:start NAME -->} line names one (a table
 * written from it), and so does every mention of {@code results/NAME} where results/NAME is a folder (a number quoted
 * from it). Issue 62: no table from a folder the current code does not reproduce; issue 68: no citation of a folder
 * not reproduced or regenerated under the running engine.
 */
public final class CitedTables {
    private static final Pattern MARKER = Pattern.compile("<!-- [a-z-]+:start ([A-Za-z0-9._-]+) -->");
    private static final Pattern MENTION = Pattern.compile("results/([A-Za-z0-9_][A-Za-z0-9._-]*[A-Za-z0-9_])");

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
        List<Citation> out = new ArrayList<>();
        for (Path f : files) {
            List<String> lines;
            try {
                lines = Files.readAllLines(f);
            } catch (IOException e) {
                throw new UserError("cannot read " + f + ": " + IoReasons.of(e));
            }
            for (int i = 0; i < lines.size(); i++) {
                Set<String> seen = new LinkedHashSet<>();
                Matcher m = MARKER.matcher(lines.get(i));
                while (m.find()) seen.add(m.group(1));
                Matcher t = MENTION.matcher(lines.get(i));
                while (t.find()) if (Files.isDirectory(results.resolve(t.group(1)))) seen.add(t.group(1));
                for (String folder : seen) out.add(new Citation(folder, f, i + 1));
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
