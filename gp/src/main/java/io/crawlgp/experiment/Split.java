package io.crawlgp.experiment;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.util.UserError;
import java.util.Locale;

/**
 * How pages are dealt into folds (issue 59). {@code pages}: one page at a time, seeded (the paper's §5.2, the default);
 * {@code sites}: each site's pages in one fold, so a method is tested on hosts it never learnt from, as a crawler meets
 * a new host ({@link Folds#bySite}); {@code time}: rolling-origin windows over the timeline (not built yet: refused).
 */
public enum Split {
    PAGES,
    SITES,
    TIME;

    /** The folds of {@code h} under this split. */
    public Folds folds(ChangeHistory h, int folds, long seed) {
        return switch (this) {
            case PAGES -> Folds.of(h.pages(), folds, seed);
            case SITES -> Folds.bySite(h, folds, seed);
            case TIME ->
                throw new UserError(
                        "split = time is not built yet (issue 59: rolling-origin windows); use split = pages or sites");
        };
    }

    /** As written in settings: lower case. */
    public String written() {
        return name().toLowerCase(Locale.ROOT);
    }
}
