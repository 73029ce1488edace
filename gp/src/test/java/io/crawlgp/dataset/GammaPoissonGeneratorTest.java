package io.crawlgp.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

/** The gamma-Poisson family: its change frequency against the model's expectation, and seeding. */
class GammaPoissonGeneratorTest {
    @Test
    void changeShareMatchesTheModel() {
        GammaPoissonSettings s = new GammaPoissonSettings(20000, 57, 3, 0.5, 0.1, 0.1, 7, 1.0);
        ChangeHistory h = GammaPoissonGenerator.generate(s);
        // Poisson pages: P(change in a cycle) = 1 - E[e^-lambda] = 1 - (1 + scale)^-shape with scale = 0.1 / 0.5;
        // periodic pages change on one cycle in 7 (57 cycles hold 8 or 9 phases; 57/7 on average)
        double poisson = 1 - Math.pow(1 + 0.2, -0.5);
        double expected = 0.9 * poisson + 0.1 / 7;
        double observed = h.totalChanges() / (double) (h.pages() * (long) h.cycles());
        assertEquals(expected, observed, 0.003);
    }

    @Test
    void theSeedAloneDecidesTheHistory() {
        GammaPoissonSettings a = new GammaPoissonSettings(500, 30, 7, 0.5, 0.1, 0.1, 7, 1.0);
        assertEquals(GammaPoissonGenerator.generate(a), GammaPoissonGenerator.generate(a));
        assertNotEquals(
                GammaPoissonGenerator.generate(a),
                GammaPoissonGenerator.generate(new GammaPoissonSettings(500, 30, 8, 0.5, 0.1, 0.1, 7, 1.0)));
        assertEquals(
                GammaPoissonGenerator.generate(a),
                DatasetSpec.of("gamma-poisson:pages=500,cycles=30,seed=7")
                        .load()
                        .history());
    }
}
