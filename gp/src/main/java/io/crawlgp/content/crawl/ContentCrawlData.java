package io.crawlgp.content.crawl;

import io.crawlgp.content.prediction.ContentCorpus;
import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.experiment.CrawlData;
import io.crawlgp.feature.Feature;
import io.crawlgp.feature.FeatureSet;
import io.crawlgp.feature.TerminalSet;
import io.crawlgp.gp.GpSettings;
import io.crawlgp.simulation.Policy;
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

    /**
     * The loader for GP4C: content data where the folder has versions, a plain change history otherwise. The corpus is
     * read when an input needs it, or when the warm-up is long enough for RB's predictors to run as contenders
     * (RB-1D, RB-2D, RB-3D); otherwise an n, X, t run on a content folder loads the history alone.
     */
    public static CrawlData load(GpSettings s, int workers) {
        CrawlPredictorSettings rb = CrawlPredictorSettings.of(s.content());
        boolean rbInputs = s.inputs().stream().anyMatch(CrawlPredictors.NAMES::contains);
        boolean versions = ContentCorpus.versionsFile(Path.of(s.dataset().source())) != null;
        if (rbInputs) rb.requireWarmup(s.simulation().warmup(), "inputs " + CrawlPredictors.NAMES);
        boolean rbRuns = versions && s.simulation().warmup() >= rb.minimumWarmup();
        boolean contentInputs = s.inputs().stream().anyMatch(ContentFeatures.NAMES::contains) || rbInputs;
        if (!contentInputs && !rbRuns)
            return CrawlData.plain(s.dataset().load(), s.dataset().source());
        return load(s.dataset(), workers, rbRuns ? rb : null, s.simulation().warmup());
    }

    /** Content data where the folder has versions, a plain change history otherwise (no RB predictors). */
    public static CrawlData load(DatasetSpec spec, int workers) {
        return load(spec, workers, null, 0);
    }

    /**
     * As {@link #load(DatasetSpec, int)}, with RB's predictors ({@code rb}) where the folder has versions and the
     * warm-up is long enough to train them.
     */
    public static CrawlData loadWithRb(DatasetSpec spec, int warmup, int workers, CrawlPredictorSettings rb) {
        return load(spec, workers, warmup >= rb.minimumWarmup() ? rb : null, warmup);
    }

    private static CrawlData load(DatasetSpec spec, int workers, CrawlPredictorSettings rbSettings, int warmup) {
        Path versions = ContentCorpus.versionsFile(Path.of(spec.source()));
        if (versions == null) return CrawlData.plain(spec.load(), spec.source());
        if (spec.fromCycle() > 0 || spec.toCycle() > 0)
            throw new UserError("--from-cycle/--to-cycle are not supported on a dataset with versions (" + versions
                    + "); use the cycle length and the change filters");
        DatasetSpec.Loaded loaded = spec.load();
        ContentCorpus corpus =
                ContentCorpus.read(Path.of(spec.source()), workers).coarsen(spec.cycleLength());
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
                loaded, prov, ContentFeatures.of(corpus, rb), rb == null ? List.of() : rb.policies());
    }

    @Override
    public List<Policy> policies() {
        return policies;
    }

    /** Every feature a dataset with versions offers (crawl, content, RB), for listing. */
    /** The names of the catalogue's features that are never negative (what the simplifier may rely on). */
    public static List<String> nonNegativeNames() {
        return new TerminalSet(catalogue()).nonNegative();
    }

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
