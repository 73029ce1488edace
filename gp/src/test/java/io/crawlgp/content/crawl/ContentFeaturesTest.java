package io.crawlgp.content.crawl;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.content.prediction.ContentCorpus;
import io.crawlgp.content.prediction.ContentGenerator;
import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.feature.Feature;
import io.crawlgp.feature.FeatureSet;
import io.crawlgp.feature.Observations;
import io.crawlgp.feature.SignalFeatures;
import io.crawlgp.gp.fitness.CrawlFitness;
import io.crawlgp.metric.Metrics;
import io.crawlgp.policy.Terminals;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Content features from the versions the crawler fetched, against a two-page corpus computed by hand. */
class ContentFeaturesTest {
    static final String EPS20 = String.join(" ", Collections.nCopies(20, "epsilon"));

    static ContentCorpus corpus() {
        // page a (site s) changes at cycles 2 and 4; page b (site s) never
        ChangeHistory h =
                ChangeHistory.of(new String[] {"a", "b"}, new String[] {"s", "s"}, new String[] {"01010", "00000"});
        return ContentCorpus.of(
                h,
                List.of(
                        new ContentCorpus.RawVersion("a", 0, "alpha beta gamma"),
                        new ContentCorpus.RawVersion("b", 0, "alpha omega"),
                        new ContentCorpus.RawVersion("a", 2, "alpha beta delta"),
                        new ContentCorpus.RawVersion("a", 4, EPS20)),
                Path.of("versions.jsonl"),
                1);
    }

    /** Reads every feature of every page before each scheduled cycle's crawl; crawls both pages every cycle. */
    static final class Recorder implements Policy {
        final FeatureSet set;
        final List<Map<String, double[]>> seen = new ArrayList<>();

        Recorder(FeatureSet set) {
            this.set = set;
        }

        public String name() {
            return "recorder";
        }

        public Run start(CrawlState state, long seed) {
            Observations obs = new Observations(state);
            Feature.Tracker[] ts = obs.start(set.all());
            return new Run() {
                public void score(int cycle, double[] out) {
                    Map<String, double[]> m = new LinkedHashMap<>();
                    for (int i = 0; i < ts.length; i++)
                        m.put(set.all().get(i).name(), new double[] {ts[i].value(0, cycle), ts[i].value(1, cycle)});
                    seen.add(m);
                    Arrays.fill(out, 1);
                }

                public void visited(int page, int cycle, boolean changed) {
                    obs.visited(page, cycle, changed);
                }
            };
        }
    }

    @Test
    void featuresFollowTheFetchedVersions() {
        ContentCorpus c = corpus();
        FeatureSet set = ContentFeatures.of(c);
        List<String> expected = new ArrayList<>(Terminals.SET.names());
        // a corpus's history has no signal channel: the signal inputs are offered where the crawled data has one
        expected.removeAll(SignalFeatures.ALL.stream().map(Feature::name).toList());
        expected.addAll(ContentFeatures.NAMES); // the crawl features, then the content features
        assertEquals(expected, set.names());
        Recorder r = new Recorder(set);
        CrawlSimulator.run(c.history(), r, new SimulationSettings(1.0, 1, TieBreak.INDEX, 1));
        // cycle 2 (before its crawl): only the cycle-0 versions are held: a has 3 tokens, b 2; no change seen
        assertArrayEquals(new double[] {3, 2}, r.seen.get(0).get("len"));
        assertArrayEquals(new double[] {0, 0}, r.seen.get(0).get("churn"));
        // cycle 3: the crawl at 2 fetched a's second version: {alpha, beta, gamma} -> {alpha, beta, delta}
        Map<String, double[]> at3 = r.seen.get(1);
        assertEquals(2.0 / 4, at3.get("churn")[0], 1e-15, "gamma and delta of four terms");
        // idf over the 3 distinct fetched versions (a@0, b@0, a@2): alpha 1, beta ln(4/3) + 1, gamma = delta = ln 2 + 1
        double b = Math.log(4.0 / 3) + 1, g = Math.log(2) + 1;
        assertEquals(1 - (1 + b * b) / (1 + b * b + g * g), at3.get("cosd")[0], 1e-12);
        assertEquals(0, at3.get("sig")[0], "chi-squared 2 on 3 degrees of freedom: p = 0.57");
        assertEquals(3, at3.get("len")[0]);
        // related pages (same site): b sees a's change found at cycle 2 as recent, and a's rate X/n = 1/2
        assertEquals(1.0, at3.get("rs")[1]);
        assertEquals(0.5, at3.get("rx")[1]);
        assertEquals(0.0, at3.get("rs")[0], "b never changed");
        // cycle 5: the crawl at 4 fetched twenty times 'epsilon': churn 1, significant (chi-squared 23 on 3 df)
        Map<String, double[]> at5 = r.seen.get(3);
        assertEquals(1.0, at5.get("churn")[0]);
        assertEquals(1, at5.get("sig")[0]);
        assertEquals(20, at5.get("len")[0]);
        assertEquals(1.0, at5.get("cosd")[0], 1e-12, "no shared term");
        // mi = (last visit + 1) / (X + 1): a visited at 4 with 2 changes found -> 5/3; b: 5/1
        assertArrayEquals(new double[] {5.0 / 3, 5.0}, at5.get("mi"), 1e-15);
    }

