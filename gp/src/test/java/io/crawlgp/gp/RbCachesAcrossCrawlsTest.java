package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.content.crawl.ContentFeatures;
import io.crawlgp.content.crawl.CrawlPredictorSettings;
import io.crawlgp.content.prediction.ContentCorpus;
import io.crawlgp.content.prediction.ContentGenerator;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.feature.FeatureSet;
import io.crawlgp.gp.fitness.CrawlFitness;
import io.crawlgp.metric.Metrics;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.FutureTask;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * What a thread remembers of RB's predictions between crawls (each page's rows, the curves) and what every thread
 * shares (the member memo, the warm-up's values) never changes a value: 40 crawls of trees over rb1-3, on two page
 * sets interleaved on one thread, are held bit-identical to each crawl computed afresh, on a new thread over newly
 * trained models.
 */
class RbCachesAcrossCrawlsTest {
    /** f computed on a new thread, which starts with nothing remembered (its failure is rethrown here). */
    private static double onFreshThread(Callable<Double> f) throws Exception {
        FutureTask<Double> task = new FutureTask<>(f);
        new Thread(task).start();
        return task.get();
    }

    @Test
    void crawlsInARowOnOneThreadEqualCrawlsComputedAfresh() throws Exception {
        ContentCorpus c = ContentGenerator.generate(80, 60, 3, 5);
        int warmup = 14;
        int[] a = IntStream.range(0, 40).toArray(), b = IntStream.range(40, 80).toArray();
        FeatureSet set = ContentFeatures.of(c, ContentFeatures.rb(c, CrawlPredictorSettings.of(50, 0, "any"), warmup));
        List<String> names = set.names();
        SimulationSettings s = new SimulationSettings(0.1, warmup, TieBreak.RANDOM, 3);
        CrawlFitness fa = new CrawlFitness(
                c.history().subset(a), s, Metrics.CHANGERATE, names, set, CrawlFitness.Engine.COHORT, 0);
        CrawlFitness fb = new CrawlFitness(
                c.history().subset(b), s, Metrics.CHANGERATE, names, set, CrawlFitness.Engine.COHORT, 0);
        SplittableRandom r = new SplittableRandom(1);
        String[] rb = {"rb1", "rb2", "rb3"};
        String[] ops = {"+", "*", "-", "/"};
        int n = 40, bad = 0;
        Expr[] trees = new Expr[n];
        boolean[] onB = new boolean[n];
        double[] seq = new double[n];
        for (int i = 0; i < n; i++) {
            String f = rb[r.nextInt(3)];
            for (int k = 0; k < 3; k++) {
                String in = r.nextInt(3) == 0 ? names.get(r.nextInt(names.size())) : rb[r.nextInt(3)];
                f = "(" + f + " " + ops[r.nextInt(4)] + " " + in + ")";
            }
            trees[i] = ExprParser.parse(f, names);
            onB[i] = r.nextInt(3) == 0;
            seq[i] = (onB[i] ? fb : fa).simulate(trees[i]);
        }
        for (int i = 0; i < n; i++) {
            FeatureSet fresh =
                    ContentFeatures.of(c, ContentFeatures.rb(c, CrawlPredictorSettings.of(50, 0, "any"), warmup));
            CrawlFitness f = new CrawlFitness(
                    c.history().subset(onB[i] ? b : a),
                    s,
                    Metrics.CHANGERATE,
                    names,
                    fresh,
                    CrawlFitness.Engine.COHORT,
                    0);
            Expr e = trees[i];
            double v = onFreshThread(() -> f.simulate(e));
            if (Double.doubleToRawLongBits(v) != Double.doubleToRawLongBits(seq[i])) {
                bad++;
                System.out.println("differs: " + ExprFormat.infix(e) + " in a row " + seq[i] + ", afresh " + v);
            }
        }
        assertEquals(0, bad, "crawls whose value depended on what the thread had crawled before");
    }
}
