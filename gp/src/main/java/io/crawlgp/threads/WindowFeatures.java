package io.crawlgp.threads;

import io.crawlgp.util.UserError;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Feature vectors of Tan §3.2-3.3 for a window ending at the last seen post, standardised with training means and
 * standard deviations:
 * <ul>
 *   <li>t_Δ ({@code gaps}): the last w gaps, most recent first, as log(1 + minutes); missing ones (early in a thread)
 *       take the mean of the known ones, or the training median gap when none is known;</li>
 *   <li>v ({@code content}): counts of the K selected tokens in the window's w posts, as log(1 + count); with
 *       {@code decay > 0} (DEC, §3.3) instead the discounted sum over all seen posts, X'_t = X_t + α·X'_{t−1};</li>
 *   <li>t_ctx ({@code context}): day-of-week (7 bits) and hour-of-day (24 bits) of the last seen post, UTC.</li>
 * </ul>
 */
public final class WindowFeatures {
    public enum Group {
        GAPS,
        CONTENT,
        CONTEXT
    }

    private final ThreadData data;
    private final int window;
    private final int[] selected; // vocabulary ids of the K tokens
    private final Map<Integer, Integer> slot;
    private final List<Group> groups;
    private final double decay;
    private final double medianGap;
    private double[] mean, sd;

    WindowFeatures(
            ThreadData data, int window, int[] selectedTokens, List<Group> groups, double decay, double medianGap) {
        this.data = data;
        this.window = window;
        this.selected = selectedTokens.clone();
        this.slot = new HashMap<>();
        for (int k = 0; k < selected.length; k++) slot.put(selected[k], k);
        this.groups = List.copyOf(groups);
        this.decay = decay;
        this.medianGap = medianGap;
    }

    public int dimension() {
        int d = 0;
        if (groups.contains(Group.GAPS)) d += window;
        if (groups.contains(Group.CONTENT)) d += selected.length;
        if (groups.contains(Group.CONTEXT)) d += 31;
        return d;
    }

    /** Fits the standardisation on these instances; returns this. */
    WindowFeatures standardise(List<Instance> training) {
        int d = dimension();
        double[] s = new double[d], ss = new double[d];
        for (Instance in : training) {
            double[] x = raw(in.thread(), in.seen());
            for (int j = 0; j < d; j++) {
                s[j] += x[j];
                ss[j] += x[j] * x[j];
            }
        }
        mean = new double[d];
        sd = new double[d];
        int n = Math.max(1, training.size());
        for (int j = 0; j < d; j++) {
            mean[j] = s[j] / n;
            double v = ss[j] / n - mean[j] * mean[j];
            sd[j] = v > 1e-12 ? Math.sqrt(v) : 1;
        }
        return this;
    }

    /** The standardised vector of thread i with its first {@code seen} posts known. */
    public double[] vector(int thread, int seen) {
        double[] x = raw(thread, seen);
        if (mean != null) for (int j = 0; j < x.length; j++) x[j] = (x[j] - mean[j]) / sd[j];
        return x;
    }

    double[] raw(int thread, int seen) {
        if (seen < 1) throw new UserError("need at least one seen post");
        DiscussionThread t = data.thread(thread);
        double[] x = new double[dimension()];
        int j = 0;
        if (groups.contains(Group.GAPS)) {
            double known = 0;
            int nk = 0;
            for (int g = seen - 2; g >= 0 && nk < window; g--, nk++) known += t.gap(g);
            double fill = nk > 0 ? known / nk : medianGap;
            for (int k = 0; k < window; k++) {
                int g = seen - 2 - k;
                x[j++] = Math.log1p(g >= 0 ? t.gap(g) : fill);
            }
        }
        if (groups.contains(Group.CONTENT)) {
            double[] c = content(thread, seen);
            System.arraycopy(c, 0, x, j, c.length);
            j += c.length;
        }
        if (groups.contains(Group.CONTEXT)) {
            ZonedDateTime z =
                    Instant.ofEpochMilli(Math.round(t.time(seen - 1) * 60000)).atZone(ZoneOffset.UTC);
            x[j + z.getDayOfWeek().getValue() - 1] = 1;
            x[j + 7 + z.getHour()] = 1;
        }
        return x;
    }

