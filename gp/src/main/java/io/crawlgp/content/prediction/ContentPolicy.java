package io.crawlgp.content.prediction;

import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.util.UserError;
import java.util.HashMap;
import java.util.Map;

/**
 * A content predictor as a crawl policy of the foundation simulator: the score of a page at cycle c is the
 * probability that it changed at least once since its last visit, 1 − Π_{c'} (1 − p(c')) over the cycles c' after
 * the last visit up to c, from its batch-trained per-cycle probabilities ({@link CrawlModels}). It runs through the
 * same simulator, folds and tables as the baselines and GP4C. Pages are found by id, so folds (subsets) work.
 */
public final class ContentPolicy implements Policy {
    private final String name;
    private final Map<String, double[]> byId = new HashMap<>();

    public ContentPolicy(String name, ContentCorpus corpus, double[][] prob) {
        this.name = name;
        for (int p = 0; p < corpus.pages(); p++) byId.put(corpus.history().pageId(p), prob[p]);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Run start(CrawlState state, long seed) {
        double[][] rows = new double[state.pages()][];
        for (int p = 0; p < rows.length; p++) {
            rows[p] = byId.get(state.pageId(p));
            if (rows[p] == null)
                throw new UserError("policy " + name + " has no predictions for page '" + state.pageId(p) + "'");
        }
        return (cycle, out) -> {
            for (int p = 0; p < rows.length; p++) {
                double none = 1;
                for (int c = Math.max(1, state.lastVisit(p) + 1); c <= cycle && c < rows[p].length; c++)
                    none *= 1 - rows[p][c];
                out[p] = 1 - none;
            }
        };
    }
}
