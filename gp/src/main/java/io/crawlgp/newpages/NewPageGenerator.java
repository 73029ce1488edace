package io.crawlgp.newpages;

import io.crawlgp.util.Seeds;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A seeded generator of new pages whose popularity a and decay λ depend on what a crawler can see, so that a learned
 * ordering has something to find, while a part of log a stays unexplained ({@code noiseSigma}).
 *
 * <ul>
 *   <li>Hosts: Zipf-sized; each has a quality (normal, sd 1, added to log a), a decay multiplier (lognormal, sd 0.4)
 *       and a dominant kind of page (60% of its pages, the rest drawn at random).</li>
 *   <li>Kinds, visible in the URL path: news (log a +1.0, λ 0.25/h), forum (+0, 0.08/h), article (+0.5, 0.04/h),
 *       tag (−0.8, 0.05/h), profile (−1.2, 0.02/h), catalog (−0.5, 0.01/h).</li>
 *   <li>Source of discovery: toolbar (+0.5), rss (+0.3, mostly news), link (0), sitemap (−0.5). Each extra path level
 *       −0.15. Feature {@code inlinks}: links seen at discovery, correlated with a.</li>
 *   <li>Total visits A = a rounded stochastically; each visit's time after discovery is exponential with rate λ,
 *       truncated to the observed horizon.</li>
 *   <li>Discovery times: a Poisson process with a day-night cycle (rate ∝ 1 + 0.5·sin(2πh/24)).</li>
 * </ul>
 * Every page draws from its own stream derived from the seed, so page i does not depend on how many pages follow.
 *
 * <p>{@code curve = mixed} keeps everything above (a, λ, features) and changes only when the A visits happen, in
 * shares chosen from published observations of online popularity, not to favour any ordering ({@link Curve}).
 */
public final class NewPageGenerator {
    static final String[] KINDS = {"news", "forum", "article", "tag", "profile", "catalog"};
    static final double[] KIND_LOG_A = {1.0, 0.0, 0.5, -0.8, -1.2, -0.5};
    static final double[] KIND_LAMBDA = {0.25, 0.08, 0.04, 0.05, 0.02, 0.01};
    static final String[] SOURCES = {"toolbar", "rss", "link", "sitemap"};
    static final double[] SOURCE_LOG_A = {0.5, 0.3, 0.0, -0.5};
    static final String[] TLDS = {"com", "ru", "org", "net", "info"};

    private NewPageGenerator() {}

