package io.crawlgp.content.crawl;

import io.crawlgp.content.prediction.ContentCorpus;
import io.crawlgp.content.prediction.ContentSettings;
import io.crawlgp.content.prediction.Expert;
import io.crawlgp.content.prediction.ExpertSelection;
import io.crawlgp.content.prediction.FeatureSpace;
import io.crawlgp.content.prediction.LinkGraph;
import io.crawlgp.content.prediction.TargetModels;
import io.crawlgp.learning.LongDoubleMemo;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * Radinsky & Bennett's 1D, 2D and 3D predictors (§5.1-5.3.1) for the pages of one crawl, trained on its warm-up: the
 * crawler fetched every page at every cycle up to W, so the labels, the vocabulary and idf of the feature map
 * ({@link FeatureSpace#warmUp}), the experts (chosen among the crawl's own pages: pages of other folds are unknown to
 * it) and the examples at times up to W − σ are what it observed. Nothing after W is read here. Each method is trained
 * on first use, once per page set, and shared by every crawl of it (GP evaluates thousands of trees on one fold).
 *
 * <p>A trained member's probability at a visit depends only on the versions and labels its features read (the target's,
 * and for an expert's member that expert's, at times v − l − σ .. v), so each member memoises it under exactly those
 * ({@link RecordFeatureSource#of}): most visits to a page that rarely changes repeat an earlier state.
 */
final class WarmUpModels {
    static final List<String> METHODS = List.of("1D", "2D", "3D");

    private final ContentCorpus corpus;
    private final FeatureSpace warm;
    private final CrawlPredictorSettings settings;
    private final int warmup;
    private final int[] examples;
    private final FetchedContent.PairMemo memo;
    private final ConcurrentHashMap<String, Trained> byMethod = new ConcurrentHashMap<>();
    /** The members' probabilities at crawlers' visits, every method's members under tags of their own. */
    private final LongDoubleMemo members = LongDoubleMemo.tagged();

    /** One method's models: per page the trained predictor and its experts (their members memoise in this page set's {@code members}). */
    record Trained(String method, TargetModels.Trained[] models, List<Expert>[] experts, int[][] expertPages) {
        Trained(String method, TargetModels.Trained[] models, List<Expert>[] experts) {
            this(
                    method,
                    models,
                    experts,
                    Arrays.stream(experts)
                            .map(l -> l.stream().mapToInt(Expert::page).toArray())
                            .toArray(int[][]::new));
        }
    }

    WarmUpModels(ContentCorpus crawlCorpus, int warmup, CrawlPredictorSettings settings, FetchedContent.PairMemo memo) {
        settings.requireWarmup(warmup, "the RB predictors");
        this.corpus = crawlCorpus;
        this.settings = settings;
        this.warmup = warmup;
        this.memo = memo;
        ContentSettings m = settings.model();
        boolean[][] labels = new boolean[crawlCorpus.pages()][crawlCorpus.cycles() + 1];
        CrawlerRecord seen = recordAfterWarmUp(warmup); // also the record every crawl with this warm-up starts from
        for (int p = 0; p < labels.length; p++) for (int c = 1; c <= warmup; c++) labels[p][c] = seen.changed(p, c);
        warm = FeatureSpace.warmUp(crawlCorpus, labels, m.window(), m.sigma(), m.vocabulary(), warmup);
        int last = warmup - m.sigma(), first = Math.max(warm.firstTime(), last - settings.training() + 1);
        examples = new int[last - first + 1];
        for (int i = 0; i < examples.length; i++) examples[i] = first + i;
    }

    int warmup() {
        return warmup;
    }

    CrawlPredictorSettings settings() {
        return settings;
    }

    FeatureSpace warm() {
        return warm;
    }

    ContentCorpus corpus() {
        return corpus;
    }

    FetchedContent.PairMemo memo() {
        return memo;
    }

    /**
     * ln(1 − p) of every page's prediction at its last visit of a warm-up of w cycles, for a never-retrained method:
     * the same in every crawl of the page set, so computed by the first crawl that asks ({@code compute}) and shared.
     */
    double[] logNoneAfterWarmUp(String method, int w, Supplier<double[]> compute) {
        return afterWarmUp.computeIfAbsent(method + "@" + w, k -> compute.get());
    }

    private final ConcurrentHashMap<String, double[]> afterWarmUp = new ConcurrentHashMap<>();

    /**
     * The crawler's record after a warm-up of w cycles (every page visited at every cycle 1..w): the same in every
     * crawl of the page set, kept to be read through {@link CrawlerRecord#CrawlerRecord(CrawlerRecord)} and never
     * visited itself.
     */
    CrawlerRecord recordAfterWarmUp(int w) {
        return recordsAfterWarmUp.computeIfAbsent(w, ww -> {
            CrawlerRecord r = new CrawlerRecord(corpus, settings.significant(), memo);
            for (int c = 1; c <= ww; c++) for (int p = 0; p < corpus.pages(); p++) r.visited(p, c);
            return r;
        });
    }

    private final ConcurrentHashMap<Integer, CrawlerRecord> recordsAfterWarmUp = new ConcurrentHashMap<>();

    /** The warm-up example times of every page. */
    int[] examples() {
        return examples.clone();
    }

    /** The method's models, trained on first use (threads asking for the same method wait for one training). */
    Trained of(String method) {
        if (!METHODS.contains(method)) throw new IllegalArgumentException(method);
        return byMethod.computeIfAbsent(method, this::train);
    }

    @SuppressWarnings("unchecked")
    private Trained train(String method) {
        ContentSettings m = settings.model();
        int pages = corpus.pages();
        List<Expert>[] experts = new List[pages];
        ExpertSelection sel = method.equals("3D")
                ? new ExpertSelection(
                        warm,
                        m.selectionMethod() == ExpertSelection.Method.GRAPH ? LinkGraph.of(corpus, warmup) : null,
                        m.terms(),
                        examples.length,
                        m.dtwBand())
                : null;
        TargetModels.Trained[] models = new TargetModels.Trained[pages];
        int t0 = warmup - m.sigma();
        for (int p = 0; p < pages; p++) {
            experts[p] =
                    sel == null ? List.of() : List.copyOf(sel.select(m.selectionMethod(), p, t0, m.experts(), null));
            TargetModels tm = new TargetModels(warm, p, experts[p]);
            models[p] = tm.train(method, examples, m, 0, members);
        }
        return new Trained(method, models, experts);
    }
}
