package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.evolution.Archive;
import io.crawlgp.evolution.ArchiveEntry;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.gp.Selection.Candidate;
import io.crawlgp.util.GpVariant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Best, Sum and Avg on a hand-made archive whose three winners differ. */
class SelectionTest {
    static Candidate c(String formula, double train, double val, int size) {
        return new Candidate(0, new ArchiveEntry(formula, formula, size, 1, train, 0), val);
    }

    @Test
    void variantsPickTheirOwnWinners() {
        Candidate a = c("(* t X)", 0.60, 0.90, 3); // best validation; sd 0.15: sum 1.35, avg 0.60
        Candidate b = c("t", 0.80, 0.78, 1); // sd 0.01: sum 1.57, avg 0.78
        Candidate d = c("X", 0.95, 0.70, 1); // sd 0.125: sum 1.525, avg 0.70
        List<Candidate> all = List.of(a, b, d);
        assertSame(a, Selection.choose(GpVariant.BEST, all, Protocol.SdKind.POPULATION));
        assertSame(b, Selection.choose(GpVariant.SUM, all, Protocol.SdKind.POPULATION));
        assertSame(b, Selection.choose(GpVariant.AVG, all, Protocol.SdKind.POPULATION));
        assertEquals(0.80 + 0.78 - 0.01, Selection.criterion(GpVariant.SUM, b, Protocol.SdKind.POPULATION), 1e-12);
        assertEquals(0.79 - 0.01, Selection.criterion(GpVariant.AVG, b, Protocol.SdKind.POPULATION), 1e-12);
        assertEquals(0.02 / Math.sqrt(2), Selection.sd(0.80, 0.78, Protocol.SdKind.SAMPLE), 1e-12);
    }

    @Test
    void sumAndAvgCanDisagree() {
        // Sum rewards a high total more than Avg does: a = (0.9, 0.5): sum 1.2, avg 0.5; b = (0.55, 0.55): sum 1.1, avg
        // 0.55
        Candidate a = c("a", 0.9, 0.5, 1), b = c("b", 0.55, 0.55, 1);
        assertSame(a, Selection.choose(GpVariant.SUM, List.of(a, b), Protocol.SdKind.POPULATION));
        assertSame(b, Selection.choose(GpVariant.AVG, List.of(a, b), Protocol.SdKind.POPULATION));
    }

    @Test
    void tiesGoToHigherTrainingThenSmallerTree() {
        Candidate a = c("(+ t 0)", 0.5, 0.7, 3), b = c("t", 0.5, 0.7, 1), d = c("X", 0.6, 0.7, 1);
        assertSame(d, Selection.choose(GpVariant.BEST, List.of(a, b, d), Protocol.SdKind.POPULATION));
        assertSame(b, Selection.choose(GpVariant.BEST, List.of(a, b), Protocol.SdKind.POPULATION));
    }

    @Test
    void archiveKeepsTheBestDistinct() {
        Archive ar = new Archive(2);
        ar.offer(ArchiveEntry.of(ExprParser.parse("t * 1"), 0.5, 0));
        ar.offer(ArchiveEntry.of(ExprParser.parse("t"), 0.5, 1)); // same simplified, smaller: replaces
        ar.offer(ArchiveEntry.of(ExprParser.parse("X"), 0.4, 1));
        ar.offer(ArchiveEntry.of(ExprParser.parse("n"), 0.3, 2)); // worse than both: dropped
        assertEquals(
                List.of("t", "X"),
                ar.entries().stream().map(ArchiveEntry::evolved).toList());
    }
}
