package io.crawlgp.gp.results;

import io.crawlgp.evolution.GenerationStats;
import io.crawlgp.evolution.Screening;
import io.crawlgp.experiment.Choice;
import io.crawlgp.experiment.PairedComparison;
import io.crawlgp.io.AtomicFiles;
import io.crawlgp.io.ResultsCsv;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/** GP4C's extra tidy files: formulas.csv, generations.csv, comparisons.csv, tuned.csv, front.csv. */
public final class GpResultsCsv {
    public static final String FORMULAS = "formulas.csv";
    public static final String GENERATIONS = "generations.csv";
    public static final String COMPARISONS = "comparisons.csv";
    public static final String TUNED = "tuned.csv";
    public static final String FRONT = "front.csv";
    static final String[] FRONT_HEADER = {"fold", "seed", "size", "train", "validation", "test", "formula", "simplified"
    };
    static final String[] FORMULA_HEADER = {
        "fold", "seed", "variant", "formula", "simplified", "size", "depth", "train", "validation", "test"
    };
    /** Written after simplified; older files lack it and still read. */
    static final String RANK_EQUIVALENT = "rank_equivalent";

    static final String[] GENERATION_HEADER = {"fold", "seed", "generation", "best", "mean", "mean_size"};
    /** Written since the logbook; older files lack them and still read. */
    static final String[] GENERATION_MORE = {"sd", "best_formula"};

    private GpResultsCsv() {}

    /**
     * One row of formulas.csv; test is NaN for archive members that were not chosen. {@code formula} is the tree as ECJ
     * evolved it, in ECJ's prefix form ({@code %} is its protected division), so that it parses back exactly;
     * {@code simplified} the same function in infix, simplified so that it gives the same score for every state;
     * {@code rankEquivalent} the simplest form found that ranks pages alike (crawls the same pages; empty in files
     * written before it was kept).
     */
    public record FormulaRow(
            int fold,
            int seed,
            String variant,
            String formula,
            String simplified,
            String rankEquivalent,
            int size,
            int depth,
            double train,
            double validation,
            double test) {}

    /**
     * One row of front.csv: a tree of a run's size/quality front (objectives = METRIC,size), its size in nodes and its
     * fitness on the fold's training, validation and test pages.
     */
    public record FrontRow(
            int fold,
            int seed,
            int size,
            double train,
            double validation,
            double test,
            String formula,
            String simplified) {}

    /**
     * One row of generations.csv: sd is the population's standard deviation of the training fitness and bestFormula
     * its best tree simplified (NaN and null for runs saved before they were kept).
     */
    public record GenerationRow(
            int fold,
            int seed,
            int generation,
            double best,
            double mean,
            double meanSize,
            double sd,
            String bestFormula) {}

    private static CSVFormat format() {
        return CSVFormat.RFC4180.builder().setRecordSeparator('\n').build();
    }

    private static String opt(double v) {
        return Double.isNaN(v) ? "" : ResultsCsv.num(v);
    }

    public static void writeFormulas(Path file, List<FormulaRow> rows) {
        AtomicFiles.writeText(file, w -> {
            CSVPrinter p = new CSVPrinter(w, format());
            List<String> header = new ArrayList<>(List.of(FORMULA_HEADER));
            header.add(header.indexOf("simplified") + 1, RANK_EQUIVALENT);
            p.printRecord(header);
            for (FormulaRow r : rows)
                p.printRecord(
                        r.fold(),
                        r.seed(),
                        r.variant(),
                        r.formula(),
                        r.simplified(),
                        r.rankEquivalent(),
                        r.size(),
                        r.depth(),
                        ResultsCsv.num(r.train()),
                        opt(r.validation()),
                        opt(r.test()));
            p.flush();
        });
    }

    public static void writeFront(Path file, List<FrontRow> rows) {
        AtomicFiles.writeText(file, w -> {
            CSVPrinter p = new CSVPrinter(w, format());
            p.printRecord((Object[]) FRONT_HEADER);
            for (FrontRow r : rows)
                p.printRecord(
                        r.fold(),
                        r.seed(),
                        r.size(),
                        ResultsCsv.num(r.train()),
                        ResultsCsv.num(r.validation()),
                        ResultsCsv.num(r.test()),
                        r.formula(),
                        r.simplified());
            p.flush();
        });
    }

    /** front.csv's rows (a missing file: none). */
    public static List<FrontRow> readFront(Path file) {
        List<FrontRow> out = new ArrayList<>();
        if (!Files.isRegularFile(file)) return out;
        ResultsCsv.forEachRecord(
                file,
                FRONT_HEADER,
                (rec, line) -> out.add(new FrontRow(
                        ResultsCsv.intField(file, line, rec, "fold"),
                        ResultsCsv.intField(file, line, rec, "seed"),
                        ResultsCsv.intField(file, line, rec, "size"),
                        ResultsCsv.doubleField(file, line, rec, "train"),
                        ResultsCsv.doubleField(file, line, rec, "validation"),
                        ResultsCsv.doubleField(file, line, rec, "test"),
                        rec.get("formula"),
                        rec.get("simplified"))));
        return out;
    }

