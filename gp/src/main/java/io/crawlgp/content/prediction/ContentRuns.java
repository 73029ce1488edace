package io.crawlgp.content.prediction;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.ChangeHistoryCsv;
import io.crawlgp.dataset.CycleDays;
import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.dataset.VersionsJsonl;
import io.crawlgp.experiment.ResultsFolder;
import io.crawlgp.experiment.Summary;
import io.crawlgp.experiment.TestFoldProtocol;
import io.crawlgp.experiment.TrialOutput;
import io.crawlgp.io.InputFiles;
import io.crawlgp.io.Provenance;
import io.crawlgp.io.ResultsCsv;
import io.crawlgp.plot.Charts;
import io.crawlgp.policy.Policies;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import io.crawlgp.util.MethodId;
import io.crawlgp.util.Progress;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.SeedLabel;
import io.crawlgp.util.TextTable;
import io.crawlgp.util.UserError;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The content-change experiments as the 'crawlgp content' commands run them (Radinsky & Bennett, WSDM 2013): one
 * entry point per command, each loading the data under the settings, writing its results folder with provenance and
 * printing its table to the console writer.
 */
public final class ContentRuns {
    private final ContentSettings s;
    private final int workers;
    private final String invocation;
    private final PrintWriter console;

    public ContentRuns(ContentSettings s, int workers, String invocation, PrintWriter console) {
        this.s = s;
        this.workers = workers;
        this.invocation = invocation;
        this.console = console;
    }

    ContentData load(Provenance prov) {
        long t0 = System.nanoTime();
        ContentData d = ContentData.load(s, workers);
        Map<String, Object> ds = new TreeMap<>();
        ds.put("source", d.source());
        if (d.sha256() != null) ds.put("sha256_pages_versions", d.sha256());
        if (d.sha256() != null) ds.put(DatasetSpec.INPUTS, InputFiles.of(d.source()));
        ds.put("pages", d.corpus().pages());
        ds.put("cycles", d.corpus().cycles());
        ds.put("versions", d.corpus().versions());
        ds.put("terms", d.corpus().vocabulary().size());
        ds.put("load_seconds", Math.round((System.nanoTime() - t0) / 1e8) / 10.0);
        if (prov != null)
            prov.put("dataset", ds)
                    .put("settings", RecordOverrides.describe(s))
                    .put(
                            "seeds",
                            SeedLabel.describe(
                                    s.seed(),
                                    List.of(ContentExperiment.TARGETS, ContentExperiment.MODEL, FreshnessCrawl.COINS)));
        return d;
    }

    /** Pages, cycles, versions, changes and significant changes, the §7.1 filter, the link graph. */
    public void describe() {
        ContentData d = load(null);
        long changes = d.corpus().history().totalChanges(), significant = 0;
        int[] perPage = new int[d.corpus().pages()];
        for (int p = 0; p < perPage.length; p++)
            for (boolean b : d.labels()[p])
                if (b) {
                    significant++;
                    perPage[p]++;
                }
        console.printf(
                "%d pages x %d cycles (cycle length %d), %d versions, %d distinct terms%n",
                d.corpus().pages(),
                d.corpus().cycles(),
                s.cycleLength(),
                d.corpus().versions(),
                d.corpus().vocabulary().size());
        console.printf(
                "changes: %d (%.4f per page-cycle); labelled changes (%s%s): %d (%.1f%% of changes)%n",
                changes,
                changes / (double) d.corpus().pages() / d.corpus().cycles(),
                s.label().equals("any") ? "any change" : "chi-squared p < 0.05",
                s.poolChiSquared() && s.label().equals("significant") ? ", pooled" : "",
                significant,
                100.0 * significant / Math.max(1, changes));
        TextTable t = new TextTable("filter", "pages");
        for (int k : new int[] {1, 3, 5, 10, 20}) {
            final int kk = k;
            t.row(
                    ">= " + k + " labelled changes",
                    Arrays.stream(perPage).filter(x -> x >= kk).count());
        }
        for (double a : new double[] {0.3, 0.1, 0.05, 0.02}) {
            int n = 0;
            for (boolean[] h : d.labels()) if (SignificantChange.behaviourChanges(h, a)) n++;
            t.row("behaviour changes in >= " + a + " of cycles (§7.1)", n);
        }
        console.print(t.render());
        console.println("link graph: " + LinkGraph.of(d.corpus()).edges() + " undirected edges");
    }

