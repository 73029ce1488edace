package io.crawlgp.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.util.MethodId;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Methods that read unfetched history are named as oracles and never pass for fair contenders. */
class OracleMarkingTest {
    @Test
    void fullviewMethodsAndTheOracleAreOracles() {
        assertTrue(MethodId.isOracle("Oracle"));
        assertTrue(MethodId.isOracle("RB-3D-fullview"));
        assertFalse(MethodId.isOracle("RB-3D"));
        assertFalse(MethodId.isOracle("LambdaCrawl"));
    }

    @Test
    void theConsoleTableMarksThemAndSaysWhy() {
        List<Summary> rows = List.of(
                new Summary("Age", 5, 0.4, 0.3, 0.5, 0.1, Map.of()),
                new Summary("RB-2D-fullview", 5, 0.5, 0.4, 0.6, 0.1, Map.of()));
        String table = ResultsFolder.table(rows);
        assertTrue(table.contains("RB-2D-fullview (oracle)"), table);
        assertFalse(table.contains("Age (oracle)"), table);
        assertTrue(
                table.strip()
                        .endsWith(
                                "(oracle): reads history the crawler did not fetch; a bound or reference, not a contender"),
                table);
        assertEquals(-1, ResultsFolder.table(rows.subList(0, 1)).indexOf("(oracle)"));
    }
}
