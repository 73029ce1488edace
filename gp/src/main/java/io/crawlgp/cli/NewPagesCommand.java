package io.crawlgp.cli;

import io.crawlgp.gp.SettingsFile;
import io.crawlgp.io.Hashing;
import io.crawlgp.io.Provenance;
import io.crawlgp.newpages.NewPage;
import io.crawlgp.newpages.NewPageCsv;
import io.crawlgp.newpages.NewPageGenerator;
import io.crawlgp.newpages.NewPageGeneratorSettings;
import io.crawlgp.newpages.NewPageSet;
import io.crawlgp.newpages.NewPagesExperiment;
import io.crawlgp.newpages.NewPagesResults;
import io.crawlgp.newpages.NewPagesSettings;
import io.crawlgp.util.Parallel;
import io.crawlgp.util.Progress;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.Seeds;
import io.crawlgp.util.TextTable;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntFunction;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Crawl ordering of new pages by predicted popularity (Ostroumova et al.). */
@Command(name = "newpages", mixinStandardHelpOptions = true,
        description = "Crawl ordering of newly discovered pages by predicted popularity (Ostroumova et al., ECIR 2014): "
                + "boosted models predict total visits a and decay λ; every τ the crawler fetches the page with the highest a·e^(−λ·age).",
        subcommands = {NewPagesCommand.Generate.class, NewPagesCommand.Describe.class, NewPagesCommand.Run.class, NewPagesCommand.Plot.class})
public final class NewPagesCommand extends ParentCommand {
    @Command(name = "generate", mixinStandardHelpOptions = true,
            description = "Write a seeded synthetic new-page dataset (hosts, URL kinds, discovery sources; popularity and decay depend on them; "
                    + "see README 'New pages') as DIR/newpages.csv.")
    static final class Generate implements Runnable {
        @Option(names = "--out", required = true, paramLabel = "DIR", description = "Output folder (created).")
        Path out;

        @Option(names = "--seed", defaultValue = "1", description = "Generator seed. Default: ${DEFAULT-VALUE}.")
        long seed;

        @Option(names = "--set", paramLabel = "NAME=VALUE", description = "Generator setting (repeatable): pages, hosts, spanHours, hours, medianVisits, noiseSigma.")
        Map<String, String> set = new LinkedHashMap<>();

        @Override
        public void run() {
            Provenance prov = Provenance.start(Main.invocation);
            NewPageGeneratorSettings g = RecordOverrides.apply(NewPageGeneratorSettings.defaults(), withSeed(set, seed));
            NewPageSet pages = NewPageGenerator.generate(g);
            Path file = out.resolve(NewPageCsv.FILE_NAME);
            NewPageCsv.write(pages, file);
            prov.put("generator", RecordOverrides.describe(g))
                    .put("dataset", new TreeMap<>(Map.of("sha256", Hashing.sha256(file), "pages", pages.size(), "hours", pages.hours())))
                    .write(out);
            System.out.printf("wrote %s: %d pages, %d hours of visits each%n", file, pages.size(), pages.hours());
        }
    }

    static Map<String, String> withSeed(Map<String, String> set, long seed) {
        Map<String, String> m = new LinkedHashMap<>(set);
        m.putIfAbsent("seed", Long.toString(seed));
        return m;
    }

    @Command(name = "describe", mixinStandardHelpOptions = true, description = "Pages, span, visits and their concentration in the first hours.")
    static final class Describe implements Runnable {
        @Option(names = "--dataset", required = true, paramLabel = "PATH", description = "A newpages.csv (or its folder), or 'synthetic'.")
        String dataset;

        @Override
        public void run() {
            NewPageSet set = dataset.equals("synthetic") ? NewPageGenerator.generate(NewPageGeneratorSettings.defaults()) : NewPageCsv.read(Path.of(dataset));
            long[] totals = set.pages().stream().mapToLong(NewPage::total).sorted().toArray();
            long sum = Arrays.stream(totals).sum();
            long top = 0;
            for (int i = totals.length - 1; i >= totals.length - Math.max(1, totals.length / 10); i--) top += totals[i];
            System.out.printf("%d pages over %.1f hours, %d hours of visits each, extra features %s%n", set.size(),
                    (set.lastDiscovery() - set.firstDiscovery()) / 3600, set.hours(), set.extraNames());
            System.out.printf("visits: total %d, median per page %d, 90th percentile %d, max %d; top 10%% of pages hold %.1f%%%n",
                    sum, totals[totals.length / 2], totals[(int) (totals.length * 0.9)], totals[totals.length - 1], 100.0 * top / Math.max(1, sum));
            TextTable t = new TextTable("first hours", "share of visits");
            for (int h : new int[] {1, 6, 24, 72}) {
                if (h > set.hours()) break;
                long within = set.pages().stream().mapToLong(p -> p.visitsWithin(h)).sum();
                t.row(h, String.format("%.3f", within / (double) Math.max(1, sum)));
            }
            System.out.print(t.render());
        }
    }

