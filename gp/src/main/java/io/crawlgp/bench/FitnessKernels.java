package io.crawlgp.bench;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.GeneratorSettings;
import io.crawlgp.dataset.SyntheticChangeGenerator;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.feature.CrawlFeatures;
import io.crawlgp.gp.GpSettings;
import io.crawlgp.gp.fitness.CrawlFitness;
import io.crawlgp.gp.speed.FitnessBenchmark;
import io.crawlgp.metric.Metrics;
import io.crawlgp.simulation.SimulationSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The fitness kernels under JMH: one GP4C fitness evaluation, a simulated crawl of one fold's training
 * pages at BRDC'12 scale (166,820 pages x 57 cycles, 5% budget, warm-up 2) and at ten times it, with the cohort,
 * per-page and reference engines, over t*X and an ECJ ramped half-and-half sample of 19 trees over n, X, t (seed 12345,
 * as 'bench fitness'); each invocation evaluates the next tree, so a score is the mean over the sample. No formula cache
 * and no ranking memo: every invocation simulates. Run with {@code crawlgp bench jmh} (JMH's own options and output).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
        value = 2,
        jvmArgsAppend = {"-Xmx8g"})
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
public class FitnessKernels {
    /** One fold's training pages at BRDC'12 scale: 2 of 5 folds of 417,048 pages. */
    public static final int BRDC_TRAINING_PAGES = 166_820;

    static final int TREES = 20;

    /** The generated pages and trees of one scale, with one fitness per engine. */
    @State(Scope.Benchmark)
    public static class Pages {
        /** Multiple of BRDC'12's training pages. */
        @Param({"1", "10"})
        public int scale;

        CrawlFitness cohort, perPage;
        List<Expr> trees;
        int next;

        @Setup(Level.Trial)
        public void setUp() {
            ChangeHistory h =
                    SyntheticChangeGenerator.generate(GeneratorSettings.of(BRDC_TRAINING_PAGES * scale, 57, 1));
            SimulationSettings s = SimulationSettings.defaults();
            cohort = new CrawlFitness(h, s, Metrics.CHANGERATE, CrawlFeatures.GP4C, CrawlFitness.Engine.COHORT, 0);
            perPage = new CrawlFitness(h, s, Metrics.CHANGERATE, CrawlFeatures.GP4C, CrawlFitness.Engine.PER_PAGE, 0);
            trees = sample();
        }

        Expr nextTree() {
            Expr e = trees.get(next);
            next = (next + 1) % trees.size();
            return e;
        }
    }

    /** The reference engine at BRDC'12 scale only (a second per evaluation there). */
    @State(Scope.Benchmark)
    public static class ReferencePages {
        CrawlFitness reference;
        List<Expr> trees;
        int next;

        @Setup(Level.Trial)
        public void setUp() {
            ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(BRDC_TRAINING_PAGES, 57, 1));
            reference = new CrawlFitness(
                    h,
                    SimulationSettings.defaults(),
                    Metrics.CHANGERATE,
                    CrawlFeatures.GP4C,
                    CrawlFitness.Engine.REFERENCE,
                    0);
            trees = sample();
        }
    }

    /** t*X and an ECJ ramped half-and-half sample over n, X, t (as 'bench fitness' times). */
    static List<Expr> sample() {
        List<Expr> out = new ArrayList<>(List.of(ExprParser.parse("t*X", CrawlFeatures.GP4C)));
        out.addAll(FitnessBenchmark.ecjSample(GpSettings.paper().breeding(), CrawlFeatures.GP4C, TREES - 1));
        return List.copyOf(out);
    }

    @Benchmark
    public double cohort(Pages p) {
        return p.cohort.simulate(p.nextTree());
    }

    @Benchmark
    public double perPage(Pages p) {
        return p.perPage.simulate(p.nextTree());
    }

    @Benchmark
    @Warmup(iterations = 1, time = 5)
    @Measurement(iterations = 3, time = 10)
    public double reference(ReferencePages p) {
        Expr e = p.trees.get(p.next);
        p.next = (p.next + 1) % p.trees.size();
        return p.reference.simulate(e);
    }
}
