package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.crawlgp.evolution.ArchiveEntry;
import io.crawlgp.evolution.Breeding;
import io.crawlgp.experiment.DataLoader;
import io.crawlgp.gp.results.GpResultsCsv;
import io.crawlgp.gp.results.GpResultsCsv.FormulaRow;
import io.crawlgp.util.RunContext;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A form's variant is what differs, everything else forwarded: here, one that chooses on training alone. */
class FormVariantTest {
    @TempDir
    Path dir;

    /** The score form, choosing its members by their training fitness instead of the validation pages'. */
    static final FormKind ON_TRAINING = new FormKind() {
        @Override
        public void check(List<String> inputs, Breeding breeding, String residualBase) {
            Forms.kind(Form.SCORE).check(inputs, breeding, residualBase);
        }

        @Override
        public FormRun in(Gp4cRun c) {
            return new FormRunVariant(Forms.kind(Form.SCORE).in(c)) {
                @Override
                public ToDoubleFunction<ArchiveEntry> validation(int fold) {
                    return ArchiveEntry::trainFitness;
                }
            };
        }
    };

    @Test
    void aVariantOverridesOneStepAndRunsTheWholeProtocol() {
        GpSettings s = SettingsFile.load(
                null,
                Map.of(
                        "dataset",
                        "synthetic:pages=600,cycles=16",
                        "seeds",
                        "1",
                        "population",
                        "10",
                        "generations",
                        "2",
                        "folds",
                        "3",
                        "budget",
                        "0.1"));
        Gp4cExperiment.run(s, ON_TRAINING, DataLoader.PLAIN, dir.resolve("v"), 1, false, RunContext.quiet("t"), null);
        Gp4cExperiment.run(s, dir.resolve("score"), 1, false, "t");
        // every member the variant scored carries its training fitness as its validation score
        List<FormulaRow> rows = GpResultsCsv.readFormulas(dir.resolve("v/formulas.csv"));
        for (FormulaRow r : rows) assertEquals(r.train(), r.validation(), 0.0, r.toString());
        // the score form itself validates on other pages: its validation scores are not its training ones
        List<FormulaRow> score = GpResultsCsv.readFormulas(dir.resolve("score/formulas.csv"));
        assertNotEquals(
                score.stream().map(FormulaRow::train).toList(),
                score.stream().map(FormulaRow::validation).toList());
    }
}
