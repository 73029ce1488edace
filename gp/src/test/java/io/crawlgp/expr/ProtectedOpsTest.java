package io.crawlgp.expr;

import static org.junit.jupiter.api.Assertions.*;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The protected operators at their edges (rules in ProtectedOps' Javadoc). */
class ProtectedOpsTest {
    static final double MAX = Double.MAX_VALUE;

    @Test
    void divisionByZeroIsOneAndOverflowSaturates() {
        assertEquals(1.0, ProtectedOps.div(5, 0));
        assertEquals(1.0, ProtectedOps.div(0, 0));
        assertEquals(1.0, ProtectedOps.div(-3, -0.0));
        assertEquals(2.5, ProtectedOps.div(5, 2));
        assertEquals(MAX, ProtectedOps.div(1e300, 1e-300));
        assertEquals(-MAX, ProtectedOps.div(-1e300, 1e-300));
    }

    @Test
    void logOfZeroIsZeroAndNegativesUseTheMagnitude() {
        assertEquals(0.0, ProtectedOps.log(0));
        assertEquals(Math.log(2), ProtectedOps.log(-2));
        assertEquals(Math.log(MAX), ProtectedOps.log(MAX));
        assertTrue(Double.isFinite(ProtectedOps.log(Double.MIN_VALUE)));
    }

    @Test
    void powUsesTheMagnitudeAndProtectsZeroToNegative() {
        assertEquals(8.0, ProtectedOps.pow(-2, 3), "|-2|^3");
        assertEquals(Math.sqrt(2), ProtectedOps.pow(-2, 0.5), 1e-15);
        assertEquals(1.0, ProtectedOps.pow(0, -1));
        assertEquals(0.0, ProtectedOps.pow(0, 2));
        assertEquals(1.0, ProtectedOps.pow(0, 0));
        assertEquals(MAX, ProtectedOps.pow(10, 1000));
        assertEquals(0.0, ProtectedOps.pow(10, -1000));
    }

    @Test
    void expSaturatesAndUnderflowsToZero() {
        assertEquals(MAX, ProtectedOps.exp(1000));
        assertEquals(0.0, ProtectedOps.exp(-1000));
        assertEquals(Math.E, ProtectedOps.exp(1));
    }

    @Test
    void arithmeticSaturatesSoNoNaNArises() {
        assertEquals(MAX, ProtectedOps.add(MAX, MAX));
        assertEquals(-MAX, ProtectedOps.sub(-MAX, MAX));
        assertEquals(MAX, ProtectedOps.mul(MAX, 2));
        assertEquals(0.0, ProtectedOps.sub(MAX, MAX), "saturated values subtract to 0, not NaN");
        assertEquals(0.0, ProtectedOps.mul(MAX, 0));
    }

    @Test
    void everyRandomTreeIsFiniteOnFiniteInputs() {
        SplittableRandom r = new SplittableRandom(1);
        for (int i = 0; i < 3000; i++) {
            Expr e = RandomExprs.of(r, 7);
            double v = e.eval(r.nextInt(60), r.nextInt(60), r.nextInt(1, 60));
            assertTrue(Double.isFinite(v), ExprFormat.infix(e) + " = " + v);
        }
    }
}
