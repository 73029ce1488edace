package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.GeneratorSettings;
import io.crawlgp.dataset.SyntheticChangeGenerator;
import io.crawlgp.evolution.ArchiveEntry;
import io.crawlgp.evolution.Evolution;
import io.crawlgp.evolution.GenerationStats;
import io.crawlgp.evolution.ecj.EcjEvolution;
import io.crawlgp.experiment.Evaluation;
import io.crawlgp.experiment.FoldRun;
import io.crawlgp.experiment.Folds;
import io.crawlgp.experiment.PairedComparison;
import io.crawlgp.experiment.ResultTables;
import io.crawlgp.experiment.Summary;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.expr.Operator;
import io.crawlgp.expr.Operators;
import io.crawlgp.feature.CrawlFeatures;
import io.crawlgp.gp.fitness.CrawlFitness;
import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.policy.Policies;
import io.crawlgp.policy.ScoreFunctionPolicy;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.Progress;
import io.crawlgp.util.RecordOverrides;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each extension is one object plus one registration: a made-up operator, a test metric, a non-GP4C feature. */
class ExtensionPointsTest {
    /** A made-up operator of arity 3 (median of three), registered from test code. */
    static final Operator MID3 = new Operator() {
        public String symbol() {
            return "mid3";
        }

        public int arity() {
            return 3;
        }

        public double apply(double[] a) {
            return Math.max(Math.min(a[0], a[1]), Math.min(Math.max(a[0], a[1]), a[2]));
        }
    };

    /** A test metric: the share of stale pages after the cycle (lower is better). */
    static final Metric STALE = new Metric() {
        public String name() {
            return "stale";
        }

        public String label() {
            return "stale share";
        }

        public String description() {
            return "pages whose copy is out of date after the cycle / N";
        }

        public Range range() {
            return Range.SHARE;
        }

        public boolean higherIsBetter() {
            return false;
        }

        public double value(SimulationResult r, int i) {
            return r.staleAfter()[i] / (double) r.pages();
        }
    };

    @TempDir
    Path dir;

    @Test
    void aMadeUpOperatorParsesPrintsAndEvolves() {
        Operators.register(MID3);
        Expr e = ExprParser.parse("mid3(t, X, n) + 1");
        assertEquals(4.0 + 1, e.eval(5, 4, 3), "median of 3, 4, 5 is 4");
        assertEquals("mid3(t, X, n) + 1", ExprFormat.infix(e));
        assertEquals(e, ExprParser.parse(ExprFormat.lisp(e)));
        GpSettings s = RecordOverrides.apply(
                GpSettings.paper(),
                Map.of("population", "40", "generations", "3", "functions", "+,*,mid3", "archiveSize", "5"));
        ToDoubleFunction<Expr> fit = x -> -Math.abs(x.eval(2, 1, 7) - 2);
        Evolution run = EcjEvolution.run(s.breeding(), 3, s.inputs(), fit, GenerationStats.Listener.NONE);
        boolean used = false;
        for (ArchiveEntry a : run.archive()) {
            Expr tree = a.evolvedExpr(s.inputs());
            assertEquals(a.trainFitness(), fit.applyAsDouble(tree), "the archived fitness is the tree's");
            used |= a.evolved().contains("mid3");
        }
        assertTrue(used || run.parameters().containsValue("mid3"), "the operator is in ECJ's function set");
        assertEquals("3", run.parameters().get("gp.nc.3.size"), "node constraints made for arity 3");
    }

    @Test
    void aTestMetricFlowsIntoFilesSummaryComparisonsAndFitness() throws Exception {
        ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(400, 20, 3));
        List<Metric> metrics = List.of(Metrics.CHANGERATE, STALE);
        List<FoldRun> runs = Evaluation.onTestFolds(
                h,
                Folds.of(400, 4, 1),
                List.of(Policies.byName("Age"), Policies.byName("Rand")),
                SimulationSettings.defaults(),
                1,
                Progress.silent());
        Path file = dir.resolve("per_cycle.csv");
        ResultTables.writePerCycle(file, runs, metrics);
        assertEquals(
                "method,fold,cycle,changerate,stale,found,k",
                Files.readAllLines(file).get(0));
        SimulationResult first = runs.get(0).result();
        assertEquals(
                first.staleAfter()[0] / (double) first.pages(),
                ResultTables.readPerCycle(file).get(0).value("stale"));
        Summary age = Summary.of(runs, metrics).get(0);
        assertEquals(List.of("stale"), List.copyOf(age.others().keySet()));
        // a lower-is-better metric counts a lower value as superior
        PairedComparison.Row r = PairedComparison.compare(runs, "Age", "Rand", 0.05, STALE);
        PairedComparison.Row flipped = PairedComparison.compare(runs, "Rand", "Age", 0.05, STALE);
        assertEquals(r.superior(), flipped.inferior());
        // and it can be a GP fitness: GP maximises, so a lower-is-better metric enters negated
        CrawlFitness f = new CrawlFitness(
                h, SimulationSettings.defaults(), STALE, CrawlFeatures.GP4C, CrawlFitness.Engine.PER_PAGE, 0);
        double v = f.simulate(ExprParser.parse("t"));
        double share = STALE.mean(
                CrawlSimulator.run(h, new ScoreFunctionPolicy("gp", (n, x, t) -> t), SimulationSettings.defaults()));
        assertEquals(-share, v, 0);
        // visiting the longest-unvisited pages first leaves fewer stale copies than visiting the freshest first
        assertTrue(v > f.simulate(ExprParser.parse("0 - t")), "fitter means less stale");
    }

    @Test
    void featuresBeyondNxtRunKeyedByVisitHistoryAndEqualTheReference() {
        ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(300, 25, 5));
        List<String> inputs = List.of("n", "X", "t", "tc", "lc");
        CrawlFitness perPage = new CrawlFitness(
                h, SimulationSettings.defaults(), Metrics.CHANGERATE, inputs, CrawlFitness.Engine.COHORT, 0);
        CrawlFitness reference = new CrawlFitness(
                h, SimulationSettings.defaults(), Metrics.CHANGERATE, inputs, CrawlFitness.Engine.REFERENCE, 0);
        // tc and lc are functions of a page's own visits: the cohort engine keys their trees by visit history
        assertEquals(
                CrawlFitness.Keying.HISTORY,
                perPage.cohortKeying(ExprParser.parse("tc * lc", inputs)),
                "beyond n, X, t");
        SplittableRandom r = new SplittableRandom(8);
        String[] atoms = {"n", "X", "t", "tc", "lc", "0.5", "10"};
        String[] ops = {"+", "-", "*", "/"};
        for (int i = 0; i < 30; i++) {
            String f = atoms[r.nextInt(atoms.length)];
            for (int k = 0; k < 3; k++)
                f = "(" + f + " " + ops[r.nextInt(ops.length)] + " " + atoms[r.nextInt(atoms.length)] + ")";
            Expr e = ExprParser.parse(f, inputs);
            assertEquals(reference.simulate(e), perPage.simulate(e), f);
        }
    }
}
