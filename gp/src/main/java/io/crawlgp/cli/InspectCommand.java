package io.crawlgp.cli;

import io.crawlgp.content.crawl.ContentCrawlData;
import io.crawlgp.content.crawl.CrawlDataLoader;
import io.crawlgp.experiment.FoldSpec;
import io.crawlgp.experiment.ResultsStatus;
import io.crawlgp.experiment.Split;
import io.crawlgp.experiment.TrialOutput;
import io.crawlgp.experiment.Trials;
import io.crawlgp.feature.Feature;
import io.crawlgp.gp.figures.ResponseCurves;
import io.crawlgp.gp.inspect.FormulaTable;
import io.crawlgp.gp.inspect.RuleCensus;
import io.crawlgp.io.Provenance;
import io.crawlgp.policy.IntervalRule;
import io.crawlgp.policy.IntervalRules;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Read evolved formulas, simplify any formula, and test your own formula with the baselines' protocol. */
@Command(name = "inspect", mixinStandardHelpOptions = true, description = "Inspect evolved formulas and try your own.")
public final class InspectCommand extends ParentCommand {
    @Command(
            name = "formulas",
            mixinStandardHelpOptions = true,
            description = "List a results folder's formulas fold by fold: the fold's selected GP4C functions with"
                    + " training, validation and test values, then its archive best validation first, members with the"
                    + " same shown form merged. Values of different folds were measured on different pages, so folds are"
                    + " not ranked together.")
    void formulas(
            @Option(
                            names = "--results",
                            required = true,
                            paramLabel = "DIR",
                            description = "A folder written by 'crawlgp evolve'.")
                    Path results,
            @Option(
                            names = "--top",
                            defaultValue = "5",
                            paramLabel = "N",
                            description = "Archive rows to show per fold (>= 0). Default: ${DEFAULT-VALUE}.")
                    int top,
            @Option(names = "--fold", paramLabel = "F", description = "Only fold F. Default: every fold.") Integer fold,
            @Option(
                            names = "--test",
                            description =
                                    "Also measure the shown archive members on their fold's test pages (formulas.csv"
                                            + " keeps test values for the selected functions only): the run's settings.properties"
                                            + " rebuilds its data and folds; score-form runs only. For reading: selection stays on"
                                            + " validation.")
                    boolean test,
            @Option(
                            names = "--markdown",
                            description =
                                    "Instead: a Markdown table of every fold's GP4C_Best in readable form with its"
                                            + " tree size, validation and test values, captioned with the folder, its commit and"
                                            + " this command (for a guide).")
                    boolean markdown,
            @Option(
                            names = "--into",
                            paramLabel = "FILE",
                            description =
                                    "With --markdown: write the table into FILE between '<!-- formulas-table:start"
                                            + " NAME -->' and '<!-- formulas-table:end -->' (NAME: the folder's name).")
                    Path into,
            @Option(
                            names = "--latex",
                            description = "Print one booktabs LaTeX table per fold (formulas in math mode, the"
                                    + " protected operators written as they compute) instead of text tables.")
                    boolean latex,
            @Option(
                            names = "--form",
                            defaultValue = "readable",
                            paramLabel = "FORM",
                            description = "readable: like terms and constants collected, the same function in real"
                                    + " arithmetic (constants to 4 significant digits); rank: simplified up to ranking"
                                    + " (crawls the same pages; constants and increasing outer functions dropped); exact:"
                                    + " simplified bit for bit (every state scores the same); tree: as evolved."
                                    + " Default: ${DEFAULT-VALUE}.")
                    String form) {
        if (markdown) FormulaTable.markdown(results, into, out());
        else new FormulaTable.Listing(results, top, latex, form, fold, test).print(out(), System.err);
    }

