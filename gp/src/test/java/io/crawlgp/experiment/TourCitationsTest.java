package io.crawlgp.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Following the README's tour (and any guide's commands) leaves {@code reproduce --cited}, and so CI, as it was: in a
 * scratch copy of the repository's README, guides, .gitignore and results/STATUS.csv, with every committed results
 * folder present, every folder a documented command writes ({@code --out results/NAME}) is made, and the citations'
 * problems are the same as without them.
 */
class TourCitationsTest {
    private static final Pattern OUT = Pattern.compile("--out[ =]results/([A-Za-z0-9_][A-Za-z0-9._-]*)");

    @TempDir
    Path scratch;

    @Test
    void theToursFoldersAreNoCitations() throws Exception {
        Path repo = Path.of("..").toAbsolutePath().normalize();
        assertTrue(Files.isRegularFile(repo.resolve("README.md")), "run from the gp module of the repository");
        List<Path> docs = new ArrayList<>(List.of(repo.resolve("README.md")));
        try (Stream<Path> s = Files.list(repo.resolve("gp/src/site/markdown"))) {
            s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(docs::add);
        }
        Files.createDirectories(scratch.resolve("gp/src/site/markdown"));
        Set<String> written = new LinkedHashSet<>();
        for (Path d : docs) {
            String text = Files.readString(d);
            Path copy = d.getFileName().toString().equals("README.md")
                    ? scratch.resolve("README.md")
                    : scratch.resolve("gp/src/site/markdown").resolve(d.getFileName());
            Files.writeString(copy, text);
            Matcher m = OUT.matcher(text);
            while (m.find()) written.add(m.group(1));
        }
        Files.copy(repo.resolve(".gitignore"), scratch.resolve(".gitignore"));
        Path results = Files.createDirectories(scratch.resolve("results"));
        Files.copy(repo.resolve("results").resolve(ResultsStatus.FILE), results.resolve(ResultsStatus.FILE));
        Set<String> committed = new LinkedHashSet<>();
        try (Stream<Path> s = Files.list(repo.resolve("results"))) {
            s.filter(Files::isDirectory)
                    .forEach(p -> committed.add(p.getFileName().toString()));
        }
        for (String f : committed) Files.createDirectories(results.resolve(f));
        List<String> before = CitedTables.problems(CitedTables.in(scratch), ResultsStatus.read(results));

        written.removeAll(committed); // a command that rewrites a committed folder is the folder's own recipe
        written.removeIf(f -> f.matches("[A-Z]+")); // a placeholder (results/NAME), not a folder a command makes
        assertFalse(written.isEmpty(), "the README's tour writes folders of its own");
        assertTrue(written.contains("mydata-base") && written.contains("mine"), written.toString());
        for (String f : written) Files.createDirectories(results.resolve(f));
        assertEquals(
                before, CitedTables.problems(CitedTables.in(scratch), ResultsStatus.read(results)), written.toString());
    }
}
