package io.crawlgp.experiment;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.feature.FeatureSet;
import io.crawlgp.feature.SignalFeatures;
import io.crawlgp.policy.Terminals;
import io.crawlgp.simulation.Policy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * What a recrawl experiment runs on: the change history it simulates, its provenance, and the features a crawler can
 * compute on it (crawl features everywhere; content features where the dataset has the text of its versions).
 */
public interface CrawlData {
    ChangeHistory history();

    Map<String, Object> provenance();

    FeatureSet features();

    /**
     * Contenders the data make possible beyond the registered baselines (e.g. Radinsky & Bennett's predictors where
     * the dataset has the text of its versions), run beside them in the test phase.
     */
    default List<Policy> policies() {
        return List.of();
    }

    /**
     * Every input file the data came from, by file name, with its SHA-256 (empty for synthetic data): part of a run's
     * identity and of the worker handshake.
     */
    static Map<String, String> inputs(CrawlData data) {
        return DatasetSpec.inputs(data.provenance());
    }

    /** A change history alone: the crawl features, and a note naming the versions file content features would need. */
    static CrawlData plain(DatasetSpec.Loaded loaded, String source) {
        boolean hasVersions = source != null
                && Stream.of("versions.jsonl", "versions.jsonl.gz", "versions.jsonl.xz")
                        .anyMatch(f -> Files.isRegularFile(Path.of(source).resolve(f)));
        FeatureSet set = SignalFeatures.available(
                FeatureSet.of(
                        Terminals.ALL,
                        hasVersions
                                ? "content features (churn, cosd, len, sig) are not loaded by this command: it reads "
                                        + source
                                        + " as a change history alone (a benchmark's GP methods do so; use evolve)"
                                : "content features (churn, cosd, len, sig) need versions.jsonl (.gz or .xz) beside pages.csv; "
                                        + source + " has none"),
                loaded.history());
        return new CrawlData() {
            public ChangeHistory history() {
                return loaded.history();
            }

            public Map<String, Object> provenance() {
                return loaded.provenance();
            }

            public FeatureSet features() {
                return set;
            }
        };
    }
}
