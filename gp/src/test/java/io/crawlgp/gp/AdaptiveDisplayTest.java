package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A rule with memory as inspect formulas shows it: each tree readable, constants to 4 significant digits. */
class AdaptiveDisplayTest {
    @Test
    void aRuleByHand() {
        String text = "I * 1.5 + I * 0.5 ; t / I ; 0.5587362545180762 ; 0.5587362545180762 ; 2.4118241870507835";
        assertEquals(
                "I' = 2 * I ; s = t / I ; I0 = 0.5587, I in [0.5587, 2.412]",
                AdaptiveForm.display(AdaptiveForm.rule("r", text)));
    }
}
