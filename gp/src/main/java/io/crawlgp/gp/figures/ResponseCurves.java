package io.crawlgp.gp.figures;

import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.expr.Simplified;
import io.crawlgp.feature.CrawlFeatures;
import io.crawlgp.feature.TerminalSet;
import io.crawlgp.gp.inspect.FormulaTable;
import io.crawlgp.gp.results.GpResultsCsv;
import io.crawlgp.gp.results.GpResultsCsv.FormulaRow;
import io.crawlgp.io.OutputPaths;
import io.crawlgp.io.ResultsCsv;
import io.crawlgp.plot.Panels;
import io.crawlgp.policy.Policies;
import io.crawlgp.policy.ScoreFunctions;
import io.crawlgp.simulation.ScoreFunction;
import io.crawlgp.util.GpVariant;
import io.crawlgp.util.UserError;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a score function does, drawn: its crawl priority over the states (n, X, t) of a page with n visits, beside
 * NAD, CG and Age. A score matters only through the order it puts pages in, so each panel shows the score's
 * <b>priority</b>: the share of the grid's states (X = 0..n changes found, t = 1..maxT cycles since the last visit)
 * that it scores lower (ties count half), on one 0..1 scale for every formula. Two figures: curves of priority against
 * t for X/n = 0, 0.1, 0.25, 0.5, 1, and a heat map over (t, X/n).
 */
public final class ResponseCurves {
    static final double[] SHARES = {0, 0.1, 0.25, 0.5, 1};

    private ResponseCurves() {}

    /** A function to draw under a short name. */
    public record Named(String name, String formula, ScoreFunction f) {}

    /**
     * 'inspect curves': the given formulas and the chosen functions of a results folder (those over n, X, t alone;
     * the rest are named as skipped on {@code log}) beside the references, drawn into {@code out}.
     */
    public static void run(List<String> formulas, Path results, int n, int maxT, Path out, PrintWriter log) {
        List<ResponseCurves.Named> functions = new ArrayList<>();
        if (formulas != null)
            for (int i = 0; i < formulas.size(); i++)
                functions.add(ResponseCurves.formula(
                        formulas.size() == 1 ? "formula" : "formula " + (i + 1), formulas.get(i)));
        List<String> skipped = new ArrayList<>();
        if (results != null) functions.addAll(ResponseCurves.chosen(results, skipped));
        if (functions.isEmpty() && skipped.isEmpty())
            throw new UserError("give --formula FORMULA or --results DIR (or both)");
        if (functions.isEmpty())
            throw new UserError("no chosen function of " + results + " is over n, X and t alone ("
                    + String.join("; ", skipped) + "); response curves are drawn over n, X and t: give --formula");
        for (String s : skipped) log.println("skipped " + s + ": response curves are drawn over n, X and t only");
        functions.addAll(ResponseCurves.references());
        OutputPaths.refuseIntoData(out, true);
        for (Path p : ResponseCurves.draw(functions, n, maxT, out)) log.println("wrote " + p + " (and .svg)");
        log.println("wrote " + out.resolve("response.csv"));
    }

    /** NAD (1 - e^(-(X/n) t), Tan and Mitra via Santos et al. §5.1), CG and Age, the references drawn beside every formula. */
    public static List<Named> references() {
        return List.of(
                new Named("NAD", "1 - exp(-(X / n) * t)", (n, x, t) -> 1 - Math.exp(-(x / n) * t)),
                new Named("CG", "-log((n - X + 0.5) / (n + 0.5))", Policies.CG),
                new Named("Age", "t", Policies.AGE));
    }

    /** A user's formula over n, X, t; other inputs are refused with the reason. */
    public static Named formula(String name, String text) {
        Expr e = ExprParser.parse(text, CrawlFeatures.names());
        List<String> other = new ArrayList<>(Expr.inputs(e));
        other.removeAll(CrawlFeatures.GP4C);
        if (!other.isEmpty())
            throw new UserError("response curves are drawn over n, X and t only; '" + text + "' also reads "
                    + String.join(", ", other));
        Expr onNxt = ExprParser.parse(ExprFormat.lisp(e), CrawlFeatures.GP4C);
        return new Named(
                name,
                ExprFormat.infix(
                        Simplified.of(onNxt, TerminalSet.gp4c().nonNegative()).rank()),
                ScoreFunctions.compile(onNxt));
    }

    /** The chosen GP4C_Best function of every fold of a results folder (those over n, X, t; the rest are listed in {@code skipped}). */
    public static List<Named> chosen(Path results, List<String> skipped) {
        List<Named> out = chosen(
                GpResultsCsv.readFormulas(results.resolve(GpResultsCsv.FORMULAS)),
                FormulaTable.inputsOf(results),
                skipped);
        if (out.isEmpty() && skipped.isEmpty())
            throw new UserError(results.resolve(GpResultsCsv.FORMULAS) + ": no GP4C_Best rows");
        return out;
    }