    /** The sliding-window protocol of §7.2: Tables 1-3. */
    public void evaluate(Path out) {
        Provenance prov = Provenance.start(invocation);
        ContentData d = load(prov);
        int[] targets = ContentExperiment.eligible(d.features(), s);
        if (targets.length == 0)
            throw new UserError("no page passes the target filters (minChanges=" + s.minChanges() + ", behaviourAlpha="
                    + s.behaviourAlpha() + ")");
        long t0 = System.nanoTime();
        List<ContentExperiment.TargetResult> r;
        try (Progress p = Progress.start("content", targets.length)) {
            r = ContentExperiment.run(d.features(), LinkGraph.of(d.corpus()), s, targets, workers, p);
        }
        List<ContentResults.Row> rows = ContentResults.summary(r, s.selection());
        ContentResults.writePerTarget(out.resolve("per_target.csv"), d.corpus(), r);
        ContentResults.writeSummary(out.resolve("summary.csv"), rows);
        ContentReport.accuracyBars(rows, out.resolve("accuracy.png"));
        prov.put("targets", targets.length)
                .put("first_prediction_cycle", ContentExperiment.firstDay(d.features(), s))
                .put("wall_seconds", Math.round((System.nanoTime() - t0) / 1e8) / 10.0)
                .write(out);
        console.printf(
                "%d targets, %d prediction cycles each (from cycle %d, stride %d), n = %d, k = %d%n",
                targets.length,
                (d.corpus().cycles() - ContentExperiment.firstDay(d.features(), s)) / s.stride() + 1,
                ContentExperiment.firstDay(d.features(), s),
                s.stride(),
                s.training(),
                s.experts());
        console.print(ContentReport.table(rows));
        console.println("wrote " + out);
    }

    /** Accuracy against one parameter (Fig. 6: training, Fig. 7: experts). */
    public void sweep(String param, List<Integer> values, Path out) {
        if (!param.equals("training") && !param.equals("experts"))
            throw new UserError("--param must be training or experts, got '" + param + "'");
        Provenance prov = Provenance.start(invocation);
        ContentSettings base = s;
        ContentData d = load(prov);
        LinkGraph g = LinkGraph.of(d.corpus());
        // the same targets and the same prediction cycles for every value: the largest n fixes the first cycle
        ContentSettings widest = RecordOverrides.apply(base, Map.of(param, Integer.toString(Collections.max(values))));
        int[] targets = ContentExperiment.eligible(d.features(), base);
        List<String[]> rows = new ArrayList<>();
        Map<String, double[][]> series = new LinkedHashMap<>();
        try (Progress p = Progress.start("sweep", values.size() * targets.length)) {
            for (int v : values) {
                ContentSettings s = RecordOverrides.apply(base, Map.of(param, Integer.toString(v)));
                int skip =
                        ContentExperiment.firstDay(d.features(), widest) - ContentExperiment.firstDay(d.features(), s);
                List<ContentExperiment.TargetResult> r =
                        ContentExperiment.run(d.features(), g, s, targets, workers, p, skip);
                for (ContentResults.Row row : ContentResults.summary(r, s.selection())) {
                    rows.add(new String[] {
                        param,
                        Integer.toString(v),
                        row.key(),
                        Integer.toString(row.targets()),
                        Double.toString(row.accuracy()),
                        Double.toString(row.low()),
                        Double.toString(row.high()),
                        Double.toString(row.balancedAccuracy()),
                        Double.toString(row.f1())
                    });
                    double[][] old = series.getOrDefault(row.key(), new double[0][]);
                    double[][] nu = Arrays.copyOf(old, old.length + 1);
                    nu[old.length] = new double[] {v, row.accuracy()};
                    series.put(row.key(), nu);
                }
            }
        }
        ResultsCsv.write(
                out.resolve("sweep.csv"),
                new String[] {
                    "parameter",
                    "value",
                    "method",
                    "targets",
                    "accuracy",
                    "ci95_low",
                    "ci95_high",
                    "balanced_accuracy",
                    "f1_change"
                },
                pr -> {
                    for (String[] r : rows) pr.printRecord((Object[]) r);
                });
        Charts.lines(
                series,
                "Accuracy against "
                        + (param.equals("training") ? "training size n (Fig. 6)" : "number of experts k (Fig. 7)"),
                param.equals("training") ? "Training examples n" : "Experts k",
                "Mean accuracy over targets",
                out.resolve("sweep.png"));
        prov.put("sweep", Map.of("parameter", param, "values", values))
                .put("targets", targets.length)
                .write(out);
        TextTable t = new TextTable(param, "method", "accuracy", "balanced acc.", "F1");
        for (String[] r : rows)
            t.row(
                    r[1],
                    r[2],
                    String.format("%.4f", Double.parseDouble(r[4])),
                    String.format("%.4f", Double.parseDouble(r[7])),
                    String.format("%.4f", Double.parseDouble(r[8])));
        console.print(t.render());
        console.println("wrote " + out);
    }

