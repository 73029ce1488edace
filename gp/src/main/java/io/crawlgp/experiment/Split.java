package io.crawlgp.experiment;

import io.crawlgp.dataset.ChangeHistory;
import java.util.Locale;

/**
 * How pages are dealt into folds. {@code pages}: one page at a time, seeded (the paper's §5.2, the default);
 * {@code sites}: each site's pages in one fold, so a method is tested on hosts it never learnt from, as a crawler meets
 * a new host ({@link Folds#bySite}); {@code time}: rolling-origin windows over the timeline, every page in every fold,
 * so a method is tested on the future of the pages it learnt from, as a crawler deploys a rule ({@link Folds#byTime});
 * {@code datasets}: the same time windows for testing, but a learner that trains reads only other
 * sources' histories (the run's {@code instances}, each cut into its own time windows), never the held-out dataset's
 * own cycles: one rule learnt elsewhere, tested on a source it never saw.
 */
public enum Split {
    PAGES,
    SITES,
    TIME,
    DATASETS;

    /** The folds of {@code h} under this split; warm-up W bounds a time split's first training part. */
    public Folds folds(ChangeHistory h, int folds, long seed, int warmup) {
        return switch (this) {
            case PAGES -> Folds.of(h.pages(), folds, seed);
            case SITES -> Folds.bySite(h, folds, seed);
            case TIME, DATASETS -> Folds.byTime(h, folds, warmup);
        };
    }

    /** True when folds are time windows (time, datasets). */
    public boolean byTime() {
        return this == TIME || this == DATASETS;
    }

    /** As written in settings: lower case. */
    public String written() {
        return name().toLowerCase(Locale.ROOT);
    }
}
