package io.crawlgp.policy;

import io.crawlgp.feature.Feature;
import io.crawlgp.feature.Observations;
import io.crawlgp.feature.SiteFeatures;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.util.MethodId;
import io.crawlgp.util.UserError;
import java.util.List;
import java.util.Locale;

/**
 * The hand-made rival of GP over the rest of the crawl: a production rule's positive ranking score
 * (the ratio rules' t / I, ChoGM's r t) times (1 + b x scs), scs the share of the page's site found changed since its
 * last visit ({@link SiteFeatures#SHARE}). At b = 0 it ranks exactly as its base. What a crawl engineer would add to the
 * rule they run, given the same input GP is; a GP win must beat it too, so that what evolution found is told apart
 * from what the input gives any rule. Named {@code BASE-site(b=..,<the base's settings>)}; {@code BASE-site-tuned}
 * takes the base's tuned settings on the fold and tunes b on the same folds ({@code gp.PeerTuning}).
 */
public final class SiteBoostPolicy implements Policy {
    /** The rules whose score is a positive ranking (a due-order rule's score is negative until due: refused). */
    public static final List<MethodId> BASES = List.of(
            MethodId.policy("Nutch", MethodId.Variant.RATIO),
            MethodId.policy("Heritrix", MethodId.Variant.RATIO),
            MethodId.policy("StormCrawler", MethodId.Variant.RATIO),
            MethodId.policy("ChoGM"));

    /** The weights b a tuned variant tries, b = 0 (the base) first. */
    public static final double[] B_GRID = {0, 0.25, 0.5, 1, 2, 4, 8};

    private final String name;
    private final Policy base;
    private final double b;

    SiteBoostPolicy(String name, Policy base, double b) {
        this.name = name;
        this.base = base;
        this.b = b;
    }

    /** The registered base of a site variant (its id without the site variant, settings aside), or null. */
    public static MethodId baseOf(MethodId id) {
        if (!id.has(MethodId.Variant.SITE)) return null;
        MethodId stem = id.without(MethodId.Variant.SITE).bare();
        for (MethodId base : BASES) if (base.sameAs(stem)) return base;
        return null;
    }

    /**
     * {@code BASE-site(b=..,...)} from its id and settings: b taken out (default 0), the rest the base's own settings;
     * a base that is not one of {@link #BASES} is refused in one line.
     */
    static Policy of(MethodId id, PolicyParams params) {
        MethodId base = baseOf(id.learning() == MethodId.Learning.FIXED ? id : id.learning(MethodId.Learning.FIXED));
        if (base == null)
            throw new UserError("'" + id.bare().name()
                    + "': a site variant needs a base with a positive ranking score, one of "
                    + String.join(", ", BASES.stream().map(MethodId::name).toList())
                    + " (a due-order rule's score is negative until due)");
        double b = params.get("b", 0, 0, 1000);
        String settings = id.settings().isEmpty()
                ? ""
                : id.settings().substring(1, id.settings().length() - 1);
        StringBuilder rest = new StringBuilder();
        for (String kv : settings.split(",")) {
            if (kv.isBlank() || kv.strip().toLowerCase(Locale.ROOT).startsWith("b=")) continue;
            if (rest.length() > 0) rest.append(',');
            rest.append(kv.strip());
        }
        Policy basePolicy = Policies.byName(
                base.settings(rest.length() == 0 ? "" : "(" + rest + ")").name());
        return new SiteBoostPolicy(
                base.with(MethodId.Variant.SITE).settings(id.settings()).name(), basePolicy, b);
    }

    /** The spec of the site variant of a base spec ({@code Heritrix-ratio(I0=4)}) at weight b. */
    public static String spec(String baseSpec, double b) {
        MethodId base = MethodId.parse(baseSpec);
        String settings = base.settings().isEmpty()
                ? ""
                : "," + base.settings().substring(1, base.settings().length() - 1);
        return base.with(MethodId.Variant.SITE)
                .settings("(b=" + TuningSpace.format(b) + settings + ")")
                .name();
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
