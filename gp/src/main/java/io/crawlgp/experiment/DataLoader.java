package io.crawlgp.experiment;

import io.crawlgp.dataset.DatasetSpec;

/**
 * The one way a command turns a dataset folder into its crawl data: the history (and the versions' text where the
 * folder has it and the run needs it). {@link #PLAIN} reads the history alone; {@code content.crawl.CrawlDataLoader}
 * adds the content, loading each folder once however many runs ask for it.
 */
@FunctionalInterface
public interface DataLoader {
    CrawlData load(DatasetSpec spec, DataNeeds needs);

    /** The change history alone: crawl features only, content inputs refused with a note naming what was not read. */
    DataLoader PLAIN = (spec, needs) -> CrawlData.plain(spec.load(), spec.source());
}
