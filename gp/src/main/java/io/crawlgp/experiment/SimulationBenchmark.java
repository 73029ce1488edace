package io.crawlgp.experiment;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.GeneratorSettings;
import io.crawlgp.dataset.SyntheticChangeGenerator;
import io.crawlgp.metric.Metrics;
import io.crawlgp.policy.Policies;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.TextTable;
import io.crawlgp.util.UserError;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.List;

/** Times one full simulation of every registered policy on a generated dataset: figures printed, never asserted. */
public final class SimulationBenchmark {
    private SimulationBenchmark() {}

    public static void run(int pages, int cycles, int repeats, PrintWriter out) {
        run(pages, cycles, repeats, null, out);
    }

    /** As above for the named policies only ({@code null}: every registered one). */
    public static void run(int pages, int cycles, int repeats, List<String> policies, PrintWriter out) {
        if (repeats < 1) throw new UserError("--repeats must be >= 1, got " + repeats);
        if (pages < 20) throw new UserError("--pages must be >= 20 (k = 5% of them must be >= 1), got " + pages);
        if (cycles < 3) throw new UserError("--cycles must be >= 3, got " + cycles);
        long t0 = System.nanoTime();
        ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(pages, cycles, 1));
        out.printf(
                "generated %d pages x %d cycles in %.2fs; heap used %.0f MB%n",
                h.pages(),
                h.cycles(),
                (System.nanoTime() - t0) / 1e9,
                (Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory()) / 1e6);
        SimulationSettings s = SimulationSettings.defaults();
        TextTable table = new TextTable(
                "policy",
                "median s",
                "min s",
                "max s",
                "mean " + Metrics.primary().label());
        for (String spec : policies == null ? Policies.lineUp() : policies) {
            Policy p = Policies.byName(spec);
            String name = p.name();
            CrawlSimulator.run(h, p, s);
            double[] secs = new double[repeats];
            SimulationResult r = null;
            for (int i = 0; i < repeats; i++) {
                long a = System.nanoTime();
                r = CrawlSimulator.run(h, p, s);
                secs[i] = (System.nanoTime() - a) / 1e9;
            }
            Arrays.sort(secs);
            table.row(
                    name,
                    String.format("%.3f", secs[repeats / 2]),
                    String.format("%.3f", secs[0]),
                    String.format("%.3f", secs[repeats - 1]),
                    String.format("%.4f", Metrics.primary().mean(r)));
        }
        out.print(table.render());
        out.flush();
    }
}