    public static NewPageSet generate(NewPageGeneratorSettings s) {
        int H = s.hosts();
        double[] hostQuality = new double[H], hostDecay = new double[H];
        int[] hostKind = new int[H];
        double[] zipf = new double[H];
        double zsum = 0;
        for (int h = 0; h < H; h++) {
            SplittableRandom r = new SplittableRandom(Seeds.derive(s.seed(), "host", h));
            hostQuality[h] = gaussian(r);
            hostDecay[h] = Math.exp(0.4 * gaussian(r));
            hostKind[h] = r.nextInt(KINDS.length);
            zsum += 1.0 / (h + 1);
            zipf[h] = zsum;
        }
        double[] times = discoveryTimes(s);
        List<NewPage> pages = new ArrayList<>(s.pages());
        for (int i = 0; i < s.pages(); i++) {
            SplittableRandom r = new SplittableRandom(Seeds.derive(s.seed(), "page", i));
            int host = pickZipf(zipf, r.nextDouble() * zsum);
            int kind = r.nextDouble() < 0.6 ? hostKind[host] : r.nextInt(KINDS.length);
            int source = kind == 0 && r.nextDouble() < 0.5 ? 1 : pickSource(r);
            int extraDepth = r.nextInt(3);
            double logA = Math.log(s.medianVisits())
                    + KIND_LOG_A[kind]
                    + SOURCE_LOG_A[source]
                    + hostQuality[host]
                    - 0.15 * extraDepth
                    + s.noiseSigma() * gaussian(r);
            double lambda = KIND_LAMBDA[kind] * hostDecay[host] * Math.exp(0.3 * gaussian(r));
            double a = Math.exp(Math.min(logA, 16)); // cap at ~9e6 visits
            int total = (int) Math.floor(a) + (r.nextDouble() < a - Math.floor(a) ? 1 : 0);
            int[] visits = new int[s.hours()];
            Curve curve = s.curve().equals("mixed")
                    ? Curve.pick(new SplittableRandom(Seeds.derive(s.seed(), "curve", i)))
                    : Curve.EXPONENTIAL;
            double mass = 1 - Math.exp(-lambda * s.hours());
            for (int v = 0; v < total; v++) {
                double t = -Math.log1p(-r.nextDouble() * mass) / lambda;
                visits[Math.min(s.hours() - 1, (int) t)]++;
            }
            if (curve != Curve.EXPONENTIAL) {
                // the exponential draws above keep the page's stream where the exponential family has it (so URL and
                // features are the same in both families); the other shapes draw from a stream of their own
                Arrays.fill(visits, 0);
                SplittableRandom cr = new SplittableRandom(Seeds.derive(s.seed(), "curve-times", i));
                for (double t : curve.times(total, lambda, s.hours(), cr)) visits[Math.min(s.hours() - 1, (int) t)]++;
            }
            double inlinks = Math.floor(Math.exp(0.5 * (logA - Math.log(s.medianVisits())) + 0.7 * gaussian(r)));
            String url = url(host, kind, extraDepth, i, r);
            pages.add(new NewPage(url, times[i], SOURCES[source], new double[] {inlinks}, visits));
        }
        return new NewPageSet(pages, List.of("inlinks"));
    }

    private static String url(int host, int kind, int extraDepth, int i, SplittableRandom r) {
        StringBuilder sb = new StringBuilder("https://");
        sb.append(host % 7 == 0 ? "www." : "")
                .append("site")
                .append(host)
                .append('.')
                .append(TLDS[host % TLDS.length])
                .append('/');
        sb.append(KINDS[kind]);
        for (int d = 0; d < extraDepth; d++) sb.append("/s").append(r.nextInt(20));
        switch (KINDS[kind]) {
            case "news" ->
                sb.append("/2026/11/")
                        .append(10 + r.nextInt(20))
                        .append("/story-")
                        .append(i);
            case "forum" -> sb.append("/thread-").append(i).append(r.nextDouble() < 0.3 ? "?page=2" : "");
            case "catalog" -> sb.append("/item").append(i).append("?ref=").append(r.nextInt(100));
            default -> sb.append('/').append(KINDS[kind].charAt(0)).append(i);
        }
        return sb.toString();
    }

    private static int pickSource(SplittableRandom r) {
        double u = r.nextDouble();
        return u < 0.3 ? 0 : u < 0.4 ? 1 : u < 0.8 ? 2 : 3;
    }

    private static int pickZipf(double[] cumulative, double u) {
        int lo = 0, hi = cumulative.length - 1;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (cumulative[mid] < u) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }

    /** Sorted arrival times (seconds) of a Poisson process with a day-night rate, by thinning. */
    private static double[] discoveryTimes(NewPageGeneratorSettings s) {
        SplittableRandom r = new SplittableRandom(Seeds.derive(s.seed(), "arrivals"));
        double[] t = new double[s.pages()];
        double span = s.spanHours() * 3600;
        int n = 0;
        while (n < t.length) {
            double x = r.nextDouble() * span;
            double rate = 1 + 0.5 * Math.sin(2 * Math.PI * x / 86400.0);
            if (r.nextDouble() * 1.5 < rate)
                t[n++] = Math.rint(x * 1000) / 1000; // millisecond resolution, stable in CSV
        }
        Arrays.sort(t);
        return t;
    }

    static double gaussian(SplittableRandom r) {
        // Box-Muller on the stream (one value per call, so the stream position never depends on cached state)
        double u1 = r.nextDouble(), u2 = r.nextDouble();
        return Math.sqrt(-2 * Math.log1p(-u1)) * Math.cos(2 * Math.PI * u2);
    }
}
