package io.crawlgp.dataset;

import io.crawlgp.util.SeedLabel;
import io.crawlgp.util.TypedNames;
import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A declared, seeded model of change signals over a real history. Each site draws a mode from the
 * mixture ({@code accurate:0.4/deploy:0.3/none:0.3}; with one site, each page draws its own):
 *
 * <ul>
 *   <li>{@code accurate}: each change of a page at cycle c is signalled at cycle c + {@code delay} with probability
 *       {@code recall} (a signal past the last cycle is lost), plus false positives: a signal in any cycle of the page
 *       with probability {@code falsePositives} (a sitemap that is right but noisy);
 *   <li>{@code deploy}: every page of the site is signalled in each cycle in which any page of the site changed (a
 *       static-site generator writing the build time as every page's lastmod; with one site, any page of the dataset);
 *   <li>{@code none}: the site publishes nothing.
 * </ul>
 *
 * An empty mixture means no model. The modes, rates and draws are the model's: a policy sees only the signals that
 * arrived up to the cycle it scores (the crawl state refuses a later one).
 */
public record SignalModel(String mixture, double recall, double falsePositives, int delay, long seed) {
    public enum Mode {
        ACCURATE,
        DEPLOY,
        NONE
    }

    static final SeedLabel MODES = new SeedLabel("signal-modes", "", "each site's (or page's) signal mode");
    static final SeedLabel PAGE = new SeedLabel("signal-page", "p", "page p's recall and false-positive draws");

    /** Each setting's value when no model is set (left out of a run's description: committed runs keep theirs). */
    public static final Map<String, String> UNSET =
            Map.of("mixture", "", "recall", "0.8", "falsePositives", "0.05", "delay", "0", "seed", "1");

    /** A model from {@code datasets signals}' options: a refusal names the option the user typed ({@code --recall}). */
    public static SignalModel fromOptions(String mixture, double recall, double falsePositives, int delay, long seed) {
        return TypedNames.as(OPTIONS, () -> new SignalModel(mixture, recall, falsePositives, delay, seed));
    }

    /** The options of {@code datasets signals} that set each field. */
    private static final Map<String, String> OPTIONS = Map.of(
            "signalRecall", "--recall",
            "signalFalsePositives", "--false-positives",
            "signalDelay", "--delay",
            "signals:", "--signals:");

    /** No model: the history's own signals (a signals.csv beside it), or none. */
    public static SignalModel none() {
        return new SignalModel("", 0.8, 0.05, 0, 1);
    }

    public SignalModel {
        mixture = mixture == null ? "" : mixture.strip();
        if (!(recall >= 0 && recall <= 1)) throw new UserError("signalRecall must be in [0, 1], got " + recall);
        if (!(falsePositives >= 0 && falsePositives <= 1))
            throw new UserError("signalFalsePositives must be in [0, 1], got " + falsePositives);
        if (delay < 0) throw new UserError("signalDelay must be >= 0 cycles, got " + delay);
        weights(mixture); // refused here, when the settings are read
    }

    public boolean declared() {
        return !mixture.isEmpty();
    }

    /** The mixture's weight of each mode; refused unless every part is MODE:WEIGHT, weights >= 0 summing to 1. */
    static Map<Mode, Double> weights(String mixture) {
        Map<Mode, Double> out = new LinkedHashMap<>();
        if (mixture.isEmpty()) return out;
        double sum = 0;
        for (String part : mixture.split("\\s*[/,+]\\s*|\\s+", -1)) {
            if (part.isEmpty()) // 'accurate:0.5//deploy:0.5': a part left out between two separators
            throw new UserError("signals: '" + mixture + "' has an empty part (two separators together, or one at "
                    + "an end); e.g. signals = accurate:0.4/deploy:0.3/none:0.3");
            String[] kv = part.split(":");
            Mode m = null;
            for (Mode c : Mode.values()) if (kv.length == 2 && c.name().equalsIgnoreCase(kv[0].strip())) m = c;
            double w;
            try {
                w = kv.length == 2 ? Double.parseDouble(kv[1].strip()) : Double.NaN;
            } catch (NumberFormatException e) {
                w = Double.NaN;
            }
            if (m == null || !(w >= 0) || out.containsKey(m))
                throw new UserError("signals: '" + part + "' is not MODE:WEIGHT with MODE one of accurate, deploy,"
                        + " none (each once) and WEIGHT >= 0; e.g. signals = accurate:0.4/deploy:0.3/none:0.3");
            out.put(m, w);
            sum += w;
        }
        if (Math.abs(sum - 1) > 1e-9)
            throw new UserError("signals: the weights of '" + mixture + "' sum to " + sum + ", not 1");
        return out;
    }

    /** The signals of {@code h} under this model (its modes drawn per site, or per page when h has one site). */
    public Signals draw(ChangeHistory h) {
        Mode[] mode = modes(h);
        int cycles = h.cycles();
        // per site (or the dataset, with one site): the cycles in which any of its pages changed (deploy mode)
        Map<String, boolean[]> anyChange = new LinkedHashMap<>();
        boolean perPage = oneSite(h);
        int[][] out = new int[h.pages()][];
        for (int p = 0; p < h.pages(); p++) {
            List<Integer> at = new ArrayList<>();
            switch (mode[p]) {
                case NONE -> {}
                case DEPLOY -> {
                    boolean[] any =
                            anyChange.computeIfAbsent(perPage ? "" : h.site(p), site -> deployCycles(h, site, perPage));
                    for (int c = 1; c <= cycles; c++) if (any[c]) at.add(c);
                }
                case ACCURATE -> {
                    SplittableRandom r = new SplittableRandom(PAGE.derive(seed, p));
                    for (int c = 1; c <= cycles; c++) {
                        // one draw each per cycle, whatever the outcome: a page's draws do not depend on its changes
                        boolean kept = r.nextDouble() < recall;
                        boolean falsePositive = r.nextDouble() < falsePositives;
                        if (h.changed(p, c) && kept && c + delay <= cycles) at.add(c + delay);
                        if (falsePositive) at.add(c);
                    }
                }
            }
            out[p] = at.stream().mapToInt(Integer::intValue).toArray();
        }
        return Signals.of(cycles, out).withModes(mode, this); // the truth travels with them, for oracles only
    }

    /** Each page's mode: drawn per site in order of first appearance, or per page when the data has one site. */
    public Mode[] modes(ChangeHistory h) {
        Map<Mode, Double> w = weights(mixture);
        SplittableRandom r = new SplittableRandom(MODES.derive(seed));
        Mode[] out = new Mode[h.pages()];
        Map<String, Mode> bySite = new LinkedHashMap<>();
        boolean perPage = oneSite(h);
        for (int p = 0; p < h.pages(); p++)
            out[p] =
                    perPage ? pick(w, r.nextDouble()) : bySite.computeIfAbsent(h.site(p), s -> pick(w, r.nextDouble()));
        return out;
    }

    private static boolean oneSite(ChangeHistory h) {
        for (int p = 1; p < h.pages(); p++) if (!h.site(p).equals(h.site(0))) return false;
        return true;
    }

    private static boolean[] deployCycles(ChangeHistory h, String site, boolean wholeDataset) {
        boolean[] any = new boolean[h.cycles() + 1];
        for (int p = 0; p < h.pages(); p++)
            if (wholeDataset || h.site(p).equals(site))
                for (int c = h.nextChangeAfter(p, 0); c <= h.cycles(); c = h.nextChangeAfter(p, c)) any[c] = true;
        return any;
    }

    private static Mode pick(Map<Mode, Double> w, double u) {
        double acc = 0;
        Mode last = null;
        for (Map.Entry<Mode, Double> e : w.entrySet()) {
            acc += e.getValue();
            last = e.getKey();
            if (u < acc) return last;
        }
        return last;
    }

    /** What provenance records of the model and its draw: the settings, pages and sites per mode, signals drawn. */
    public Map<String, Object> describe(ChangeHistory h, Signals drawn) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put(
                "model",
                "mixture " + mixture + "; recall " + recall + "; false positives " + falsePositives
                        + " per page and cycle; delay " + delay + " cycles; seed " + seed);
        out.put("modes_drawn_per", oneSite(h) ? "page (one site)" : "site");
        Mode[] m = modes(h);
        Map<String, Integer> pages = new LinkedHashMap<>();
        for (Mode x : Mode.values()) pages.put(x.name().toLowerCase(Locale.ROOT), 0);
        for (Mode x : m) pages.merge(x.name().toLowerCase(Locale.ROOT), 1, Integer::sum);
        out.put("pages_by_mode", pages);
        out.put("signals", drawn.total());
        return out;
    }
}
