package io.crawlgp.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.Gson;
import io.crawlgp.util.MethodId;
import io.crawlgp.util.UserError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The transfer matrix, worked by hand from two tiny benchmark folders. */
class TransferMatrixTest {
    @TempDir
    Path dir;

    private Path folder(String name, String suite, String summary) throws Exception {
        Path d = dir.resolve(name);
        Files.createDirectories(d);
        Files.writeString(
                d.resolve("run.json"),
                "{\"kind\":\"benchmark\",\"settings\":{\"suite\":" + new Gson().toJson(suite) + "}}");
        Files.writeString(d.resolve("provenance.json"), "{\"git\":{\"commit\":\"abcdef123456\"}}");
        Files.writeString(d.resolve("summary.csv"), "dataset,method,metric,mean\n" + summary);
        Files.writeString(
                d.resolve("tests.csv"),
                "dataset,a,b,better\na,GP,X-tuned,neither\nb,GP,X-tuned,X-tuned\nc,X-pooled,GP,GP\n"
                        + "a,GP,X-pooled,GP\nb,GP,X-pooled,neither\na,X-tuned,X-pooled,X-tuned\n");
        return d;
    }

    @Test
    void eachCellIsTheMeanOverTheGroupsDatasetsOfTheirMeans() throws Exception {
        String rows = "a,GP,changerate,0.5\nb,GP,changerate,0.3\nc,GP,changerate,0.2\n"
                + "a,X-pooled,changerate,0.4\nb,X-pooled,changerate,0.4\nc,X-pooled,changerate,0.1\n"
                + "a,X-tuned,changerate,0.6\nb,X-tuned,changerate,0.2\nc,X-tuned,changerate,0.3\n"
                + "a,Oracle,changerate,1\nb,Oracle,changerate,1\nc,Oracle,changerate,1\n";
        Path one = folder("one", "# a suite\ngroups = g1: a, b; g2: c\ntrainOn = g1\nsplit = datasets\n", rows);
        Path two =
                folder("two", "split = datasets\n", rows.replace("0.5", "0.7").replace("c,GP,changerate,0.2\n", ""));
        String t = TransferMatrix.table(List.of(one, two));
        // GP learnt on g1: g1 = (0.5 + 0.3) / 2, g2 = 0.2, all = 1.0 / 3
        assertTrue(t.contains("| g1 | GP | 0.4000 | 0.2000 | 0.3333 |"), t);
        assertTrue(t.contains("| g1 | X-pooled | 0.4000 | 0.1000 | 0.3000 |"), t);
        // a folder without dataset c: no mean over a column that holds it
        assertTrue(t.contains("| every other source | GP | 0.5000 | – | – |"), t);
        // the per-site reference once, from the first folder; the Oracle is no row
        assertTrue(t.contains("| its own early windows | X-tuned | 0.4000 | 0.3000 | 0.3667 |"), t);
        assertEquals(1, t.split("\\| X-tuned \\|", -1).length - 1, t);
        assertTrue(!t.contains("Oracle"), t);
        assertTrue(t.contains("| learnt on | method | g1 (2) | g2 (1) | all (3) |"), t);
        // wins / level / losses of GP against each rule, by dataset; rule against rule is no row
        assertTrue(t.contains("| learnt on | method | vs X-tuned | vs X-pooled |"), t);
        assertTrue(t.contains("| g1 | GP | 0 / 1 / 1 | 2 / 1 / 0 |"), t);
    }

    @Test
    void aGpMethodIsKnownByWhatTheRunDeclaredNotByItsLabel() throws Exception {
        String rows = "a,Evolved,changerate,0.5\na,GPS-tuned,changerate,0.4\n";
        // a folder written before run.json listed ids: the GP label is read from the suite's methods line
        Path old = folder(
                "old", "split = datasets\nmethods = Evolved=experiments/x.properties[seeds=1], GPS-tuned\n", rows);
        String t = TransferMatrix.table(List.of(old));
        assertTrue(t.contains("| every other source | Evolved | 0.5000 |"), t);
        assertTrue(t.contains("| its own early windows | GPS-tuned | 0.4000 |"), t);
        assertTrue(!t.contains("| every other source | GPS-tuned"), t); // a rule whose name starts with GP is no GP
        // a folder whose run.json lists the ids
        Path ids = folder("ids", "split = datasets\nmethods = whatever\n", rows);
        String run = Files.readString(ids.resolve("run.json"));
        Files.writeString(
                ids.resolve("run.json"),
                run.substring(0, run.length() - 1) + ",\"methods\":"
                        + new Gson()
                                .toJson(List.of(MethodId.gp("Evolved", "x.properties"), MethodId.parse("GPS-tuned")))
                        + "}");
        assertEquals(
                t.replace("`old`", "`ids`").replace(old.toString(), ids.toString()),
                TransferMatrix.table(List.of(ids)));
    }

    @Test
    void aMatrixIsOfDistinctLeaveOneSourceOutRuns() throws Exception {
        String rows = "a,GP,changerate,0.5\n";
        Path one = folder("one", "split = datasets\n", rows);
        UserError twice = assertThrows(UserError.class, () -> TransferMatrix.table(List.of(one, one)));
        assertTrue(twice.getMessage().contains("is given twice"), twice.getMessage());
        Path copy = dir.resolve("copy");
        Files.createDirectories(copy);
        try (var s = Files.list(one)) {
            for (Path p : s.toList()) Files.copy(p, copy.resolve(p.getFileName()));
        }
        String run = Files.readString(one.resolve("run.json"));
        for (Path d : List.of(one, copy)) // one identity in both: a copy under another name
        Files.writeString(d.resolve("run.json"), run.replace("{\"kind\"", "{\"settingsHash\":\"h1\",\"kind\""));
        UserError same = assertThrows(UserError.class, () -> TransferMatrix.table(List.of(one, copy)));
        assertTrue(same.getMessage().contains("hold one run"), same.getMessage());
        Path time = folder("time", "split = time\n", rows);
        UserError own = assertThrows(UserError.class, () -> TransferMatrix.table(List.of(time)));
        assertTrue(own.getMessage().contains("is not split = datasets"), own.getMessage());
    }

    @Test
    void aFolderThatIsNoBenchmarkIsRefused() throws Exception {
        Path d = dir.resolve("evolve");
        Files.createDirectories(d);
        Files.writeString(d.resolve("run.json"), "{\"kind\":\"evolve\",\"settings\":{}}");
        UserError e = assertThrows(UserError.class, () -> TransferMatrix.table(List.of(d)));
        assertEquals(d + ": not a benchmark folder (its run.json records no suite)", e.getMessage());
    }
}
