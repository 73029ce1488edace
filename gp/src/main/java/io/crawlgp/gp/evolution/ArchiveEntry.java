package io.crawlgp.gp.evolution;

import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.expr.Simplifier;
import java.util.List;

/**
 * One of the N_b best distinct individuals of a GP run (Listing 1.1, line 11). Distinct means a different simplified
 * formula: trees that simplify to the same expression compute the same scores and would waste validation slots.
 */
public record ArchiveEntry(
        String evolved, String simplified, int size, int depth, double trainFitness, int generation) {

    /** The generation of an entry whose constants were tuned after the run (not bred in any generation). */
    public static final int TUNED = -1;

    public static ArchiveEntry of(Expr evolved, double trainFitness, int generation) {
        return new ArchiveEntry(
                ExprFormat.lisp(evolved),
                ExprFormat.lisp(Simplifier.simplify(evolved)),
                evolved.size(),
                evolved.depth(),
                trainFitness,
                generation);
    }

    /** The evolved tree, its terminals read against the run's inputs. */
    public Expr evolvedExpr(List<String> inputs) {
        return ExprParser.parse(evolved, inputs);
    }

    /** The simplified tree, its terminals read against the run's inputs. */
    public Expr simplifiedExpr(List<String> inputs) {
        return ExprParser.parse(simplified, inputs);
    }

    /** Archive order: higher training fitness, then smaller tree, then formula text (deterministic). */
    public static int compare(ArchiveEntry a, ArchiveEntry b) {
        int c = Double.compare(b.trainFitness, a.trainFitness);
        if (c != 0) return c;
        c = Integer.compare(a.size, b.size);
        if (c != 0) return c;
        c = a.simplified.compareTo(b.simplified);
        return c != 0 ? c : a.evolved.compareTo(b.evolved);
    }
}
