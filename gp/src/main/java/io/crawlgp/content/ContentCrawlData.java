package io.crawlgp.content;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.experiment.CrawlData;
import io.crawlgp.feature.FeatureSet;
import io.crawlgp.gp.GpSettings;
import io.crawlgp.io.Hashing;
import io.crawlgp.util.UserError;
import java.nio.file.Path;
import java.util.LinkedHashMap;
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

    private ContentCrawlData(DatasetSpec.Loaded loaded, Map<String, Object> provenance, FeatureSet features) {
        this.loaded = loaded;
        this.provenance = provenance;
        this.features = features;
    }

    /** The loader for GP4C: content data where the folder has versions, a plain change history otherwise. */
    public static CrawlData load(GpSettings s, int workers) {
        // the corpus is read only when an input needs it: n, X, t runs on a content folder load the history alone
        if (s.inputs().stream().noneMatch(ContentFeatures.NAMES::contains)) return CrawlData.plain(s.datasetSpec().load(), s.dataset());
        return load(s.datasetSpec(), workers);
    }

    /** Content data where the folder has versions, a plain change history otherwise. */
    public static CrawlData load(DatasetSpec spec, int workers) {
        Path versions = ContentCorpus.versionsFile(Path.of(spec.source()));
        if (versions == null) return CrawlData.plain(spec.load(), spec.source());
        if (spec.fromCycle() > 0 || spec.toCycle() > 0)
            throw new UserError("--from-cycle/--to-cycle are not supported on a dataset with versions (" + versions + "); use the cycle length and the change filters");
        DatasetSpec.Loaded loaded = spec.load();
        ContentCorpus corpus = ContentCorpus.read(Path.of(spec.source()), workers).coarsen(spec.cycleLength());
        ChangeHistory h = loaded.history();
        if (corpus.cycles() != h.cycles()) throw new IllegalStateException("corpus and history disagree on cycles: " + corpus.cycles() + " vs " + h.cycles());
        Map<String, Object> prov = new LinkedHashMap<>(loaded.provenance());
        prov.put("versions", versions.toString());
        prov.put("versions_sha256", Hashing.sha256(versions));
        prov.put("distinct_versions", corpus.versions());
        prov.put("terms", corpus.vocabulary().size());
        return new ContentCrawlData(loaded, prov, ContentFeatures.of(corpus));
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
