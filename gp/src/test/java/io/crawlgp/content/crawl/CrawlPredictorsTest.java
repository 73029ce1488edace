package io.crawlgp.content.crawl;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.content.prediction.ContentCorpus;
import io.crawlgp.content.prediction.ContentFolders;
import io.crawlgp.content.prediction.ContentGenerator;
import io.crawlgp.content.prediction.Expert;
import io.crawlgp.content.prediction.FeatureSource;
import io.crawlgp.content.prediction.FeatureSpace;
import io.crawlgp.content.prediction.TargetModels;
import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.feature.Feature;
import io.crawlgp.feature.FeatureSet;
import io.crawlgp.feature.Observations;
import io.crawlgp.gp.GpSettings;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.UserError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Radinsky & Bennett's predictors on what the crawler fetched: its record, the warm-up models, the terminals. */
class CrawlPredictorsTest {
    private static final Path FILE = Path.of("versions.jsonl");

    /** A page whose text alternates between two versions at the given change cycles (history bits to match). */
    private static void page(
            String id,
            int cycles,
            int[] changes,
            List<String> ids,
            List<String> bits,
            List<ContentCorpus.RawVersion> raw,
            String... texts) {
        ids.add(id);
        char[] b = "0".repeat(cycles).toCharArray();
        raw.add(new ContentCorpus.RawVersion(id, 0, texts[0]));
        for (int i = 0; i < changes.length; i++) {
            b[changes[i] - 1] = '1';
            raw.add(new ContentCorpus.RawVersion(id, changes[i], texts[(i + 1) % texts.length]));
        }
        bits.add(new String(b));
    }

    private static ContentCorpus corpus(List<String> ids, List<String> bits, List<ContentCorpus.RawVersion> raw) {
        String[] sites = new String[ids.size()];
        Arrays.fill(sites, "s");
        return ContentCorpus.of(
                ChangeHistory.of(ids.toArray(String[]::new), sites, bits.toArray(String[]::new)), raw, FILE, 1);
    }

    @Test
    void theRecordHoldsWhatEachVisitFetched() {
        // one page: version A at 0, B at 2, C at 4; visits at 1, 3, 5
        List<String> ids = new ArrayList<>(), bits = new ArrayList<>();
        List<ContentCorpus.RawVersion> raw = new ArrayList<>();
        page("a", 6, new int[] {2, 4}, ids, bits, raw, "alpha beta", "gamma delta", "epsilon zeta");
        ContentCorpus c = corpus(ids, bits, raw);
        CrawlerRecord r = new CrawlerRecord(c, false, new FetchedContent.PairMemo(c));
        int a = c.versionIndex(0, 0), b = c.versionIndex(0, 2), cc = c.versionIndex(0, 4);
        r.visited(0, 1);
        r.visited(0, 3);
        r.visited(0, 5);
        assertArrayEquals(
                new int[] {a, a, a, b, b, cc},
                new int[] {
                    r.version(0, 0), r.version(0, 1), r.version(0, 2), r.version(0, 3), r.version(0, 4), r.version(0, 5)
                },
                "at 2 the crawler still held A: B was first fetched at 3");
        assertArrayEquals(new boolean[] {false, false, false, true, false, true}, new boolean[] {
            r.changed(0, 0), r.changed(0, 1), r.changed(0, 2), r.changed(0, 3), r.changed(0, 4), r.changed(0, 5)
        });
        assertThrows(IllegalStateException.class, () -> r.version(0, 6), "cycle 6 is the future");
        // the versions' ranks in the page's order of first appearance, as the crawler's memo packs them: 2 bits
        assertArrayEquals(
                new int[] {0, 0, 0, 1, 1, 2},
                new int[] {r.rank(0, 0), r.rank(0, 1), r.rank(0, 2), r.rank(0, 3), r.rank(0, 4), r.rank(0, 5)});
        assertEquals(2, r.rankBits());
    }

