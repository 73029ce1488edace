package io.crawlgp.gp;

import io.crawlgp.evolution.ArchiveEntry;
import io.crawlgp.evolution.Breeding;
import io.crawlgp.evolution.ConstantTuning;
import io.crawlgp.evolution.Evolution;
import io.crawlgp.evolution.Surrogate;
import io.crawlgp.evolution.Task;
import io.crawlgp.evolution.ecj.EcjParameters;
import io.crawlgp.experiment.FoldPart;
import io.crawlgp.experiment.PageSample;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.expr.RankSimplifier;
import io.crawlgp.gp.Selection.Candidate;
import io.crawlgp.gp.fitness.CrawlFitness;
import io.crawlgp.gp.fitness.InstancesFitness;
import io.crawlgp.gp.fitness.TrainingFitness;
import io.crawlgp.gp.results.GpResultsCsv;
import io.crawlgp.gp.results.GpResultsCsv.FormulaRow;
import io.crawlgp.gp.results.UnitResult;
import io.crawlgp.policy.FormulaPolicy;
import io.crawlgp.policy.IntervalRule;
import io.crawlgp.policy.ResidualPolicy;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.GpVariant;
import io.crawlgp.util.Parallel;
import io.crawlgp.util.Seeds;
import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;

/** GP4C's score form: one score tree over the run's inputs, ranked every cycle (the paper's form). */
final class ScoreFormRun implements FormRun {
    /**
     * The score form: no residual base; seed formulas are score trees over the run's inputs (a rule with memory, or the
     * tuned rules, is bred by form = adaptive).
     */
    static final FormKind KIND = new FormKind() {
        @Override
        public void check(List<String> inputs, Breeding breeding, String residualBase) {
            ResidualBase.refuseBase(Form.SCORE, residualBase);
            if (AdaptiveForm.wantsTuned(breeding.seedFormulas()))
                throw new UserError("seedFormulas = tuned seeds rules with memory (the production rules at their tuned "
                        + "settings): set form = adaptive");
            if (!breeding.seedFormulas().strip().equalsIgnoreCase("peers"))
                for (String f : breeding.seedFormulas().split(";"))
                    if (!f.isBlank())
                        IntervalRule.refuseStateIn(
                                f.strip(),
                                inputs,
                                "seedFormulas: '" + f.strip() + "'",
                                "breed rules with form = adaptive");
        }

        @Override
        public FormRun in(Gp4cRun c) {
            return new ScoreFormRun(c);
        }
    };

    private final Gp4cRun c;
    private final TrainingFitness[] training;
    // the surrogate's sample of each fold's training pages (surrogate = pages); null otherwise
    private final CrawlFitness[] firstLook;
    // kept for the front only (its members are validated by the same fitness): otherwise freed after selection
    private final TrainingFitness[] validation;

    // the residual form: how each fold's base rule is chosen, and the choices once made; null otherwise
    private final Supplier<Policy[]> baseChoice;
    private Policy[] bases;

    ScoreFormRun(Gp4cRun c) {
        this(c, null);
    }

    /** With {@code baseChoice}: the residual form, each fold's tree g crawling as its base's score times exp(g). */
    ScoreFormRun(Gp4cRun c, Supplier<Policy[]> baseChoice) {
        this.c = c;
        this.baseChoice = baseChoice;
        int folds = c.s().protocol().folds();
        this.training = new TrainingFitness[folds];
        this.firstLook = c.s().breeding().surrogate().on() ? new CrawlFitness[folds] : null;
        this.validation = c.s().breeding().sizeObjective() ? new TrainingFitness[folds] : null;
    }

    /** Fold f's residual base, or null for the score form. */
    private Policy base(int fold) {
        return bases == null ? null : bases[fold];
    }

    /** Fold f's fitness on a part: the score form's, or the residual form's over the fold's base. */
    private CrawlFitness fitness(int fold, FoldPart part, SimulationSettings sim) {
        return c.fitness(part, sim, bases == null ? null : bases[fold]);
    }

    @Override
    public void refuseDistributed() {
        if (baseChoice != null)
            throw new UserError("form = residual does not run distributed (its base rule runs per page on the master"
                    + " only); run without --distribute");
        if (c.s().breeding().parentSelection().lexicase())
            throw new UserError(
                    "parentSelection = " + c.s().breeding().parentSelection().written()
                            + " does not run distributed: workers return one fitness per tree, not its cases; run without "
                            + "--distribute");
        if (c.s().breeding().sizeObjective())
            throw new UserError(
                    "objectives = " + c.s().breeding().objectives()
                            + " does not run distributed: ECJ's master problem carries one fitness per tree; run without --distribute");
        if (c.s().breeding().surrogate().on())
            throw new UserError("surrogate = pages does not run distributed: the first look ranks a generation on the "
                    + "master before any tree is shipped (not implemented); run without --distribute");
    }

