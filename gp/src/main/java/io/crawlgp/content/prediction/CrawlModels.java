package io.crawlgp.content.prediction;

import io.crawlgp.util.Parallel;
import io.crawlgp.util.Progress;
import io.crawlgp.util.Seeds;
import io.crawlgp.util.UserError;
import java.util.List;

/**
 * Batch-trained change probabilities for every page (§8.3: "the classifiers are not re-trained during the crawling
 * period"): each page's 1D, 2D or 3D model is trained once on the n examples before the first prediction cycle d0 and
 * then gives P(change at d) from the state at d − σ for every later d (Platt-calibrated SVM outputs; for 1D the
 * training-window change frequency). Features are read from the fully observed history, as in the paper's main
 * setting; the crawler's partial observation only affects which pages it refreshes.
 */
public final class CrawlModels {
    private CrawlModels() {}

    /** prob[page][cycle] for cycles d0..C (0 before d0). */
    public static double[][] probabilities(
            FeatureSpace fs, LinkGraph graph, ContentSettings s, String method, int workers, Progress progress) {
        int d0 = ContentExperiment.firstDay(fs, s),
                cycles = fs.corpus().cycles(),
                pages = fs.corpus().pages();
        if (d0 > cycles)
            throw new UserError(
                    "no prediction cycle: the data have " + cycles + " cycles, the first prediction needs " + d0);
        ExpertSelection sel = new ExpertSelection(fs, graph, s.terms(), s.training(), s.dtwBand());
        List<double[]> rows = Parallel.map(workers, pages, p -> {
            List<Expert> experts = method.equals("3D")
                    ? sel.select(s.selectionMethod(), p, d0 - fs.sigma(), s.experts(), null)
                    : List.of();
            TargetModels m = new TargetModels(fs, p, experts);
            int to = d0 - fs.sigma() - 1, from = to - s.training() + 1;
            TargetModels.Trained tr = m.train(method, from, to, s, Seeds.derive(s.seed(), "content-crawl-model", p));
            double[] out = new double[cycles + 1];
            for (int d = d0; d <= cycles; d++) out[d] = m.probability(tr, d - fs.sigma());
            progress.step();
            return out;
        });
        return rows.toArray(double[][]::new);
    }
}
