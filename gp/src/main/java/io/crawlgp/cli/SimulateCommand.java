package io.crawlgp.cli;

import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.io.AtomicFiles;
import io.crawlgp.io.Provenance;
import io.crawlgp.io.ResultsCsv;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.RecordOverrides;
import java.nio.file.Path;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** One simulated crawl of one policy over a whole dataset. */
@Command(name = "simulate", mixinStandardHelpOptions = true,
        description = "Simulate a budgeted recrawl of a whole dataset with one policy and write per-cycle metrics.")
public final class SimulateCommand extends CommandBase {
    @Mixin
    DatasetOptions dataset;

    @Mixin
    SimulationOptions simulation;

    @Option(names = "--policy", required = true, paramLabel = "NAME",
            description = "Rand, Age, CG, NAD, SAD, AAD, GAD or Oracle.")
    String policy;

    @Option(names = "--out", paramLabel = "FILE", description = "Per-cycle CSV (cycle,changerate,freshness,ceiling,found,k); provenance goes to FILE.provenance.json.")
    Path out;

    @Override
    public void run() {
        Provenance prov = Provenance.start(Main.invocation);
        Policy p = PolicyResolver.resolve(policy);
        DatasetSpec.Loaded loaded = dataset.spec().load();
        SimulationSettings s = simulation.settings();
        SimulationResult r = CrawlSimulator.run(loaded.history(), p, s);
        if (out != null) {
            AtomicFiles.writeText(out, w -> {
                w.write("cycle,changerate,freshness,ceiling,found,k\n");
                for (int i = 0; i < r.found().length; i++)
                    w.write((r.firstCycle() + i) + "," + ResultsCsv.num(r.changeRate(i)) + "," + ResultsCsv.num(r.freshness(i)) + ","
                            + ResultsCsv.num(r.ceiling(i)) + "," + r.found()[i] + "," + r.k() + "\n");
            });
            prov.put("dataset", loaded.provenance()).put("simulation", RecordOverrides.describe(s))
                    .put("policy", p.name()).writeTo(Path.of(out + ".provenance.json"));
        }
        out().println(String.format(Locale.ROOT, "policy=%s cycles=%d mean_changerate=%.9f", p.name(), r.scheduledCycles(), r.meanChangeRate()));
    }
}