    /** Expert selection for every target by each method, and the DTW search measured against its unpruned twins. */
    public void select(Path out) {
        Provenance prov = Provenance.start(invocation);
        ContentData d = load(prov);
        LinkGraph g = LinkGraph.of(d.corpus());
        int[] targets = ContentExperiment.eligible(d.features(), s);
        int t0 = ContentExperiment.firstDay(d.features(), s) - d.features().sigma();
        ExpertSelection sel = new ExpertSelection(d.features(), g, s.terms(), s.training(), s.dtwBand());
        ExpertSelection full = new ExpertSelection(d.features(), g, s.terms(), s.training(), Integer.MAX_VALUE / 4);
        List<String[]> rows = new ArrayList<>();
        Map<String, Long> nanos = new LinkedHashMap<>();
        ExpertSelection.DtwStats pruned = new ExpertSelection.DtwStats(), brute = new ExpertSelection.DtwStats();
        int same = 0;
        for (int target : targets) {
            for (ExpertSelection.Method m : ExpertSelection.Method.values()) {
                long a = System.nanoTime();
                List<Expert> ex =
                        sel.select(m, target, t0, s.experts(), m == ExpertSelection.Method.DTW ? pruned : null);
                nanos.merge(m.label(), System.nanoTime() - a, Long::sum);
                for (int i = 0; i < ex.size(); i++)
                    rows.add(new String[] {
                        d.corpus().history().pageId(target),
                        m.label(),
                        Integer.toString(i + 1),
                        d.corpus().history().pageId(ex.get(i).page()),
                        Double.toString(ex.get(i).weight())
                    });
                if (m == ExpertSelection.Method.DTW) {
                    long b = System.nanoTime();
                    List<Expert> ex2 = sel.dtwWithoutPruning(target, t0, s.experts(), brute);
                    nanos.merge("dtw-no-pruning", System.nanoTime() - b, Long::sum);
                    if (ex2.equals(ex)) same++;
                    long c = System.nanoTime();
                    full.select(m, target, t0, s.experts(), null);
                    nanos.merge("dtw-unbanded", System.nanoTime() - c, Long::sum);
                }
            }
        }
        ResultsCsv.write(
                out.resolve("experts.csv"), new String[] {"target", "selection", "rank", "expert", "weight"}, pr -> {
                    for (String[] r : rows) pr.printRecord((Object[]) r);
                });
        TextTable t = new TextTable("search", "total ms", "ms per target");
        for (Map.Entry<String, Long> e : nanos.entrySet())
            t.row(
                    e.getKey(),
                    String.format("%.1f", e.getValue() / 1e6),
                    String.format("%.2f", e.getValue() / 1e6 / targets.length));
        console.print(t.render());
        console.printf(
                "DTW: %d targets x %d candidates; full DTW computed for %d with LB_Keogh pruning, %d without (%.1f%% pruned); same experts for %d of %d targets%n",
                targets.length,
                d.corpus().pages() - 1,
                pruned.fullDtw,
                brute.fullDtw,
                100.0 * (brute.fullDtw - pruned.fullDtw) / Math.max(1, brute.fullDtw),
                same,
                targets.length);
        Map<String, Object> m = new LinkedHashMap<>();
        nanos.forEach((k, v) -> m.put(k + "_ms", v / 1e6));
        m.put("dtw_full_pruned", pruned.fullDtw);
        m.put("dtw_full_unpruned", brute.fullDtw);
        m.put("same_experts", same);
        prov.put("measurements", m).put("targets", targets.length).write(out);
        console.println("wrote " + out);
    }

