package io.crawlgp.content.prediction;

import io.crawlgp.plot.Bar;
import io.crawlgp.plot.Charts;
import io.crawlgp.util.TextTable;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Figures and console tables of the content commands. */
final class ContentReport {
    private ContentReport() {}

    static void accuracyBars(List<ContentResults.Row> rows, Path png) {
        List<Bar> bars = new ArrayList<>();
        for (ContentResults.Row r : rows) bars.add(new Bar(r.key(), r.accuracy(), r.high()));
        Charts.summaryBars(bars, "Significant-change prediction: accuracy", "Mean accuracy over targets (95% CI)", png);
    }

    static String table(List<ContentResults.Row> rows) {
        TextTable t =
                new TextTable("method", "targets", "accuracy", "95% CI", "p vs 3D", "balanced acc.", "F1 (change)");
        for (ContentResults.Row r : rows)
            t.row(
                    r.key(),
                    r.targets(),
                    String.format("%.4f", r.accuracy()),
                    String.format("[%.4f, %.4f]", r.low(), r.high()),
                    Double.isNaN(r.pVsExperts()) ? "" : String.format("%.3g", r.pVsExperts()),
                    String.format("%.4f", r.balancedAccuracy()),
                    String.format("%.4f", r.f1()));
        return t.render();
    }
}
