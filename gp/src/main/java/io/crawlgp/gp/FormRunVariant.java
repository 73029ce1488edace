package io.crawlgp.gp;

import io.crawlgp.evolution.ArchiveEntry;
import io.crawlgp.evolution.Evolution;
import io.crawlgp.evolution.Task;
import io.crawlgp.gp.Selection.Candidate;
import io.crawlgp.gp.fitness.CrawlFitness;
import io.crawlgp.gp.results.GpResultsCsv.FormulaRow;
import io.crawlgp.gp.results.UnitResult;
import io.crawlgp.simulation.Policy;
import io.crawlgp.util.GpVariant;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.function.ToDoubleFunction;

/**
 * A variant of a form: a form's run with what differs overridden, everything else forwarded to it. A
 * variant that chooses on another validation score, adds its own baselines or writes another row is one override.
 */
abstract class FormRunVariant implements FormRun {
    protected final FormRun base;

    protected FormRunVariant(FormRun base) {
        this.base = base;
    }

    @Override
    public void refuseDistributed() {
        base.refuseDistributed();
    }

    @Override
    public void prepareTraining() {
        base.prepareTraining();
    }

    @Override
    public void trainingDone(int fold) {
        base.trainingDone(fold);
    }

    @Override
    public Task task(int fold) {
        return base.task(fold);
    }

    @Override
    public CrawlFitness distributedFitness(int fold) {
        return base.distributedFitness(fold);
    }

    @Override
    public List<ArchiveEntry> archive(int fold, Evolution evolved, int ecjSeed) {
        return base.archive(fold, evolved, ecjSeed);
    }

    @Override
    public ToDoubleFunction<ArchiveEntry> validation(int fold) {
        return base.validation(fold);
    }

    @Override
    public IntFunction<Policy> policy(String name, Candidate[] chosen) {
        return base.policy(name, chosen);
    }

    @Override
    public List<String> ownBaselines() {
        return base.ownBaselines();
    }

    @Override
    public FormulaRow row(int fold, Candidate c, String variant, double test) {
        return base.row(fold, c, variant, test);
    }

    @Override
    public Map<String, String> ecjParameters(int ecjSeed) {
        return base.ecjParameters(ecjSeed);
    }

    @Override
    public Map<String, Object> fitnessWork(boolean distributed) {
        return base.fitnessWork(distributed);
    }

    @Override
    public void writeExtras(UnitResult[][] units, Map<GpVariant, Candidate[]> chosen) {
        base.writeExtras(units, chosen);
    }
}
