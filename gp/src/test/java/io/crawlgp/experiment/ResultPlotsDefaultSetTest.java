package io.crawlgp.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ResultPlotsDefaultSetTest {
    private static List<CycleRow> rows(List<String> methods) {
        List<CycleRow> out = new ArrayList<>();
        for (String m : methods) out.add(new CycleRow(m, 0, 1, Map.of("changerate", 0.1), 1, 1));
        return out;
    }

    private static Summary s(String method, double mean) {
        return new Summary(method, 3, mean, mean, mean, 0, Map.of());
    }

    @Test
    void manyMethodsDrawTheGpVariantsTheBestThreeOthersTheBestBaselineAndTheOracle() {
        List<Summary> summary = List.of(
                s("Oracle", 0.9),
                s("Rand", 0.05),
                s("Age", 0.30),
                s("CG", 0.20),
                s("NAD", 0.25),
                s("StormCrawler", 0.40),
                s("ChoGM", 0.38),
                s("Nutch", 0.10),
                s("LambdaCrawl", 0.35),
                s("GP4C_Best", 0.33),
                s("GP4C_Sum", 0.31),
                s("RB-1D-fullview", 0.8));
        List<String> methods = summary.stream().map(Summary::method).toList();
        // ranked by mean: GP variants first, then StormCrawler, ChoGM, LambdaCrawl; Age is the best paper baseline
        assertEquals(
                List.of("GP4C_Best", "GP4C_Sum", "StormCrawler", "ChoGM", "LambdaCrawl", "Age", "Oracle"),
                ResultPlots.defaultSet(rows(methods), summary));
    }

    @Test
    void aFewMethodsAreAllDrawn() {
        List<Summary> summary = List.of(s("Age", 0.3), s("CG", 0.2), s("Oracle", 0.9));
        assertNull(ResultPlots.defaultSet(rows(List.of("Age", "CG", "Oracle")), summary));
    }

    @Test
    void mergedGpRunsAreEachRepresentedByTheirBest() {
        List<Summary> summary = new ArrayList<>();
        double v = 0.5;
        for (String run : List.of("GP4C-a", "GP4C-b"))
            for (String agg : List.of("_Best", "_Sum", "_Avg")) summary.add(s(run + agg, v -= 0.01));
        summary.addAll(List.of(s("Age", 0.2), s("CG", 0.1), s("Rand", 0.05), s("Oracle", 0.9)));
        assertEquals(
                List.of("GP4C-a_Best", "GP4C-b_Best", "Age", "CG", "Rand", "Oracle"),
                ResultPlots.defaultSet(
                        rows(summary.stream().map(Summary::method).toList()), summary));
    }
}
