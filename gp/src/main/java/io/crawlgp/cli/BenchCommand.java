package io.crawlgp.cli;

import io.crawlgp.content.crawl.CrawlDataLoader;
import io.crawlgp.experiment.SimulationBenchmark;
import io.crawlgp.gp.Form;
import io.crawlgp.gp.speed.FitnessBenchmark;
import io.crawlgp.io.Provenance;
import io.crawlgp.io.ResultsFolders;
import io.crawlgp.util.UserError;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Speed figures of the hot loops, printed (not asserted: timing belongs here, not in unit tests). */
@Command(
        name = "speed",
        aliases = "bench",
        mixinStandardHelpOptions = true,
        description = "Time the simulator and the fitness kernels (the speed harness; 'benchmark' compares methods). "
                + "Also 'bench', its earlier name, which committed provenance records.",
        subcommands = {BenchCommand.Simulate.class, BenchCommand.Fitness.class, BenchCommand.Jmh.class})
public final class BenchCommand extends ParentCommand {
    @Command(
            name = "jmh",
            mixinStandardHelpOptions = true,
            description = {
                "Run the fitness kernels' JMH benchmarks (io.crawlgp.bench.FitnessKernels): one GP4C fitness evaluation at "
                        + "BRDC'12 scale (166,820 training pages x 57 cycles) and ten times it, cohort and per-page engines, and "
                        + "the reference engine at 1x; 20 trees (t*X and an ECJ sample over n, X, t). Output is JMH's own, "
                        + "with its error bars. Defaults: 2 forks (-Xmx8g each), warm-up 3 x 5 s, measurement 5 x 5 s (the "
                        + "reference: 1 x 5 s and 3 x 10 s); about 15 min on 2 cores.",
                "JMH's options go after '--', e.g. 'crawlgp bench jmh -- -p scale=1 -f 1 -rf json -rff jmh.json' "
                        + "(one scale, one fork, results as JSON) or 'crawlgp bench jmh -- cohort' (one kernel); "
                        + "'crawlgp bench jmh -- -h' lists them."
            })
    static final class Jmh extends CommandBase {
        @Parameters(paramLabel = "JMH_ARG", description = "Options and benchmark patterns passed to JMH.")
        List<String> jmhArgs;

        @Option(
                names = "--out",
                paramLabel = "DIR",
                description =
                        "Also keep the run as a results folder: JMH's results as JSON (jmh.json, JMH's own format) "
                                + "and provenance.json (commit, command, machine). Default: none.")
        Path out;

        @Mixin
        ForceOption force;

        @Override
        public void run() {
            Method runner = runner(); // before any folder is claimed
            if (out == null) {
                call(runner, null);
                return;
            }
            TreeMap<String, String> described =
                    new TreeMap<>(Map.of("jmh arguments", String.join(" ", jmhArgs == null ? List.of() : jmhArgs)));
            ResultsFolders.claimed(out, "bench jmh", described, Map.of(), force.force, () -> {
                Provenance prov = Provenance.start(invocation());
                call(runner, out.resolve("jmh.json"));
                prov.put("jmh", Map.of("version", "1.37", "results", "jmh.json"))
                        .write(out);
                out().println("wrote " + out);
            });
        }

        /** bench.JmhRun.run, in the jar only when it was built with the 'jmh' profile (JMH stays out of the default). */
        private static Method runner() {
            try {
                return Class.forName("io.crawlgp.bench.JmhRun").getMethod("run", List.class, Path.class);
            } catch (ReflectiveOperationException e) {
                throw new UserError("the JMH kernels are not in this build (they stay out of the default jar); build "
                        + "them with 'cd gp && mvn -B -P jmh package -DskipTests', then run this again");
            }
        }

