package io.crawlgp.report;

import static org.junit.jupiter.api.Assertions.*;

import com.google.gson.JsonParser;
import io.crawlgp.cli.Main;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import javax.imageio.ImageIO;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The report holds what the folder holds, in one file that needs nothing else. */
class RunReportTest {
    @TempDir
    Path dir;

    @Test
    void anEvolveReportShowsEveryMethodFoldAndFigureSelfContained() throws Exception {
        Path res = ReportFixture.evolveAndReport(dir);
        Document doc = Jsoup.parse(Files.readString(res.resolve("report.html")));
        // one summary row per method of summary.csv, the oracle marked
        List<String> methods = Files.readAllLines(res.resolve("summary.csv")).stream()
                .skip(1)
                .map(l -> l.substring(0, l.indexOf(',')))
                .toList();
        Element summary = doc.selectFirst("h2#summary ~ table");
        List<String> shown = summary.select("tbody tr").stream()
                .map(tr -> tr.child(0).text())
                .toList();
        assertEquals(
                methods.stream()
                        .map(m -> m.equals("Oracle") ? "Oracle (oracle)" : m)
                        .toList(),
                shown);
        // one chosen formula per fold, each with a rank-equivalent, an exact and a LaTeX form
        Element formulas = doc.selectFirst("h2#formulas ~ table");
        assertEquals(3, formulas.select("tbody tr").size());
        assertEquals(
                List.of(
                        "fold",
                        "seed",
                        "test",
                        "validation",
                        "tree size",
                        "readable",
                        "rank-equivalent",
                        "exact",
                        "LaTeX"),
                formulas.select("th").eachText());
        // every image is an embedded PNG that decodes; nothing is fetched from elsewhere and nothing runs
        List<Element> imgs = doc.select("img");
        assertTrue(
                imgs.size() >= 8,
                "per-cycle figures, summary, generations, response curves and heat map: " + imgs.size());
        for (Element img : imgs) {
            String src = img.attr("src");
            assertTrue(src.startsWith("data:image/png;base64,"), src.substring(0, Math.min(40, src.length())));
            BufferedImage png = ImageIO.read(
                    new ByteArrayInputStream(Base64.getDecoder().decode(src.substring(src.indexOf(',') + 1))));
            assertTrue(png.getWidth() > 300 && png.getHeight() > 200, img.attr("alt"));
        }
        assertTrue(
                doc.select("script, link, iframe, [src^=http], [href^=http]").isEmpty(),
                "no script and no outside resource");
        assertTrue(doc.select("pre").first().text().contains("\"sha256\""), "provenance is shown");
        // the figures are drawn in a scratch folder of their own, removed afterwards: counted in a parent of this
        // test's own, so that another job's temporary files cannot make it fail
        Path parent = Files.createDirectories(res.resolveSibling("scratch-parent"));
        RunReport.write(res, res.resolve("report.html"), parent);
        try (var s = Files.list(parent)) {
            assertEquals(0, s.count(), "the report's temporary figures are removed");
        }
    }

    @Test
    void aFolderOfAnotherKindShowsItsTablesAndAFolderOfNothingIsRefused() throws Exception {
        Path other = Files.createDirectories(dir.resolve("other"));
        Files.writeString(other.resolve("summary.csv"), "method,threads,t_score\nBL,3,12.5\nSVR,3,4.25\n");
        Files.writeString(other.resolve("breakdown.csv"), "method,group,share\nBL,a,0.5\n");
        Main.execute(
                new PrintWriter(new StringWriter()),
                new PrintWriter(new StringWriter()),
                "report",
                "--results",
                other.toString());
        Document doc = Jsoup.parse(Files.readString(other.resolve("report.html")));
        assertEquals(
                List.of("BL", "SVR"),
                doc.selectFirst("h2#summary ~ table")
                        .select("tbody tr td:first-child")
                        .eachText());
        assertEquals(
                List.of("12.50", "4.25"), // one format per column: as many decimals as its most precise cell
                doc.selectFirst("h2#summary ~ table")
                        .select("tbody tr td:nth-child(3)")
                        .eachText());
        assertEquals("breakdown.csv", doc.selectFirst("h2#tables ~ h3").text());

        Path empty = Files.createDirectories(dir.resolve("empty"));
        StringWriter err = new StringWriter();
        int code = Main.execute(
                new PrintWriter(new StringWriter()), new PrintWriter(err), "report", "--results", empty.toString());
        assertEquals(2, code);
        assertEquals(
                "error: " + empty + " is not a results folder: it has no run.json, provenance.json or summary.csv",
                err.toString().strip());
        assertFalse(Files.exists(empty.resolve("report.html")));
    }

    /** Every link of the navigation goes to a section the page has. */
    private static void navLinksAreAlive(Document doc) {
        List<String> dead = new ArrayList<>();
        for (Element a : doc.select("nav a[href^=#]"))
            if (doc.getElementById(a.attr("href").substring(1)) == null) dead.add(a.attr("href"));
        assertEquals(List.of(), dead);
        assertTrue(doc.select("nav a").size() >= 3, doc.select("nav").outerHtml());
    }

    @Test
    void anInspectRunFolderGetsItsFiguresAndNoDeadLinks() throws Exception {
        Path res = dir.resolve("formula");
        ReportFixture.run(
                "inspect",
                "run",
                "--dataset",
                "synthetic:pages=300,cycles=14,seed=2",
                "--folds",
                "3",
                "--formula",
                "t * X",
                "--with-baselines",
                "--out",
                res.toString());
        ReportFixture.run("report", "--results", res.toString());
        Document doc = Jsoup.parse(Files.readString(res.resolve("report.html")));
        assertTrue(
                doc.select("img").size() >= 2,
                "per-cycle figures and the summary: " + doc.select("img").size());
        navLinksAreAlive(doc);
        assertTrue(doc.select("nav a[href=#formulas]").isEmpty(), "no link to formulas the folder does not have");
    }

    @Test
    void aFolderWithoutFiguresSaysSoAndLinksOnlyToWhatItHas() throws Exception {
        Path other = Files.createDirectories(dir.resolve("tables"));
        Files.writeString(other.resolve("summary.csv"), "method,threads,t_score\nBL,3,12.5\n");
        ReportFixture.run("report", "--results", other.toString());
        Document doc = Jsoup.parse(Files.readString(other.resolve("report.html")));
        navLinksAreAlive(doc);
        assertTrue(
                doc.selectFirst("h2#figures + p").text().startsWith("No figures"),
                doc.selectFirst("h2#figures + p").text());
    }

    @Test
    void aNestedDatasetFieldIsRowsUnderDottedNamesNotRawJson() {
        List<List<String>> rows = new ArrayList<>();
        RunReport.flatten(
                "",
                JsonParser.parseString("{\"source\":\"synthetic\",\"generator\":{\"pages\":300,\"cycles\":20}}")
                        .getAsJsonObject(),
                rows);
        assertEquals(
                List.of(
                        List.of("source", "synthetic"),
                        List.of("generator.pages", "300"),
                        List.of("generator.cycles", "20")),
                rows);
    }
}