    @Test
    void aPagesVersionRanksNameItsVersionsOneToOne() {
        ContentCorpus c = ContentGenerator.generate(30, 40, 3, 1);
        int max = 0;
        for (int p = 0; p < c.pages(); p++) {
            int pageMax = -1;
            for (int x = 0; x <= c.cycles(); x++) {
                for (int y = 0; y <= c.cycles(); y++)
                    assertEquals(
                            c.versionIndex(p, x) == c.versionIndex(p, y),
                            c.versionRank(p, x) == c.versionRank(p, y),
                            "page " + p + ", cycles " + x + " and " + y);
                assertTrue(c.versionRank(p, x) <= pageMax + 1, "a version never seen before takes the next rank");
                pageMax = Math.max(pageMax, c.versionRank(p, x));
            }
            max = Math.max(max, pageMax);
        }
        assertEquals(max, c.maxVersionRank());
        assertTrue(max > 0, "the generated pages change");
    }

    @Test
    void contentFeaturesRefuseRbsPredictorsOfAnotherCorpus() {
        // they share RB's memo of version pairs, whose keys are one corpus's version numbers
        ContentCorpus c = alternating(30), other = alternating(30);
        CrawlPredictors rb = ContentFeatures.rb(c, CrawlPredictorSettings.of(50, 0, "any"), 12);
        ContentFeatures.of(c, rb); // the same corpus: accepted
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ContentFeatures.of(other, rb));
        assertEquals("RB's predictors were built over another corpus", e.getMessage());
    }

    /** Page a changes every second cycle from 4 on; page b never. */
    private static ContentCorpus alternating(int cycles) {
        List<String> ids = new ArrayList<>(), bits = new ArrayList<>();
        List<ContentCorpus.RawVersion> raw = new ArrayList<>();
        int[] ch = IntStream.iterate(4, x -> x <= cycles, x -> x + 2).toArray();
        page("a", cycles, ch, ids, bits, raw, "alpha beta gamma", "alpha beta delta");
        page("b", cycles, new int[0], ids, bits, raw, "omega sigma");
        return corpus(ids, bits, raw);
    }

    /** Crawls page b only after the warm-up and records rb1 of both pages before every scheduled cycle. */
    private static List<double[]> rb1Seen(ContentCorpus c, int warmup) {
        FeatureSet set = ContentFeatures.of(c, ContentFeatures.rb(c, CrawlPredictorSettings.of(50, 0, "any"), warmup));
        List<double[]> seen = new ArrayList<>();
        CrawlSimulator.run(
                c.history(),
                new Policy() {
                    public String name() {
                        return "b only";
                    }

                    public Run start(CrawlState state, long seed) {
                        Observations obs = new Observations(state);
                        Feature.Tracker rb1 = obs.start(set.of(List.of("rb1")))[0];
                        return new Run() {
                            public void score(int cycle, double[] out) {
                                seen.add(new double[] {cycle, rb1.value(0, cycle), rb1.value(1, cycle)});
                                out[0] = 0;
                                out[1] = 1;
                            }

                            public void visited(int page, int cycle, boolean changed) {
                                obs.visited(page, cycle, changed);
                            }
                        };
                    }
                },
                new SimulationSettings(0.5, warmup, TieBreak.INDEX, 1));
        return seen;
    }

    @Test
    void rb1IsTheWarmUpChangeFrequencyCompoundedOverTheCyclesSinceTheVisit() {
        // warm-up W = 12 (the minimum): examples at times 2..11 (a full window needs l + σ = 2), labels at 3..12;
        // a changed at 4, 6, 8, 10, 12: p = 5/10. a is last visited at 12, so at cycle c: 1 − (1/2)^(c − 12); b: p = 0
        List<double[]> seen = rb1Seen(alternating(20), 12);
        assertArrayEquals(new double[] {13, 0.5, 0}, seen.get(0), 1e-15);
        assertArrayEquals(new double[] {14, 0.75, 0}, seen.get(1), 1e-15);
        assertArrayEquals(new double[] {15, 0.875, 0}, seen.get(2), 1e-15);
    }

    @Test
    void aWarmUpTooShortToTrainOnIsAOneLineError() {
        UserError e = assertThrows(UserError.class, () -> rb1Seen(alternating(20), 11));
        assertTrue(e.getMessage().contains("warmup >= 12"), e.getMessage());
    }

    @Test
    void rbExpertsKeepsThePagesMostRelatedExpertsAndReadsOneMemberEach() {
        int w = 16;
        ContentCorpus c = twins(w)[0];
        WarmUpModels.Trained paper = new WarmUpModels(
                        c, w, CrawlPredictorSettings.of(50, 0, "any"), new FetchedContent.PairMemo(c))
                .of("3D");
        WarmUpModels.Trained one = new WarmUpModels(
                        c, w, CrawlPredictorSettings.of(50, 0, "any", 1), new FetchedContent.PairMemo(c))
                .of("3D");
        for (int p = 0; p < 4; p++) {
            assertEquals(3, paper.experts()[p].size(), "k = 20 of four pages: every other page");
            assertEquals(List.of(paper.experts()[p].get(0)), one.experts()[p], "k = 1: the most related of them");
            assertEquals(4, paper.models()[p].slots(), "the page's own member and one per expert");
            assertEquals(2, one.models()[p].slots());
        }
        UserError e = assertThrows(
                UserError.class, () -> RecordOverrides.apply(GpSettings.paper(), Map.of("rbExperts", "0")));
        assertEquals("rbExperts must be in [1, 100000], got 0", e.getMessage());
    }

    @Test
    void evolvesRbExpertsReachTheModelsAndTheProvenance(@TempDir Path dir) throws Exception {
        ContentFolders.periodic(dir, 3, 16, 4); // enough cycles for a 12-cycle warm-up
        GpSettings s = RecordOverrides.apply(
                GpSettings.paper(),
                Map.of("dataset", dir.toString(), "inputs", "n,X,t,rb3", "warmup", "12", "rbExperts", "1"));
        Map<?, ?> rb = (Map<?, ?>) new CrawlDataLoader(1, System.err)
                .load(s.dataset(), s.needs())
                .provenance()
                .get("rb");
        assertEquals(1, rb.get("experts"));
    }

    /** Two corpora equal up to cycle W; in the second, page d (the last in file order) changes after W to new text. */
    private static ContentCorpus[] twins(int w) {
        List<ContentCorpus> out = new ArrayList<>();
        for (boolean future : new boolean[] {false, true}) {
            List<String> ids = new ArrayList<>(), bits = new ArrayList<>();
            List<ContentCorpus.RawVersion> raw = new ArrayList<>();
            page(
                    "a",
                    30,
                    new int[] {3, 5, 9, 12, 13, 20, 25},
                    ids,
                    bits,
                    raw,
                    "alpha beta gamma",
                    "alpha beta delta",
                    "alpha kappa delta");
            page("b", 30, new int[] {3, 6, 9, 12, 14, 22}, ids, bits, raw, "alpha beta gamma", "beta gamma delta");
            page("c", 30, new int[] {2, 7, 11, 18}, ids, bits, raw, "omega sigma", "omega sigma tau", "omega tau");
            page("d", 30, new int[] {4, 8, 12}, ids, bits, raw, "alpha omega", "alpha omega beta");
            if (future) {
                char[] b = bits.get(3).toCharArray();
                for (int k : new int[] {w + 1, w + 3, w + 9}) {
                    b[k - 1] = '1';
                    raw.add(new ContentCorpus.RawVersion("d", k, "zulu yankee xray " + k));
                }
                bits.set(3, new String(b));
            }
            out.add(corpus(ids, bits, raw));
        }
        return out.toArray(ContentCorpus[]::new);
    }

    @Test
    void warmUpModelsReadNothingAfterTheWarmUp() {
        int w = 16;
        ContentCorpus[] c = twins(w);
        CrawlPredictorSettings s = CrawlPredictorSettings.of(50, 0, "any");
        for (String method : WarmUpModels.METHODS) {
            double[][] p = new double[2][];
            List<List<List<Expert>>> experts = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                WarmUpModels m = new WarmUpModels(c[i], w, s, new FetchedContent.PairMemo(c[i]));
                WarmUpModels.Trained t = m.of(method);
                CrawlerRecord rec = new CrawlerRecord(c[i], false, m.memo());
                for (int cyc = 1; cyc <= w; cyc++) for (int pg = 0; pg < 4; pg++) rec.visited(pg, cyc);
                FeatureSpace view = m.warm().on(rec);
                p[i] = new double[4];
                for (int pg = 0; pg < 4; pg++)
                    p[i][pg] =
                            t.models()[pg].probability(RecordFeatureSource.of(view, rec, pg, t.experts()[pg], null), w);
                experts.add(List.of(t.experts()));
            }
            assertArrayEquals(p[0], p[1], method + ": the future of page d must not move any model");
            assertEquals(experts.get(0), experts.get(1), method + ": nor the experts");
        }
    }

    @Test
    void aRemembersVisitValueHoldsOnlyForTheKeysItWasComputedFrom() {
        FeatureSource.Recent r = new FeatureSource.Recent(3, 4);
        int row = r.row(7);
        long[] k = {7, 71, 72};
        for (int s = 0; s < 3; s++) r.remember(row, s, k[s], 0.1 * (s + 1));
        r.rememberVisit(row, k, 0.25);
        assertEquals(0.25, r.recallVisit(row, k));
        assertEquals(0.2, r.recall(row, 1, 71));
        assertTrue(Double.isNaN(r.recall(row, 1, 99)), "another key of the slot");
        // a later visit in the same own state changes slot 1, and slot 2's value is not remembered (NaN): the row now
        // holds keys {7, 81, 72}, which the visit value 0.25 was not computed from
        r.remember(row, 1, 81, 0.5);
        r.remember(row, 2, 82, Double.NaN);
        r.rememberVisit(row, new long[] {7, 81, 82}, 0.3);
        assertTrue(Double.isNaN(r.recallVisit(row, new long[] {7, 81, 72})));
        assertTrue(Double.isNaN(r.recallVisit(row, new long[] {7, 81, 82})));
        // another own state in the same row takes it over: nothing of the old state is recalled
        int other = r.row(7 + 32);
        assertEquals(row, other, "7 and 39 share a row of 4 here");
        assertTrue(Double.isNaN(r.recall(other, 0, 7)));
    }

    @Test
    void equalPackedKeysMeanEqualVectors() {
        // an expert's key names only the target's versions its 3D vector reads (A(t), and A(t − 1) where the expert
        // changed over (t − 1, t]): over random crawls of a generated corpus, every (target, slot, key) seen twice must
        // have given the same vector, and the narrowing must have merged states whose own keys differ
        ContentCorpus c = ContentGenerator.generate(30, 40, 11, 1);
        FeatureSpace warm = FeatureSpace.warmUp(c, new boolean[c.pages()][c.cycles() + 1], 1, 1, 50, 2);
        int[] experts = IntStream.range(1, c.pages()).toArray();
        Map<String, double[]> byKey = new HashMap<>();
        Map<String, Long> ownAt = new HashMap<>();
        int merged = 0, changedExperts = 0;
        for (long seed = 0; seed < 6; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            double share = 0.15 + 0.15 * seed; // from sparse to dense visits
            CrawlerRecord rec = new CrawlerRecord(c, false, new FetchedContent.PairMemo(c));
            FeatureSpace view = warm.on(rec);
            FeatureSource x = RecordFeatureSource.of(view, rec, 0, experts, null);
            for (int t = 1; t <= c.cycles(); t++) {
                for (int p = 0; p < c.pages(); p++) if (p == 0 || r.nextDouble() < share) rec.visited(p, t);
                if (t < view.firstTime()) continue;
                long own = x.packedKey(0, t);
                for (int slot = 0; slot <= experts.length; slot++) {
                    long k = x.packedKey(slot, t);
                    assertTrue(k >= 0, "this corpus packs");
                    double[] v = x.vector(slot, t);
                    String name = slot + ":" + k;
                    double[] before = byKey.putIfAbsent(name, v);
                    if (before != null) assertArrayEquals(before, v, "slot " + slot + " at " + t + " under key " + k);
                    Long o = ownAt.putIfAbsent(name, own);
                    if (o != null && o != own) merged++;
                    if (slot > 0 && rec.rank(experts[slot - 1], t) != rec.rank(experts[slot - 1], t - 1))
                        changedExperts++;
                }
            }
        }
        assertTrue(merged > 0, "some expert keys stood for several own states");
        assertTrue(
                changedExperts > 100,
                "experts changed over (t − 1, t] often enough to read A(t − 1): " + changedExperts);
    }

    @Test
    void theMemoisedProbabilityAtAVisitIsTheUnmemoisedOne() {
        // the crawl's probabilities (packed keys, the page's last values, the members' memos) against the same models
        // fed vectors with no key at all, and with the unpacked key alone; retraining every 5 cycles must drop the
        // page's last values (each retrained model gives other probabilities for the same inputs)
        // two crawls in a row on one thread: the second reads what the first remembered per page and own state
        ContentCorpus c = ContentGenerator.generate(40, 60, 7, 1);
        CrawlPredictors rb = ContentFeatures.rb(c, CrawlPredictorSettings.of(50, 0, "any"), 52);
        for (int[] run : new int[][] {{0, 3}, {0, 4}, {5, 3}}) {
            int retrain = run[0];
            int[] checked = {0};
            CrawlSimulator.run(
                    c.history(),
                    new Policy() {
                        public String name() {
                            return "random";
                        }

                        public Run start(CrawlState state, long seed) {
                            WarmUpModels models = rb.models(state);
                            PredictionStore preds = new PredictionStore(state, models, retrain);
                            int m2 = preds.want("2D"), m3 = preds.want("3D");
                            CrawlerRecord own = new CrawlerRecord(models.corpus(), false, models.memo());
                            FeatureSpace view = models.warm().on(own);
                            SplittableRandom r = new SplittableRandom(seed);
                            return new Run() {
                                public void score(int cycle, double[] out) {
                                    preds.beforeCycle(cycle);
                                    for (int p = 0; p < out.length; p++) out[p] = r.nextDouble();
                                }

                                public void visited(int page, int cycle, boolean changed) {
                                    preds.visited(page, cycle, changed);
                                    own.visited(page, cycle);
                                    if (cycle < 52) return;
                                    for (int[] mi : new int[][] {{m2, 1}, {m3, 2}}) {
                                        WarmUpModels.Trained t = models.of(WarmUpModels.METHODS.get(mi[1]));
                                        FeatureSource keyed =
                                                RecordFeatureSource.of(view, own, page, t.experts()[page], null);
                                        FeatureSource unkeyed =
                                                new FeatureSource() { // every member computes its vector
                                                    public double[] own(int x) {
                                                        return keyed.own(x);
                                                    }

                                                    public double[] rel(int e, int x) {
                                                        return keyed.rel(e, x);
                                                    }
                                                };
                                        FeatureSource unpacked =
                                                new FeatureSource() { // the Key path of inputs too wide to pack
                                                    public double[] own(int x) {
                                                        return keyed.own(x);
                                                    }

                                                    public double[] rel(int e, int x) {
                                                        return keyed.rel(e, x);
                                                    }

                                                    public Key key(int slot, int x) {
                                                        return keyed.key(slot, x);
                                                    }
                                                };
                                        assertTrue(
                                                keyed.packedKey(mi[1] == 2 ? 3 : 0, cycle) >= 0,
                                                "this corpus's inputs pack");
                                        TargetModels.Trained inUse = preds.model(mi[0], page);
                                        double direct = inUse.probability(unkeyed, cycle);
                                        assertEquals(direct, preds.changedSinceVisit(mi[0], page, cycle + 1), 1e-12);
                                        assertEquals(direct, inUse.probability(unpacked, cycle));
                                        checked[0]++;
                                    }
                                }
                            };
                        }
                    },
                    new SimulationSettings(0.2, 52, TieBreak.INDEX, run[1]));
            assertEquals(
                    2 * (40 * 1 + 8 * 8), checked[0], "every visit from the warm-up's last cycle on, both methods");
        }
    }

    @Test
    void aPolicyRetrainsOnTheChangesItsVisitsFound() {
        // a alternates up to the warm-up's end (W = 12), then changes every cycle; the policy fetches a every cycle.
        // 1D with n = 10, retrained every 2 cycles: at cycle 14 p is still the warm-up's 5/10; before cycle 15 it
        // retrains on times 4..13: warm-up labels at 5..12 (changes at 6, 8, 10, 12: 4 of 8) and the visits at 13 and
        // 14 (both found a change): 6/10
        List<String> ids = new ArrayList<>(), bits = new ArrayList<>();
        List<ContentCorpus.RawVersion> raw = new ArrayList<>();
        int[] ch = IntStream.concat(IntStream.of(4, 6, 8, 10, 12), IntStream.rangeClosed(13, 20))
                .toArray();
        page("a", 20, ch, ids, bits, raw, "alpha beta gamma", "alpha beta delta");
        page("b", 20, new int[0], ids, bits, raw, "omega sigma");
        ContentCorpus c = corpus(ids, bits, raw);
        CrawlPredictors rb = ContentFeatures.rb(c, CrawlPredictorSettings.of(10, 2, "any"), 12);
        Policy p1 = rb.policies().get(0);
        assertEquals("RB-1D", p1.name());
        List<Double> seen = new ArrayList<>();
        CrawlSimulator.run(
                c.history(),
                new Policy() {
                    public String name() {
                        return "a only";
                    }

                    public Run start(CrawlState state, long seed) {
                        Run inner = p1.start(state, seed);
                        double[] scores = new double[2];
                        return new Run() {
                            public void score(int cycle, double[] out) {
                                inner.score(cycle, scores);
                                seen.add(scores[0]);
                                out[0] = 1;
                                out[1] = 0;
                            }

                            public void visited(int page, int cycle, boolean changed) {
                                inner.visited(page, cycle, changed);
                            }
                        };
                    }
                },
                new SimulationSettings(0.5, 12, TieBreak.INDEX, 1));
        assertEquals(0.5, seen.get(0), 1e-15, "cycle 13");
        assertEquals(0.5, seen.get(1), 1e-15, "cycle 14");
        assertEquals(0.6, seen.get(2), 1e-15, "cycle 15, after retraining");
    }

    /** A content folder in the ota-content format: pages.csv and versions.jsonl. */
    private static Path contentFolder(Path dir) throws IOException {
        Files.writeString(dir.resolve("pages.csv"), "page,site,history\na,s,0101\nb,s,0000\n");
        Files.writeString(
                dir.resolve("versions.jsonl"),
                String.join(
                                "\n",
                                "{\"page\":\"a\",\"cycle\":0,\"text\":\"alpha beta\"}",
                                "{\"page\":\"a\",\"cycle\":2,\"text\":\"gamma delta\"}",
                                "{\"page\":\"a\",\"cycle\":4,\"text\":\"alpha beta\"}",
                                "{\"page\":\"b\",\"cycle\":0,\"text\":\"omega\"}")
                        + "\n");
        return dir;
    }

    @Test
    void rbInputsWithAShortWarmUpFailBeforeAnyWork(@TempDir Path dir) throws Exception {
        contentFolder(dir);
        GpSettings s =
                RecordOverrides.apply(GpSettings.paper(), Map.of("dataset", dir.toString(), "inputs", "n,X,t,rb2"));
        UserError e =
                assertThrows(UserError.class, () -> new CrawlDataLoader(1, System.err).load(s.dataset(), s.needs()));
        assertEquals(
                "inputs [rb1, rb2, rb3] train on the warm-up crawl: warmup 2 gives fewer than 10 examples; set warmup >= 12 (52 for all 50)",
                e.getMessage());
        UserError label = assertThrows(UserError.class, () -> RecordOverrides.apply(s, Map.of("rbLabel", "big")));
        assertTrue(label.getMessage().startsWith("rbLabel must be 'any'"), label.getMessage());
    }
}
