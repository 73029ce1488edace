package io.crawlgp.cli;

import io.crawlgp.experiment.TestFoldProtocol;
import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.experiment.ResultsFolder;
import io.crawlgp.experiment.Summary;
import io.crawlgp.gp.GpResultsCsv;
import io.crawlgp.gp.GpResultsCsv.FormulaRow;
import io.crawlgp.gp.expr.Expr;
import io.crawlgp.gp.expr.ExprFormat;
import io.crawlgp.gp.expr.ExprParser;
import io.crawlgp.gp.expr.Simplifier;
import io.crawlgp.io.Provenance;
import io.crawlgp.policy.Baselines;
import io.crawlgp.policy.FormulaPolicy;
import io.crawlgp.feature.CrawlFeatures;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.TextTable;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Read evolved formulas, simplify any formula, and test your own formula with the baselines' protocol. */
@Command(name = "inspect", mixinStandardHelpOptions = true, description = "Inspect evolved formulas and try your own.",
        subcommands = {InspectCommand.Formulas.class, InspectCommand.Simplify.class, InspectCommand.RunFormula.class})
public final class InspectCommand extends ParentCommand {
    @Command(name = "formulas", mixinStandardHelpOptions = true,
            description = "List a results folder's formulas best first: the chosen GP4C functions per fold, then the archive by validation fitness.")
    static final class Formulas extends CommandBase {
        @Option(names = "--results", required = true, paramLabel = "DIR", description = "A folder written by 'crawlgp evolve'.")
        Path results;

        @Option(names = "--top", defaultValue = "15", description = "Archive rows to show. Default: ${DEFAULT-VALUE}.")
        int top;

        @Option(names = "--latex", description = "Print formulas as LaTeX.")
        boolean latex;

        @Override
        public void run() {
            List<FormulaRow> rows = GpResultsCsv.readFormulas(results.resolve(GpResultsCsv.FORMULAS));
            TextTable chosen = new TextTable("variant", "fold", "seed", "test", "validation", "train", "size", "formula");
            rows.stream().filter(r -> !r.variant().equals("archive"))
                    .sorted(Comparator.comparing(FormulaRow::variant).thenComparing(r -> -r.test()))
                    .forEach(r -> chosen.row(r.variant(), r.fold(), r.seed(), f(r.test()), f(r.validation()), f(r.train()), r.size(), show(r.simplified())));
            out().println("chosen functions (test = mean ChangeRate on the test fold):");
            out().print(chosen.render());
            TextTable archive = new TextTable("fold", "seed", "validation", "train", "size", "formula");
            rows.stream().filter(r -> r.variant().equals("archive"))
                    .sorted(Comparator.comparingDouble((FormulaRow r) -> -r.validation()).thenComparingInt(FormulaRow::size))
                    .limit(top).forEach(r -> archive.row(r.fold(), r.seed(), f(r.validation()), f(r.train()), r.size(), show(r.simplified())));
            out().println("archive, best validation first:");
            out().print(archive.render());
        }

        private String show(String formula) {
            Expr e = ExprParser.parse(formula, CrawlFeatures.names());
            return latex ? ExprFormat.latex(e) : ExprFormat.infix(e);
        }
    }

    static String f(double v) {
        return Double.isNaN(v) ? "" : String.format("%.4f", v);
    }

    @Command(name = "simplify", mixinStandardHelpOptions = true,
            description = "Simplify a formula (constant folding, identities that hold under the protected operators) and print it as infix, prefix and LaTeX.")
    static final class Simplify extends CommandBase {
        @Parameters(paramLabel = "FORMULA", description = "Infix (t*X + log(n)) or prefix ((* t X)); variables n, X, t.")
        String formula;

        @Override
        public void run() {
            Expr e = ExprParser.parse(formula, CrawlFeatures.names());
            Expr s = Simplifier.simplify(e);
            out().println("input:      " + ExprFormat.infix(e) + "   (size " + e.size() + ", depth " + e.depth() + ")");
            out().println("simplified: " + ExprFormat.infix(s) + "   (size " + s.size() + ", depth " + s.depth() + ")");
            out().println("prefix:     " + ExprFormat.lisp(s));
            out().println("latex:      " + ExprFormat.latex(s));
        }
    }

    @Command(name = "run", mixinStandardHelpOptions = true,
            description = "Run a formula of your own as a policy with the baselines' protocol (seeded folds, each test fold on its own), "
                    + "optionally next to the baselines.")
    static final class RunFormula extends CommandBase {
        @Option(names = "--formula", required = true, paramLabel = "FORMULA", description = "e.g. 't*X' or 'X/(n+1)*t'.")
        String formula;

        @Option(names = "--name", defaultValue = "formula", description = "Method name in the results. Default: ${DEFAULT-VALUE}.")
        String name;

        @Mixin
        DatasetOptions dataset;

        @Mixin
        SimulationOptions simulation;

        @Option(names = "--folds", defaultValue = "5", description = "Number of folds. Default: ${DEFAULT-VALUE}.")
        int folds;

        @Option(names = "--with-baselines", description = "Also run every baseline and the Oracle.")
        boolean withBaselines;

        @Option(names = "--out", required = true, paramLabel = "DIR", description = "Results folder.")
        Path out;

        @Override
        public void run() {
            Provenance prov = Provenance.start(Main.invocation);
            Expr e = ExprParser.parse(formula, CrawlFeatures.names());
            DatasetSpec.Loaded loaded = dataset.spec().load();
            SimulationSettings s = simulation.settings();
            List<Policy> policies = new ArrayList<>();
            policies.add(FormulaPolicy.of(name, e, CrawlFeatures.names()));
            if (withBaselines) for (String b : Baselines.names()) policies.add(Baselines.byName(b));
            List<Summary> summary = TestFoldProtocol.run("inspect run", loaded, policies, s, folds, 0,
                    Map.of("formula", ExprFormat.infix(e)), prov, out);
            out().println(name + " = " + ExprFormat.infix(e));
            out().print(ResultsFolder.table(summary));
            out().println("wrote " + out);
        }
    }
}
