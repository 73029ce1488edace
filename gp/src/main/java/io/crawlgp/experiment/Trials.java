package io.crawlgp.experiment;

import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.io.AtomicFiles;
import io.crawlgp.io.OutputPaths;
import io.crawlgp.io.Provenance;
import io.crawlgp.io.ResultsCsv;
import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.policy.FormulaPolicy;
import io.crawlgp.policy.IntervalRule;
import io.crawlgp.policy.IntervalRulePolicy;
import io.crawlgp.policy.Policies;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.MethodId;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.UserError;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The evaluation contract as the commands use it: the registered policies on seeded test folds ('baselines'), a
 * formula of the user's next to them ('inspect run'), and one simulated crawl of a whole dataset ('simulate').
 */
public final class Trials {
    private Trials() {}

    /**
     * The named policies (all registered ones when {@code methods} is null) on every test fold of the data the loader
     * gives for {@code spec} (its history: the registered policies read no versions).
     */
    public static void policies(
            DatasetSpec spec,
            DataLoader loader,
            List<String> methods,
            SimulationSettings s,
            FoldSpec folds,
            int threads,
            TrialOutput out) {
        refuseOver(out.dir(), spec);
        CrawlData data = loader.load(spec, DataNeeds.history());
        DatasetSpec.Loaded loaded = new DatasetSpec.Loaded(data.history(), data.provenance());
        List<Policy> policies = new ArrayList<>();
        for (String m : methods == null ? Policies.lineUp() : methods) policies.add(Policies.byName(m.strip()));
        List<Summary> summary = TestFoldProtocol.run(
                new TestFoldProtocol.Trial(
                        "baselines", loaded, policies, s, folds.count(), threads, Map.of(), folds.split()),
                out);
        PrintWriter console = out.console();
        console.printf(
                "%d pages x %d cycles, %d folds, k = floor(%s x fold size)%n",
                loaded.history().pages(), loaded.history().cycles(), folds.count(), s.budget());
        console.print(ResultsFolder.table(summary));
        console.println("wrote " + out.dir());
    }

    /** A policy of the user's and what identifies it in the run (the formula, or the rule's trees and constants). */
    public record Contender(Policy policy, Map<String, Object> described) {}

    /** A formula over any registered features of {@code data} as a policy. */
    public static Contender formula(String formula, String name, CrawlData data) {
        IntervalRule.refuseStateIn(formula, data.features().names());
        Expr e = ExprParser.parse(formula, data.features().names());
        return new Contender(
                FormulaPolicy.of(name, e, data.features().names(), data.features()),
                Map.of("formula", ExprFormat.infix(e)));
    }

    /** An interval rule with memory as a policy. */
    public static Contender rule(IntervalRule rule) {
        Map<String, Object> described = new LinkedHashMap<>();
        described.put("update", ExprFormat.infix(rule.update()));
        described.put("score", ExprFormat.infix(rule.score()));
        described.put("interval", rule.initial() + "," + rule.min() + "," + rule.max());
        return new Contender(new IntervalRulePolicy(rule), described);
    }

    /**
     * The contender with the baselines' protocol on every test fold, optionally next to every registered policy. With
     * {@code against} (a results folder of the same data, folds and seed, e.g. a 'crawlgp baselines' run), it is run
     * with one of that folder's registered policies as a witness, the two folders are merged (the witness must agree
     * row for row: the proof that they were run alike) and the paired tests of the contender against every method of
     * the folder are written, in one step.
     */
    public static void run(
            Contender contender,
            CrawlData data,
            SimulationSettings s,
            FoldSpec folds,
            Company company,
            TrialOutput output) {
        boolean withBaselines = company.withBaselines();
        Path against = company.against(), out = output.dir();
        PrintWriter console = output.console();
        Policy main = contender.policy();
        Map<String, Object> described = contender.described();
        DatasetSpec.Loaded loaded = new DatasetSpec.Loaded(data.history(), data.provenance());
        List<Policy> policies = new ArrayList<>();
        policies.add(main);
        if (withBaselines) {
            for (String b : Policies.lineUp()) policies.add(Policies.byName(b));
            policies.addAll(data.policies());
        }
        if (against != null) {
            OutputPaths.refuseOver(out, against);
            sameProtocol(against, folds); // before any crawl: a refusal leaves nothing behind
        }
        if (against != null && !withBaselines) policies.add(Policies.byName(witness(against)));
        List<Summary> summary = TestFoldProtocol.run(
                new TestFoldProtocol.Trial(
                        "inspect run", loaded, policies, s, folds.count(), 0, described, folds.split()),
                output);
        if (described.keySet().equals(Set.of("formula")))
            console.println(main.name() + " = " + described.get("formula"));
        else described.forEach((k, v) -> console.println(main.name() + " " + k + " = " + v));
        if (against == null) {
            console.print(ResultsFolder.table(summary));
            console.println("wrote " + out);
            return;
        }
        ResultsMerge.run(
                List.of(new ResultsMerge.Source(out, ""), new ResultsMerge.Source(against, "")),
                main.name(),
                out,
                output.prov(),
                console);
    }