    @Command(
            name = "rules",
            mixinStandardHelpOptions = true,
            description = "What the adaptive form chose in a benchmark folder: per dataset and rule-form GP "
                    + "method, every fold's GP4C_Best counted as a production rule kept unchanged (by name) or a rule of its "
                    + "own, with mean test values and the most frequent rule of its own. Prints Markdown.")
    void rules(
            @Option(
                            names = "--benchmark",
                            required = true,
                            paramLabel = "DIR",
                            description =
                                    "A folder written by 'crawlgp benchmark' whose suite has a GP method with form = adaptive.")
                    Path benchmark,
            @Option(
                            names = "--into",
                            paramLabel = "FILE",
                            description = "Write the table into FILE between '<!-- rules-table:start -->' and "
                                    + "'<!-- rules-table:end -->' (a guide) instead of printing it.")
                    Path into) {
        String table = RuleCensus.markdown(benchmark);
        if (into == null) out().print(table);
        else {
            ResultsStatus.writeTable(into, "rules-table", benchmark, table);
            out().println("wrote the table of " + benchmark + " into " + into);
        }
    }

    @Command(
            name = "features",
            mixinStandardHelpOptions = true,
            description =
                    "List the features formulas and GP inputs may use, with what each is and its source: the crawl features on every dataset, "
                            + "the content features and RB's predictors (rb1, rb2, rb3) on a dataset with versions.jsonl.gz.")
    void features() {
        out().print(ContentCrawlData.catalogueTable());
    }

    @Command(
            name = "simplify",
            mixinStandardHelpOptions = true,
            description =
                    "Simplify a formula two ways and print both as infix, prefix and LaTeX: exactly (constant folding and identities that hold "
                            + "under the protected operators, so every state scores the same) and up to ranking (like terms collected, additive constants, "
                            + "positive factors and increasing outer functions dropped, so a crawl picks the same pages).")
    void simplify(
            @Parameters(
                            paramLabel = "FORMULA",
                            description =
                                    "Infix (t*X + log(n)) or prefix ((* t X)) over any feature 'inspect features' lists.")
                    String formula) {
        FormulaTable.simplify(
                formula,
                ContentCrawlData.catalogue().stream().map(Feature::name).toList(),
                ContentCrawlData.nonNegativeNames(),
                out());
    }

    @Command(
            name = "curves",
            mixinStandardHelpOptions = true,
            description =
                    "Draw what score functions do: each one's crawl priority (the share of states (X, t) of a page with n visits that it "
                            + "scores lower) against t for X/n = 0, 0.1, 0.25, 0.5, 1, and as a heat map over (t, X/n), beside NAD, CG and Age. "
                            + "Writes curves.png, heatmap.png (each with an SVG twin) and response.csv.")
    void curves(
            @Option(names = "--formula", paramLabel = "FORMULA", description = "A formula over n, X, t (repeatable).")
                    List<String> formulas,
            @Option(
                            names = "--results",
                            paramLabel = "DIR",
                            description =
                                    "A folder written by 'crawlgp evolve': draws the chosen GP4C_Best function of every fold.")
                    Path results,
            @Option(
                            names = "--n",
                            paramLabel = "N",
                            defaultValue = "20",
                            description = "Visits so far, n, of the page drawn (>= 1). Default: ${DEFAULT-VALUE}.")
                    int n,
            @Option(
                            names = "--max-t",
                            paramLabel = "T",
                            defaultValue = "60",
                            description = "Largest t drawn (>= 2). Default: ${DEFAULT-VALUE}.")
                    int maxT,
            @Option(
                            names = "--out",
                            required = true,
                            paramLabel = "DIR",
                            description = "Folder for the figures, e.g. plots/NAME/curves.")
                    Path out) {
        ResponseCurves.run(formulas, results, n, maxT, out, out());
    }

