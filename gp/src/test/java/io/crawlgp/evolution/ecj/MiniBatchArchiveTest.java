package io.crawlgp.evolution.ecj;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.crawlgp.evolution.Archive;
import io.crawlgp.evolution.ArchiveEntry;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.feature.CrawlFeatures;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Under mini-batches the archive admits by the fitness over every dataset: two generations scored on different
 * batches are compared on the same datasets, not on batch values that are not comparable.
 */
class MiniBatchArchiveTest {
    private static List<Expr> tree(String formula) {
        return List.of(ExprParser.parse(formula, CrawlFeatures.GP4C));
    }

    @Test
    void theArchiveKeepsTheBestOnEveryDatasetNotTheBestOnItsBatch() {
        // the fitness over every dataset, by formula; the batches rank them otherwise
        Map<String, Double> full = Map.of("n", 0.2, "X", 0.5, "t", 0.9, "n + X", 0.4, "n * t", 0.1);
        Archive archive = new Archive(2);
        // generation 0 on an easy batch: n 0.9, X 0.8, t 0.1; the best two by batch (n, X) are scored on every dataset
        RunRecorder.offerRescored(
                archive,
                List.of(tree("n"), tree("X"), tree("t")),
                new double[] {0.9, 0.8, 0.1},
                0,
                e -> full.get(ExprFormat.infix(e)));
        // generation 1 on a hard batch: lower values, yet n + X is better than n on every dataset
        RunRecorder.offerRescored(
                archive,
                List.of(tree("n + X"), tree("n * t"), tree("n + X")),
                new double[] {0.3, 0.2, 0.3},
                1,
                e -> full.get(ExprFormat.infix(e)));
        List<ArchiveEntry> kept = archive.entries();
        assertEquals(
                List.of("X", "(+ n X)"), // as the archive writes trees (lisp)
                kept.stream().map(ArchiveEntry::evolved).toList());
        assertEquals(
                List.of(0.5, 0.4), kept.stream().map(ArchiveEntry::trainFitness).toList());
    }
}