    public static void writeGenerations(Path file, List<GenerationRow> rows) {
        AtomicFiles.writeText(file, w -> {
            CSVPrinter p = new CSVPrinter(w, format());
            List<String> header = new ArrayList<>(List.of(GENERATION_HEADER));
            header.addAll(List.of(GENERATION_MORE));
            p.printRecord(header);
            for (GenerationRow r : rows)
                p.printRecord(
                        r.fold(),
                        r.seed(),
                        r.generation(),
                        ResultsCsv.num(r.best()),
                        ResultsCsv.num(r.mean()),
                        ResultsCsv.num(r.meanSize()),
                        opt(r.sd()),
                        r.bestFormula() == null ? "" : r.bestFormula());
            p.flush();
        });
    }

    /** surrogate.csv: per GP run and generation, what the first look did ({@link Screening.Generation}). */
    public static final String SCREENING = "surrogate.csv";

    /** Writes surrogate.csv from the runs' generations; nothing when no run looked first. */
    public static void writeScreening(Path file, UnitResult[][] units) {
        List<Object[]> rows = new ArrayList<>();
        for (UnitResult[] fold : units)
            for (UnitResult u : fold)
                for (GenerationStats g : u.generations()) {
                    Screening.Generation x = g.screen();
                    if (x == null) continue;
                    rows.add(new Object[] {
                        u.fold(),
                        u.seedIndex(),
                        g.generation(),
                        x.candidates(),
                        x.crawled(),
                        g.evaluations(),
                        opt(x.spearman()),
                        opt(x.intercept()),
                        opt(x.slope())
                    });
                }
        if (rows.isEmpty()) return;
        AtomicFiles.writeText(file, w -> {
            CSVPrinter p = new CSVPrinter(w, format());
            p.printRecord(
                    "fold",
                    "seed",
                    "generation",
                    "candidates",
                    "crawled",
                    "crawled_in_run",
                    "spearman_crawled",
                    "fill_intercept",
                    "fill_slope");
            for (Object[] r : rows) p.printRecord(r);
            p.flush();
        });
    }

    public static void writeComparisons(Path file, List<PairedComparison.Row> rows) {
        AtomicFiles.writeText(file, w -> {
            CSVPrinter p = new CSVPrinter(w, format());
            p.printRecord((Object[]) PairedComparison.HEADER);
            for (PairedComparison.Row r : rows) p.printRecord(PairedComparison.record(r));
            p.flush();
        });
    }

    /** tuned.csv: per tuned peer and test fold, the chosen settings and their training and validation fitness. */
    public static void writeTuned(Path file, List<Choice> rows) {
        AtomicFiles.writeText(file, w -> {
            CSVPrinter p = new CSVPrinter(w, format());
            p.printRecord("method", "fold", "chosen", "grid_points", "train", "validation");
            for (Choice c : rows)
                p.printRecord(c.method(), c.fold(), c.chosen(), c.points(), c.train(), c.validation());
            p.flush();
        });
    }

    public static List<FormulaRow> readFormulas(Path file) {
        List<FormulaRow> out = new ArrayList<>();
        ResultsCsv.forEachRecord(
                file,
                FORMULA_HEADER,
                (rec, line) -> out.add(new FormulaRow(
                        ResultsCsv.intField(file, line, rec, "fold"),
                        ResultsCsv.intField(file, line, rec, "seed"),
                        rec.get("variant"),
                        rec.get("formula"),
                        rec.get("simplified"),
                        rec.isMapped(RANK_EQUIVALENT) ? rec.get(RANK_EQUIVALENT) : "",
                        ResultsCsv.intField(file, line, rec, "size"),
                        ResultsCsv.intField(file, line, rec, "depth"),
                        ResultsCsv.doubleField(file, line, rec, "train"),
                        rec.get("validation").isEmpty()
                                ? Double.NaN
                                : ResultsCsv.doubleField(file, line, rec, "validation"),
                        rec.get("test").isEmpty() ? Double.NaN : ResultsCsv.doubleField(file, line, rec, "test"))));
        return out;
    }

    public static List<GenerationRow> readGenerations(Path file) {
        List<GenerationRow> out = new ArrayList<>();
        ResultsCsv.forEachRecord(file, GENERATION_HEADER, (rec, line) -> {
            boolean more = rec.isMapped("sd") && !rec.get("sd").isEmpty();
            out.add(new GenerationRow(
                    ResultsCsv.intField(file, line, rec, "fold"),
                    ResultsCsv.intField(file, line, rec, "seed"),
                    ResultsCsv.intField(file, line, rec, "generation"),
                    ResultsCsv.doubleField(file, line, rec, "best"),
                    ResultsCsv.doubleField(file, line, rec, "mean"),
                    ResultsCsv.doubleField(file, line, rec, "mean_size"),
                    more ? ResultsCsv.doubleField(file, line, rec, "sd") : Double.NaN,
                    rec.isMapped("best_formula") && !rec.get("best_formula").isEmpty()
                            ? rec.get("best_formula")
                            : null));
        });
        return out;
    }
}