    @Command(
            name = "run",
            mixinStandardHelpOptions = true,
            description =
                    "Run a formula of your own as a policy with the baselines' protocol (seeded folds, each test fold on its own), "
                            + "optionally next to the baselines; or an interval rule with memory (--update, --score, --interval), or a "
                            + "production rule written as one (--rule).")
    void run(
            @Option(
                            names = "--formula",
                            paramLabel = "FORMULA",
                            description =
                                    "e.g. 't*X', 'X/(n+1)*t' or 'tc / (t + 1)': any feature of the dataset (content features on a folder with versions; "
                                            + "RB's rb1, rb2, rb3 there too with --warmup >= 12, and RB-1D/2D/3D among the baselines).")
                    String formula,
            @Option(
                            names = "--update",
                            paramLabel = "TREE",
                            description =
                                    "An interval rule's update tree: the page's new interval at a visit, over I (its interval), c (1 if the "
                                            + "visit found a change), e (cycles since the previous visit), n, X (earlier visits and changes) and d "
                                            + "(days per cycle), e.g. 'if(c, I / 2, I * 2)'. Goes with --score and --interval.")
                    String update,
            @Option(
                            names = "--score",
                            paramLabel = "TREE",
                            description =
                                    "An interval rule's score tree over t (cycles since the last visit), I, n, X and d; higher is crawled "
                                            + "first, e.g. 't / I'.")
                    String score,
            @Option(
                            names = "--interval",
                            split = ",",
                            paramLabel = "I0,MIN,MAX",
                            description =
                                    "An interval rule's initial interval and clamps, in the unit its trees keep I in, e.g. 1,0.5,60 (cycles).")
                    List<Double> interval,
            @Option(
                            names = "--rule",
                            paramLabel = "NAME",
                            description =
                                    "A production rule written as an interval rule: Heritrix-rule, Heritrix-ratio-rule, StormCrawler-rule, "
                                            + "StormCrawler-ratio-rule (each crawls as its policy does).")
                    String ruleName,
            @Option(
                            names = "--name",
                            paramLabel = "NAME",
                            defaultValue = "formula",
                            description = "Method name in the results. Default: ${DEFAULT-VALUE}.")
                    String name,
            @Mixin DatasetOptions dataset,
            @Mixin SimulationOptions simulation,
            @Mixin PredictorOptions rb,
            @Option(
                            names = "--folds",
                            paramLabel = "N",
                            defaultValue = "5",
                            description = "Number of folds. Default: ${DEFAULT-VALUE}.")
                    int folds,
            @Option(
                            names = "--split",
                            paramLabel = "pages|sites|time",
                            defaultValue = "pages",
                            description = "How pages are dealt into folds: pages (seeded, the paper's), sites (each "
                                    + "site's pages in one fold, folds balanced by pages as the sites allow), time "
                                    + "(rolling-origin windows: every page in every fold, each fold tested on a later "
                                    + "window of the timeline, crawling from cycle 0). Default: ${DEFAULT-VALUE}.")
                    Split split,
            @Option(names = "--with-baselines", description = "Also run every baseline and the Oracle.")
                    boolean withBaselines,
            @Option(
                            names = "--against",
                            paramLabel = "DIR",
                            description =
                                    "A results folder of the same data, folds and seed (e.g. from 'crawlgp baselines'): the formula is run with "
                                            + "one of its policies as a witness (it must agree row for row), the folders are merged into --out, "
                                            + "and comparisons.csv holds the paired tests of the formula against every method of DIR.")
                    Path against,
            @Option(names = "--out", required = true, paramLabel = "DIR", description = "Results folder.") Path out,
            @Option(
                            names = "--force",
                            description =
                                    "Replace the results folder whole: its old files are removed first (only a folder holding a crawlgp run, or an empty one). Without it a folder holding another run is refused.")
                    boolean force) {
        IntervalRule rule = IntervalRules.fromParts(formula, update, score, interval, ruleName, name);
        Provenance prov = Provenance.start(invocation());
        Trials.refuseOver(out, dataset.spec());
        var data = new CrawlDataLoader(ExperimentOptions.workers(0), System.err)
                .all(
                        dataset.spec(),
                        rule != null ? null : rb.settings(),
                        simulation.settings().warmup());
        Trials.run(
                rule != null ? Trials.rule(rule) : Trials.formula(formula, name, data),
                data,
                simulation.settings(),
                new FoldSpec(folds, split),
                new Trials.Company(withBaselines, against),
                new TrialOutput(out, force, prov, out()));
    }
}