    /** The same from rows already read, their terminals named by the run's inputs. */
    public static List<Named> chosen(List<FormulaRow> rows, List<String> inputs, List<String> skipped) {
        List<Named> out = new ArrayList<>();
        for (FormulaRow r : rows) {
            if (!r.variant().equals(GpVariant.BEST.method)) continue;
            Expr e = ExprParser.parse(r.formula(), inputs);
            String label = "fold " + r.fold();
            if (!CrawlFeatures.GP4C.containsAll(Expr.inputs(e))) {
                skipped.add(label + " (reads " + String.join(", ", Expr.inputs(e)) + ")");
                continue;
            }
            out.add(formula(label, ExprFormat.lisp(e)));
        }
        return out;
    }

    /** Priority of every state X = 0..n, t = 1..maxT: [X][t - 1], in [0, 1]. */
    static double[][] priority(ScoreFunction f, int n, int maxT) {
        int cells = (n + 1) * maxT;
        double[] score = new double[cells];
        for (int x = 0; x <= n; x++) for (int t = 1; t <= maxT; t++) score[x * maxT + t - 1] = f.score(n, x, t);
        // the simulator ranks NaN last: so does the priority
        double[] sorted = score.clone();
        for (int i = 0; i < sorted.length; i++) if (Double.isNaN(sorted[i])) sorted[i] = Double.NEGATIVE_INFINITY;
        Arrays.sort(sorted);
        double[][] out = new double[n + 1][maxT];
        for (int i = 0; i < cells; i++) {
            double s = Double.isNaN(score[i]) ? Double.NEGATIVE_INFINITY : score[i];
            int below = lowerBound(sorted, s), notAbove = upperBound(sorted, s);
            double p = cells == 1 ? 0.5 : (below + (notAbove - below - 1) / 2.0) / (cells - 1);
            out[i / maxT][i % maxT] = p;
        }
        return out;
    }

    private static int lowerBound(double[] a, double v) {
        int lo = 0, hi = a.length;
        while (lo < hi) {
            int m = (lo + hi) >>> 1;
            if (Double.compare(a[m], v) < 0) lo = m + 1;
            else hi = m;
        }
        return lo;
    }

    private static int upperBound(double[] a, double v) {
        int lo = 0, hi = a.length;
        while (lo < hi) {
            int m = (lo + hi) >>> 1;
            if (Double.compare(a[m], v) <= 0) lo = m + 1;
            else hi = m;
        }
        return lo;
    }

    /** Writes curves.png/.svg, heatmap.png/.svg and response.csv into {@code out}; returns the PNGs. */
    public static List<Path> draw(List<Named> functions, int n, int maxT, Path out) {
        if (n < 1) throw new UserError("--n must be >= 1, got " + n);
        if (maxT < 2) throw new UserError("--max-t must be >= 2, got " + maxT);
        List<Panels.Lines> lines = new ArrayList<>();
        List<Panels.Cells> cells = new ArrayList<>();
        double[] ts = new double[maxT], xs = new double[n + 1];
        for (int t = 1; t <= maxT; t++) ts[t - 1] = t;
        for (int x = 0; x <= n; x++)
            xs[x] = (double) x / n; // the heat map's rows: X/n, the share of visits that found a change
        List<double[][]> all = new ArrayList<>();
        for (Named f : functions) {
            double[][] p = priority(f.f(), n, maxT);
            all.add(p);
            Map<String, double[][]> series = new LinkedHashMap<>();
            for (double share : SHARES) {
                int x = (int) Math.round(share * n);
                double[][] pts = new double[maxT][];
                for (int t = 1; t <= maxT; t++) pts[t - 1] = new double[] {t, p[x][t - 1]};
                series.put("X = " + x + " (X/n " + share + ")", pts);
            }
            String title = f.name().equals(f.formula()) ? f.name() : f.name() + ": " + shorten(f.formula(), 42);
            lines.add(new Panels.Lines(title, series));
            cells.add(new Panels.Cells(title, ts, xs, p));
        }
        int columns = functions.size() <= 4 ? functions.size() : 4;
        Path curves = out.resolve("curves.png"), heat = out.resolve("heatmap.png");
        Panels.lines(lines, "t (cycles since the last visit)", "priority (n = " + n + ")", columns, curves);
        Panels.cells(cells, "t (cycles since the last visit)", "X/n (n = " + n + " visits)", "priority", columns, heat);
        ResultsCsv.write(
                out.resolve("response.csv"), new String[] {"function", "formula", "n", "X", "t", "priority"}, p -> {
                    for (int i = 0; i < functions.size(); i++)
                        for (int x = 0; x <= n; x++)
                            for (int t = 1; t <= maxT; t++)
                                p.printRecord(
                                        functions.get(i).name(),
                                        functions.get(i).formula(),
                                        n,
                                        x,
                                        t,
                                        ResultsCsv.num(all.get(i)[x][t - 1]));
                });
        return List.of(curves, heat);
    }

    private static String shorten(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max - 1) + "…";
    }
}
