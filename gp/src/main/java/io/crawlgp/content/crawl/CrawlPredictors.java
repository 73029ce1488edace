package io.crawlgp.content.crawl;

import io.crawlgp.content.prediction.ContentCorpus;
import io.crawlgp.feature.Feature;
import io.crawlgp.feature.Observations;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Radinsky & Bennett's predictors inside the crawl simulator, on what the crawler fetched ({@link CrawlPredictorSettings}): as GP
 * terminals rb1, rb2, rb3 (never retrained) and as the crawl policies RB-1D, RB-2D, RB-3D (retrained every R cycles).
 * Models are trained once per crawled page set (a fold's pages, matched by id) and shared by every crawl of it.
 */
public final class CrawlPredictors {
    /** The terminals' names, in method order (1D, 2D, 3D). */
    public static final List<String> NAMES = List.of("rb1", "rb2", "rb3");

    private final ContentCorpus corpus;
    private final Map<String, Integer> rows;
    private final CrawlPredictorSettings settings;
    private final int warmup;
    private final FetchedContent.PairMemo memo;
    private final ConcurrentHashMap<List<String>, WarmUpModels> models = new ConcurrentHashMap<>();

    CrawlPredictors(
            ContentCorpus corpus,
            Map<String, Integer> rows,
            CrawlPredictorSettings settings,
            int warmup,
            FetchedContent.PairMemo memo) {
        this.corpus = corpus;
        this.rows = rows;
        this.settings = settings;
        this.warmup = warmup;
        this.memo = memo;
    }

    /** The corpus's pair memo (churn, significance), for the content features of the same corpus to share. */
    FetchedContent.PairMemo memo(ContentCorpus of) {
        if (of != corpus) throw new IllegalArgumentException("RB's predictors were built over another corpus");
        return memo;
    }

    /** The warm-up-trained models of the crawl's page set, built on first use. */
    WarmUpModels models(CrawlState state) {
        List<String> ids = new ArrayList<>(state.pages());
        for (int p = 0; p < state.pages(); p++) ids.add(state.pageId(p));
        return models.computeIfAbsent(ids, k -> {
            int[] r = new int[k.size()];
            for (int i = 0; i < r.length; i++) {
                Integer row = rows.get(k.get(i));
                if (row == null)
                    throw new IllegalStateException("page '" + k.get(i) + "' is not in the content corpus");
                r[i] = row;
            }
            return new WarmUpModels(corpus.subset(r), warmup, settings, memo);
        });
    }

    List<Feature> features() {
        List<Feature> out = new ArrayList<>();
        String[] sections = {
            "§5.1: the page's change frequency over the warm-up",
            "§5.2: a cubic SVM on the page's own content features",
            "§5.3.1: the page's SVM and one per expert page, weighted by relatedness"
        };
        for (int i = 0; i < 3; i++) {
            String method = WarmUpModels.METHODS.get(i), name = NAMES.get(i);
            String description = "Radinsky & Bennett's " + method + " predictor (" + sections[i]
                    + "), trained on the warm-up crawl and applied at "
                    + "visits to what the crawler fetched: P(changed since the last visit) = 1 - (1 - p)^t, p its Platt probability of a change in the next cycle";
            out.add(new Feature() {
                public String name() {
                    return name;
                }

                public String description() {
                    return description;
                }

                public Need needs() {
                    return Need.TRAINED_MODELS;
                }

                public Range range() {
                    return Range.NON_NEGATIVE;
                } // a probability

                public Tracker start(Observations run) {
                    PredictionStore store = run.shared(
                            PredictionStore.class, () -> new PredictionStore(run.state(), models(run.state()), 0));
                    int m = store.want(method);
                    return new Tracker() {
                        public double value(int page, int cycle) {
                            return store.changedSinceVisit(m, page, cycle);
                        }

                        public void values(int cycle, double[] out) {
                            store.changedSinceVisit(m, cycle, out);
                        }
                    };
                }
            });
        }
        return out;
    }

    /** RB-1D, RB-2D, RB-3D as crawl policies: score = P(changed since the last visit), retrained every R cycles. */
    public List<Policy> policies() {
        List<Policy> out = new ArrayList<>();
        for (String method : WarmUpModels.METHODS)
            out.add(new Policy() {
                public String name() {
                    return "RB-" + method;
                }

                public Run start(CrawlState state, long seed) {
                    PredictionStore preds = new PredictionStore(state, models(state), settings.retrain());
                    int m = preds.want(method);
                    return new Run() {
                        public void score(int cycle, double[] out) {
                            preds.beforeCycle(cycle);
                            preds.changedSinceVisit(m, cycle, out);
                        }

                        public void visited(int page, int cycle, boolean changed) {
                            preds.visited(page, cycle, changed);
                        }
                    };
                }
            });
        return out;
    }
}
