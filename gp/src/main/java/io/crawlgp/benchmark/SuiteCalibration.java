package io.crawlgp.benchmark;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.experiment.Calibration;
import io.crawlgp.io.InputFiles;
import io.crawlgp.io.OutputPaths;
import io.crawlgp.io.Provenance;
import io.crawlgp.io.ResultsFolders;
import io.crawlgp.io.StrictText;
import io.crawlgp.simulation.Policy;
import io.crawlgp.util.RunContext;
import io.crawlgp.util.UserError;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The calibration of probabilistic rules on a suite's datasets ({@code benchmark --suite FILE --calibrate RULES}):
 * each dataset as the suite resolves it (its signal model drawn, its budget and warm-up), each rule at the settings
 * named (defaults otherwise, not tuned), one crawl of the whole history ({@link Calibration}).
 */
public final class SuiteCalibration {
    private SuiteCalibration() {}

    public static void run(Suite suite, List<String> rules, Path out, boolean force, RunContext ctx) {
        if (rules.isEmpty()) throw new UserError("--calibrate names the rules to calibrate, e.g. Posterior,ChoGM");
        List<String> names = new ArrayList<>();
        for (String r : rules) names.add(Calibration.probabilistic(r).name()); // refused before any work
        TreeMap<String, String> described = new TreeMap<>();
        described.put("suite", StrictText.read(suite.file()).text());
        described.put("calibrate", String.join(",", names));
        Map<String, String> inputs = new TreeMap<>();
        for (Suite.DatasetEntry d : suite.datasets())
            if (!d.spec().isSynthetic()) {
                OutputPaths.refuseOver(out, Path.of(d.source()));
                InputFiles.of(d.source()).forEach((k, v) -> inputs.put(d.label() + "/" + k, v));
            }
        Provenance prov = Provenance.start(ctx.command())
                .put("calibrated", names)
                .put("suite", suite.file().toString());
        ResultsFolders.claimed(out, "calibration", described, inputs, force, () -> {
            List<Calibration.Tally> tallies = new ArrayList<>();
            for (Suite.DatasetEntry d : suite.datasets()) {
                ChangeHistory h = d.spec().load().history();
                for (String name : names) {
                    Policy p = Calibration.probabilistic(name);
                    tallies.add(Calibration.of(d.label(), h, p, d.settings().simulation()));
                }
                ctx.log().println("calibrated " + String.join(", ", names) + " on " + d.label());
            }
            Calibration.write(tallies, out, prov);
        });
    }
}
