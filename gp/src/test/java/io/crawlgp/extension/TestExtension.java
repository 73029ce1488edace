package io.crawlgp.extension;

import io.crawlgp.feature.Feature;
import io.crawlgp.feature.FeatureExtension;
import io.crawlgp.metric.Metric;
import io.crawlgp.metric.MetricExtension;
import io.crawlgp.policy.Policies;
import io.crawlgp.policy.PolicyExtension;
import io.crawlgp.policy.ScoreFunctionPolicy;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.Recorded;
import io.crawlgp.util.MethodId;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * A plug-in as a contributor would write one, registered for the whole test run by the files under
 * src/test/resources/META-INF/services: one metric, one input, one policy family and one variant, each a line here.
 * Every test of the suite runs with them in the catalogues, so a test that pins a registry's list fails; {@code
 * ExtensionPointsTest} checks that a committed folder reproduces byte for byte with them.
 */
public final class TestExtension
        implements MethodId.MethodExtension, PolicyExtension, MetricExtension, FeatureExtension {
    /** A variant that halves a rule's scores: it ranks exactly as the rule does. */
    public static final String HALF = "half";

    public static final Metric STALE_SHARE = Metric.of(
            "agesharetest",
            "age share (test)",
            "age / (1 + age) after the cycle's crawl (a test plug-in's metric, from the age of Cho & Garcia-Molina "
                    + "2003, §2)",
            Metric.Range.SHARE,
            false,
            EnumSet.of(Recorded.STALENESS),
            r -> {
                double[] age = r.ageAfter();
                if (age == null) return null; // not recorded by this crawl
                double[] out = new double[age.length];
                for (int c = 0; c < age.length; c++) out[c] = age[c] / (1 + age[c]);
                return out;
            });

    public static final Feature T_SQUARED = Feature.of(
            "ttest",
            "cycles since the last visit, squared (a test plug-in's input; Santos et al. 2013, §4's t)",
            (s, p, c) -> (double) (c - s.lastVisit(p)) * (c - s.lastVisit(p)));

    @Override
    public List<String> variants() {
        return List.of(HALF);
    }

    @Override
    public List<Peer> peers() {
        return List.of(new Peer("AgeTest", Set.of(), (p, display) -> new ScoreFunctionPolicy(display, Policies.AGE)));
    }

    @Override
    public List<Wrapper> wrappers() {
        MethodId.Variant half = MethodId.Variant.values().stream()
                .filter(v -> v.name().equals(HALF))
                .findFirst()
                .orElseThrow();
        return List.of(new Wrapper(half, (id, params) -> {
            Policy base = Policies.byName(id.without(half).name());
            String name = MethodId.parse(base.name())
                    .bare()
                    .with(half)
                    .settings(id.settings())
                    .name();
            return new Policy() {
                public String name() {
                    return name;
                }

                public Run start(CrawlState state, long seed) {
                    Run inner = base.start(state, seed);
                    return new Run() {
                        public void score(int cycle, double[] out) {
                            inner.score(cycle, out);
                            for (int i = 0; i < out.length; i++) out[i] /= 2; // the same order as the base's
                        }

                        public void visited(int page, int cycle, boolean changed) {
                            inner.visited(page, cycle, changed);
                        }
                    };
                }
            };
        }));
    }

    @Override
    public List<Metric> metrics() {
        return List.of(STALE_SHARE);
    }

    @Override
    public List<Feature> features() {
        return List.of(T_SQUARED);
    }
}