    @Override
    public void prepareTraining() {
        if (baseChoice != null && bases == null) bases = baseChoice.get();
        for (int f = 0; f < training.length; f++) {
            training[f] = c.evidence(f, true, RunSeeds.trainingSimulation(c.s(), f), base(f));
            if (firstLook != null) firstLook[f] = sample(f);
        }
    }

    /** Fold f's first look: a crawl of a stratified sample of its training pages, as the full crawl runs. */
    private CrawlFitness sample(int fold) {
        if (!c.instances().isEmpty())
            throw new UserError("surrogate = pages samples one dataset's training pages; this run trains on "
                    + "several (instances; not implemented): set surrogate = none");
        Surrogate look = c.s().breeding().surrogate();
        FoldPart part = PageSample.of(
                c.split(fold).train(),
                c.data().history(),
                look.sample(),
                Seeds.derive(c.s().seed(), "surrogate", fold));
        SimulationSettings sim = RunSeeds.trainingSimulation(c.s(), fold);
        part = PageSample.lastCycles(part, c.data().history().cycles(), look.cycles(), sim.warmup());
        try {
            sim.k(part.rows().length);
        } catch (UserError e) {
            throw new UserError("surrogateSample = " + look.sample() + " gives fold " + fold + " a sample of "
                    + part.rows().length + " pages, which budget " + sim.budget()
                    + " crawls none of per cycle: raise surrogateSample");
        }
        return fitness(fold, part, sim);
    }

    @Override
    public void trainingDone(int fold) {
        training[fold].release();
        if (firstLook != null) firstLook[fold].release();
    }

    @Override
    public Task task(int fold) {
        // the residual form seeds g = 0 (the base itself), so no run's best training fitness is below its base's
        Task t = bases == null
                ? Task.single(c.s().breeding(), c.inputs(), training[fold], c.seeds(fold))
                : Task.single(c.s().breeding(), c.inputs(), training[fold], List.of(zero()));
        return firstLook == null ? t : t.withFirstLook(firstLook[fold]);
    }

    /** g = 0 as a seed tree ECJ's function set can hold (no constant 0 there): the first input minus itself. */
    private Expr zero() {
        String x = c.inputs().get(0);
        return ExprParser.parse(x + " - " + x, c.inputs());
    }

    @Override
    public CrawlFitness distributedFitness(int fold) {
        // refused with instances (Gp4cExperiment): one dataset's crawl
        return (CrawlFitness) training[fold];
    }

    @Override
    public List<ArchiveEntry> archive(int fold, Evolution evolved, int ecjSeed) {
        return withTunedConstants(
                rescored(fold, evolved.archive()), c.inputs(), training[fold], c.s().breeding(), ecjSeed);
    }

    /**
     * Under mini-batches each entry's fitness is from some generation's batch: scored again on every dataset of the
     * fold's training evidence and put in archive order, so formulas.csv's train column means one thing.
     */
    private List<ArchiveEntry> rescored(int fold, List<ArchiveEntry> archive) {
        if (c.s().breeding().miniBatch() == 0
                || !(training[fold] instanceof InstancesFitness all)
                || c.s().breeding().miniBatch() >= all.instanceCount()) return archive;
        List<ArchiveEntry> out = new ArrayList<>();
        for (ArchiveEntry e : archive)
            out.add(new ArchiveEntry(
                    e.evolved(),
                    e.simplified(),
                    e.size(),
                    e.depth(),
                    all.applyAsDouble(e.evolvedExpr(c.inputs())),
                    e.generation()));
        out.sort(ArchiveEntry::compare);
        return out;
    }

    /**
     * The archive with the constants of its {@code tuneConstants} best trees tuned by CMA-ES on the training fitness
     *: each tuned tree that is better than its source joins as a new entry, marked {@link ArchiveEntry#TUNED}
     * (formulas.csv: variant archive-tuned), so validation chooses among evolved and tuned trees alike.
     */
    static List<ArchiveEntry> withTunedConstants(
            List<ArchiveEntry> archive, List<String> inputs, ToDoubleFunction<Expr> fit, Breeding b, int ecjSeed) {
        if (b.tuneConstants() == 0) return archive;
        List<ArchiveEntry> out = new ArrayList<>(archive);
        for (int i = 0; i < Math.min(b.tuneConstants(), archive.size()); i++) {
            Expr e = archive.get(i).evolvedExpr(inputs);
            Expr t = ConstantTuning.tune(e, fit, b.constantEvaluations(), ((long) ecjSeed << 8) + i);
            if (t != e) out.add(ArchiveEntry.of(t, fit.applyAsDouble(t), ArchiveEntry.TUNED));
        }
        return out;
    }

