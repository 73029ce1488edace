package io.crawlgp.newpages;

import io.crawlgp.evolution.ecj.Evolvers;
import io.crawlgp.io.Hashing;
import io.crawlgp.io.Provenance;
import io.crawlgp.util.Parallel;
import io.crawlgp.util.Progress;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.SeedLabel;
import io.crawlgp.util.TextTable;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntFunction;

/** The new-page experiments as the 'crawlgp newpages' commands run them (Ostroumova et al., ECIR 2014). */
public final class NewPagesRuns {
    private NewPagesRuns() {}

    /** Every ordering on the test period of every repeat: the results folder {@code out}. */
    public static void run(NewPagesSettings s, int workers, Path out, String invocation, PrintWriter console) {
        Provenance prov = Provenance.start(invocation);
        IntFunction<NewPageSet> data;
        Map<String, Object> ds = new TreeMap<>();
        if (s.synthetic()) {
            data = r -> NewPageGenerator.generate(s.generator(NewPagesExperiment.DATA.derive(s.seed(), r)));
            ds.put("source", "synthetic");
        } else {
            Path p = Path.of(s.dataset());
            NewPageSet loaded = NewPageCsv.read(p);
            data = r -> loaded;
            Path file = Files.isDirectory(p) ? p.resolve(NewPageCsv.FILE_NAME) : p;
            ds.put("source", file.toString());
            ds.put("sha256", Hashing.sha256(file));
            ds.put("pages", loaded.size());
        }
        long t0 = System.nanoTime();
        List<NewPagesExperiment.RepeatResult> results;
        try (Progress progress =
                Progress.start("newpages", Math.max(1, s.repeats() * NewPagesExperiment.progressSteps(s)))) {
            results = Parallel.map(
                    workers, s.repeats(), r -> NewPagesExperiment.repeat(s, r, data, progress, Evolvers.ecj()));
        }
        prov.put("settings", RecordOverrides.describe(s))
                .put("dataset", ds)
                .put(
                        "seeds",
                        SeedLabel.describe(
                                s.seed(),
                                List.of(
                                        NewPagesExperiment.DATA,
                                        NewPagesExperiment.BOOST,
                                        NewPagesExperiment.ECJ,
                                        NewPagesExperiment.POLICY)))
                .put("xgboost_threads", 1)
                .put("wall_seconds", Math.round((System.nanoTime() - t0) / 1e8) / 10.0);
        List<NewPagesResults.Row> rows = NewPagesResults.write(out, results, prov);
        NewPagesExperiment.RepeatResult first = results.get(0);
        console.printf(
                "%d repeats; repeat 0: %d training pages, %d GP pages, %d test pages over %.1f h, tau %.2f s; "
                        + "model: RMSE log(1+a) %.3f, Spearman(a) %.3f%n",
                results.size(),
                first.trainPages(),
                first.gpPages(),
                first.testPages(),
                first.periodSeconds() / 3600,
                first.tauSeconds(),
                first.quality().rmseLogA(),
                first.quality().spearmanA());
        TextTable t = new TextTable("method", "utility/s", "95% CI", "vs expected-utility", "paired p");
        for (NewPagesResults.Row r : rows)
            t.row(
                    r.method(),
                    String.format("%.4f", r.mean()),
                    String.format("[%.4f, %.4f]", r.low(), r.high()),
                    Double.isNaN(r.relative()) ? "" : String.format("%.3f", r.relative()),
                    Double.isNaN(r.pValue()) ? "" : String.format("%.3g", r.pValue()));
        console.print(t.render());
        if (first.gpFormula() != null) console.println("GP priority (repeat 0): " + first.gpFormula());
        console.println("wrote " + out);
    }

    /** Writes a seeded synthetic new-page dataset as DIR/newpages.csv. */
    public static void generate(NewPageGeneratorSettings g, Path out, String invocation, PrintWriter console) {
        Provenance prov = Provenance.start(invocation);
        NewPageSet pages = NewPageGenerator.generate(g);
        Path file = out.resolve(NewPageCsv.FILE_NAME);
        NewPageCsv.write(pages, file);
        prov.put("generator", RecordOverrides.describe(g))
                .put(
                        "dataset",
                        new TreeMap<>(
                                Map.of("sha256", Hashing.sha256(file), "pages", pages.size(), "hours", pages.hours())))
                .write(out);
        console.printf("wrote %s: %d pages, %d hours of visits each%n", file, pages.size(), pages.hours());
    }

    /** Pages, span, visits and their concentration in the first hours. */
    public static void describe(String dataset, PrintWriter console) {
        NewPageSet set = dataset.equals("synthetic")
                ? NewPageGenerator.generate(NewPageGeneratorSettings.defaults())
                : NewPageCsv.read(Path.of(dataset));
        long[] totals = set.pages().stream().mapToLong(NewPage::total).sorted().toArray();
        long sum = Arrays.stream(totals).sum();
        long top = 0;
        for (int i = totals.length - 1; i >= totals.length - Math.max(1, totals.length / 10); i--) top += totals[i];
        console.printf(
                "%d pages over %.1f hours, %d hours of visits each, extra features %s%n",
                set.size(), (set.lastDiscovery() - set.firstDiscovery()) / 3600, set.hours(), set.extraNames());
        console.printf(
                "visits: total %d, median per page %d, 90th percentile %d, max %d; top 10%% of pages hold %.1f%%%n",
                sum,
                totals[totals.length / 2],
                totals[(int) (totals.length * 0.9)],
                totals[totals.length - 1],
                100.0 * top / Math.max(1, sum));
        TextTable t = new TextTable("first hours", "share of visits");
        for (int h : new int[] {1, 6, 24, 72}) {
            if (h > set.hours()) break;
            long within = set.pages().stream().mapToLong(p -> p.visitsWithin(h)).sum();
            t.row(h, String.format("%.3f", within / (double) Math.max(1, sum)));
        }
        console.print(t.render());
    }
}
