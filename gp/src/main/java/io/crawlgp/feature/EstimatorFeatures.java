package io.crawlgp.feature;

import io.crawlgp.util.UserError;
import java.util.Locale;

/**
 * The change-rate estimators GP4C's authors evolved over in their own code (aecio/gp4c, {@code src/terminals.h} and
 * {@code src/url.h}), beyond the paper's n, X, t (§5): each computed from the crawler's own visits only. Where that
 * code has a defect, the definition is implemented and the difference stated on the feature.
 */
public final class EstimatorFeatures {
    /** GP4C's window of the windowed rates, in cycles ({@code URL::kDefaultWindowSize}). */
    public static final int WINDOW = 32;

    private EstimatorFeatures() {}

    static double cho(int n, int x) {
        return -Math.log((n - x + 0.5) / (n + 0.5));
    }

    public static final Feature CHO = Feature.atVisits(
            "cho",
            "Cho & Garcia-Molina's change-rate estimate -ln((n - X + 0.5) / (n + 0.5)) per cycle, as GP4C's code computes "
                    + "it (url.h GetChoChangeRate; CG's score, Santos et al. §5.1 Eq. 1)",
            (s, p, c) -> cho(s.n(p), s.x(p)));
    public static final Feature CHO_PROBABILITY = Feature.of(
            "chop",
            "the probability of a change since the last visit under cho: 1 - e^(-cho t) (url.h GetChangeProbabilityCho)",
            (s, p, c) -> 1.0 - Math.exp(-cho(s.n(p), s.x(p)) * (c - s.lastVisit(p))));
    public static final Feature CHO_NUMERATOR = Feature.atVisits(
            "chonum",
            "n - X + 0.5, the numerator inside cho (terminals.h TChoNumerator)",
            (s, p, c) -> s.n(p) - s.x(p) + 0.5);
    public static final Feature CHO_DENOMINATOR = Feature.atVisits(
            "choden", "n + 0.5, the denominator inside cho (terminals.h TChoDenominator)", (s, p, c) -> s.n(p) + 0.5);

    /** Tan & Mitra's rate of a scheme, or the probability of a change since the last visit under it. */
    private static final class Rate extends StatefulFeature {
        private final TanMitraRates scheme;
        private final boolean probability;

        Rate(String name, String description, TanMitraRates scheme, boolean probability) {
            super(name, description, !probability);
            this.scheme = scheme;
            this.probability = probability;
        }

        @Override
        public Tracker start(Observations run) {
            var state = run.state();
            double[] lambda = new double[state.pages()];
            double[] weighted = new double[scheme == TanMitraRates.AAD ? state.pages() : 0];
            return new Tracker() {
                public void visited(int page, int cycle, boolean changed) {
                    lambda[page] = scheme.next(lambda[page], state.n(page), state.x(page), changed, weighted, page);
                }

                public void copy(int from, int to) {
                    lambda[to] = lambda[from];
                    if (weighted.length > 0) weighted[to] = weighted[from];
                }

                public boolean warmsUpAtOnce() {
                    return true;
                }

                // the visits read n and X, which the state holds at the warm-up's end: replayed with their own counts
                public void warmedUp(int w) {
                    for (int p = 0; p < lambda.length; p++) {
                        int x = 0;
                        for (int i = 1; i <= w; i++) {
                            boolean changed = state.outcome(p, i);
                            if (changed) x++;
                            lambda[p] = scheme.next(lambda[p], i, x, changed, weighted, p);
                        }
                    }
                }

                public double value(int page, int cycle) {
                    return probability ? 1.0 - Math.exp(-lambda[page] * (cycle - state.lastVisit(page))) : lambda[page];
                }
            };
        }
    }

    private static Feature rate(TanMitraRates scheme, boolean probability) {
        String n = scheme.name().toLowerCase(Locale.ROOT) + (probability ? "p" : "");
        String d = probability
                ? "the probability of a change since the last visit under " + scheme + ": 1 - e^(-lambda t), the "
                        + scheme + " baseline's score (Santos et al. §5.1; url.h GetChangeProbability" + scheme + ")"
                : "Tan & Mitra's " + scheme + " change rate as the baseline computes it (Santos et al. §5.1; url.h Get"
                        + scheme + "ChangeRate, which weights by cycle where the baselines weight by visit)";
        return new Rate(n, d, scheme, probability);
    }

