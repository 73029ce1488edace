package io.crawlgp.cli;

import io.crawlgp.io.ResultsFolders;
import io.crawlgp.newpages.NewPageGeneratorSettings;
import io.crawlgp.newpages.NewPagesResults;
import io.crawlgp.newpages.NewPagesRuns;
import io.crawlgp.newpages.NewPagesSettings;
import io.crawlgp.util.RecordOverrides;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Crawl ordering of new pages by predicted popularity (Ostroumova et al.). */
@Command(
        name = "newpages",
        mixinStandardHelpOptions = true,
        description =
                "Crawl ordering of newly discovered pages by predicted popularity (Ostroumova et al., ECIR 2014): "
                        + "boosted models predict total visits a and decay λ; every τ the crawler fetches the page with the highest a·e^(−λ·age).")
public final class NewPagesCommand extends ParentCommand {
    @Command(
            name = "generate",
            mixinStandardHelpOptions = true,
            description =
                    "Write a seeded synthetic new-page dataset (hosts, URL kinds, discovery sources; popularity and decay depend on them; "
                            + "see the new-pages guide) as DIR/newpages.csv.")
    void generate(
            @Option(names = "--out", required = true, paramLabel = "DIR", description = DatasetsCommand.DATASET_OUT)
                    Path out,
            @Option(
                            names = "--seed",
                            paramLabel = "SEED",
                            defaultValue = "1",
                            description = "Generator seed. Default: ${DEFAULT-VALUE}.")
                    long seed,
            @Option(
                            names = "--set",
                            paramLabel = "NAME=VALUE",
                            description = "Generator setting (repeatable): pages, hosts, spanHours, hours, "
                                    + "medianVisits, noiseSigma.")
                    Map<String, String> set,
            @Mixin ForceOption force) {
        Map<String, String> m = new LinkedHashMap<>(set == null ? Map.of() : set);
        m.putIfAbsent("seed", Long.toString(seed));
        NewPageGeneratorSettings g = RecordOverrides.apply(NewPageGeneratorSettings.defaults(), m);
        Outputs.dataset(
                out,
                "dataset newpages generate",
                RecordOverrides.describe(g),
                Map.of(),
                force.force,
                () -> NewPagesRuns.generate(g, out, invocation(), out()));
    }

    @Command(
            name = "describe",
            mixinStandardHelpOptions = true,
            description = "Pages, span, visits and their concentration in the first hours.")
    void describe(
            @Option(
                            names = "--dataset",
                            required = true,
                            paramLabel = "PATH",
                            description = "A newpages.csv (or its folder), or 'synthetic'.")
                    String dataset) {
        NewPagesRuns.describe(dataset, out());
    }

    @Command(
            name = "run",
            mixinStandardHelpOptions = true,
            description =
                    "Train the boosted models on the first part of the span, evolve the GP priority on the next, and run every policy "
                            + "on the rest: per_repeat.csv, summary.csv (utility per second, 95%% t intervals, paired t-test against expected-utility), "
                            + "cumulative.csv, models.csv, formulas.csv, cumulative.png, summary.png and provenance.json.")
    void run(
            @Mixin ExperimentOptions options,
            @Option(
                            names = "--repeats",
                            paramLabel = "N",
                            description =
                                    "Independent repeats (synthetic: a new dataset each, from a derived seed). Default: the settings' (10).")
                    Integer repeats,
            @Option(
                            names = "--seed",
                            paramLabel = "SEED",
                            description =
                                    "Master seed; every random choice derives from it. Default: the settings' (1).")
                    Long seed,
            @Option(names = "--out", required = true, paramLabel = "DIR", description = "Results folder.") Path out,
            @Mixin ForceOption force) {
        if (repeats != null) options.set.put("repeats", repeats.toString());
        if (seed != null) options.set.put("seed", seed.toString());
        NewPagesSettings s = options.settings(NewPagesSettings.defaults());
        ResultsFolders.claimed(
                out,
                "newpages run",
                s,
                Map.of(),
                force.force,
                () -> NewPagesRuns.run(s, options.workers(), out, invocation(), out()));
    }

    @Command(
            name = "plot",
            mixinStandardHelpOptions = true,
            description =
                    "Redraw cumulative.png and summary.png from a results folder's cumulative.csv and summary.csv.")
    void plot(
            @Option(
                            names = "--results",
                            required = true,
                            paramLabel = "DIR",
                            description = "A folder written by 'newpages run'.")
                    Path results,
            @Option(
                            names = "--out",
                            required = true,
                            paramLabel = "DIR",
                            description = "Where to write the figures, PNG and SVG (created).")
                    Path out) {
        NewPagesResults.plots(results, out);
        out().println("wrote " + out.resolve("cumulative.png") + " and " + out.resolve("summary.png"));
    }
}
