package io.crawlgp.gp.speed;

import io.crawlgp.io.Provenance;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

/** 'bench fitness' beside a finished paper-protocol run: its wall time and fitness work, from its provenance. */
final class MeasuredRun {
    private MeasuredRun() {}

    /** The wall time and fitness work of a finished paper-protocol run, from its provenance. */
    static void print(Path measured, double cohortMs, int cores, PrintWriter out) {
        if (!Files.isRegularFile(measured.resolve(Provenance.FILE))) {
            out.println("no measured run at " + measured.resolve(Provenance.FILE) + "; measure the real protocol with: "
                    + "./crawlgp evolve --experiment experiments/gp4c-paper.properties --out " + measured);
            return;
        }
        Provenance.Record p = Provenance.read(measured);
        Duration wall = p.wallTime();
        out.printf(
                "measured: %d min %d s wall on %s cores (%s; command: %s)%n",
                wall.toMinutes(), wall.toSecondsPart(), p.cores(), measured, p.command());
        Map<String, String> w = p.section("fitness_work");
        if (!w.isEmpty()) {
            StringBuilder sb = new StringBuilder("  fitness work:");
            w.forEach((k, v) -> {
                if (!k.equals("note")) sb.append(' ').append(k).append('=').append(v);
            });
            out.println(sb);
            if (w.containsKey("training_simulations")) {
                long sims = Long.parseLong(w.get("training_simulations"));
                out.printf(
                        "projected from that run's %,d simulations at this machine's cohort time: %.1f min of simulation on %d cores%n",
                        sims, sims * cohortMs / 1000 / cores / 60, cores);
            }
        }
    }
}
