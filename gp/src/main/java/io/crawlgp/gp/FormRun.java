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
 * What one form GP4C breeds does inside one run ({@link Form} registers each): the task a fold's training runs evolve,
 * how an archive member scores on the fold's validation pages, how a chosen member crawls the test fold, and how its
 * rows, ECJ parameters and extra files read. The protocol around it (folds, seeds, units, selection, test, write) is
 * the same for every form: a new form is a new implementation and one constant in {@link Form}.
 */
interface FormRun {
    /** Refuses, before any work, a distributed run this form cannot do (ECJ's master problem carries one tree). */
    void refuseDistributed();

    /** Called once before training: the training fitness of every fold and anything the task seeds from. */
    void prepareTraining();

    /** Every training run of fold f is done here: its training state may go (the memory of the next folds'). */
    default void trainingDone(int fold) {}

    /** The task of fold f's training runs. */
    Task task(int fold);

    /** Fold f's training fitness for the distributed path (score form only). */
    CrawlFitness distributedFitness(int fold);

    /** The archive a training run keeps (the score form adds its tuned constants). */
    List<ArchiveEntry> archive(int fold, Evolution evolved, int ecjSeed);

    /** An archive member's score on fold f's validation pages (called once per fold, folds in parallel). */
    ToDoubleFunction<ArchiveEntry> validation(int fold);

    /** The chosen members (one per fold) as a policy of each test fold, named {@code name}. */
    IntFunction<Policy> policy(String name, Candidate[] chosen);

    /** Contenders this form's runs compare against besides the registered baselines (adaptive: the rules as pairs). */
    List<String> ownBaselines();

    /** A formulas.csv row of a member. */
    FormulaRow row(int fold, Candidate c, String variant, double test);

    /** A member's formulas.csv row with its simplified and rank forms as this form writes them. */
    static FormulaRow row(int fold, Candidate c, String variant, String simplified, String rank, double test) {
        ArchiveEntry e = c.entry();
        return new FormulaRow(
                fold,
                c.seedIndex(),
                variant,
                e.evolved(),
                simplified,
                rank,
                e.size(),
                e.depth(),
                e.trainFitness(),
                c.validation(),
                test);
    }

    /** The ECJ parameters set from the settings for GP run (0, 0), written to ecj.params. */
    Map<String, String> ecjParameters(int ecjSeed);

    /** How many fitness lookups and simulations this invocation's training runs made (provenance). */
    Map<String, Object> fitnessWork(boolean distributed);

    /** Files of this form's own (the score form's size front, the adaptive form's trajectories). */
    void writeExtras(UnitResult[][] units, Map<GpVariant, Candidate[]> chosen);
}
