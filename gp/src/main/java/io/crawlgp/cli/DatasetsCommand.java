package io.crawlgp.cli;

import io.crawlgp.archive.CaptureThinning;
import io.crawlgp.archive.CdxImport;
import io.crawlgp.archive.GitImport;
import io.crawlgp.archive.GitImportSettings;
import io.crawlgp.dataset.DatasetTools;
import io.crawlgp.dataset.GeneratorSettings;
import io.crawlgp.dataset.SignalDataset;
import io.crawlgp.dataset.SignalModel;
import io.crawlgp.experiment.DatasetTable;
import io.crawlgp.experiment.Trials;
import io.crawlgp.io.InputFiles;
import io.crawlgp.io.OutputPaths;
import io.crawlgp.util.RecordOverrides;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Generate and describe change-history datasets. */
@Command(
        name = "datasets",
        mixinStandardHelpOptions = true,
        description = "Generate, import and describe change-history datasets.",
        subcommands = {DatasetsCommand.Import.class})
public final class DatasetsCommand extends ParentCommand {
    /** The --out of every dataset writer. */
    static final String DATASET_OUT =
            "Output folder (created). A dataset folder is claimed like a results folder: the same command again rewrites it, "
                    + "another is refused unless --force.";
    /** Datasets from web-archive sources a researcher already has. */
    @Command(
            name = "import",
            mixinStandardHelpOptions = true,
            description =
                    "Build a change history from a page archive: a git repository of page snapshots (with the text of its versions), or capture indexes (CDX, CDXJ).")
    static final class Import extends ParentCommand {
        @Command(
                name = "git",
                mixinStandardHelpOptions = true,
                description =
                        "Read a git page archive (an Open Terms Archive '-versions' repository, a git-scraping repository, or a bundle of one) "
                                + "and write DIR/pages.csv (with --content also DIR/versions.jsonl.gz) in the documented formats. Cycle c covers the days "
                                + "[from + (c-1)L, from + cL) in UTC; a page changed at c when its file differs between the ends of c-1 and c. Files not "
                                + "present at every cycle end (added later, deleted, renamed) are dropped and counted; see the data guide, 'Importing archives'.")
        void git(
                @Option(
                                names = "--repo",
                                required = true,
                                paramLabel = "PATH",
                                description = "A working tree, a bare repository or a git bundle file.")
                        Path repo,
                @Option(
                                names = "--from",
                                required = true,
                                paramLabel = "YYYY-MM-DD",
                                description = "First day of cycle 1 (UTC); cycle 0 is the state before it.")
                        LocalDate from,
                @Option(
                                names = "--to",
                                required = true,
                                paramLabel = "YYYY-MM-DD",
                                description =
                                        "End of the period (exclusive, UTC); a trailing partial cycle is dropped.")
                        LocalDate to,
                @Option(
                                names = "--cycle-length",
                                defaultValue = "1",
                                paramLabel = "DAYS",
                                description = "Days per cycle. Default: ${DEFAULT-VALUE}.")
                        int cycleLength,
                @Option(
                                names = "--glob",
                                defaultValue = "**",
                                paramLabel = "PATTERN",
                                description =
                                        "Files that are pages, a glob on the path in the repository (e.g. '*/*.md' for Open Terms Archive); paths with a "
                                                + "component starting with '.' are never pages. Default: ${DEFAULT-VALUE}.")
                        String glob,
                @Option(
                                names = "--date",
                                defaultValue = "author",
                                paramLabel = "author|committer",
                                description =
                                        "Which commit date places a version in time: author (when the snapshot was observed, in Open Terms Archive and "
                                                + "git scrapers) or committer. Default: ${DEFAULT-VALUE}.")
                        GitImportSettings.DateKind date,
                @Option(
                                names = "--ref",
                                defaultValue = "HEAD",
                                paramLabel = "REF",
                                description =
                                        "Branch, tag or commit whose first-parent history is read. Default: ${DEFAULT-VALUE}.")
                        String ref,
                @Option(
                                names = "--content",
                                description =
                                        "Also write the text of every version (versions.jsonl.gz), for content features.")
                        boolean content,
                @Option(
                                names = "--xz",
                                description =
                                        "With --content: write versions.jsonl.xz instead of .gz, about 15x smaller for archives whose "
                                                + "documents change little between versions (LZMA2's 8 MB window spans a document's earlier "
                                                + "versions, gzip's 32 KB does not), at several times the compression time.")
                        boolean xz,
                @Option(
                                names = "--fnmatch",
                                description =
                                        "Match --glob as Python's fnmatch does: '*' also crosses '/' (so "
                                                + "'reference/*.md' takes every Markdown file under reference/), as the bundled "
                                                + "web histories were built. Default: Java's glob ('*' within a folder, '**' across).")
                        boolean fnmatch,
                @Option(
                                names = "--site-component",
                                defaultValue = "0",
                                paramLabel = "N",
                                description = "Which folder of a page's path (0-based) names its site, e.g. 3 for "
                                        + "src/content/docs/LANG/...; a page without that folder is refused. Default: "
                                        + "${DEFAULT-VALUE}, the first folder ('.' for a file at the top).")
                        int siteComponent,
                @Option(
                                names = "--site",
                                defaultValue = "",
                                paramLabel = "NAME",
                                description = "One site for every page (a repository that is one site), instead of a "
                                        + "folder of the path. Default: none.")
                        String site,
                @Option(names = "--out", required = true, paramLabel = "DIR", description = DATASET_OUT) Path out,
                @Mixin ForceOption force) {
            OutputPaths.refuseOver(out, repo);
            GitImportSettings s = new GitImportSettings(
                    repo, from, to, cycleLength, glob, date, ref, content, xz, fnmatch, siteComponent, site);
            Outputs.dataset(
                    out,
                    "dataset import git",
                    RecordOverrides.describe(s),
                    InputFiles.ofFile(repo),
                    force.force,
                    () -> GitImport.run(s, out, invocation(), out()));
        }

