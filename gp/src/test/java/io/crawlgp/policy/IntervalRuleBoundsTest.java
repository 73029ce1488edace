package io.crawlgp.policy;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.crawlgp.util.UserError;
import org.junit.jupiter.api.Test;

/** A rule's constants: min <= initial <= max inside the global safety range, every bound itself allowed. */
class IntervalRuleBoundsTest {
    private static IntervalRule rule(double initial, double min, double max) {
        return IntervalRule.parse("r", "I", "t", initial, min, max);
    }

    @Test
    void theBoundsAreInclusiveAndAStepOutsideIsRefused() {
        double lo = IntervalRule.SAFE_LOW, hi = IntervalRule.SAFE_HIGH;
        assertDoesNotThrow(() -> rule(lo, lo, hi)); // min at the floor, initial at min
        assertDoesNotThrow(() -> rule(hi, lo, hi)); // max at the ceiling, initial at max
        assertDoesNotThrow(() -> rule(2, 2, 2)); // min = max
        assertThrows(UserError.class, () -> rule(lo, Math.nextDown(lo), hi));
        assertThrows(UserError.class, () -> rule(hi, lo, Math.nextUp(hi)));
        assertThrows(UserError.class, () -> rule(2, 3, 2)); // min > max
        assertThrows(UserError.class, () -> rule(Math.nextDown(2), 2, 4));
        assertThrows(UserError.class, () -> rule(Math.nextUp(4), 2, 4));
        assertThrows(UserError.class, () -> rule(Double.NaN, 2, 4));
    }
}
