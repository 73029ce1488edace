package io.crawlgp.cli;

import io.crawlgp.experiment.ResultsMerge;
import io.crawlgp.io.OutputPaths;
import io.crawlgp.io.Provenance;
import io.crawlgp.io.ResultsFolders;
import io.crawlgp.util.UserError;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** One table from several results folders on the same data. */
@Command(
        name = "compare",
        mixinStandardHelpOptions = true,
        description =
                "Merge results folders run on the same data, folds and seeds (e.g. GP4C over n, X, t and GP4C over content features) into one "
                        + "table: shared methods must agree row for row; each folder's own methods get its label. Writes per_cycle.csv, summary.csv, "
                        + "comparisons.csv (paired per-cycle tests of --against against every other method) and provenance.json.")
public final class CompareCommand extends CommandBase {
    @Option(
            names = "--results",
            required = true,
            paramLabel = "DIR=LABEL",
            description =
                    "A results folder and the label of its own methods (replaces 'GP4C' in their names), e.g. results/a=GP4C-nXt. Repeat for each folder.")
    List<String> results;

    @Option(
            names = "--against",
            required = true,
            paramLabel = "METHOD",
            description = "The method tested against every other, e.g. GP4C-content_Best.")
    String against;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "Results folder for the merged table.")
    Path out;

    @picocli.CommandLine.Mixin
    ForceOption force;

    /** What identifies a merge in run.json. */
    public record Merge(String results, String against) {}

    @Override
    public void run() {
        List<ResultsMerge.Source> sources = new ArrayList<>();
        for (String r : results) {
            int eq = r.lastIndexOf('=');
            if (eq <= 0 || eq == r.length() - 1) throw new UserError("--results: expected DIR=LABEL, got '" + r + "'");
            sources.add(new ResultsMerge.Source(Path.of(r.substring(0, eq)), r.substring(eq + 1)));
        }
        Provenance prov = Provenance.start(invocation());
        for (ResultsMerge.Source src : sources) OutputPaths.refuseOver(out, src.dir());
        ResultsFolders.claimed(
                out,
                "compare",
                new Merge(String.join(" ", results), against),
                Map.of(),
                force.force,
                () -> ResultsMerge.run(sources, against, out, prov, out()));
    }
}