    @Override
    public ToDoubleFunction<ArchiveEntry> validation(int fold) {
        TrainingFitness valFit = c.evidence(fold, false, RunSeeds.validationSimulation(c.s(), fold), base(fold));
        if (validation != null) validation[fold] = valFit;
        return e -> valFit.applyAsDouble(e.simplifiedExpr(c.inputs()));
    }

    @Override
    public IntFunction<Policy> policy(String name, Candidate[] chosen) {
        return f -> {
            Policy g = FormulaPolicy.of(name, chosen[f].entry().simplifiedExpr(c.inputs()), c.terminals());
            return bases == null ? g : new ResidualPolicy(name, bases[f], g);
        };
    }

    @Override
    public List<String> ownBaselines() {
        return List.of();
    }

    @Override
    public FormulaRow row(int fold, Candidate cand, String variant, double test) {
        ArchiveEntry e = cand.entry();
        List<String> inputs = c.inputs();
        // the rank form from the evolved tree, as the reports and 'inspect formulas' derive it
        Expr rank = RankSimplifier.rankEquivalent(
                ExprParser.parse(e.evolved(), inputs), Set.copyOf(c.terminals().nonNegative()));
        String simplified = ExprFormat.infix(e.simplifiedExpr(inputs)), ranked = ExprFormat.infix(rank);
        if (bases != null) { // the residual's g, written as the score it crawls by
            simplified = bases[fold].name() + " x exp(" + simplified + ")";
            ranked = simplified; // g's rank form is not the product's: exp(g) multiplies a score that varies
        }
        return FormRun.row(fold, cand, variant, simplified, ranked, test);
    }

    @Override
    public Map<String, String> ecjParameters(int ecjSeed) {
        return EcjParameters.fromSettings(c.s().breeding(), ecjSeed, c.s().inputs());
    }

    /**
     * How many fitness lookups the training runs of this invocation made, how many the formula cache could not answer,
     * and how many of those the ranking memo answered without simulating.
     */
    @Override
    public Map<String, Object> fitnessWork(boolean distributed) {
        Map<String, Object> out = new LinkedHashMap<>();
        long[] full = work(training); // lookups, formula cache misses, ranking memo hits
        out.put("training_lookups", full[0]);
        out.put("training_formula_cache_misses", full[1]);
        out.put("training_ranking_memo_hits", full[2]);
        out.put("training_simulations", full[1] - full[2]);
        if (firstLook != null) { // the sample's crawls, counted apart from the full ones
            long[] look = work(firstLook);
            out.put("first_look_lookups", look[0]);
            out.put("first_look_simulations", look[1] - look[2]);
        }
        out.put(
                "note",
                distributed
                        ? "counts cover this machine only: on a cluster the workers evaluate, and these are the master's re-evaluations of their results"
                        : "counts cover the GP runs computed by this invocation, not reused ones");
        return out;
    }

    /** Summed over the folds: fitness lookups, formula cache misses, ranking memo hits. */
    private static long[] work(TrainingFitness[] folds) {
        long[] w = new long[3];
        for (TrainingFitness f : folds) {
            w[0] += f.lookups();
            w[1] += f.simulations();
            w[2] += f.rankingMemoHits();
        }
        return w;
    }

    @Override
    public void writeExtras(UnitResult[][] units, Map<GpVariant, Candidate[]> chosen) {
        if (validation != null) GpResultsCsv.writeFront(c.out().resolve(GpResultsCsv.FRONT), front(units));
    }

    /**
     * Every front member of every run scored on its fold's validation pages by selection's own
     * fitness (members also in the archive are cached there) and on its test pages (with the test phase's fold seed,
     * so a member that is also GP4C_Best's formula has its test value in formulas.csv).
     */
    private List<GpResultsCsv.FrontRow> front(UnitResult[][] units) {
        List<List<GpResultsCsv.FrontRow>> byFold = Parallel.map(c.threads(), validation.length, f -> {
            TrainingFitness valFit = validation[f];
            CrawlFitness testFit = fitness(f, c.folds().test(f), c.testSimulation(f));
            List<GpResultsCsv.FrontRow> rows = new ArrayList<>();
            for (int r = 0; r < c.s().protocol().seeds(); r++)
                for (ArchiveEntry e : units[f][r].frontOrEmpty()) {
                    Expr simplified = e.simplifiedExpr(c.inputs());
                    rows.add(new GpResultsCsv.FrontRow(
                            f,
                            r,
                            e.size(),
                            e.trainFitness(),
                            valFit.applyAsDouble(simplified),
                            testFit.applyAsDouble(simplified),
                            e.evolved(),
                            ExprFormat.infix(simplified)));
                }
            return rows;
        });
        List<GpResultsCsv.FrontRow> out = new ArrayList<>();
        byFold.forEach(out::addAll);
        return out;
    }
}
