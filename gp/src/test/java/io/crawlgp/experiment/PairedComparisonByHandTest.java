package io.crawlgp.experiment;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The per-cycle counts' chance expectations and the fold-level corrected test, by hand. */
class PairedComparisonByHandTest {
    private static final double T_2 = 4.302652729911275; // t(2) at 0.975

    @Test
    void signFlipSharesByHand() {
        // tight differences: only all-positive (superior) and all-negative (inferior) of 8 patterns pass |t| > 4.30
        assertArrayEquals(
                new double[] {1 / 8.0, 1 / 8.0},
                PairedComparison.signFlipShares(new double[] {1, 1.1, 0.9}, T_2, true),
                0);
        // spread differences: t = 3.46 even unflipped: no pattern passes
        assertArrayEquals(new double[] {0, 0}, PairedComparison.signFlipShares(new double[] {1, 2, 3}, T_2, true), 0);
        // a constant difference counts by its sign, as the per-cycle rule does
        assertArrayEquals(
                new double[] {1 / 8.0, 1 / 8.0}, PairedComparison.signFlipShares(new double[] {2, 2, 2}, T_2, true), 0);
        // no difference: every pattern ties
        assertArrayEquals(new double[] {0, 0}, PairedComparison.signFlipShares(new double[] {0, 0, 0}, T_2, true), 0);
    }

    @Test
    void foldLevelTestAndExpectationsOnAHandCase() {
        // 3 folds x 2 cycles; A - B per cycle: fold 0 (1, 1), fold 1 (1.1, 1.1), fold 2 (0.9, 0.9)
        double[][] a = {{2, 2}, {2.1, 2.1}, {1.9, 1.9}}, b = {{1, 1}, {1, 1}, {1, 1}};
        PairedComparison.Row r = PairedComparison.compare("A", "B", a, b, 0.05, true);
        assertEquals(2, r.superior());
        assertEquals(2 / 8.0, r.expectedSuperior(), 1e-15); // 1/8 per cycle
        assertEquals(1.0, r.diff(), 1e-12);
        // d = 1, 1.1, 0.9: s^2 = 0.01; rho = 1/2: se = sqrt((1/3 + 1/2) 0.01)
        assertEquals(1.0 - T_2 * Math.sqrt(0.8333333333333334 * 0.01), r.low(), 1e-9);
        // Holm over two rows: the smaller p doubled
        PairedComparison.Row other = PairedComparison.compare("A", "C", a, a, 0.05, true);
        List<PairedComparison.Row> h = PairedComparison.holm(List.of(r, other));
        assertEquals(Math.min(1, 2 * r.p()), h.get(0).pHolm(), 1e-15);
        assertEquals(1.0, h.get(1).pHolm(), 0);
    }
}
