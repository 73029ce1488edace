package io.crawlgp.content.crawl;

import io.crawlgp.content.prediction.ContentCorpus;
import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.experiment.CrawlData;
import io.crawlgp.feature.Feature;
import io.crawlgp.feature.FeatureSet;
import io.crawlgp.feature.SignalFeatures;
import io.crawlgp.feature.TerminalSet;
import io.crawlgp.simulation.Policy;
import io.crawlgp.util.TextTable;
import io.crawlgp.util.UserError;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A recrawl experiment's data when the dataset folder holds the text of every version (the ota-content format:
 * pages.csv and versions.jsonl[.gz]): the change history of pages.csv as any dataset's, and the content features of
 * the versions beside the crawl features. Any folder in that format qualifies, not only ours.
 */
public final class ContentCrawlData implements CrawlData {
    private final DatasetSpec.Loaded loaded;
    private final Map<String, Object> provenance;
    private final FeatureSet features;
    private final List<Policy> policies;

    private ContentCrawlData(
            DatasetSpec.Loaded loaded, Map<String, Object> provenance, FeatureSet features, List<Policy> policies) {
        this.loaded = loaded;
        this.provenance = provenance;
        this.features = features;
        this.policies = policies;
    }

    /** Refuses a cycle range on a folder with versions (the corpus is read whole). */
    static void refuseCycleRange(DatasetSpec spec) {
        if (spec.fromCycle() > 0 || spec.toCycle() > 0)
            throw new UserError("--from-cycle/--to-cycle are not supported on a dataset with versions ("
                    + ContentCorpus.versionsFile(Path.of(spec.source()))
                    + "); use the cycle length and the change filters");
    }

    /**
     * The history {@code loaded} with the content features of {@code corpus} (its versions, coarsened as the history
     * is), and RB's predictors trained on the first {@code warmup} cycles when {@code rbSettings} is given.
     */
    static CrawlData of(
            DatasetSpec spec,
            DatasetSpec.Loaded loaded,
            ContentCorpus corpus,
            CrawlPredictorSettings rbSettings,
            int warmup) {
        Path versions = ContentCorpus.versionsFile(Path.of(spec.source()));
        ChangeHistory h = loaded.history();
        if (corpus.cycles() != h.cycles())
            throw new IllegalStateException(
                    "corpus and history disagree on cycles: " + corpus.cycles() + " vs " + h.cycles());
        Map<String, Object> prov = new LinkedHashMap<>(loaded.provenance());
        prov.put("versions", versions.toString());
        prov.put(
                "versions_sha256",
                DatasetSpec.inputs(loaded.provenance())
                        .get(versions.getFileName().toString())); // hashed by the load
        prov.put("distinct_versions", corpus.versions());
        prov.put("terms", corpus.vocabulary().size());
        CrawlPredictors rb = rbSettings == null ? null : ContentFeatures.rb(corpus, rbSettings, warmup);
        if (rb != null) prov.put("rb", rbSettings.describe());
        return new ContentCrawlData(
                loaded,
                prov,
                SignalFeatures.available(ContentFeatures.of(corpus, rb), loaded.history()),
                rb == null ? List.of() : rb.policies());
    }

    @Override
    public List<Policy> policies() {
        return policies;
    }

    /** The names of the catalogue's features that are never negative (what the simplifier may rely on). */
    public static List<String> nonNegativeNames() {
        return new TerminalSet(catalogue()).nonNegative();
    }

    /** 'inspect features': every feature's name, what it needs and what it is (with its source). */
    public static String catalogueTable() {
        List<Feature> all = ContentCrawlData.catalogue();
        TextTable t = new TextTable("name", "needs", "what it is (source)");
        for (Feature f : all)
            t.row(
                    f.name(),
                    f.needs() == Feature.Need.TRAINED_MODELS
                            ? "versions, warmup >= "
                                    + CrawlPredictorSettings.defaults().minimumWarmup()
                            : SignalFeatures.ALL.contains(f) ? "history, signals" : f.needs().label,
                    f.description());
        return t.render();
    }

    /** Every feature a dataset with versions offers (crawl, content, RB), for listing. */
    public static List<Feature> catalogue() {
        return ContentFeatures.catalogue();
    }

    @Override
    public ChangeHistory history() {
        return loaded.history();
    }

    @Override
    public Map<String, Object> provenance() {
        return provenance;
    }

    @Override
    public FeatureSet features() {
        return features;
    }
}
