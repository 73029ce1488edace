package io.crawlgp.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.util.UserError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A setting that would do nothing where it stands, or would be refused only after work began, is refused when the
 * suite is read: one line, naming the line and the setting as typed, and nothing written. Each row: the
 * suite's lines, then what the refusal says.
 */
class SettingsRefusedTest {
    @TempDir
    Path dir;

    private static final String GP = "GP=../experiments/gp4c-peers-quick.properties";
    private static final String TWO =
            "datasets = a=synthetic:pages=200;cycles=20, b=synthetic:pages=200;cycles=20;seed=5";

    private static final List<String[]> CASES = List.of(
            new String[] {
                TWO + "\nmethods = Age, " + GP + "[parentSelection=lexicase;parentSelection=tournament]",
                ":3: method 'GP' sets 'parentSelection' twice; give each setting once"
            },
            new String[] {
                TWO + "\nmethods = Age, " + GP + "[parent-selection=lexicase;parentSelection=tournament]",
                ":3: method 'GP' sets 'parentSelection' twice (also as 'parent-selection')"
            },
            new String[] {
                TWO + "\nsplit = time\nmethods = Age, " + GP + "[instances=a]",
                ":4: method 'GP': 'instances' is the run's, the same for every contender"
            },
            new String[] {TWO + "\nmethods = Age, " + GP + "[budget=0.5]", ":3: method 'GP': 'budget' is the run's"},
            new String[] {
                TWO + "\ngroups = g: a; h: b\ntrainOn = g\nmethods = Age",
                ":4: trainOn chooses the sources a dataset learns from under split = datasets; dataset a runs under"
                        + " split = pages"
            },
            new String[] {
                TWO + "\nmethods = Age, " + GP + "[downsample=0.5]",
                "downsample = 0.5 is read by parentSelection = lexicase-down only (parentSelection = tournament)"
            },
            new String[] {
                TWO + "\nsplit = time\nchoose = last-999\nmethods = Age",
                "choose = last-999: fold f chooses on at most f + 1 time windows and this run has 5 folds"
            },
            new String[] {
                TWO + "\nmethods = Age, " + GP + "[committee=50]",
                "committee = 50 deploys the archive's 50 best members; archiveSize = 20 keeps fewer"
            },
            new String[] {
                TWO + "\nmethods = Age, " + GP + "[specialists=30]",
                "specialists = 30 deploys up to 30 distinct archive members; archiveSize = 20 keeps fewer"
            },
            new String[] {
                TWO + "\nmethods = ChoGM-signal-fullview",
                ":3: method 'ChoGM-signal-fullview' is told each site's drawn signal mode; dataset a declares no"
                        + " signal model"
            },
            new String[] {
                "datasets = a=synthetic:pages=200;cycles=20[split=time]\nmethods = ChoGM-pooled",
                ":3: method 'ChoGM-pooled' is tuned on the other sources' datasets, which split = datasets lists;"
                        + " dataset a runs under split = time (set split = datasets, or list ChoGM-tuned)"
            },
            new String[] {
                TWO + "\nmethods = Age, " + GP + "[parentSelection=lexicase;form=adaptive;inputs=n,X,t]",
                "parentSelection = lexicase breeds one tree per individual; form = adaptive breeds 3"
            },
            new String[] {
                TWO + "\nsignals = accurate:1\nsignalDelay = 1.5\nmethods = Age",
                "setting signalDelay: '1.5' is not a valid int"
            },
            new String[] {
                TWO + "\nsignals = accurate:0.5//deploy:0.5\nmethods = Age",
                "signals: 'accurate:0.5//deploy:0.5' has an empty part"
            },
            new String[] {TWO + "\nmethods = ChoGM-signal-site", "variants are written once each, in the order"},
            new String[] {"datasets = a=synthetic:pages=200;cycles=20;pages=300\nmethods = Age", "sets 'pages' twice"},
            new String[] {
                "datasets = a=synthetic:pages=200;cycles=20[budget=0.2;simulation.budget=0.3]\nmethods = Age",
                ":2: dataset 'a=synthetic:pages=200;cycles=20[budget=0.2;simulation.budget=0.3]' sets"
                        + " 'simulation.budget' twice (also as 'budget')"
            });

    @Test
    void eachCaseIsRefusedInOneLineWhenTheSuiteIsRead() throws Exception {
        int i = 0;
        for (String[] c : CASES) {
            Path suite = dir.resolve("s" + i++ + ".suite");
            Files.writeString(suite, "# case\n" + c[0] + "\n");
            UserError e = assertThrows(UserError.class, () -> Suite.read(suite), c[0]);
            assertTrue(e.getMessage().contains(c[1]), c[1] + "\n  got: " + e.getMessage());
            assertFalse(e.getMessage().contains("\n"), e.getMessage());
        }
        try (Stream<Path> s = Files.list(dir)) { // reading a suite writes nothing
            assertEquals(i, s.count());
        }
    }

    @Test
    void theSuitesOwnAliasStillReads() throws Exception {
        // metric is the suite's name for fitness: read, not refused as unknown, however the keys are passed on
        Path suite = dir.resolve("alias.suite");
        Files.writeString(suite, TWO + "\nmetric = freshness\nmethods = Age\n");
        assertEquals(
                "freshness",
                Suite.read(suite).datasets().get(0).settings().protocol().fitness());
    }
}
