package io.crawlgp.evolution;

import io.crawlgp.util.UserError;

/**
 * A cheap first look at each generation (surrogate-assisted GP: Hildebrandt and Branke, Evolutionary Computation 23(3),
 * 2015, screen offspring by a cheap estimate before the expensive simulation; Nguyen, Zhang, Johnston and Tan, IEEE TEC
 * 21(4), 2017, make the estimate a simplified simulation model). With {@code kind = pages}, every tree of a generation
 * that has no full crawl's value is first scored on a fixed sample of the training pages ({@code sample}, a share of
 * them, stratified by site and observed change rate); the generation's new trees are ranked by that score and only
 * the best {@code share} of them get the full crawl. The others keep their sample score mapped onto the full crawl's
 * scale ({@code fill = fit}: a least-squares line through this run's trees scored both ways) or the generation's worst
 * full-crawl value ({@code fill = worst}); they take part in selection only: never in the archive, the generation's
 * figures or validation.
 *
 * <p>{@code cycles = N} (long histories): the look crawls only the training window's last N scored cycles, its crawl
 * started a warm-up before them (a fresh crawl: no state from earlier cycles), so its cost follows N rather than the
 * history; 0 (default) crawls the whole window. One window, the most recent: a seeded sample of several windows is not
 * built.
 *
 * <p>Defaults are our choice, stated: a quarter of the new trees crawled in full, a fifth of the training pages in the
 * sample (at 5% budget and ~2,000 pages, a crawl of ~20 pages per cycle). {@code kind = none} (default) runs today's
 * search unchanged.
 */
public record Surrogate(Kind kind, double share, double sample, Fill fill, int cycles) {
    public enum Kind {
        NONE,
        PAGES
    }

    public enum Fill {
        FIT,
        WORST
    }

    public static final double SHARE = 0.25;
    public static final double SAMPLE = 0.2;

    /** No first look: every tree crawled in full. */
    public static final Surrogate NONE = new Surrogate(Kind.NONE, SHARE, SAMPLE, Fill.FIT, 0);

    /** A look over every cycle of the training window. */
    public Surrogate(Kind kind, double share, double sample, Fill fill) {
        this(kind, share, sample, fill, 0);
    }

    public Surrogate {
        if (kind == null) throw new UserError("surrogate must be none or pages");
        if (fill == null) throw new UserError("surrogateFill must be fit or worst");
        if (!(share > 0 && share <= 1))
            throw new UserError("surrogateShare must be in (0, 1] (the share of each generation's new trees crawled in "
                    + "full), got " + share);
        if (!(sample > 0 && sample < 1))
            throw new UserError("surrogateSample must be in (0, 1) (the share of the training pages the first look "
                    + "crawls), got " + sample);
        if (cycles < 0)
            throw new UserError("surrogateCycles must be >= 0 (the last cycles of the training window the first look "
                    + "crawls; 0: all of them), got " + cycles);
        if (kind == Kind.NONE && (share != SHARE || sample != SAMPLE || fill != Fill.FIT || cycles != 0))
            throw new UserError("surrogateShare, surrogateSample, surrogateFill and surrogateCycles are read with "
                    + "surrogate = pages only; remove them or set surrogate = pages");
    }

    public boolean on() {
        return kind == Kind.PAGES;
    }
}
