package io.crawlgp.newpages;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.dataset.DatasetException;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NewPageModelTest {
    @TempDir
    Path dir;

    static NewPage page(String url, double disc, int... visits) {
        return new NewPage(url, disc, "link", new double[0], visits);
    }

    @Test
    void utilityCountsVisitsAfterIndexingWithEvenSpreadInsideAnHour() {
        NewPage p = page("https://a.example/x", 0, 10, 4, 2, 0);
        assertEquals(16, p.total());
        assertEquals(16, p.utilityAfter(0));
        assertEquals(16, p.utilityAfter(-1));
        assertEquals(5 + 4 + 2, p.utilityAfter(0.5), 1e-12); // half of hour 0 left
        assertEquals(4 + 2, p.utilityAfter(1), 1e-12);
        assertEquals(1 + 2, p.utilityAfter(1.75), 1e-12);
        assertEquals(0, p.utilityAfter(4));
        assertEquals(0, p.utilityAfter(99));
        assertEquals(14, p.visitsWithin(2));
        assertEquals("a.example", p.host());
    }

    @Test
    void csvRoundTripAndErrorsNameFileAndLine() throws Exception {
        NewPageSet set = NewPageGenerator.generate(new NewPageGeneratorSettings(50, 5, 2, 12, 5, 0.5, 3));
        Path f = dir.resolve("newpages.csv");
        NewPageCsv.write(set, f);
        NewPageSet back = NewPageCsv.read(dir);
        assertEquals(set.pages(), back.pages());
        assertEquals(List.of("inlinks"), back.extraNames());

        DatasetException e = assertThrows(
                DatasetException.class,
                () -> NewPageCsv.read(
                        new StringReader(
                                "url,discovery_seconds,source,visits\nhttps://a/1,0,link,1 2 3\nhttps://a/2,5,link,1 x 3\n"),
                        Path.of("np.csv")));
        assertEquals("np.csv:3: visits: hour 1 is 'x', expected a count >= 0", e.getMessage());
        e = assertThrows(
                DatasetException.class,
                () -> NewPageCsv.read(
                        new StringReader(
                                "url,discovery_seconds,source,visits\nhttps://a/1,0,link,1 2 3\nhttps://a/2,5,link,1 3\n"),
                        Path.of("np.csv")));
        assertEquals("np.csv:3: visits has 2 hourly counts, earlier pages have 3", e.getMessage());
        e = assertThrows(
                DatasetException.class,
                () -> NewPageCsv.read(
                        new StringReader("url,discovery_seconds,visits\nhttps://a/1,0,1\n"), Path.of("np.csv")));
        assertTrue(e.getMessage().startsWith("np.csv:1: missing column 'source'"), e.getMessage());
        e = assertThrows(
                DatasetException.class,
                () -> NewPageCsv.read(
                        new StringReader(
                                "url,discovery_seconds,source,visits\nhttps://a/1,0,link,1\nhttps://a/1,2,link,1\n"),
                        Path.of("np.csv")));
        assertEquals("np.csv:3: duplicate url https://a/1 (first on line 2)", e.getMessage());
        e = assertThrows(
                DatasetException.class,
                () -> NewPageCsv.read(
                        new StringReader("url,discovery_seconds,source,visits,f_links\nhttps://a/1,0,link,1,many\n"),
                        Path.of("np.csv")));
        assertEquals("np.csv:2: f_links is 'many', expected a finite number", e.getMessage());
    }

    @Test
    void generatorIsSeededAndPagesDoNotDependOnHowManyFollow() {
        NewPageGeneratorSettings s = new NewPageGeneratorSettings(300, 20, 10, 24, 5, 0.5, 7);
        assertEquals(
                NewPageGenerator.generate(s).pages(),
                NewPageGenerator.generate(s).pages());
        assertNotEquals(
                NewPageGenerator.generate(s).pages(),
                NewPageGenerator.generate(new NewPageGeneratorSettings(300, 20, 10, 24, 5, 0.5, 8))
                        .pages());
        // popularity depends on the URL kind by construction: news pages get more visits than profile pages on average
        NewPageSet big = NewPageGenerator.generate(new NewPageGeneratorSettings(4000, 50, 10, 48, 5, 0.5, 1));
        double news = big.pages().stream()
                .filter(p -> p.url().contains("/news"))
                .mapToLong(NewPage::total)
                .average()
                .orElseThrow();
        double profile = big.pages().stream()
                .filter(p -> p.url().contains("/profile"))
                .mapToLong(NewPage::total)
                .average()
                .orElseThrow();
        assertTrue(news > 2 * profile, news + " vs " + profile);
    }

    @Test
    void boostedModelsLearnPopularityAndAreDeterministic() {
        NewPageSet all = NewPageGenerator.generate(new NewPageGeneratorSettings(3000, 40, 20, 48, 5, 0.5, 2));
        double mid = all.get(1999).discoverySeconds() + 1e-3;
        NewPageSet train = all.between(0, mid), test = all.between(mid, 1e12);
        BoostingSettings b = new BoostingSettings(60, 0.1, 4, 0.8, 5, 1, 9);
        PopularityModel m1 = PopularityModel.train(train, 6, b);
        PopularityModel.Predictions p1 = m1.predict(test),
                p2 = PopularityModel.train(train, 6, b).predict(test);
        assertArrayEquals(p1.a(), p2.a());
        assertArrayEquals(p1.lambda(), p2.lambda());
        NewPagesExperiment.ModelQuality q =
                NewPagesExperiment.quality(test, p1, 6, m1.features().names().size());
        assertTrue(q.spearmanA() > 0.5, "Spearman " + q.spearmanA());
        for (double l : p1.lambda()) assertTrue(l > 0 && Double.isFinite(l));
        assertThrows(IllegalArgumentException.class, () -> PopularityModel.train(train, 48, b));
    }

    @Test
    void targetEncodingLeavesTheTrainingPageOut() {
        // two pages on one host: each training row sees only the other page's visits in the host mean
        NewPageSet set = new NewPageSet(
                List.of(page("https://h.example/a", 0, 99, 0), page("https://h.example/b", 1, 0, 0)), List.of());
        PageFeatures f = PageFeatures.fit(set, 1);
        int hostMean = f.names().indexOf("host_mean_log_a");
        double prior = Math.log1p(99) / 2;
        double[] a = f.row(set.get(0), true), b = f.row(set.get(1), true);
        assertEquals((0 + PageFeatures.SMOOTHING * prior) / (1 + PageFeatures.SMOOTHING), a[hostMean], 1e-12);
        assertEquals(
                (Math.log1p(99) + PageFeatures.SMOOTHING * prior) / (1 + PageFeatures.SMOOTHING), b[hostMean], 1e-12);
        assertEquals(
                (Math.log1p(99) + PageFeatures.SMOOTHING * prior) / (2 + PageFeatures.SMOOTHING),
                f.row(set.get(0), false)[hostMean],
                1e-12);
    }
}