    /** The freshness crawl of §8.3. */
    public void crawl(Path out) {
        Provenance prov = Provenance.start(invocation);
        ContentData d = load(prov);
        LinkGraph g = LinkGraph.of(d.corpus());
        int d0 = ContentExperiment.firstDay(d.features(), s);
        Map<String, double[]> fresh = new LinkedHashMap<>();
        try (Progress p = Progress.start("crawl", 3 * d.corpus().pages())) {
            for (String m : List.of("1D", "2D", "3D")) {
                double[][] prob = CrawlModels.probabilities(d.features(), g, s, m, workers, p);
                fresh.put(m, FreshnessCrawl.run(d.labels(), prob, d0, s.budget(), s.seed()));
            }
        }
        int cycles = d.corpus().cycles();
        ResultsCsv.write(
                out.resolve("freshness.csv"), new String[] {"method", "cycle", "crawl_day", "freshness"}, pr -> {
                    for (Map.Entry<String, double[]> e : fresh.entrySet())
                        for (int c = d0; c <= cycles; c++)
                            pr.printRecord(e.getKey(), c, c - d0 + 1, Double.toString(e.getValue()[c]));
                });
        Map<String, double[][]> series = new LinkedHashMap<>();
        TextTable t = new TextTable("method", "mean freshness", "last cycle");
        for (Map.Entry<String, double[]> e : fresh.entrySet()) {
            double[][] xy = new double[cycles - d0 + 1][];
            double sum = 0;
            for (int c = d0; c <= cycles; c++) {
                xy[c - d0] = new double[] {c - d0 + 1, e.getValue()[c]};
                sum += e.getValue()[c];
            }
            series.put(e.getKey(), xy);
            t.row(
                    e.getKey(),
                    String.format("%.4f", sum / (cycles - d0 + 1)),
                    String.format("%.4f", e.getValue()[cycles]));
        }
        Charts.lines(
                series,
                "Freshness with a " + (int) Math.round(100 * s.budget()) + "% crawl budget (Fig. 8)",
                "Crawl cycle",
                "Share of fresh pages",
                out.resolve("freshness.png"));
        prov.put("first_crawl_cycle", d0).write(out);
        console.print(t.render());
        console.println("wrote " + out);
    }

    /** The 1D/2D/3D predictors as crawl policies next to the baselines, on seeded test folds. */
    public void simulate(int folds, Path out, boolean force) {
        Provenance prov = Provenance.start(invocation);
        ContentData d = load(prov);
        LinkGraph g = LinkGraph.of(d.corpus());
        int d0 = ContentExperiment.firstDay(d.features(), s);
        List<Policy> policies = new ArrayList<>();
        for (String b : Policies.lineUp()) policies.add(Policies.byName(b));
        try (Progress p = Progress.start("predict", 3 * d.corpus().pages())) {
            for (String m : List.of("1D", "2D", "3D"))
                policies.add(new ContentPolicy(
                        MethodId.policy("RB-" + m, MethodId.Variant.FULLVIEW).name(),
                        d.corpus(),
                        CrawlModels.probabilities(d.features(), g, s, m, workers, p)));
        }
        ChangeHistory labelled = ContentData.history(d.corpus(), d.labels());
        SimulationSettings sim = new SimulationSettings(s.budget(), d0 - 1, TieBreak.RANDOM, s.seed());
        Map<String, Object> ds = new TreeMap<>(Map.of(
                "source", d.source(), "labels", s.label(), "pages", labelled.pages(), "cycles", labelled.cycles()));
        List<Summary> summary = TestFoldProtocol.run(
                new TestFoldProtocol.Trial(
                        "simulate",
                        new DatasetSpec.Loaded(labelled, ds),
                        policies,
                        sim,
                        folds,
                        workers,
                        Map.of("content_settings", RecordOverrides.describe(s))),
                new TrialOutput(out, force, prov, console));
        console.printf(
                "%d pages x %d cycles (%s changes), warm-up %d cycles, k = floor(%s x fold size)%n",
                labelled.pages(), labelled.cycles(), s.label(), d0 - 1, s.budget());
        console.print(ResultsFolder.table(summary));
        console.println("wrote " + out);
    }

    /** Writes the seeded synthetic content corpus as DIR/pages.csv and DIR/versions.jsonl.gz. */
    public static void generate(
            int pages,
            int cycles,
            long seed,
            double independentShare,
            Path out,
            String invocation,
            PrintWriter console) {
        Provenance prov = Provenance.start(invocation);
        ContentGenerator.Raw raw = ContentGenerator.raw(pages, cycles, seed, independentShare);
        ChangeHistoryCsv.write(raw.history(), out.resolve("pages.csv"));
        CycleDays.write(out, 1, "The generator's cycle is declared a day: the production rules' defaults read it so.");
        VersionsJsonl.write(out.resolve("versions.jsonl.gz"), sink -> {
            for (ContentCorpus.RawVersion v : raw.versions()) sink.version(v.page(), v.cycle(), v.text());
        });
        prov.put(
                        "generator",
                        Map.of("pages", pages, "cycles", cycles, "seed", seed, "independent_share", independentShare))
                .write(out);
        console.printf(
                "wrote %s: %d pages x %d cycles, %d versions%n",
                out, pages, cycles, raw.versions().size());
    }
}
