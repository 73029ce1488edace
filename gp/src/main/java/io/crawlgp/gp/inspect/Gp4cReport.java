package io.crawlgp.gp.inspect;

import io.crawlgp.experiment.PairedComparison;
import io.crawlgp.experiment.ResultsFolder;
import io.crawlgp.gp.Gp4cExperiment;
import io.crawlgp.gp.GpSettings;
import io.crawlgp.gp.results.GpResultsCsv.FormulaRow;
import io.crawlgp.util.GpVariant;
import io.crawlgp.util.TextTable;
import java.io.PrintWriter;

/** The console report of a GP4C run: the summary table, the paired per-cycle tests and the chosen formulas. */
public final class Gp4cReport {
    private Gp4cReport() {}

    public static void print(GpSettings s, Gp4cExperiment.Outcome o, double seconds, PrintWriter out) {
        out.printf(
                "GP4C: %d folds x %d seeds, population %d x %d generations; %d runs computed, %d reused; %.1fs%n",
                s.protocol().folds(),
                s.protocol().seeds(),
                s.breeding().population(),
                s.breeding().generations(),
                o.unitsRun(),
                o.unitsReused(),
                seconds);
        out.print(ResultsFolder.table(o.summary()));
        if (!o.comparisons().isEmpty()) {
            TextTable c = PairedComparison.table("GP4C_Best vs", o.comparisons());
            out.println(
                    "GP4C_Best against each contender on " + s.fitnessMetric().label()
                            + " (the fitness): per-cycle paired t-tests over folds (alpha 0.05; cycles superior, tied, inferior, "
                            + "and the counts expected by chance under a sign-flip null: a description, not evidence); the "
                            + "evidence: the mean difference over test folds with Nadeau-Bengio's corrected interval and p, "
                            + "Holm-adjusted across the contenders:");
            out.print(c.render());
        }
        out.println(
                "GP4C_Best per fold (simplified up to ranking: crawls the same pages; 'inspect formulas --form exact' for the same scores):");
        for (FormulaRow r : o.formulas())
            if (r.variant().equals(GpVariant.BEST.method))
                out.printf(
                        "  fold %d  test %.4f  validation %.4f  %s%n",
                        r.fold(), r.test(), r.validation(), r.rankEquivalent());
    }
}
