package io.crawlgp.evolution;

import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.expr.Simplifier;
import java.util.ArrayList;
import java.util.List;

/**
 * One of the N_b best distinct individuals of a GP run (Listing 1.1, line 11). Distinct means a different simplified
 * formula: trees that simplify to the same expression compute the same scores and would waste validation slots.
 */
public record ArchiveEntry(
        String evolved, String simplified, int size, int depth, double trainFitness, int generation) {

    /** The generation of an entry whose constants were tuned after the run (not bred in any generation). */
    public static final int TUNED = -1;

    /**
     * Between the trees of a several-tree individual in {@link #evolved} and {@link #simplified} (the adaptive
     * rule: update ; score ; constants); never part of an S-expression.
     */
    public static final String TREE_SEPARATOR = " ; ";

    public static ArchiveEntry of(Expr evolved, double trainFitness, int generation) {
        return of(List.of(evolved), trainFitness, generation);
    }

    /**
     * An individual given as its flat list of trees ({@link Task}): each written and simplified on its own, sizes
     * summed, the deepest tree's depth; two entries are the same individual only when every tree is.
     */
    public static ArchiveEntry of(List<Expr> trees, double trainFitness, int generation) {
        List<String> evolved = new ArrayList<>(), simplified = new ArrayList<>();
        int size = 0, depth = 0;
        for (Expr t : trees) {
            evolved.add(ExprFormat.lisp(t));
            simplified.add(ExprFormat.lisp(Simplifier.simplify(t)));
            size += t.size();
            depth = Math.max(depth, t.depth());
        }
        return new ArchiveEntry(
                String.join(TREE_SEPARATOR, evolved),
                String.join(TREE_SEPARATOR, simplified),
                size,
                depth,
                trainFitness,
                generation);
    }

    /** The texts of the trees of a several-tree individual (one for a score tree). */
    public static List<String> trees(String text) {
        return List.of(text.split(TREE_SEPARATOR, -1));
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
