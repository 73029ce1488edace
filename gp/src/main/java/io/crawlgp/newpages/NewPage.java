package io.crawlgp.newpages;

import io.crawlgp.util.UserError;
import java.net.URI;
import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;

/**
 * One newly discovered URL (Ostroumova et al. §3.1): when the crawler learned of it, where the link came from, any
 * numeric features the data brings, and its visits per hour after discovery (hour 0 = the first hour). The paper
 * takes the discovery time as the page's appearance time (§3.3), so delays are measured from discovery.
 */
public record NewPage(String url, double discoverySeconds, String source, double[] extra, int[] visits) {
    public NewPage {
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(source, "source");
        if (!Double.isFinite(discoverySeconds))
            throw new UserError("discovery time must be finite, got " + discoverySeconds);
        extra = extra.clone();
        visits = visits.clone();
        for (int v : visits) if (v < 0) throw new UserError("visit counts must be >= 0, got " + v);
    }

    /** Total visits a_u over the observed horizon (§3.3: the page's total popularity). */
    public long total() {
        long s = 0;
        for (int v : visits) s += v;
        return s;
    }

    /** Visits in the first {@code hours} hours after discovery (§3.4: the numerator of the share that gives λ_u). */
    public long visitsWithin(int hours) {
        long s = 0;
        for (int h = 0; h < Math.min(hours, visits.length); h++) s += visits[h];
        return s;
    }

    /**
     * The utility of indexing this page {@code delayHours} after discovery (§3.2): the visits that arrive after it is
     * indexed. Visits within an hour are taken as spread evenly over that hour.
     */
    public double utilityAfter(double delayHours) {
        if (delayHours <= 0) return total();
        int h = (int) Math.floor(delayHours);
        if (h >= visits.length) return 0;
        double u = visits[h] * (1 - (delayHours - h));
        for (int j = h + 1; j < visits.length; j++) u += visits[j];
        return u;
    }

    /** Lower-cased host of the URL ("" when the URL has none). */
    public String host() {
        try {
            String h = URI.create(url).getHost();
            return h == null ? "" : h.toLowerCase(Locale.ROOT);
        } catch (IllegalArgumentException e) {
            return "";
        }
    }

    @Override
    public double[] extra() {
        return extra.clone();
    }

    @Override
    public int[] visits() {
        return visits.clone();
    }

    double extra(int i) {
        return extra[i];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof NewPage p
                && p.url.equals(url)
                && p.discoverySeconds == discoverySeconds
                && p.source.equals(source)
                && Arrays.equals(p.extra, extra)
                && Arrays.equals(p.visits, visits);
    }

    @Override
    public int hashCode() {
        return Objects.hash(url, discoverySeconds, source, Arrays.hashCode(extra), Arrays.hashCode(visits));
    }

    @Override
    public String toString() {
        return "NewPage[" + url + " @" + discoverySeconds + "s, " + source + ", total=" + total() + "]";
    }
}
