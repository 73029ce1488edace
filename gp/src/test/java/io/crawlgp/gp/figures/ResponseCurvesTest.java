package io.crawlgp.gp.figures;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.util.UserError;
import org.junit.jupiter.api.Test;

/** Priority is the share of grid states a function scores lower, ties counting half, by hand. */
class ResponseCurvesTest {

    @Test
    void priorityByHand() {
        // n = 1, t = 1..2: states (X, t) = (0,1) (0,2) (1,1) (1,2); Age scores 1, 2, 1, 2
        double[][] p = ResponseCurves.priority((n, x, t) -> t, 1, 2);
        // a score of 1: none below, one tie -> (0 + 1/2) / 3; a score of 2: two below, one tie -> (2 + 1/2) / 3
        assertArrayEquals(new double[] {1 / 6.0, 5 / 6.0}, p[0], 1e-15);
        assertArrayEquals(new double[] {1 / 6.0, 5 / 6.0}, p[1], 1e-15);
    }

    @Test
    void nanRanksLastAsInTheSimulatorAndAConstantSitsInTheMiddle() {
        double[][] p = ResponseCurves.priority((n, x, t) -> x == 0 ? Double.NaN : t, 1, 2);
        // NaN (X = 0) below everything: the two NaNs tie at the bottom
        assertEquals(0.5 / 3, p[0][0], 1e-15);
        assertEquals(2 / 3.0, p[1][0], 1e-15);
        assertEquals(1.0, p[1][1], 1e-15);
        double[][] c = ResponseCurves.priority((n, x, t) -> 7, 3, 5);
        for (double[] row : c) for (double v : row) assertEquals(0.5, v, 1e-15);
    }

    @Test
    void formulasOverOtherInputsAreRefusedWithTheReason() {
        UserError e = assertThrows(UserError.class, () -> ResponseCurves.formula("f", "t * tc"));
        assertEquals("response curves are drawn over n, X and t only; 't * tc' also reads tc", e.getMessage());
        assertEquals(
                "X * t",
                ResponseCurves.formula("f", "exp(t * X) + 3").formula(),
                "titles show the rank-equivalent form");
    }
}