    @Command(name = "run", mixinStandardHelpOptions = true,
            description = "Train the boosted models on the first part of the span, evolve the GP priority on the next, and run every policy "
                    + "on the rest: per_repeat.csv, summary.csv (utility per second, 95%% t intervals, paired t-test against expected-utility), "
                    + "cumulative.csv, models.csv, formulas.csv, cumulative.png, summary.png and provenance.json.")
    static final class Run implements Runnable {
        @Option(names = "--experiment", paramLabel = "FILE", description = "Settings file (name = value lines), e.g. experiments/newpages-quick.properties.")
        Path experiment;

        @Option(names = "--dataset", paramLabel = "PATH", description = "'synthetic' (default) or a newpages.csv (or its folder).")
        String dataset;

        @Option(names = "--repeats", description = "Independent repeats (synthetic: a new dataset each, from a derived seed).")
        Integer repeats;

        @Option(names = "--seed", description = "Master seed; every random choice derives from it. Default: 1.")
        Long seed;

        @Option(names = "--set", paramLabel = "NAME=VALUE", description = "Any setting (repeatable), e.g. --set capacity=0.1 --set gpGenerations=20. "
                + "Names: the components of NewPagesSettings listed in the README.")
        Map<String, String> set = new LinkedHashMap<>();

        @Option(names = "--threads", defaultValue = "0", description = "Repeats run in parallel on this many threads (0 = all cores). Results do not depend on it.")
        int threads;

        @Option(names = "--out", required = true, paramLabel = "DIR", description = "Results folder.")
        Path out;

        @Override
        public void run() {
            Provenance prov = Provenance.start(Main.invocation);
            Map<String, String> o = new LinkedHashMap<>(set);
            if (dataset != null) o.put("dataset", dataset);
            if (repeats != null) o.put("repeats", repeats.toString());
            if (seed != null) o.put("seed", seed.toString());
            NewPagesSettings s = SettingsFile.load(experiment, NewPagesSettings.defaults(), o);
            IntFunction<NewPageSet> data;
            Map<String, Object> ds = new TreeMap<>();
            if (s.synthetic()) {
                data = r -> NewPageGenerator.generate(s.generator(Seeds.derive(s.seed(), "newpages-data", r)));
                ds.put("source", "synthetic");
                ds.put("generator_seeds", "Seeds.derive(seed, \"newpages-data\", repeat)");
            } else {
                Path p = Path.of(s.dataset());
                NewPageSet loaded = NewPageCsv.read(p);
                data = r -> loaded;
                Path file = java.nio.file.Files.isDirectory(p) ? p.resolve(NewPageCsv.FILE_NAME) : p;
                ds.put("source", file.toString());
                ds.put("sha256", Hashing.sha256(file));
                ds.put("pages", loaded.size());
            }
            int workers = threads > 0 ? threads : Runtime.getRuntime().availableProcessors();
            long t0 = System.nanoTime();
            List<NewPagesExperiment.RepeatResult> results;
            try (Progress progress = Progress.start("newpages", Math.max(1, s.repeats() * NewPagesExperiment.progressSteps(s)))) {
                results = Parallel.map(workers, s.repeats(), r -> NewPagesExperiment.repeat(s, r, data, progress));
            }
            prov.put("settings", RecordOverrides.describe(s)).put("dataset", ds)
                    .put("seeds", Map.of("master", s.seed(), "derivation", "Seeds.derive(seed, label, repeat) for data, boosting, ECJ and random policy"))
                    .put("xgboost_threads", 1)
                    .put("wall_seconds", Math.round((System.nanoTime() - t0) / 1e8) / 10.0);
            List<NewPagesResults.Row> rows = NewPagesResults.write(out, results, prov);
            NewPagesExperiment.RepeatResult first = results.get(0);
            System.out.printf("%d repeats; repeat 0: %d training pages, %d GP pages, %d test pages over %.1f h, tau %.2f s; "
                            + "model: RMSE log(1+a) %.3f, Spearman(a) %.3f%n", results.size(), first.trainPages(), first.gpPages(), first.testPages(),
                    first.periodSeconds() / 3600, first.tauSeconds(), first.quality().rmseLogA(), first.quality().spearmanA());
            TextTable t = new TextTable("method", "utility/s", "95% CI", "vs expected-utility", "paired p");
            for (NewPagesResults.Row r : rows)
                t.row(r.method(), String.format("%.4f", r.mean()), String.format("[%.4f, %.4f]", r.low(), r.high()),
                        Double.isNaN(r.relative()) ? "" : String.format("%.3f", r.relative()), Double.isNaN(r.pValue()) ? "" : String.format("%.3g", r.pValue()));
            System.out.print(t.render());
            if (first.gpFormula() != null) System.out.println("GP priority (repeat 0): " + first.gpFormula());
            System.out.println("wrote " + out);
        }
    }

    @Command(name = "plot", mixinStandardHelpOptions = true,
            description = "Redraw cumulative.png and summary.png from a results folder's cumulative.csv and summary.csv.")
    static final class Plot implements Runnable {
        @Option(names = "--results", required = true, paramLabel = "DIR", description = "A folder written by 'newpages run'.")
        Path results;

        @Option(names = "--out", required = true, paramLabel = "DIR", description = "Where to write the PNGs (created).")
        Path out;

        @Override
        public void run() {
            NewPagesResults.plots(results, out);
            System.out.println("wrote " + out.resolve("cumulative.png") + " and " + out.resolve("summary.png"));
        }
    }
}