        @Command(
                name = "cdx",
                mixinStandardHelpOptions = true,
                description =
                        "Read capture indexes (legacy CDX with its ' CDX N b a m s k ...' header, the Wayback CDX server's 7-field lines, or "
                                + "Common Crawl's CDXJ; .gz read too; each sorted by urlkey then time, as published) and write DIR/pages.csv and "
                                + "DIR/captures.csv. A change is a capture whose digest differs from the previous capture's, written at that capture's "
                                + "cycle; captures.csv marks the cycles each page was captured in. Streams in bounded memory; see the data guide, 'Importing archives'.")
        void cdx(
                @picocli.CommandLine.Parameters(
                                paramLabel = "FILE",
                                arity = "1..*",
                                description = "Capture index files (merged by urlkey and time).")
                        List<Path> files,
                @Option(
                                names = "--from",
                                required = true,
                                paramLabel = "YYYY-MM-DD",
                                description = "First day of cycle 1 (UTC); cycle 0 is the last capture before it.")
                        LocalDate from,
                @Option(
                                names = "--to",
                                required = true,
                                paramLabel = "YYYY-MM-DD",
                                description =
                                        "End of the period (exclusive, UTC); a trailing partial cycle is dropped.")
                        LocalDate to,
                @Option(
                                names = "--cycle-length",
                                defaultValue = "1",
                                paramLabel = "DAYS",
                                description = "Days per cycle. Default: ${DEFAULT-VALUE}.")
                        int cycleLength,
                @Option(names = "--out", required = true, paramLabel = "DIR", description = DATASET_OUT) Path out,
                @Mixin ForceOption force) {
            Map<String, String> inputs = new TreeMap<>();
            for (Path f : files) {
                OutputPaths.refuseOver(out, f);
                inputs.putAll(InputFiles.ofFile(f));
            }
            Outputs.dataset(
                    out,
                    "dataset import cdx",
                    Map.of("files", files, "from", from, "to", to, "cycleLength", cycleLength),
                    inputs,
                    force.force,
                    () -> CdxImport.run(files, from, to, cycleLength, out, invocation(), out()));
        }
    }

    @Command(
            name = "thin",
            mixinStandardHelpOptions = true,
            description =
                    "A history seen through irregular archive captures: each page captured in each cycle with probability --capture-rate "
                            + "(seeded), a change written at the first capture after it, as 'datasets import cdx' records changes. Run any method on "
                            + "both histories to measure what that approximation does.")
    void thin(
            @Mixin DatasetOptions dataset,
            @Option(
                            names = "--capture-rate",
                            required = true,
                            paramLabel = "Q",
                            description = "Probability that a page is captured in a cycle, in (0, 1].")
                    double rate,
            @Option(
                            names = "--seed",
                            paramLabel = "SEED",
                            defaultValue = "1",
                            description = "Seed of the captures. Default: ${DEFAULT-VALUE}.")
                    long seed,
            @Option(names = "--out", required = true, paramLabel = "DIR", description = DATASET_OUT) Path out,
            @Mixin ForceOption force) {
        CaptureThinning.write(dataset.spec(), rate, seed, out, force.force, invocation(), out());
    }