    /**
     * Refuses, in one line naming both, an {@code --against} folder run with another split or number of folds: its
     * rows could not be paired with this run's (they would be refused only after this run's folder was written).
     */
    static void sameProtocol(Path against, FoldSpec folds) {
        if (!Files.isRegularFile(against.resolve(Provenance.FILE))) return; // not a results folder: the merge says so
        Provenance.Record p = Provenance.read(against);
        String split = p.section("folds").getOrDefault("split", "pages");
        String written = p.section("parameters").get("folds");
        int count = written == null ? -1 : Integer.parseInt(written);
        String mine = folds.split().written();
        if (!split.equals(mine) || count >= 0 && count != folds.count())
            throw new UserError("--against " + against + " was run with split = " + split
                    + (count >= 0 ? " over " + count + " folds" : "") + ", this run with split = " + mine + " over "
                    + folds.count() + " folds: give --split " + split + (count >= 0 ? " --folds " + count : "")
                    + " to be paired with it");
    }

    /**
     * What a contender meets: every registered policy and the data's own ({@code withBaselines}), and a results folder
     * to be merged with ({@code against}, or null).
     */
    public record Company(boolean withBaselines, Path against) {}

    /** The policy of {@code dir} that is rerun to prove the data, folds and seed are the same: its first registered one. */
    static String witness(Path dir) {
        Path file = dir.resolve(ResultTables.PER_CYCLE);
        Set<String> methods = new LinkedHashSet<>();
        for (CycleRow r : ResultTables.readPerCycle(file)) methods.add(r.method());
        for (String m : methods) if (Policies.names().contains(m) && !MethodId.isOracle(m)) return m;
        throw new UserError(file + ": no registered policy (" + String.join(", ", Policies.names())
                + ") to check that it was run on the same data, folds and seed; run 'crawlgp baselines' for it");
    }

    /** Refuses an output that is, or is inside, the dataset (a synthetic dataset has no path). */
    public static void refuseOver(Path out, DatasetSpec spec) {
        if (!spec.isSynthetic()) OutputPaths.refuseOver(out, Path.of(spec.source()));
    }

    /**
     * One policy over the whole dataset; with a file, its per-cycle metrics (and FILE.provenance.json), which replace
     * existing files only when {@code force}.
     */
    public static void single(
            DatasetSpec spec,
            String policy,
            SimulationSettings s,
            Path file,
            boolean force,
            String invocation,
            PrintWriter console) {
        Provenance prov = Provenance.start(invocation);
        Path provenance = file == null ? null : Path.of(file + ".provenance.json");
        if (file != null) {
            refuseOver(file, spec);
            refuseOver(provenance, spec);
            OutputPaths.refuseIntoData(file, false);
            // with --force, only a per-cycle table and a provenance file crawlgp wrote are replaced
            OutputPaths.refuseExisting(
                    file, force, start -> start.startsWith("cycle,") && start.contains(",found,k\n"));
            OutputPaths.refuseExisting(provenance, force, start -> start.contains("\"tool\": \"crawlgp\""));
        }
        Policy p = Policies.byName(policy);
        DatasetSpec.Loaded loaded = spec.load();
        for (String note : loaded.notes()) console.println("note: " + note);
        SimulationResult r = CrawlSimulator.run(
                loaded.history(), p, s, Metrics.needs(Metrics.RECORDED), Metrics.observers(Metrics.RECORDED));
        if (file != null) {
            List<Metric> metrics = Metrics.recorded(Metrics.RECORDED, List.of(r));
            AtomicFiles.writeText(file, w -> {
                w.write("cycle");
                for (Metric m : metrics) w.write("," + m.name());
                w.write(",found,k\n");
                for (int i = 0; i < r.scheduledCycles(); i++) {
                    w.write(Integer.toString(r.firstCycle() + i));
                    for (Metric m : metrics) w.write("," + ResultsCsv.num(m.value(r, i)));
                    w.write("," + r.found()[i] + "," + r.k() + "\n");
                }
            });
            prov.put("dataset", loaded.provenance())
                    .put("simulation", RecordOverrides.describe(s))
                    .put("policy", p.name())
                    .writeTo(provenance);
        }
        console.println(String.format(
                Locale.ROOT,
                "policy=%s cycles=%d mean_%s=%.9f",
                p.name(),
                r.scheduledCycles(),
                Metrics.primary().name(),
                Metrics.primary().mean(r)));
    }
}
