package io.crawlgp.gp;

import io.crawlgp.experiment.CrawlData;
import io.crawlgp.experiment.Evaluation;
import io.crawlgp.experiment.FoldPart;
import io.crawlgp.experiment.FoldSplit;
import io.crawlgp.experiment.Folds;
import io.crawlgp.experiment.Instances;
import io.crawlgp.expr.Expr;
import io.crawlgp.feature.TerminalSet;
import io.crawlgp.gp.fitness.CrawlFitness;
import io.crawlgp.gp.fitness.InstancesFitness;
import io.crawlgp.gp.fitness.TrainingFitness;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.RunContext;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What every phase of one GP4C run reads: its settings, inputs, data, folds, identity, folder, threads, context, other
 * datasets and any extra seeds per fold.
 */
record Gp4cRun(
        GpSettings s,
        TerminalSet terminals,
        CrawlData data,
        Folds folds,
        String settingsHash,
        Path out,
        int threads,
        RunContext ctx,
        List<Instances.Instance> instances,
        List<List<Expr>> foldSeeds) {
    /** Fold f's extra seed trees (a home phase continuing an archive learnt elsewhere); none by default. */
    List<Expr> seeds(int fold) {
        return foldSeeds.isEmpty() ? List.of() : foldSeeds.get(fold);
    }

    List<String> inputs() {
        return terminals.names();
    }

    FoldSplit split(int fold) {
        return FoldSplit.of(folds, fold);
    }

    /**
     * The score fitness of a fold part (its pages, under a time split its cycles) under this run's metric and
     * terminals; over the residual form's {@code base} when there is one (else null).
     */
    CrawlFitness fitness(FoldPart part, SimulationSettings sim, Policy base) {
        return Gp4cExperiment.fitness(part, data.history(), sim, s, terminals, base);
    }

    /**
     * Fold f's training ({@code train}) or validation evidence: the run's own part, and with {@code instances} every
     * instance's fold-f part too (the mean over datasets); under split = datasets the instances' alone
     * ({@link Instances}).
     */
    TrainingFitness evidence(int fold, boolean train, SimulationSettings sim, Policy base) {
        FoldPart own = train ? split(fold).train() : split(fold).validation();
        if (instances.isEmpty()) return fitness(own, sim, base);
        List<CrawlFitness> parts = new ArrayList<>();
        if (Instances.readsOwn(s.protocol().split())) parts.add(fitness(own, sim, base));
        for (Instances.Instance i : instances) {
            FoldSplit other = i.split(fold);
            if (other == null) continue; // no window of it before this fold's test window
            parts.add(Gp4cExperiment.fitness(
                    train ? other.train() : other.validation(),
                    i.data().history(),
                    i.simulation(sim),
                    s,
                    s.terminals(i.data().features()),
                    base));
        }
        return new InstancesFitness(parts);
    }

    /** The adaptive rules' fitness of a fold part (same pages, cycles and seed as the score form's). */
    AdaptiveForm.RuleFitness ruleFitness(FoldPart part, SimulationSettings sim) {
        return new AdaptiveForm.RuleFitness(part.history(data.history()), sim, s.fitnessMetric(), part.firstScored());
    }

    /** Test fold f's simulation settings (the evaluation contract's fold seed). */
    SimulationSettings testSimulation(int fold) {
        return s.simulation().withSeed(Evaluation.foldSeed(s.simulation().seed(), fold));
    }
}