    @Command(
            name = "signals",
            mixinStandardHelpOptions = true,
            description = "A dataset with change signals written out: the history as loaded (pages.csv, its"
                    + " cycle length) and signals.csv (page,cycle) drawn by a seeded model over it: per site (per page"
                    + " with one site) a mode, accurate (each change signalled with the recall, after the delay, plus"
                    + " false positives), deploy (every page of the site whenever one of its pages changed) or none."
                    + " A run on the folder reads the signals a run declaring the model draws. See the signals guide.")
    void signals(
            @Mixin DatasetOptions dataset,
            @Option(
                            names = "--signals",
                            required = true,
                            paramLabel = "MIXTURE",
                            description = "The modes' weights, e.g. accurate:0.4/deploy:0.3/none:0.3 (summing to 1).")
                    String mixture,
            @Option(
                            names = "--recall",
                            paramLabel = "R",
                            defaultValue = "0.8",
                            description = "An accurate site's chance to signal each change. Default: ${DEFAULT-VALUE}.")
                    double recall,
            @Option(
                            names = "--false-positives",
                            paramLabel = "F",
                            defaultValue = "0.05",
                            description = "An accurate site's chance of a signal in any cycle of a page. Default:"
                                    + " ${DEFAULT-VALUE}.")
                    double falsePositives,
            @Option(
                            names = "--delay",
                            paramLabel = "CYCLES",
                            defaultValue = "0",
                            description = "Cycles from a change to its signal. Default: ${DEFAULT-VALUE}.")
                    int delay,
            @Option(
                            names = "--seed",
                            paramLabel = "SEED",
                            defaultValue = "1",
                            description = "Seed of the modes and draws. Default: ${DEFAULT-VALUE}.")
                    long seed,
            @Option(names = "--out", required = true, paramLabel = "DIR", description = DATASET_OUT) Path out,
            @Mixin ForceOption force) {
        SignalDataset.write(
                dataset.spec(),
                SignalModel.fromOptions(mixture, recall, falsePositives, delay, seed),
                out,
                force.force,
                invocation(),
                out());
    }

    @Command(
            name = "generate",
            mixinStandardHelpOptions = true,
            description =
                    "Write a seeded synthetic change history (Poisson pages with heavy-tailed rates, periodic pages, "
                            + "bursty Markov-modulated pages, site-level shocks; see the data guide, 'Synthetic data') as DIR/pages.csv.")
    void generate(
            @Option(names = "--out", required = true, paramLabel = "DIR", description = DATASET_OUT) Path out,
            @Option(
                            names = "--pages",
                            paramLabel = "N",
                            defaultValue = "5000",
                            description = "Number of pages. Default: ${DEFAULT-VALUE}.")
                    int pages,
            @Option(
                            names = "--cycles",
                            paramLabel = "N",
                            defaultValue = "57",
                            description = "Number of cycles (57 = BRDC'12's days). Default: ${DEFAULT-VALUE}.")
                    int cycles,
            @Option(
                            names = "--seed",
                            paramLabel = "SEED",
                            defaultValue = "1",
                            description = "Generator seed. Default: ${DEFAULT-VALUE}.")
                    long seed,
            @Option(
                            names = "--set",
                            paramLabel = "NAME=VALUE",
                            description = "Override a generator setting (repeatable), e.g. --set shareBursty=0.4. "
                                    + "Names: the components of GeneratorSettings listed in the README.")
                    Map<String, String> set,
            @Mixin ForceOption force) {
        GeneratorSettings g =
                RecordOverrides.apply(GeneratorSettings.of(pages, cycles, seed), set == null ? Map.of() : set);
        DatasetTools.requireSpace(g, out); // before the folder is claimed
        Outputs.dataset(
                out,
                "dataset generate",
                RecordOverrides.describe(g),
                Map.of(),
                force.force,
                () -> DatasetTools.generate(g, out, invocation(), out()));
    }

    @Command(
            name = "table",
            mixinStandardHelpOptions = true,
            description = "Write the datasets table from a folder of 'crawlgp baselines' runs (one per dataset): "
                    + "pages, cycles, days per cycle, sites, change rate, share never changed (from each run's data), "
                    + "and the Oracle, the best method and Rand (from its summary.csv). Prints Markdown.")
    void table(
            @Option(
                            names = "--baselines",
                            required = true,
                            paramLabel = "DIR",
                            description = "A folder holding one baselines run per dataset, e.g. results/web-baselines.")
                    Path baselines,
            @Option(
                            names = "--into",
                            paramLabel = "FILE",
                            description = "Write the table into FILE between '<!-- datasets-table:start NAME -->' and "
                                    + "'<!-- datasets-table:end -->' instead of printing it.")
                    Path into) {
        if (into == null) out().print(DatasetTable.markdown(baselines));
        else {
            DatasetTable.into(baselines, into);
            out().println("wrote the table of " + baselines + " into " + into);
        }
    }

    @Command(
            name = "describe",
            mixinStandardHelpOptions = true,
            description = "Pages, cycles, change rate per cycle and the distribution of changes per page of a dataset.")
    void describe(
            @Mixin DatasetOptions dataset,
            @Option(
                            names = "--per-cycle-out",
                            paramLabel = "FILE",
                            description = "Also write the changes of every cycle as CSV (cycle,changed,rate).")
                    Path perCycleOut,
            @Option(names = "--force", description = "Replace an existing --per-cycle-out file.") boolean force) {
        if (perCycleOut != null) Trials.refuseOver(perCycleOut, dataset.spec());
        OutputPaths.refuseExisting(perCycleOut, force, start -> start.startsWith("cycle,changed,rate\n"));
        OutputPaths.refuseIntoData(perCycleOut, false);
        DatasetTools.describe(dataset.spec(), perCycleOut, out());
    }
}
