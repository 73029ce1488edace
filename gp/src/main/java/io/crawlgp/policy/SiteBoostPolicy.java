package io.crawlgp.policy;

import io.crawlgp.feature.Feature;
import io.crawlgp.feature.Observations;
import io.crawlgp.feature.SiteFeatures;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.util.UserError;
import java.util.List;
import java.util.Locale;

/**
 * The hand-made rival of GP over the rest of the crawl (issue 60, item 4): a production rule's positive ranking score
 * (the ratio rules' t / I, ChoGM's r t) times (1 + b x scs), scs the share of the page's site found changed since its
 * last visit ({@link SiteFeatures#SHARE}). At b = 0 it ranks exactly as its base. What a crawl engineer would add to the
 * rule they run, given the same input GP is; a GP win must beat it too, so that what evolution found is told apart
 * from what the input gives any rule. Named {@code BASE-site(b=..,<the base's settings>)}; {@code BASE-site-tuned}
 * takes the base's tuned settings on the fold and tunes b on the same folds ({@code gp.PeerTuning}).
 */
public final class SiteBoostPolicy implements Policy {
    /** The rules whose score is a positive ranking (a due-order rule's score is negative until due: refused). */
    public static final List<String> BASES = List.of("Nutch-ratio", "Heritrix-ratio", "StormCrawler-ratio", "ChoGM");

    /** The weights b a tuned variant tries, b = 0 (the base) first. */
    public static final double[] B_GRID = {0, 0.25, 0.5, 1, 2, 4, 8};

    static final String SUFFIX = "-site";

    private final String name;
    private final Policy base;
    private final double b;

    SiteBoostPolicy(String name, Policy base, double b) {
        this.name = name;
        this.base = base;
        this.b = b;
    }

    /** The registered base of a {@code BASE-site} name, or null when the name is not one. */
    public static String baseOf(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        if (!n.endsWith(SUFFIX)) return null;
        String stem = n.substring(0, n.length() - SUFFIX.length());
        for (String base : BASES) if (base.toLowerCase(Locale.ROOT).equals(stem)) return base;
        return null;
    }

    /**
     * {@code BASE-site(b=..,...)} from its spec: b taken out (default 0), the rest the base's own settings; a base that
     * is not one of {@link #BASES} is refused in one line.
     */
    static Policy of(String spec, PolicyParams params) {
        String base = baseOf(params.name());
        if (base == null)
            throw new UserError(
                    "'" + params.name() + "': a site variant needs a base with a positive ranking score, one of "
                            + String.join(", ", BASES) + " (a due-order rule's score is negative until due)");
        double b = params.get("b", 0, 0, 1000);
        String open = spec.strip();
        String settings = open.indexOf('(') < 0 ? "" : open.substring(open.indexOf('(') + 1, open.length() - 1);
        StringBuilder rest = new StringBuilder();
        for (String kv : settings.split(",")) {
            if (kv.isBlank() || kv.strip().toLowerCase(Locale.ROOT).startsWith("b=")) continue;
            if (rest.length() > 0) rest.append(',');
            rest.append(kv.strip());
        }
        Policy basePolicy = Policies.byName(rest.length() == 0 ? base : base + "(" + rest + ")");
        String display = base + SUFFIX + (settings.isEmpty() ? "" : "(" + settings + ")");
        return new SiteBoostPolicy(display, basePolicy, b);
    }

    /** The spec of the site variant of a base spec ({@code Heritrix-ratio(I0=4)}) at weight b. */
    public static String spec(String baseSpec, double b) {
        int open = baseSpec.indexOf('(');
        String base = open < 0 ? baseSpec : baseSpec.substring(0, open);
        String settings = open < 0 ? "" : "," + baseSpec.substring(open + 1, baseSpec.length() - 1);
        return base + SUFFIX + "(b=" + TuningSpace.format(b) + settings + ")";
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Run start(CrawlState state, long seed) {
        Run inner = base.start(state, seed);
        Feature.Tracker share = new Observations(state).start(List.of(SiteFeatures.SHARE))[0];
        double[] s = new double[state.pages()];
        return new RescoredRun(inner) {
            @Override
            void rescore(int cycle, double[] out) {
                if (b == 0) return; // exactly the base's ranking
                share.values(cycle, s);
                for (int p = 0; p < out.length; p++) out[p] *= 1 + b * s[p];
            }
        };
    }
}
