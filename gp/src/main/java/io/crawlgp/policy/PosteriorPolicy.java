package io.crawlgp.policy;

import io.crawlgp.dataset.SignalModel;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.util.MethodId;
import io.crawlgp.util.Seeds;
import io.crawlgp.util.UserError;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The signal model's own rule: each cycle, the pages most likely to have changed since their last visit,
 * given the cycles t since it and the signals s received since, under a Poisson reading of the signal model (the
 * signals guide derives it). Changes arrive at rate λ per cycle; each is signalled with probability r; false signals
 * arrive at rate φ per cycle. Then the unsignalled changes are Poisson((1 - r) λ t) and each of the s signals is false
 * with probability φ / (r λ + φ), so
 *
 * <pre>  P(changed | t, s) = 1 - exp(-(1 - r) λ t) · (φ / (r λ + φ))^s</pre>
 *
 * ranked by -ln(1 - P) = (1 - r) λ t + s ln((r λ + φ) / φ), a strictly increasing transform of P that does not
 * saturate in doubles (as ChoGM's r t stands for 1 - e^(-r t)). Without a signal channel (or r = 0) it is λ t: ChoGM's
 * ranking, bit for bit.
 *
 * <p>λ is Cho and Garcia-Molina's estimate from the page's own visits ({@link ChangeRateEstimator}, smoothing as
 * ChoGM's). (r, φ) are each site's, learnt from the crawler's own visits only, by moments, shrunk toward the crawl-wide
 * pool: at a visit that found no change every signal since the previous visit was false, so φ is signals over cycles
 * of such intervals; at a visit that found a change the expected signals are r (a changed interval counted as one
 * change: what the crawler can see) plus φ times its length, so r is (signals - φ cycles) over changed visits, kept in
 * [0, 1]. Per site, {@code priorFalse} cycles at the pool's φ and {@code priorRecall} changed visits at the pool's r are
 * added to its own counts, so a site seen little starts at the pool; the pool itself starts at φ = 0.05 and r = 0.5 with
 * the weight of one cycle and one visit.
 *
 * <p>{@code Posterior-fullview} is the same rule told each site's true (r, φ) by the mode its signals were drawn under:
 * accurate, (recall, -ln(1 - false-positive probability)); none, (0, 0); deploy, every change of the site signalled to
 * each of its pages, so (1, -ln(1 - q)) with q the share of cycles in which some page of the site changed, read from
 * the whole history. An oracle (it reads the model's truth and the history), never ranked; refused on data whose
 * signals were not drawn from a declared model.
 */
public final class PosteriorPolicy implements Policy, ReadsSignals, ProbabilityKey {
    public static final String FAMILY = "Posterior";
    static final double DEFAULT_PRIOR_RECALL = 4, DEFAULT_PRIOR_FALSE = 16;
    /** The pool's own start: φ0 per cycle and r0, each with the weight of one cycle and one changed visit. */
    static final double POOL_PHI = 0.05, POOL_RECALL = 0.5;
    /** The smallest φ used in the ranking key: signals from a site with no false ones are near-certain changes. */
    static final double MIN_PHI = 1e-12;

    private final String name;
    private final double smoothing, priorRecall, priorFalse;
    private final boolean told;

    PosteriorPolicy(String name, double smoothing, double priorRecall, double priorFalse, boolean told) {
        this.name = name;
        this.smoothing = smoothing;
        this.priorRecall = priorRecall;
        this.priorFalse = priorFalse;
        this.told = told;
    }

    /** The learning rule ({@code Posterior(smoothing=..,priorRecall=..,priorFalse=..)}). */
    static Policy of(PolicyParams p, String display) {
        return new PosteriorPolicy(
                display,
                p.get("smoothing", ChangeRateEstimator.DEFAULT_SMOOTHING, 0, 1000),
                p.get("priorRecall", DEFAULT_PRIOR_RECALL, 0, 1e6),
                p.get("priorFalse", DEFAULT_PRIOR_FALSE, 0, 1e6),
                false);
    }

    /** The bound told each site's true (r, φ) ({@code Posterior-fullview}). */
    static Policy told(PolicyParams p, String display) {
        return new PosteriorPolicy(
                display, p.get("smoothing", ChangeRateEstimator.DEFAULT_SMOOTHING, 0, 1000), 0, 0, true);
    }

    /** The id of the learning rule and of its told bound. */
    static final MethodId ID = MethodId.policy(FAMILY), TOLD = MethodId.policy(FAMILY, MethodId.Variant.FULLVIEW);

    @Override
    public String name() {
        return name;
    }

    /**
     * The ranking key of the posterior: -ln(1 - P) for rate λ, t cycles since the visit, s signals since, recall r and
     * false-signal rate φ.
     */
    static double key(double lambda, int t, int s, double r, double phi) {
        return key(lambda, t, s, r, phi, null, 0, 0);
    }

    /** {@link #key}, its logarithm read from {@code logs} by (cycle, site) when given (else computed). */
    private static double key(double lambda, int t, int s, double r, double phi, LogRatios logs, int cycle, int site) {
        double unsignalled = (1 - r) * lambda * t;
        if (s == 0 || r == 0) return unsignalled;
        return unsignalled + s * (logs == null ? logRatio(lambda, r, phi) : logs.of(cycle, site, lambda, r, phi));
    }

    /** What each signal adds to the key: ln((r λ + φ) / φ), φ at least {@link #MIN_PHI}. */
    static double logRatio(double lambda, double r, double phi) {
        double f = Math.max(phi, MIN_PHI);
        return Math.log((r * lambda + f) / f);
    }

    /**
     * {@link #logRatio} remembered by (site, λ) within one cycle (a site's r and φ are fixed for the cycle, and the
     * pages of a site share few distinct λ): a logarithm per distinct pair instead of one per signalled page; the
     * same value, computed by the same expression. A fixed table of slots, whatever the number of sites.
     */
    static final class LogRatios {
        private static final int SLOTS = 4096;
        private final int[] cycleOf = new int[SLOTS], siteOf = new int[SLOTS];
        private final long[] lambdaOf = new long[SLOTS];
        private final double[] value = new double[SLOTS];

        LogRatios() {
            Arrays.fill(cycleOf, -1);
        }

        double of(int cycle, int site, double lambda, double r, double phi) {
            long bits = Double.doubleToRawLongBits(lambda);
            int i = (int) (Seeds.mix64(bits + 0x9E3779B97F4A7C15L * site) & (SLOTS - 1));
            if (cycleOf[i] == cycle && siteOf[i] == site && lambdaOf[i] == bits) return value[i];
            cycleOf[i] = cycle;
            siteOf[i] = site;
            lambdaOf[i] = bits;
            return value[i] = logRatio(lambda, r, phi);
        }
    }

    /** The posterior itself, P(changed | t, s) (for calibration and tests; the ranking uses {@link #key}). */
    static double probability(double lambda, int t, int s, double r, double phi) {
        return -Math.expm1(-key(lambda, t, s, r, phi));
    }

    @Override
    public Run start(CrawlState state, long seed) {
        int pages = state.pages();
        boolean signals = state.hasSignals();
        Map<String, Integer> index = new HashMap<>();
        int[] siteOf = new int[pages];
        for (int p = 0; p < pages; p++) siteOf[p] = index.computeIfAbsent(state.site(p), k -> index.size());
        int sites = index.size();
        double[] r = new double[sites], phi = new double[sites];
        if (told) truth(state, siteOf, r, phi);
        ChangeRateEstimator rates = new ChangeRateEstimator(pages, smoothing);
        int[] last = state.lastVisitArray();
        int[] previous = new int[pages];
        int[] since = new int[pages]; // this cycle's signals since each page's last visit
        LogRatios logs = new LogRatios();
        // per site: signals and cycles of intervals that found no change, and of those that found one, and their count
        double[] quietSignals = new double[sites], quietCycles = new double[sites];
        double[] changedSignals = new double[sites],
                changedCycles = new double[sites],
                changedVisits = new double[sites];
        return new Run() {
            private int estimatedAt = -1;

            /** Each site's (r, φ) from the visits so far, shrunk toward the pool. */
            private void estimate() {
                double qs = 0, qc = 0, cs = 0, cc = 0, cv = 0;
                for (int i = 0; i < sites; i++) {
                    qs += quietSignals[i];
                    qc += quietCycles[i];
                    cs += changedSignals[i];
                    cc += changedCycles[i];
                    cv += changedVisits[i];
                }
                double poolPhi = (qs + POOL_PHI) / (qc + 1);
                double poolR = clamp((cs - poolPhi * cc + POOL_RECALL) / (cv + 1));
                for (int i = 0; i < sites; i++) {
                    phi[i] = (quietSignals[i] + priorFalse * poolPhi) / (quietCycles[i] + priorFalse);
                    double n = changedVisits[i] + priorRecall;
                    r[i] = n == 0
                            ? poolR
                            : clamp((changedSignals[i] - phi[i] * changedCycles[i] + priorRecall * poolR) / n);
                }
            }

            @Override
            public void score(int cycle, double[] out) {
                if (signals && !told && estimatedAt != cycle) {
                    estimate();
                    estimatedAt = cycle;
                }
                if (!signals) { // no channel: 1 - e^(-λt), ChoGM's key
                    for (int p = 0; p < pages; p++) out[p] = rates.rate(p) * (cycle - last[p]);
                    return;
                }
                state.signalsSinceVisit(cycle, since);
                for (int p = 0; p < pages; p++) {
                    int site = siteOf[p];
                    out[p] = key(rates.rate(p), cycle - last[p], since[p], r[site], phi[site], logs, cycle, site);
                }
            }

            @Override
            public void visited(int page, int cycle, boolean changed) {
                int prev = previous[page];
                previous[page] = cycle;
                rates.visited(page, cycle, changed);
                if (!signals || told) return;
                int s = state.signalsBetween(page, prev, cycle), site = siteOf[page];
                if (changed) {
                    changedSignals[site] += s;
                    changedCycles[site] += cycle - prev;
                    changedVisits[site]++;
                } else {
                    quietSignals[site] += s;
                    quietCycles[site] += cycle - prev;
                }
            }
        };
    }

    private static double clamp(double v) {
        return Math.max(0, Math.min(1, v));
    }

    /** Each site's true (r, φ) by its drawn mode (the oracle's reading; see the class comment). */
    private void truth(CrawlState state, int[] siteOf, double[] r, double[] phi) {
        SignalModel model = state.hasSignals() ? state.trueSignalModel() : null;
        if (model == null)
            throw new UserError(name + " is told each site's drawn signal mode and rates; these signals were not drawn"
                    + " from a declared model (signals = MODE:WEIGHT/...), so there is none to tell");
        int sites = r.length, cycles = state.cycles();
        boolean[][] siteChanged = new boolean[sites][cycles + 1];
        for (int p = 0; p < siteOf.length; p++)
            for (int c = 1; c <= cycles; c++) if (state.trueChange(p, c)) siteChanged[siteOf[p]][c] = true;
        double accuratePhi = -Math.log1p(-Math.min(model.falsePositives(), 1 - 1e-12));
        for (int p = 0; p < siteOf.length; p++) {
            int i = siteOf[p];
            switch (state.trueSignalMode(p)) {
                case ACCURATE -> {
                    r[i] = model.recall();
                    phi[i] = accuratePhi;
                }
                case NONE -> {
                    r[i] = 0;
                    phi[i] = 0;
                }
                case DEPLOY -> {
                    int any = 0;
                    for (int c = 1; c <= cycles; c++) if (siteChanged[i][c]) any++;
                    double q = Math.min(any / (double) cycles, 1 - 1e-12);
                    r[i] = 1;
                    phi[i] = -Math.log1p(-q);
                }
            }
        }
    }
}
