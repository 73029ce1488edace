package io.crawlgp.experiment;

import io.crawlgp.io.Provenance;
import io.crawlgp.io.ResultsCsv;
import io.crawlgp.util.TextTable;
import java.nio.file.Path;
import java.util.List;

/** Writes the tidy files of a results folder; provenance last, so its presence marks a complete folder. */
public final class ResultsFolder {
    private ResultsFolder() {}

    public static List<Summary> write(Path dir, List<FoldRun> runs, Provenance provenance) {
        List<Summary> summary = Summary.of(runs);
        ResultsCsv.writePerCycle(dir.resolve(ResultsCsv.PER_CYCLE), ResultsCsv.rows(runs));
        ResultsCsv.writeSummary(dir.resolve(ResultsCsv.SUMMARY), summary);
        if (provenance != null) provenance.write(dir);
        return summary;
    }

    public static String table(List<Summary> summary) {
        TextTable t = new TextTable("method", "mean ChangeRate", "95% CI", "freshness", "ceiling");
        for (Summary s : summary)
            t.row(s.method(), String.format("%.4f", s.mean()),
                    Double.isNaN(s.ci95High()) ? "n/a" : String.format("± %.4f", s.ci95High() - s.mean()),
                    String.format("%.4f", s.freshness()), String.format("%.4f", s.ceiling()));
        return t.render();
    }
}
