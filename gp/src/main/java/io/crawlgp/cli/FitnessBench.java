package io.crawlgp.cli;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.GeneratorSettings;
import io.crawlgp.dataset.SyntheticChangeGenerator;
import io.crawlgp.experiment.Folds;
import io.crawlgp.gp.CrawlFitness;
import io.crawlgp.gp.CrawlFitness.Engine;
import io.crawlgp.gp.GpSettings;
import io.crawlgp.gp.Gp4cExperiment;
import io.crawlgp.gp.ecj.EcjEvolution;
import io.crawlgp.gp.expr.Expr;
import io.crawlgp.gp.expr.ExprParser;
import io.crawlgp.util.TextTable;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Time per GP fitness evaluation on each engine, and the projected cost of the paper protocol. */
@Command(name = "fitness", mixinStandardHelpOptions = true,
        description = "Time one GP4C fitness evaluation (a simulated crawl of the training pages of one fold) with the reference, per-page and "
                + "cohort (fast) engines on a generated dataset (default: BRDC'12 size), with trees from an ECJ initial population, and "
                + "project the wall time of the paper protocol. All engines return identical fitness (checked here too).")
final class FitnessBench implements Runnable {
    @Option(names = "--pages", defaultValue = "417048", description = "Pages of the generated dataset. Default: ${DEFAULT-VALUE}.")
    int pages;

    @Option(names = "--cycles", defaultValue = "57", description = "Cycles. Default: ${DEFAULT-VALUE}.")
    int cycles;

    @Option(names = "--trees", defaultValue = "30", description = "Trees timed on the fast engines. Default: ${DEFAULT-VALUE}.")
    int trees;

    @Option(names = "--reference-trees", defaultValue = "2", description = "Trees timed on the (slow) reference engine. Default: ${DEFAULT-VALUE}.")
    int referenceTrees;

    @Option(names = "--repeats", defaultValue = "5",
            description = "Timed evaluations of each tree on the cohort engine; its time is their median (single evaluations of a "
                    + "few milliseconds vary with the JIT and the garbage collector). The slower engines time each tree once. Default: ${DEFAULT-VALUE}.")
    int repeats;

    @Option(names = "--formulas", paramLabel = "FILE",
            description = "Time evolved trees instead: the archive formulas of a formulas.csv written by 'crawlgp evolve' (first --trees of them).")
    java.nio.file.Path formulas;

    @Option(names = "--measured", paramLabel = "DIR", defaultValue = "results/gp4c-brdc-scale-fast",
            description = "A results folder of the paper protocol ('crawlgp evolve --experiment experiments/gp4c-paper.properties'); "
                    + "its provenance.json gives the measured wall time printed next to the projection. Default: ${DEFAULT-VALUE}.")
    java.nio.file.Path measured;

    private static double mean(double[] v, int n) {
        double sum = 0;
        for (int i = 0; i < n; i++) sum += v[i];
        return sum / n;
    }

