package io.crawlgp.gp;

import io.crawlgp.cluster.ClusterOptions;
import io.crawlgp.cluster.Gate;
import io.crawlgp.cluster.RunOffer;
import io.crawlgp.cluster.WorkerInfo;
import io.crawlgp.evolution.Evolution;
import io.crawlgp.evolution.Evolver;
import io.crawlgp.evolution.GenerationStats;
import io.crawlgp.evolution.ecj.EcjCluster;
import io.crawlgp.evolution.ecj.EcjEvolution;
import io.crawlgp.evolution.ecj.Evolvers;
import io.crawlgp.experiment.CrawlData;
import io.crawlgp.gp.results.UnitResult;
import io.crawlgp.io.AtomicFiles;
import io.crawlgp.io.InputFiles;
import io.crawlgp.util.Parallel;
import io.crawlgp.util.Progress;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.function.IntConsumer;
import java.util.stream.Collectors;

/**
 * GP4C's training (Listing 1.1, lines 1-13): N seeds per fold evolve on the fold's training pages, in parallel, each
 * ECJ run single-threaded and isolated; a run saved by an earlier invocation of the same settings is reused. With a
 * cluster, one GP run at a time, its fitness evaluated by every connected worker; results are the single process's.
 */
final class Gp4cTraining {
    private Gp4cTraining() {}

    /** Each (fold, seed) GP run, how many were computed here and reused, and whether workers evaluated them. */
    record Result(UnitResult[][] units, int computed, int reused, Gate gate) {}

    static Result run(Gp4cRun c, FormRun form, ClusterOptions cluster) {
        GpSettings s = c.s();
        int foldCount = s.protocol().folds(), seeds = s.protocol().seeds();
        Path unitsDir = c.out().resolve("units");
        form.prepareTraining();
        UnitResult[][] units = new UnitResult[foldCount][seeds];
        int reused = 0;
        List<int[]> todo = new ArrayList<>();
        for (int f = 0; f < foldCount; f++) {
            for (int r = 0; r < seeds; r++) {
                units[f][r] = UnitResult.load(unitsDir, f, r, c.settingsHash(), RunSeeds.ecjSeed(s.seed(), f, r));
                if (units[f][r] == null) todo.add(new int[] {f, r});
                else reused++;
            }
        }
        if (reused > 0)
            c.ctx()
                    .log()
                    .println("resuming: " + reused + " of " + (foldCount * seeds) + " GP runs already done in "
                            + unitsDir);
        Gate gate = cluster == null || todo.isEmpty()
                ? null
                : Distribution.open(
                        cluster,
                        new RunOffer(
                                SettingsText.canonical(s),
                                c.settingsHash(),
                                String.valueOf(c.data().provenance().get("sha256")),
                                InputFiles.text(CrawlData.inputs(c.data()))));
        AtomicFiles.writeString(
                c.out().resolve("settings.properties"), "# resolved settings of this run\n" + SettingsText.written(s));
        EcjCluster ecjCluster = gate == null ? null : Distribution.ecj(cluster, gate);
        Evolver local = Evolvers.ecj();
        // the workers whose values each GP run of this invocation rests on (cluster only)
        Map<Integer, Set<WorkerInfo>> contributors = new ConcurrentHashMap<>();
        // per fold, the runs left: when a fold's last run ends, its training state is released
        AtomicIntegerArray left = new AtomicIntegerArray(foldCount);
        for (int[] t : todo) left.incrementAndGet(t[0]);
        try (Progress progress =
                c.ctx().progress("evolve", todo.size() * s.breeding().generations())) {
            // thinned only on a terminal, where the progress bar runs beside it; a log gets every generation
            Logbook logbook = new Logbook(
                    c.ctx().log(),
                    s.breeding().generations(),
                    Progress.drawsBars(),
                    Logbook.readable(c.inputs(), c.terminals().nonNegative()));
            IntConsumer compute = i -> {
                int f = todo.get(i)[0], r = todo.get(i)[1];
                int ecjSeed = RunSeeds.ecjSeed(s.seed(), f, r);
                Set<WorkerInfo> by = ConcurrentHashMap.newKeySet();
                GenerationStats.Listener log = logbook.forRun(f, r, progress);
                Evolution o = gate == null
                        ? local.evolve(form.task(f), ecjSeed, log)
                        : EcjEvolution.runDistributed(
                                s.breeding(),
                                ecjSeed,
                                c.inputs(),
                                form.distributedFitness(f),
                                log,
                                ecjCluster,
                                f,
                                c.settingsHash(),
                                by);
                UnitResult u = new UnitResult(
                        f,
                        r,
                        ecjSeed,
                        c.settingsHash(),
                        form.archive(f, o, ecjSeed),
                        o.generations(),
                        o.front().isEmpty() ? null : o.front());
                u.save(unitsDir);
                units[f][r] = u;
                contributors.put(i, by);
                if (left.decrementAndGet(f) == 0) form.trainingDone(f);
            };
            // on a cluster one GP run at a time: every worker serves it, and a run never waits for workers another
            // holds
            Parallel.run(gate == null ? c.threads() : 1, todo.size(), compute);
            // a worker dropped late may have served earlier runs unnoticed (only a share is re-evaluated): redo those
            for (List<Integer> redo = Distribution.servedByDropped(contributors);
                    !redo.isEmpty();
                    redo = Distribution.servedByDropped(contributors)) {
                cluster.log()
                        .println("recomputing " + redo.size() + " GP run(s) that a dropped worker contributed to: "
                                + redo.stream()
                                        .map(i -> "fold " + todo.get(i)[0] + " seed " + todo.get(i)[1])
                                        .collect(Collectors.joining(", ")));
                for (int i : redo) compute.accept(i);
            }
        } finally {
            if (gate != null) gate.close();
        }
        return new Result(units, todo.size(), reused, gate);
    }
}
