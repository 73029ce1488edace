package io.crawlgp.experiment;

import io.crawlgp.io.IoReasons;
import io.crawlgp.util.UserError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The results folders a README or guide writes tables from: every {@code <!-- KIND:start NAME -->} line of README.md
 * and the guides names one (issue 62: no table from a folder the current code does not reproduce).
 */
public final class CitedTables {
    private static final Pattern MARKER = Pattern.compile("<!-- [a-z-]+:start ([A-Za-z0-9._-]+) -->");

    private CitedTables() {}

    /** A table's source folder and where it is cited. */
    public record Citation(String folder, Path file, int line) {}

    /** Every named table marker of README.md and gp/src/site/markdown/*.md under the repository root. */
    public static List<Citation> in(Path repository) {
        List<Path> files = new ArrayList<>();
        if (Files.isRegularFile(repository.resolve("README.md"))) files.add(repository.resolve("README.md"));
        Path guides = repository.resolve("gp/src/site/markdown");
        if (Files.isDirectory(guides))
            try (Stream<Path> s = Files.list(guides)) {
                s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(files::add);
            } catch (IOException e) {
                throw new UserError("cannot list " + guides + ": " + IoReasons.of(e));
            }
        List<Citation> out = new ArrayList<>();
        for (Path f : files) {
            List<String> lines;
            try {
                lines = Files.readAllLines(f);
            } catch (IOException e) {
                throw new UserError("cannot read " + f + ": " + IoReasons.of(e));
            }
            for (int i = 0; i < lines.size(); i++) {
                Matcher m = MARKER.matcher(lines.get(i));
                while (m.find()) out.add(new Citation(m.group(1), f, i + 1));
            }
        }
        return out;
    }

    /** The citations whose folder has not been rerun (status unchecked): notes, not failures. */
    public static List<String> unchecked(List<Citation> cited, Map<String, ResultsStatus.Entry> status) {
        List<String> out = new ArrayList<>();
        for (Citation c : cited) {
            ResultsStatus.Entry e = status.get(c.folder());
            if (e != null && e.status().equals("unchecked"))
                out.add(c.file() + ":" + c.line() + ": a table from results/" + c.folder() + " (" + e.detail() + ")");
        }
        return out;
    }

    /** The citations whose folder STATUS.csv lists as stale or does not list at all: one line each. */
    public static List<String> problems(List<Citation> cited, Map<String, ResultsStatus.Entry> status) {
        List<String> out = new ArrayList<>();
        for (Citation c : cited) {
            ResultsStatus.Entry e = status.get(c.folder());
            if (e == null)
                out.add(c.file() + ":" + c.line() + ": a table from results/" + c.folder()
                        + ", which results/STATUS.csv does not list");
            else if (e.stale())
                out.add(c.file() + ":" + c.line() + ": a table from results/" + c.folder() + ", " + e.status() + " at "
                        + e.checkedAt() + " (" + e.detail() + ")");
        }
        return out;
    }
}