    @Test
    void aPageOfAnotherFoldIsNotTheCrawlersRelatedPage() {
        // simulate page b alone (a fold without a): b has no related page in the crawled set
        ContentCorpus c = corpus();
        Recorder r = new Recorder(ContentFeatures.of(c));
        CrawlSimulator.run(
                c.history().subset(new int[] {1}),
                new Policy() {
                    public String name() {
                        return "b";
                    }

                    public Run start(CrawlState state, long seed) {
                        Observations obs = new Observations(state);
                        Feature.Tracker[] ts = obs.start(r.set.of(List.of("rs", "rx", "len")));
                        return new Run() {
                            public void score(int cycle, double[] out) {
                                assertEquals(0, ts[0].value(0, cycle));
                                assertEquals(0, ts[1].value(0, cycle));
                                assertEquals(2, ts[2].value(0, cycle));
                                out[0] = 1;
                            }

                            public void visited(int page, int cycle, boolean changed) {
                                obs.visited(page, cycle, changed);
                            }
                        };
                    }
                },
                new SimulationSettings(1.0, 1, TieBreak.INDEX, 1));
    }

    @Test
    void thePerPagePathWithKeptVectorsEqualsTheReferenceOnContentFormulas() {
        ContentCorpus c = ContentGenerator.generate(60, 40, 3, 1);
        FeatureSet set = ContentFeatures.of(c);
        SimulationSettings s = new SimulationSettings(0.1, 2, TieBreak.RANDOM, 5);
        CrawlFitness fast =
                new CrawlFitness(c.history(), s, Metrics.CHANGERATE, set.names(), set, CrawlFitness.Engine.COHORT, 0);
        CrawlFitness ref = new CrawlFitness(
                c.history(), s, Metrics.CHANGERATE, set.names(), set, CrawlFitness.Engine.REFERENCE, 0);
        assertEquals(CrawlFitness.Engine.COHORT, fast.engine()); // asked; each content tree runs per page
        assertEquals(CrawlFitness.Keying.NONE, fast.cohortKeying(ExprParser.parse("churn * t", set.names())));
        SplittableRandom r = new SplittableRandom(11);
        String[] ops = {"+", "-", "*", "/"};
        List<String> names = set.names();
        for (int i = 0; i < 25; i++) {
            String f = names.get(r.nextInt(names.size()));
            for (int k = 0; k < 3; k++)
                f = "(" + f + " " + ops[r.nextInt(4)] + " " + names.get(r.nextInt(names.size())) + ")";
            Expr e = ExprParser.parse(f, names);
            assertEquals(ref.simulate(e), fast.simulate(e), f);
        }
    }
}