    /** Window counts (or DEC's discounted sums) of the selected tokens, log(1 + value). */
    double[] content(int thread, int seen) {
        double[] c = new double[selected.length];
        if (decay > 0) {
            for (int p = 0; p < seen; p++) { // X'_p = X_p + α X'_{p−1}
                for (int k = 0; k < c.length; k++) c[k] *= decay;
                for (int tok : data.tokens(thread, p)) {
                    Integer k = slot.get(tok);
                    if (k != null) c[k] += 1;
                }
            }
        } else {
            for (int p = Math.max(0, seen - window); p < seen; p++)
                for (int tok : data.tokens(thread, p)) {
                    Integer k = slot.get(tok);
                    if (k != null) c[k] += 1;
                }
        }
        for (int k = 0; k < c.length; k++) c[k] = Math.log1p(c[k]);
        return c;
    }

    /** Names of the dimensions, for inspection. */
    public List<String> names() {
        List<String> out = new ArrayList<>();
        if (groups.contains(Group.GAPS)) for (int k = 1; k <= window; k++) out.add("gap_" + k);
        if (groups.contains(Group.CONTENT))
            for (int id : selected) out.add("tok_" + data.vocabulary().get(id));
        if (groups.contains(Group.CONTEXT)) {
            for (String d : new String[] {"mon", "tue", "wed", "thu", "fri", "sat", "sun"}) out.add("dow_" + d);
            for (int h = 0; h < 24; h++) out.add("hour_" + h);
        }
        return out;
    }

    /**
     * The K best tokens by univariate regression against the target (Tan §3.2): for each token seen in at least
     * three training windows, the F statistic of regressing the target on the token's window count, r²/(1 − r²)·(n − 2);
     * ties by vocabulary id.
     */
    static int[] selectTokens(ThreadData data, List<Instance> training, int window, int k, boolean logTarget) {
        if (k == 0 || training.size() < 3) return new int[0];
        int n = training.size();
        Map<Integer, double[]> acc = new HashMap<>(); // token -> {Σx, Σx², Σxy, docs}
        double sy = 0, syy = 0;
        for (Instance in : training) {
            double y = logTarget ? Math.log1p(in.gapMinutes()) : in.gapMinutes();
            sy += y;
            syy += y * y;
            Map<Integer, Integer> counts = new HashMap<>();
            for (int p = Math.max(0, in.seen() - window); p < in.seen(); p++)
                for (int tok : data.tokens(in.thread(), p)) counts.merge(tok, 1, Integer::sum);
            for (Map.Entry<Integer, Integer> e : counts.entrySet()) {
                double x = Math.log1p(e.getValue());
                double[] a = acc.computeIfAbsent(e.getKey(), t -> new double[4]);
                a[0] += x;
                a[1] += x * x;
                a[2] += x * y;
                a[3]++;
            }
        }
        double my = sy / n, vy = syy - n * my * my;
        List<double[]> scored = new ArrayList<>();
        for (Map.Entry<Integer, double[]> e : acc.entrySet()) {
            double[] a = e.getValue();
            if (a[3] < 3) continue;
            double mx = a[0] / n, vx = a[1] - n * mx * mx, cxy = a[2] - n * mx * my;
            if (vx <= 1e-12 || vy <= 1e-12) continue;
            double r2 = Math.min(1 - 1e-12, cxy * cxy / (vx * vy));
            scored.add(new double[] {r2 / (1 - r2) * (n - 2), e.getKey()});
        }
        scored.sort((a, b) -> a[0] != b[0] ? Double.compare(b[0], a[0]) : Double.compare(a[1], b[1]));
        int[] out = new int[Math.min(k, scored.size())];
        for (int i = 0; i < out.length; i++) out[i] = (int) scored.get(i)[1];
        Arrays.sort(out);
        return out;
    }
}
