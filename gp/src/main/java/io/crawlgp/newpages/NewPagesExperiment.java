package io.crawlgp.newpages;

import io.crawlgp.evolution.ArchiveEntry;
import io.crawlgp.evolution.Breeding;
import io.crawlgp.evolution.Evolution;
import io.crawlgp.evolution.Evolver;
import io.crawlgp.evolution.Task;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.util.Progress;
import io.crawlgp.util.SeedLabel;
import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.apache.commons.math3.stat.correlation.SpearmansCorrelation;

/**
 * One repeat of the new-page experiment (Ostroumova et al. §3): split by discovery time, train the two boosted models,
 * evolve the GP priority on the middle period, then run every policy on the test period through {@link QueueSimulator}.
 * Pure given its inputs and seeds: repeats can run on any thread in any order.
 */
public final class NewPagesExperiment {
    public static final SeedLabel DATA = new SeedLabel("newpages-data", "repeat", "the synthetic dataset of a repeat");
    public static final SeedLabel BOOST = new SeedLabel("newpages-boost", "repeat", "the boosted models' sampling");
    public static final SeedLabel ECJ =
            new SeedLabel("newpages-ecj", "repeat", "ECJ's seed of the GP priority (low 31 bits)");
    public static final SeedLabel POLICY = new SeedLabel("newpages-policy", "repeat", "the random ordering's keys");

    private NewPagesExperiment() {}

    /** Model quality on the test pages. */
    public record ModelQuality(double rmseLogA, double spearmanA, double rmseShare, double meanLambda, int features) {}

    /** What one repeat yields. */
    public record RepeatResult(
            int repeat,
            int trainPages,
            int gpPages,
            int testPages,
            double tauSeconds,
            double periodSeconds,
            ModelQuality quality,
            Map<String, QueueRun> runs,
            String gpFormula,
            double gpFitness) {}

    /**
     * Runs repeat r. {@code data} gives the page set of a repeat (synthetic: generated with a derived seed).
     */
    public static RepeatResult repeat(
            NewPagesSettings s, int r, IntFunction<NewPageSet> data, Progress progress, Evolver evolver) {
        NewPageSet all = data.apply(r);
        double t0 = all.firstDiscovery(), span = all.lastDiscovery() - t0;
        if (!(span > 0)) throw new UserError("all pages share one discovery time: nothing to split");
        double m = t0 + s.modelFraction() * span, g = m + s.gpFraction() * span, end = t0 + span * (1 + 1e-12) + 1e-9;
        NewPageSet train = require(all.between(t0, m), "model-training", s);
        NewPageSet test = require(all.between(g, end), "test", s);
        double period = end - g;
        double tau = s.tauSeconds() > 0 ? s.tauSeconds() : period / (s.capacity() * test.size());

        PopularityModel model = PopularityModel.train(train, s.shareHours(), s.boosting(BOOST.derive(s.seed(), r)));
        PopularityModel.Predictions testPred = model.predict(test);
        ModelQuality quality =
                quality(test, testPred, s.shareHours(), model.features().names().size());

        String gpFormula = null;
        double gpFitness = Double.NaN;
        Expr gpExpr = null;
        NewPageSet gpSet = s.gpFraction() > 0 ? all.between(m, g) : null;
        if (s.policies().contains("gp")) {
            require(gpSet, "GP", s);
            PopularityModel.Predictions gpPred = model.predict(gpSet);
            double gpPeriod = g - m;
            double gpTau = s.tauSeconds() > 0 ? s.tauSeconds() : gpPeriod / (s.capacity() * gpSet.size());
            List<String> inputs = GpPriority.inputs(all.extraNames());
            Breeding breeding = Breeding.paper().resized(s.gpPopulation(), s.gpGenerations(), 1, 8, 7);
            NewPageSet gpPages = gpSet;
            Evolution out = evolver.evolve(
                    Task.single(
                            breeding,
                            inputs,
                            e -> QueueSimulator.scan(gpPages, m, gpPeriod, gpTau, new GpPriority(e, gpPages, gpPred))
                                    .utilityPerSecond()),
                    (int) (ECJ.derive(s.seed(), r) & 0x7fffffff),
                    generation -> progress.step());
            ArchiveEntry best = out.archive().get(0);
            gpExpr = ExprParser.parse(best.simplified(), inputs);
            gpFormula = ExprFormat.infix(gpExpr);
            gpFitness = best.trainFitness();
        }

        Map<String, QueueRun> runs = new LinkedHashMap<>();
        long policySeed = POLICY.derive(s.seed(), r);
        for (String name : s.policies()) {
            OrderingPolicy p = OrderingPolicy.parse(name);
            Priority pr = p == OrderingPolicy.GP
                    ? new GpPriority(gpExpr, test, testPred)
                    : p.priority(test, testPred, s.shareHours(), policySeed);
            runs.put(p.label, QueueSimulator.run(test, g, period, tau, pr));
        }
        return new RepeatResult(
                r,
                train.size(),
                gpSet == null ? 0 : gpSet.size(),
                test.size(),
                tau,
                period,
                quality,
                runs,
                gpFormula,
                gpFitness);
    }

    private static NewPageSet require(NewPageSet set, String what, NewPagesSettings s) {
        if (set == null || set.size() < 10)
            throw new UserError("the " + what + " period holds " + (set == null ? 0 : set.size())
                    + " pages; need at least 10 (modelFraction=" + s.modelFraction() + ", gpFraction=" + s.gpFraction()
                    + ")");
        return set;
    }

    static ModelQuality quality(NewPageSet test, PopularityModel.Predictions p, int shareHours, int features) {
        int n = test.size();
        double se = 0, ses = 0, lam = 0;
        int ns = 0;
        double[] trueA = new double[n];
        for (int i = 0; i < n; i++) {
            NewPage pg = test.get(i);
            trueA[i] = pg.total();
            double d = Math.log1p(p.a()[i]) - Math.log1p(trueA[i]);
            se += d * d;
            lam += p.lambda()[i];
            double sh = PageFeatures.share(pg, shareHours);
            if (!Double.isNaN(sh)) {
                double ps = 1 - Math.exp(-p.lambda()[i] * shareHours);
                ses += (ps - sh) * (ps - sh);
                ns++;
            }
        }
        double rho = new SpearmansCorrelation().correlation(p.a(), trueA);
        return new ModelQuality(Math.sqrt(se / n), rho, ns == 0 ? Double.NaN : Math.sqrt(ses / ns), lam / n, features);
    }

    /** Number of progress steps of one repeat (GP generations, or 1). */
    public static int progressSteps(NewPagesSettings s) {
        return s.policies().contains("gp") ? s.gpGenerations() : 0;
    }

    static List<String> labels(NewPagesSettings s) {
        List<String> out = new ArrayList<>();
        for (String p : s.policies()) out.add(OrderingPolicy.parse(p).label);
        return out;
    }
}
