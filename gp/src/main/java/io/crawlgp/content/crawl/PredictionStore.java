package io.crawlgp.content.crawl;

import io.crawlgp.content.prediction.ContentSettings;
import io.crawlgp.content.prediction.FeatureSource;
import io.crawlgp.content.prediction.FeatureSpace;
import io.crawlgp.content.prediction.TargetModels;
import io.crawlgp.feature.Feature;
import io.crawlgp.learning.LongDoubleMemo;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.util.Expm1;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * RB's predictions in one simulated crawl: the crawler's record of its visits, and per method and page the
 * probability p that the page changes in the cycle after its last visit v (computed at the visit, from the state the
 * record shows at v; warm-up visits up to W included). The probability that it changed since that visit, at cycle c,
 * is 1 − (1 − p)^(c − v): p is taken as the page's per-cycle change probability until the next visit (our reading of
 * §8.3, which predicts one step ahead; the alternative of re-applying the model at every unvisited cycle would feed it
 * states the crawler never observed). With {@code retrain > 0} every page's models are retrained every {@code retrain}
 * cycles after W on its last n examples (warm-up cycles, then the crawler's visits: features at v − σ, label "the visit
 * at v found a change since the previous one"), and the probabilities at the last visits are recomputed.
 */
final class PredictionStore implements Feature.Tracker {
    private final CrawlState state;
    private final WarmUpModels models;
    private CrawlerRecord record; // made at the first visit, or from the warm-up's shared record (warmedUp)
    private FeatureSpace view; // reads record
    private RecordFeatureSource source; // reads view, pointed at each visit's page in turn
    private final int retrain;
    private final List<String> methods = new ArrayList<>();
    private final List<WarmUpModels.Trained> trained = new ArrayList<>();
    private final List<TargetModels.Trained[]> current = new ArrayList<>(); // per method: the models in use
    private final List<double[]> logNone = new ArrayList<>(); // per method: ln(1 − p) at each page's last visit
    private final List<FeatureSource.Recent[]> recent = new ArrayList<>(); // per method and page, for the models in use
    private final List<List<Integer>> visits; // per page: visit cycles after the warm-up (for retraining)
    private int retrainedAt;
    private LongDoubleMemo
            retrained; // the retrained members' probabilities, for this crawl only (made at the first retraining)
    private final ChangeCurves curves = ChangeCurves.ofThread(); // the crawl runs on the thread that starts it
    private int[] curveBase = new int[0]; // per method: its first slot in curves
    // per method and page: the curves' entry for the page's ln(1 − p), its chunk, offset and ages computed (as read at
    // the last resolution or extension); valid while curves.stamp(this) returns curveStamp
    private final List<int[]> entry = new ArrayList<>(), offset = new ArrayList<>(), filled = new ArrayList<>();
    private final List<double[][]> chunk = new ArrayList<>();
    private long curveStamp = Long.MIN_VALUE;
    // this crawl's name to the curves: the curves keep the last one, which must not keep the crawl itself alive
    private final Object curveUser = new Object();

    /** Rows of a page's remembered values, by its own inputs (see {@link FeatureSource.Recent}); a power of two. */
    static final int RECENT_ROWS = 32;

    /**
     * Per thread, the remembered values of the models it crawled with last: the trees a thread evaluates one after the
     * other come from one population and visit a page in a state seen before more often than not. The models of two
     * page sets (a thread moves from fold to fold), each up to its three methods (a tree may read rb1, rb2 and rb3:
     * with room for two models, each crawl of such a tree pushed out the rows its next model was about to read, and
     * made them all again), so that the memory stays bounded; values never depend on what is held.
     */
    private static final ThreadLocal<RecentStore> RECENT = ThreadLocal.withInitial(RecentStore::new);

    private static final class RecentStore extends LinkedHashMap<WarmUpModels.Trained, FeatureSource.Recent[]> {
        RecentStore() {
            super(4, 0.75f, true);
        }

        FeatureSource.Recent[] of(WarmUpModels.Trained model, int pages) {
            return computeIfAbsent(model, m -> new FeatureSource.Recent[pages]);
        }

        @Override
        protected boolean removeEldestEntry(Map.Entry<WarmUpModels.Trained, FeatureSource.Recent[]> eldest) {
            return size() > 2 * 3;
        }
    }

    PredictionStore(CrawlState state, WarmUpModels models, int retrain) {
        this.state = state;
        this.models = models;
        this.retrain = retrain;
        visits = new ArrayList<>();
        if (retrain > 0) for (int p = 0; p < state.pages(); p++) visits.add(new ArrayList<>());
        retrainedAt = models.warmup();
    }

    /** Asks for a method's predictions; returns its index for {@link #changedSinceVisit}. Call before the crawl starts. */
    int want(String method) {
        int i = methods.indexOf(method);
        if (i >= 0) return i;
        if (record != null) throw new IllegalStateException("methods are chosen before the crawl starts");
        WarmUpModels.Trained t = models.of(method);
        methods.add(method);
        trained.add(t);
        current.add(t.models().clone());
        logNone.add(new double[state.pages()]);
        // a model that is never retrained keeps its pages' remembered values on this thread from crawl to crawl
        recent.add(
                retrain > 0
                        ? new FeatureSource.Recent[state.pages()]
                        : RECENT.get().of(t, state.pages()));
        // a method's curves lie at the same slots whichever terminals a tree reads: the next crawl finds them there
        int fixed = ContentSettings.ALL_METHODS.indexOf(method);
        curveBase = Arrays.copyOf(curveBase, methods.size());
        curveBase[methods.size() - 1] = fixed * state.pages();
        curves.ensure(ContentSettings.ALL_METHODS.size() * state.pages(), state.cycles() + 1);
        entry.add(new int[state.pages()]);
        offset.add(new int[state.pages()]);
        filled.add(new int[state.pages()]);
        chunk.add(new double[state.pages()][]);
        curveStamp = Long.MIN_VALUE; // resolved at the first read
        return methods.size() - 1;
    }

    @Override
    public void visited(int page, int cycle, boolean changed) {
        if (record == null)
            start(new CrawlerRecord(models.corpus(), models.settings().significant(), models.memo()));
        record.visited(page, cycle);
        if (cycle < models.warmup()) return;
        if (retrain > 0 && cycle > models.warmup()) visits.get(page).add(cycle);
        for (int m = 0; m < methods.size(); m++) predict(m, page, cycle);
    }

    private void start(CrawlerRecord r) {
        record = r;
        view = models.warm().on(r);
        source = new RecordFeatureSource(view, r);
    }

    private void predict(int m, int page, int v) {
        logNone.get(m)[page] = logNone(m, page, v, source);
        if (syncCurves()) resolve(m, page);
    }

    /**
     * Makes this crawl's resolved curve entries valid (all resolved again if another crawl used this thread's curves
     * since); true if they were valid already, so that one changed page needs resolving.
     */
    private boolean syncCurves() {
        long s = curves.stamp(curveUser);
        if (s == curveStamp) return true;
        for (int m = 0; m < methods.size(); m++) for (int p = 0; p < state.pages(); p++) resolve(m, p);
        curveStamp = s;
        return false;
    }

    /** The page's entry in the curves for method m's current ln(1 − p). */
    private void resolve(int m, int page) {
        int e = curves.entry(curveBase[m] + page, logNone.get(m)[page]);
        entry.get(m)[page] = e;
        chunk.get(m)[page] = curves.chunk(e);
        offset.get(m)[page] = curves.offset(e);
        filled.get(m)[page] = curves.filled(e);
    }

    /** ln(1 − P(change at v + σ)) from the state at the visit, as a crawler's record (read through {@code on}) shows it. */
    private double logNone(int m, int page, int v, RecordFeatureSource on) {
        TargetModels.Trained model = current.get(m)[page];
        FeatureSource.Recent[] r = recent.get(m);
        if (r[page] == null) r[page] = new FeatureSource.Recent(model.slots(), RECENT_ROWS);
        double p = model.probability(on.at(page, trained.get(m).expertPages()[page], r[page]), v);
        return Math.log1p(-Math.min(p, 1));
    }

    /**
     * A never-retrained model's warm-up is the same in every crawl of the page set (policies keep each page's visits
     * to retrain on, and take theirs visit by visit); its visits read nothing of the crawl state.
     */
    @Override
    public boolean warmsUpAtOnce() {
        return retrain == 0;
    }

    /**
     * Records the warm-up's visits and takes its predictions from the page set's models, where the first crawl left
     * them after computing them visit by visit: each prediction reads the record as it stood at its visit (pages
     * later in the cycle not yet visited), which a record filled first would not show.
     */
    @Override
    public void warmedUp(int w) {
        if (record != null) throw new IllegalStateException("the warm-up is taken before any visit");
        start(new CrawlerRecord(models.recordAfterWarmUp(w)));
        for (int m = 0; m < methods.size(); m++) {
            final int mm = m;
            double[] after = models.logNoneAfterWarmUp(methods.get(m), w, () -> warmUpVisitByVisit(mm, w));
            System.arraycopy(after, 0, logNone.get(m), 0, after.length);
        }
        curveStamp = Long.MIN_VALUE; // every page's value changed: resolved at the next read
    }

    /** What {@link #visited} leaves in logNone for method m over a warm-up of w cycles, on a record of its own. */
    private double[] warmUpVisitByVisit(int m, int w) {
        CrawlerRecord rec = new CrawlerRecord(models.corpus(), models.settings().significant(), models.memo());
        RecordFeatureSource on = new RecordFeatureSource(models.warm().on(rec), rec);
        double[] out = new double[state.pages()];
        for (int c = 1; c <= w; c++) {
            for (int p = 0; p < out.length; p++) {
                rec.visited(p, c);
                if (c >= models.warmup()) out[p] = logNone(m, p, c, on);
            }
        }
        return out;
    }

    /** Before scoring cycle c: retrains when a period has passed (policies only). */
    void beforeCycle(int cycle) {
        if (retrain <= 0 || cycle - 1 - retrainedAt < retrain) return;
        retrainedAt = cycle - 1;
        ContentSettings s = models.settings().model();
        int sigma = s.sigma(), n = models.settings().training();
        if (retrained == null) retrained = LongDoubleMemo.tagged();
        for (int page = 0; page < state.pages(); page++) {
            int[] warm = models.examples();
            List<Integer> own = visits.get(page);
            int total = warm.length + own.size(), keep = Math.min(n, total);
            int[] times = new int[keep];
            for (int i = 0; i < keep; i++) {
                int k = total - keep + i;
                times[i] = k < warm.length ? warm[k] : own.get(k - warm.length) - sigma;
            }
            for (int m = 0; m < methods.size(); m++) {
                TargetModels tm = new TargetModels(view, page, trained.get(m).experts()[page]);
                current.get(m)[page] = tm.train(methods.get(m), times, s, 0, retrained);
                recent.get(m)[page] = null; // the last values were the previous model's
                predict(m, page, state.lastVisit(page));
            }
        }
    }

    /** The model in use for method m and a page (for tests). */
    TargetModels.Trained model(int m, int page) {
        return current.get(m)[page];
    }

    /**
     * P(the page changed since its last visit) at cycle c, for the method at index m: −expm1(t · ln(1 − p)) at age t,
     * computed (the plain reading; {@link #changedSinceVisit(int, int, double[])} reads the same from the curves).
     */
    double changedSinceVisit(int m, int page, int cycle) {
        int t = cycle - state.lastVisit(page);
        return t <= 0 ? 0 : -Expm1.of(t * logNone.get(m)[page]);
    }

    /**
     * {@link #changedSinceVisit(int, int, int)} for every page, into {@code out}: read from this thread's
     * {@link ChangeCurves} (asked for every page in every cycle), through each page's entry resolved at its visit.
     */
    void changedSinceVisit(int m, int cycle, double[] out) {
        syncCurves();
        int[] en = entry.get(m), off = offset.get(m), fl = filled.get(m);
        double[][] ch = chunk.get(m);
        double[] ln = logNone.get(m);
        int length = curves.length();
        for (int page = 0; page < out.length; page++) {
            int t = cycle - state.lastVisit(page);
            if (t <= 0) out[page] = 0;
            else if (t <= fl[page]) out[page] = ch[page][off[page] + t];
            else if (t < length) { // this crawl holds the entry (synced above), so fl[page] is its mark
                double[] c = ch[page];
                ChangeCurves.fill(c, off[page], ln[page], fl[page] + 1, t);
                fl[page] = t;
                curves.filledTo(en[page], t);
                out[page] = c[off[page] + t];
            } else out[page] = -Expm1.of(t * ln[page]);
        }
    }

    @Override
    public double value(int page, int cycle) {
        return changedSinceVisit(0, page, cycle);
    }
}
