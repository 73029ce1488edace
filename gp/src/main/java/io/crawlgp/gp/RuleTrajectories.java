package io.crawlgp.gp;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.io.ResultsCsv;
import io.crawlgp.plot.Charts;
import io.crawlgp.plot.MethodStyle;
import io.crawlgp.policy.IntervalRule;
import io.crawlgp.policy.IntervalRulePolicy;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * How adaptive rules move a page's interval (a report of the adaptive form): on one test fold, the pages with the most, the median
 * and the fewest changes, crawled by each given rule in the test phase's simulation; at every visit the rule's interval
 * after the update (in the rule's own unit: a seeded production rule keeps milliseconds or minutes) and the gap since the
 * page's previous visit in cycles (what the rule realised, comparable across units). Written to {@link #FILE}, drawn
 * by the report.
 */
public final class RuleTrajectories {
    public static final String FILE = "trajectories.csv";
    /** The figure's file name beside the run's other figures. */
    public static final String FIGURE = "trajectories.png";

    static final String[] HEADER = {"fold", "method", "role", "page", "changes", "cycle", "changed", "interval", "gap"};

    private RuleTrajectories() {}

    /** One visit of a traced page. */
    public record Row(
            int fold,
            String method,
            String role,
            String page,
            int changes,
            int cycle,
            boolean changed,
            double interval,
            int gap) {}

    /** The pages traced: most, median and fewest changes (ties: the lower row), as {role, row}. */
    static List<Map.Entry<String, Integer>> traced(ChangeHistory pages) {
        Integer[] byChanges = IntStream.range(0, pages.pages()).boxed().toArray(Integer[]::new);
        Arrays.sort(
                byChanges,
                Comparator.comparingInt((Integer p) -> -pages.changeCount(p)).thenComparingInt(p -> p));
        Map<String, Integer> out = new LinkedHashMap<>();
        out.put("most changed", byChanges[0]);
        out.put("median", byChanges[byChanges.length / 2]);
        out.put("least changed", byChanges[byChanges.length - 1]);
        return new ArrayList<>(out.entrySet());
    }

    /** Every visit of the traced pages under each rule (named by the rule), in the given simulation. */
    public static List<Row> trace(int fold, ChangeHistory pages, SimulationSettings sim, List<IntervalRule> rules) {
        List<Map.Entry<String, Integer>> traced = traced(pages);
        List<Row> out = new ArrayList<>();
        for (IntervalRule rule : rules) {
            IntervalRulePolicy policy = new IntervalRulePolicy(rule);
            int[] last = new int[traced.size()];
            Arrays.fill(last, -1);
            Policy tracing = new Policy() {
                @Override
                public String name() {
                    return rule.name();
                }

                @Override
                public Run start(CrawlState state, long seed) {
                    IntervalRulePolicy.State s = policy.start(state, seed);
                    return new Run() {
                        @Override
                        public void score(int cycle, double[] o) {
                            s.score(cycle, o);
                        }

                        @Override
                        public void visited(int page, int cycle, boolean changed) {
                            s.visited(page, cycle, changed);
                            for (int i = 0; i < traced.size(); i++) {
                                if (traced.get(i).getValue() != page) continue;
                                out.add(new Row(
                                        fold,
                                        rule.name(),
                                        traced.get(i).getKey(),
                                        pages.pageId(page),
                                        pages.changeCount(page),
                                        cycle,
                                        changed,
                                        s.interval(page),
                                        last[i] < 0 ? 0 : cycle - last[i]));
                                last[i] = cycle;
                            }
                        }
                    };
                }
            };
            CrawlSimulator.run(pages, tracing, sim);
        }
        return out;
    }

    public static void write(Path file, List<Row> rows) {
        ResultsCsv.write(file, HEADER, p -> {
            for (Row r : rows)
                p.printRecord(
                        r.fold(),
                        r.method(),
                        r.role(),
                        r.page(),
                        r.changes(),
                        r.cycle(),
                        r.changed() ? 1 : 0,
                        ResultsCsv.num(r.interval()),
                        r.gap());
        });
    }

    public static List<Row> read(Path file) {
        List<Row> out = new ArrayList<>();
        if (!Files.isRegularFile(file)) return out;
        ResultsCsv.forEachRecord(
                file,
                HEADER,
                (rec, line) -> out.add(new Row(
                        ResultsCsv.intField(file, line, rec, "fold"),
                        rec.get("method"),
                        rec.get("role"),
                        rec.get("page"),
                        ResultsCsv.intField(file, line, rec, "changes"),
                        ResultsCsv.intField(file, line, rec, "cycle"),
                        ResultsCsv.intField(file, line, rec, "changed") == 1,
                        ResultsCsv.doubleField(file, line, rec, "interval"),
                        ResultsCsv.intField(file, line, rec, "gap"))));
        return out;
    }

    /**
     * The figure: per traced page and rule, the gap between consecutive visits (cycles) as a step over the cycles it
     * spans, from one visit to the next; one line per (rule, page), named "rule · role (changes)".
     */
    public static void draw(List<Row> rows, Path png) {
        Map<String, List<double[]>> points = new LinkedHashMap<>();
        Map<String, MethodStyle.Style> styles = new LinkedHashMap<>();
        Map<String, Integer> linesOf = new LinkedHashMap<>(); // per rule, its lines so far: each page its own look
        for (Row r : rows) {
            if (r.gap() == 0) continue; // the first visit has no gap
            String name =
                    r.method() + " · " + r.role() + " (" + r.changes() + (r.changes() == 1 ? " change)" : " changes)");
            // a step: the gap was in force from the previous visit to this one
            List<double[]> line = points.computeIfAbsent(name, k -> {
                styles.put(k, MethodStyle.variant(r.method(), linesOf.merge(r.method(), 1, Integer::sum) - 1));
                return new ArrayList<>();
            });
            line.add(new double[] {r.cycle() - r.gap(), r.gap()});
            line.add(new double[] {r.cycle(), r.gap()});
        }
        Map<String, double[][]> series = new LinkedHashMap<>();
        points.forEach((name, pts) -> series.put(name, pts.toArray(new double[0][])));
        Charts.stepsLogY(
                series,
                styles,
                "Revisit gaps of three test pages: the evolved rule against the best production rule",
                "cycle",
                "cycles since the previous visit (log scale)",
                png);
    }
}
