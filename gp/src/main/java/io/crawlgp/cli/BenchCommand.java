package io.crawlgp.cli;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.GeneratorSettings;
import io.crawlgp.dataset.SyntheticChangeGenerator;
import io.crawlgp.policy.Baselines;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.TextTable;
import java.util.Arrays;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Speed figures of the hot loops, printed (not asserted: timing belongs here, not in unit tests). */
@Command(name = "bench", mixinStandardHelpOptions = true, description = "Print timing figures of the simulator.",
        subcommands = {BenchCommand.Simulate.class, FitnessBench.class})
public final class BenchCommand extends ParentCommand {
    @Command(name = "simulate", mixinStandardHelpOptions = true,
            description = "Time one full simulation of every baseline on a generated dataset (default: BRDC'12 size, 417,048 pages x 57 cycles).")
    static final class Simulate implements Runnable {
        @Option(names = "--pages", defaultValue = "417048", description = "Pages. Default: ${DEFAULT-VALUE}.")
        int pages;

        @Option(names = "--cycles", defaultValue = "57", description = "Cycles. Default: ${DEFAULT-VALUE}.")
        int cycles;

        @Option(names = "--repeats", defaultValue = "3", description = "Timed runs per policy (after one warm-up run); the median is reported. Default: ${DEFAULT-VALUE}.")
        int repeats;

        @Override
        public void run() {
            long t0 = System.nanoTime();
            ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(pages, cycles, 1));
            System.out.printf("generated %d pages x %d cycles in %.2fs; heap used %.0f MB%n", h.pages(), h.cycles(), (System.nanoTime() - t0) / 1e9,
                    (Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory()) / 1e6);
            SimulationSettings s = SimulationSettings.defaults();
            TextTable table = new TextTable("policy", "median s", "min s", "max s", "mean ChangeRate");
            for (String name : Baselines.names()) {
                Policy p = Baselines.byName(name);
                CrawlSimulator.run(h, p, s);
                double[] secs = new double[repeats];
                SimulationResult r = null;
                for (int i = 0; i < repeats; i++) {
                    long a = System.nanoTime();
                    r = CrawlSimulator.run(h, p, s);
                    secs[i] = (System.nanoTime() - a) / 1e9;
                }
                Arrays.sort(secs);
                table.row(name, String.format("%.3f", secs[repeats / 2]), String.format("%.3f", secs[0]), String.format("%.3f", secs[repeats - 1]),
                        String.format("%.4f", r.meanChangeRate()));
            }
            System.out.print(table.render());
        }
    }
}