    public static final Feature NAD = rate(TanMitraRates.NAD, false);
    public static final Feature SAD = rate(TanMitraRates.SAD, false);
    public static final Feature AAD = rate(TanMitraRates.AAD, false);
    public static final Feature GAD = rate(TanMitraRates.GAD, false);
    public static final Feature NADP = rate(TanMitraRates.NAD, true);
    public static final Feature SADP = rate(TanMitraRates.SAD, true);
    public static final Feature AADP = rate(TanMitraRates.AAD, true);
    public static final Feature GADP = rate(TanMitraRates.GAD, true);

    /**
     * The windowed rates of GP4C's code (url.h GetWindowed*ChangeRate): over the changes found at cycles h in the last
     * w = min(32, c - 1) cycles (h >= c - w), indexed i = h - (c - 1 - w) = 1..w, NAD weights each 1/w, AAD i / (w(w+1)/2),
     * GAD 2^(i-1) / (2^w - 1). The code's windowed rates share the unwindowed ones' cache (so nad and wnad in one tree
     * read one value), and its GAD forms 2^(i-1) directly; here each has its own state, and GAD divides through by 2^w.
     */
    private static final class Windowed extends StatefulFeature {
        private final TanMitraRates scheme;
        private final int window;

        Windowed(String name, String description, TanMitraRates scheme, int window) {
            super(name, description, false);
            this.scheme = scheme;
            this.window = window;
        }

        @Override
        public Tracker start(Observations run) {
            var state = run.state();
            int pages = state.pages();
            long[] mask = new long[pages]; // bit j: a visit at cycle at[p] - j found a change
            int[] at = new int[pages];
            return perPage(
                    state,
                    (page, cycle, changed) -> {
                        int shift = cycle - at[page];
                        mask[page] = shift >= 64 ? 0 : mask[page] << shift;
                        at[page] = cycle;
                        if (changed) mask[page] |= 1L;
                    },
                    (from, to) -> {
                        mask[to] = mask[from];
                        at[to] = at[from];
                    },
                    (page, cycle) -> windowed(scheme, mask[page], at[page], cycle, window));
        }
    }

    /** The windowed rate at cycle c of the change cycles in {@code mask} (bit j: cycle {@code at} - j). */
    static double windowed(TanMitraRates scheme, long mask, int at, int c, int window) {
        int w = Math.min(window, c - 1);
        if (w < 1) return 0;
        int start = c - 1 - w; // changes at cycles > start count, indexed h - start
        double sum = 0;
        for (long m = mask; m != 0; m &= m - 1) {
            int h = at - Long.numberOfTrailingZeros(m);
            if (h <= start || h >= c) continue;
            int i = h - start;
            sum += switch (scheme) {
                case NAD -> 1.0 / w;
                case AAD -> i / (w * (w + 1.0) / 2.0);
                case GAD -> Math.scalb(1.0, i - 1 - w) / (1.0 - Math.scalb(1.0, -w)); // 2^(i-1) / (2^w - 1)
                case SAD -> throw new IllegalArgumentException("no windowed SAD");
            };
        }
        return sum;
    }

    /** The largest window: a page keeps the outcomes of its last 64 cycles in one word. */
    public static final int MAX_WINDOW = 63;

    private static Feature windowed(TanMitraRates scheme, int window) {
        String n = "w" + scheme.name().toLowerCase(Locale.ROOT);
        return new Windowed(
                n,
                scheme + " over the changes found in the last " + window
                        + " cycles (setting estimatorWindow), cycle-indexed (GP4C's code, url.h GetWindowed" + scheme
                        + "ChangeRate, kDefaultWindowSize 32; its shared cache with "
                        + scheme.name().toLowerCase(Locale.ROOT)
                        + " and GAD's overflow are not copied)",
                scheme,
                window);
    }

    public static final Feature WNAD = windowed(TanMitraRates.NAD, WINDOW);
    public static final Feature WAAD = windowed(TanMitraRates.AAD, WINDOW);
    public static final Feature WGAD = windowed(TanMitraRates.GAD, WINDOW);

    /** The one check of the setting {@code estimatorWindow}: a page keeps at most 64 cycles of outcomes. */
    public static void checkWindow(int window) {
        if (window < 1 || window > MAX_WINDOW)
            throw new UserError("estimatorWindow must be 1.." + MAX_WINDOW
                    + " cycles (the window of wnad, waad, wgad), got " + window);
    }

    /** The feature with the windowed rates' window set to {@code window} cycles (any other feature unchanged). */
    public static Feature withWindow(Feature f, int window) {
        checkWindow(window);
        return f instanceof Windowed w && w.window != window ? windowed(w.scheme, window) : f;
    }
}
