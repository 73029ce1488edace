package io.crawlgp.evolution;

import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The trees a GP run starts from besides random ones (no run should start below the best known rule): the
 * formulas of {@code seedFormulas}, ';'-separated, or {@code peers}, every known rule written as a formula that the
 * run's inputs and constants can express: Age ({@code t}), CG ({@code log((n + 0.5) / (n - X + 0.5))}, rank-equivalent
 * to -ln((n - X + 0.5)/(n + 0.5))), the Tan & Mitra baselines' scores ({@code nadp} ... {@code gadp}), and the peers
 * through their state terminals ({@code t / storm}, {@code t - storm}, {@code t / heritrix}, {@code t - heritrix},
 * {@code mle * t}, {@code lambda * t}) and their own ranking keys ({@code stormr}, {@code stormd}, {@code heritrixr},
 * {@code heritrixd}: bit for bit the rules, where the inputs hold them), and the signal posterior ({@code csq}). A seed over a terminal not in the inputs, a constant not among the constant
 * terminals, an operator outside the function set, or a tree deeper than maxDepth is refused in one line.
 */
public final class SeedFormulas {
    /** Every known rule as a formula, in this order. */
    public static final List<String> PEERS = List.of(
            "t",
            "log((n + 0.5) / (n - X + 0.5))",
            "nadp",
            "sadp",
            "aadp",
            "gadp",
            "t / storm",
            "t - storm",
            "t / heritrix",
            "t - heritrix",
            "stormr",
            "stormd",
            "heritrixr",
            "heritrixd",
            "mle * t",
            "lambda * t",
            "csq");

    private SeedFormulas() {}

    /** The seed trees of these breeding settings over these inputs (empty when none are asked for). */
    public static List<Expr> of(Breeding b, List<String> inputs) {
        String spec = b.seedFormulas().strip();
        if (spec.isEmpty()) return List.of();
        if (spec.equalsIgnoreCase("peers")) {
            List<Expr> out = new ArrayList<>();
            for (String f : PEERS) {
                try {
                    out.add(checked(f, b, inputs));
                } catch (UserError e) {
                    // a rule the run's inputs cannot express is left out
                }
            }
            if (out.isEmpty())
                throw new UserError("seedFormulas = peers: no known rule can be written over inputs " + inputs);
            return out;
        }
        List<Expr> out = new ArrayList<>();
        for (String f : spec.split(";")) if (!f.isBlank()) out.add(checked(f.strip(), b, inputs));
        if (out.size() > b.population())
            throw new UserError("seedFormulas: " + out.size() + " formulas for a population of " + b.population());
        return out;
    }

    private static Expr checked(String f, Breeding b, List<String> inputs) {
        Expr e;
        try {
            e = ExprParser.parse(f, inputs);
        } catch (IllegalArgumentException ex) {
            throw new UserError("seedFormulas: '" + f + "': " + ex.getMessage());
        }
        Set<Double> constants = new HashSet<>();
        for (String c : b.constants()) constants.add(Double.parseDouble(c));
        check(f, e, b, constants);
        int depth = depth(e);
        if (depth > b.maxDepth())
            throw new UserError("seedFormulas: '" + f + "' has depth " + depth + ", above maxDepth = " + b.maxDepth());
        return e;
    }

    private static void check(String f, Expr e, Breeding b, Set<Double> constants) {
        if (e instanceof Expr.Const c && !constants.contains(c.value()))
            throw new UserError("seedFormulas: '" + f + "': the constant " + c.value()
                    + " is not a constant terminal (constants = " + String.join(",", b.constants()) + ")");
        if (e instanceof Expr.Call call) {
            if (!b.functions().contains(call.op().symbol()))
                throw new UserError("seedFormulas: '" + f + "': the operator "
                        + call.op().symbol() + " is not in functions = " + String.join(",", b.functions()));
            for (Expr a : call.args()) check(f, a, b, constants);
        }
    }

    /** Depth in ECJ's count: a single terminal is depth 1. */
    static int depth(Expr e) {
        if (e instanceof Expr.Call c) {
            int d = 0;
            for (Expr a : c.args()) d = Math.max(d, depth(a));
            return d + 1;
        }
        return 1;
    }
}
