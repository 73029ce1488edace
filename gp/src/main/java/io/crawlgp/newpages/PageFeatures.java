package io.crawlgp.newpages;

import java.net.URI;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Features of a new URL known at discovery time (Ostroumova et al. §3.4 uses URL, host and discovery-source
 * features): URL shape (length, depth, digits, query parameters), discovery source, hour of day, the data's own numeric
 * features, and target encodings of the host, the first path segment and the source: the smoothed mean log(1 + a)
 * and mean early share of training pages with the same key, and their count. Training rows are encoded leaving
 * themselves out, so a page's own label never leaks into its features. Fitted on training pages only.
 */
public final class PageFeatures {
    /** Pseudo-count that pulls rare keys toward the global mean. */
    static final double SMOOTHING = 5;

    private final List<String> names;
    private final List<String> sources;
    private final List<Map<String, double[]>>
            stats; // per key kind: key -> {count, sum log1p(a), sum share, shareCount}
    private final double priorLogA, priorShare;
    private final int shareHours;

    private PageFeatures(
            List<String> names,
            List<String> sources,
            List<Map<String, double[]>> stats,
            double priorLogA,
            double priorShare,
            int shareHours) {
        this.names = names;
        this.sources = sources;
        this.stats = stats;
        this.priorLogA = priorLogA;
        this.priorShare = priorShare;
        this.shareHours = shareHours;
    }

    /** Fits the encoders on training pages; {@code shareHours} is the t of the early share. */
    public static PageFeatures fit(NewPageSet train, int shareHours) {
        List<String> sources = new ArrayList<>();
        for (NewPage p : train.pages())
            if (!sources.contains(p.source()) && sources.size() < 16) sources.add(p.source());
        sources.sort(null);
        List<Map<String, double[]>> stats = List.of(new HashMap<>(), new HashMap<>(), new HashMap<>());
        double sumLog = 0, sumShare = 0;
        int shareN = 0;
        for (NewPage p : train.pages()) {
            double la = Math.log1p(p.total());
            double share = share(p, shareHours);
            sumLog += la;
            if (!Double.isNaN(share)) {
                sumShare += share;
                shareN++;
            }
            String[] keys = keys(p);
            for (int k = 0; k < 3; k++) {
                double[] s = stats.get(k).computeIfAbsent(keys[k], x -> new double[4]);
                s[0]++;
                s[1] += la;
                if (!Double.isNaN(share)) {
                    s[2] += share;
                    s[3]++;
                }
            }
        }
        List<String> names = new ArrayList<>(
                List.of("url_length", "path_depth", "url_digits", "query_params", "hour_sin", "hour_cos"));
        for (String s : sources) names.add("source_" + s);
        for (String e : train.extraNames()) names.add("f_" + e);
        for (String k : new String[] {"host", "segment", "source"}) {
            names.add(k + "_mean_log_a");
            names.add(k + "_mean_share");
            names.add(k + "_count");
        }
        return new PageFeatures(
                List.copyOf(names),
                List.copyOf(sources),
                stats,
                sumLog / train.size(),
                shareN == 0 ? 0.5 : sumShare / shareN,
                shareHours);
    }

    /** Share of a page's visits in the first t hours (NaN for a page without visits). §3.4. */
    static double share(NewPage p, int hours) {
        long a = p.total();
        return a == 0 ? Double.NaN : (double) p.visitsWithin(hours) / a;
    }

    static String[] keys(NewPage p) {
        String seg = "";
        try {
            String path = URI.create(p.url()).getRawPath();
            if (path != null) {
                for (String part : path.split("/"))
                    if (!part.isEmpty()) {
                        seg = part.toLowerCase(Locale.ROOT);
                        break;
                    }
            }
        } catch (IllegalArgumentException ignored) {
            // unparsable URL: no segment
        }
        return new String[] {p.host(), seg, p.source()};
    }

    public List<String> names() {
        return names;
    }

    /** Row-major feature matrix; {@code training = true} encodes each page leaving itself out. */
    public float[] matrix(NewPageSet set, boolean training) {
        int d = names.size();
        float[] out = new float[set.size() * d];
        for (int i = 0; i < set.size(); i++) {
            double[] row = row(set.get(i), training);
            for (int j = 0; j < d; j++) out[i * d + j] = (float) row[j];
        }
        return out;
    }

    double[] row(NewPage p, boolean training) {
        double[] r = new double[names.size()];
        int j = 0;
        String url = p.url();
        r[j++] = url.length();
        String path = "";
        String query = null;
        try {
            URI u = URI.create(url);
            path = u.getRawPath() == null ? "" : u.getRawPath();
            query = u.getRawQuery();
        } catch (IllegalArgumentException ignored) {
            // keep defaults
        }
        int depth = 0;
        for (String part : path.split("/")) if (!part.isEmpty()) depth++;
        r[j++] = depth;
        int digits = 0;
        for (int i = 0; i < url.length(); i++) if (Character.isDigit(url.charAt(i))) digits++;
        r[j++] = digits;
        r[j++] = query == null || query.isEmpty() ? 0 : query.split("&").length;
        double hour = (p.discoverySeconds() / 3600.0) % 24;
        r[j++] = Math.sin(2 * Math.PI * hour / 24);
        r[j++] = Math.cos(2 * Math.PI * hour / 24);
        for (String s : sources) r[j++] = s.equals(p.source()) ? 1 : 0;
        for (double x : p.extra()) r[j++] = x;
        String[] keys = keys(p);
        double ownLog = Math.log1p(p.total());
        double ownShare = share(p, shareHours);
        for (int k = 0; k < 3; k++) {
            double[] s = stats.get(k).get(keys[k]);
            double n = 0, sl = 0, ss = 0, sn = 0;
            if (s != null) {
                n = s[0];
                sl = s[1];
                ss = s[2];
                sn = s[3];
            }
            if (training && s != null) { // leave this page out
                n -= 1;
                sl -= ownLog;
                if (!Double.isNaN(ownShare)) {
                    ss -= ownShare;
                    sn -= 1;
                }
            }
            r[j++] = (sl + SMOOTHING * priorLogA) / (n + SMOOTHING);
            r[j++] = (ss + SMOOTHING * priorShare) / (sn + SMOOTHING);
            r[j++] = n;
        }
        return r;
    }
}