        private void call(Method runner, Path json) {
            try {
                runner.invoke(null, jmhArgs, json);
            } catch (InvocationTargetException e) {
                if (e.getCause() instanceof RuntimeException r) throw r;
                throw new IllegalStateException(e.getCause());
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    @Command(
            name = "simulate",
            mixinStandardHelpOptions = true,
            description =
                    "Time one full simulation of every baseline on a generated dataset (default: BRDC'12 size, 417,048 pages x 57 cycles).")
    static final class Simulate extends CommandBase {
        @Option(
                names = "--pages",
                paramLabel = "N",
                defaultValue = "417048",
                description = "Pages. Default: ${DEFAULT-VALUE}.")
        int pages;

        @Option(
                names = "--cycles",
                paramLabel = "N",
                defaultValue = "57",
                description = "Cycles. Default: ${DEFAULT-VALUE}.")
        int cycles;

        @Option(
                names = "--policies",
                split = ",(?![^(]*\\))",
                splitSynopsisLabel = ",",
                paramLabel = "NAME",
                description =
                        "Policies to time (comma-separated; settings in parentheses allowed). Default: every registered policy.")
        List<String> policies;

        @Option(
                names = "--repeats",
                paramLabel = "N",
                defaultValue = "3",
                description =
                        "Timed runs per policy (after one warm-up run); the median is reported. Default: ${DEFAULT-VALUE}.")
        int repeats;

        @Override
        public void run() {
            SimulationBenchmark.run(pages, cycles, repeats, policies, out());
        }
    }

    @Command(
            name = "fitness",
            mixinStandardHelpOptions = true,
            description =
                    "Time one GP4C fitness evaluation (a simulated crawl of the training pages of one fold) with the reference, per-page and "
                            + "cohort (fast) engines on a generated dataset (default: BRDC'12 size), with trees from an ECJ initial population, and "
                            + "project the wall time of the paper protocol. All engines return identical fitness (checked here too).")
    static final class Fitness extends CommandBase {
        @Option(
                names = "--pages",
                paramLabel = "N",
                defaultValue = "417048",
                description = "Pages of the generated dataset. Default: ${DEFAULT-VALUE}.")
        int pages;

        @Option(
                names = "--cycles",
                paramLabel = "N",
                defaultValue = "57",
                description = "Cycles. Default: ${DEFAULT-VALUE}.")
        int cycles;

        @Option(
                names = "--trees",
                paramLabel = "N",
                defaultValue = "30",
                description = "Trees timed on the fast engines. Default: ${DEFAULT-VALUE}.")
        int trees;

        @Option(
                names = "--reference-trees",
                paramLabel = "N",
                defaultValue = "2",
                description = "Trees timed on the (slow) reference engine. Default: ${DEFAULT-VALUE}.")
        int referenceTrees;

        @Option(
                names = "--repeats",
                paramLabel = "N",
                defaultValue = "5",
                description =
                        "Timed evaluations of each tree on the cohort engine; its time is their median (single evaluations of a "
                                + "few milliseconds vary with the JIT and the garbage collector). The slower engines time each tree once. Default: ${DEFAULT-VALUE}.")
        int repeats;

        @Option(
                names = "--formulas",
                paramLabel = "FILE",
                description =
                        "Time evolved trees instead: the archive formulas of a formulas.csv written by 'crawlgp evolve' (first --trees of them).")
        Path formulas;

        @Option(
                names = "--measured",
                paramLabel = "DIR",
                defaultValue = "results/gp4c-brdc-scale",
                description =
                        "A results folder of the paper protocol ('crawlgp evolve --experiment experiments/gp4c-paper.properties'); "
                                + "its provenance.json gives the measured wall time printed next to the projection. Default: ${DEFAULT-VALUE}.")
        Path measured;

        @Option(
                names = "--dataset",
                paramLabel = "DIR",
                description =
                        "Time on this dataset's fold-0 training pages instead of a generated one (a folder with versions.jsonl.gz offers content features).")
        String dataset;

        @Option(
                names = "--inputs",
                split = ",",
                defaultValue = "n,X,t",
                paramLabel = "NAME",
                description = "The GP terminals (features) of the timed trees. Default: ${DEFAULT-VALUE}.")
        List<String> inputs;

        @Option(
                names = "--warmup",
                defaultValue = "2",
                paramLabel = "CYCLES",
                description =
                        "Warm-up cycles of the timed crawls (the paper's 2; RB's terminals rb1, rb2, rb3 train on it and need >= 12). "
                                + "Default: ${DEFAULT-VALUE}.")
        int warmup;

        @Option(
                names = "--form",
                defaultValue = "score",
                paramLabel = "FORM",
                description = "score: time score trees only; adaptive: also time adaptive rules (the production "
                        + "rules as pairs and an ECJ initial population of the adaptive form) against them, and where "
                        + "their time goes. Default: ${DEFAULT-VALUE}.")
        Form form;

        @Override
        public void run() {
            FitnessBenchmark.run(
                    new FitnessBenchmark.Options(
                            pages,
                            cycles,
                            trees,
                            referenceTrees,
                            repeats,
                            formulas,
                            measured,
                            dataset,
                            inputs,
                            warmup,
                            new CrawlDataLoader(ExperimentOptions.workers(0), System.err),
                            form),
                    out());
        }
    }
}
