package io.crawlgp.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.util.RunContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A suite over one source under several signal qualities writes the sweep; its invariants hold by construction. */
class SignalSweepTest {
    @TempDir
    Path dir;

    @Test
    void aRuleBlindToSignalsIsFlatAndSignalsFirstWithEverySignalOnIsItsBase() throws Exception {
        Path f = dir.resolve("s.suite");
        String src = "synthetic:pages=300;cycles=16";
        Files.writeString(
                f,
                "datasets = f0=" + src + "[signalFalsePositives=0], f1=" + src + "[signalFalsePositives=0.1], fall="
                        + src + "[signalFalsePositives=1]\nmethods = ChoGM, ChoGM-signal\nrepeats = 1\nbudget = 0.1\n"
                        + "seed = 2\nsignals = accurate:1\nsignalRecall = 0.8\n");
        Path out = dir.resolve("out");
        Benchmark.run(Suite.read(f), out, 2, false, RunContext.quiet("t"));
        Map<String, Double> mean = new HashMap<>();
        List<String> rows = Files.readAllLines(out.resolve("signal-sweep.csv"));
        assertEquals("source,signals,recall,false_positives,delay,method,metric,mean", rows.get(0));
        for (String r : rows.subList(1, rows.size())) {
            String[] c = r.split(","); // from the end: the source may hold commas (quoted)
            int n = c.length;
            mean.put(c[n - 3] + "@" + Double.parseDouble(c[n - 5]), Double.parseDouble(c[n - 1]));
        }
        assertEquals(6, mean.size());
        // ChoGM reads no signal: the same on every model
        assertEquals(mean.get("ChoGM@0.0"), mean.get("ChoGM@0.1"), 0);
        assertEquals(mean.get("ChoGM@0.0"), mean.get("ChoGM@1.0"), 0);
        // a signal on every page in every cycle puts every page in the first tier: the base's order
        assertEquals(mean.get("ChoGM@1.0"), mean.get("ChoGM-signal@1.0"), 0);
        assertTrue(Files.isRegularFile(out.resolve("signal-sweep-fp-1.png")));
        String md = BenchmarkMarkdown.brief(out);
        assertTrue(md.contains("| signals | recall | false positives | delay | ChoGM | ChoGM-signal |"), md);
        assertEquals(
                3, md.lines().filter(l -> l.startsWith("| accurate:1 | 0.8 |")).count(), md);
        // a suite whose datasets share one model writes no sweep
        Path one = dir.resolve("one.suite");
        Files.writeString(
                one, "datasets = " + src + "\nmethods = ChoGM\nrepeats = 1\nbudget = 0.1\nsignals = accurate:1\n");
        Benchmark.run(Suite.read(one), dir.resolve("one"), 1, false, RunContext.quiet("t"));
        assertFalse(Files.exists(dir.resolve("one/signal-sweep.csv")));
    }
}