    @Override
    public void run() {
        GpSettings s = GpSettings.paper();
        ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(pages, cycles, 1));
        Folds folds = Folds.of(h.pages(), s.folds(), s.seed());
        int[] trainRows = java.util.stream.IntStream.concat(java.util.Arrays.stream(folds.rows(1)), java.util.Arrays.stream(folds.rows(2))).sorted().toArray();
        ChangeHistory train = h.subset(trainRows);
        List<Expr> exprs = new ArrayList<>();
        String source;
        if (formulas != null) {
            for (var r : io.crawlgp.gp.GpResultsCsv.readFormulas(formulas))
                if (r.variant().equals("archive") && exprs.size() < trees) exprs.add(ExprParser.parse(r.formula()));
            source = "evolved archive trees of " + formulas;
        } else {
            exprs.add(ExprParser.parse("t*X"));
            exprs.addAll(EcjEvolution.initialPopulation(s, 12345).subList(0, Math.max(0, trees - 1)));
            source = "t*X and an ECJ ramped half-and-half sample";
        }
        if (exprs.isEmpty()) throw new Main.UserError("no trees to time");
        if (repeats < 1) throw new Main.UserError("--repeats must be >= 1, got " + repeats);
        System.out.printf("training set of fold 0: %d pages x %d cycles (k = %d); %d trees (%s), mean size %.1f%n",
                train.pages(), train.cycles(), s.simulation().k(train.pages()), exprs.size(), source, exprs.stream().mapToInt(Expr::size).average().orElse(0));
        Engine[] engines = {Engine.REFERENCE, Engine.PER_PAGE, Engine.COHORT};
        int refCount = Math.min(referenceTrees, exprs.size());
        double[][] ms = new double[engines.length][exprs.size()];
        double[] values = new double[exprs.size()];
        for (int e = 0; e < engines.length; e++) {
            // no ranking memo: every timed evaluation is a full simulation (the memo would answer the repeated trees)
            CrawlFitness f = new CrawlFitness(train, Gp4cExperiment.trainingSimulation(s, 0), s.fitness(), engines[e], 0);
            int count = engines[e] == Engine.REFERENCE ? refCount : exprs.size();
            // warm-up of the JIT (and of the shared tie order): as in a GP run after its first generation
            int warm = switch (engines[e]) { case REFERENCE -> 1; case PER_PAGE -> Math.min(5, exprs.size()); case COHORT -> exprs.size(); };
            for (int i = 0; i < warm; i++) f.simulate(exprs.get(i));
            int times = engines[e] == Engine.COHORT ? repeats : 1;
            double[] runs = new double[times];
            for (int i = 0; i < count; i++) {
                double v = Double.NaN;
                for (int r = 0; r < times; r++) {
                    long t0 = System.nanoTime();
                    v = f.simulate(exprs.get(i));
                    runs[r] = (System.nanoTime() - t0) / 1e6;
                }
                java.util.Arrays.sort(runs);
                ms[e][i] = runs[times / 2];
                if (e == 0 || (e == 1 && i >= refCount)) values[i] = v;
                else if (v != values[i]) throw new IllegalStateException("engines disagree on tree " + i);
            }
        }
        double[] perEval = new double[engines.length];
        TextTable t = new TextTable("engine", "ms per evaluation (all trees)", "ms on the reference's " + refCount + " trees", "speed-up vs reference (same trees)");
        double refMean = mean(ms[0], refCount);
        for (int e = 0; e < engines.length; e++) {
            int count = engines[e] == Engine.REFERENCE ? refCount : exprs.size();
            perEval[e] = mean(ms[e], count);
            double same = mean(ms[e], refCount);
            t.row(engines[e].name().toLowerCase(), String.format("%.2f (%d trees)", perEval[e], count), String.format("%.2f", same), String.format("%.0fx", refMean / same));
        }
        System.out.print(t.render());
        System.out.println("all engines returned identical fitness on every tree timed by more than one engine");
        long evaluations = (long) s.folds() * s.seeds() * s.population() * s.generations();
        int cores = Runtime.getRuntime().availableProcessors();
        System.out.printf("paper protocol: %d folds x %d seeds x %d x %d = %,d fitness evaluations before caching%n", s.folds(), s.seeds(), s.population(), s.generations(), evaluations);
        System.out.printf("projected wall time on %d cores, no cache: reference %.1f h, per-page %.1f min, cohort %.1f min%n", cores,
                evaluations * perEval[0] / 1000 / cores / 3600, evaluations * perEval[1] / 1000 / cores / 60, evaluations * perEval[2] / 1000 / cores / 60);
        printMeasured(perEval[2], cores);
    }

    /** The wall time and fitness work of a finished paper-protocol run, from its provenance. */
    private void printMeasured(double cohortMs, int cores) {
        java.nio.file.Path file = measured.resolve(io.crawlgp.io.Provenance.FILE);
        if (!java.nio.file.Files.isRegularFile(file)) {
            System.out.println("no measured run at " + file + "; measure the real protocol with: "
                    + "./crawlgp evolve --experiment experiments/gp4c-paper.properties --out " + measured);
            return;
        }
        com.google.gson.JsonObject p;
        try (java.io.Reader r = java.nio.file.Files.newBufferedReader(file)) {
            p = com.google.gson.JsonParser.parseReader(r).getAsJsonObject();
        } catch (java.io.IOException | RuntimeException e) {
            throw new Main.UserError(file + ": not a provenance file (" + e.getMessage() + ")");
        }
        String started = io.crawlgp.io.Provenance.STARTED, finished = io.crawlgp.io.Provenance.FINISHED;
        if (!p.has(started) || !p.has(finished))
            throw new Main.UserError(file + ": expected " + started + " and " + finished + " (a run of 'crawlgp evolve')");
        java.time.Duration wall = java.time.Duration.between(java.time.Instant.parse(p.get(started).getAsString()),
                java.time.Instant.parse(p.get(finished).getAsString()));
        String runCores = p.has("machine") ? p.getAsJsonObject("machine").get("cores").getAsString() : "?";
        System.out.printf("measured: %d min %d s wall on %s cores (%s; command: %s)%n", wall.toMinutes(), wall.toSecondsPart(), runCores,
                measured, p.has("command") ? p.get("command").getAsString() : "?");
        if (p.has("fitness_work")) {
            com.google.gson.JsonObject w = p.getAsJsonObject("fitness_work");
            StringBuilder sb = new StringBuilder("  fitness work:");
            for (String key : w.keySet()) if (!key.equals("note")) sb.append(' ').append(key).append('=').append(w.get(key).getAsString());
            System.out.println(sb);
            if (w.has("training_simulations"))
                System.out.printf("projected from that run's %,d simulations at this machine's cohort time: %.1f min of simulation on %d cores%n",
                        w.get("training_simulations").getAsLong(), w.get("training_simulations").getAsLong() * cohortMs / 1000 / cores / 60, cores);
        }
    }
}
