package io.crawlgp.expr;

import java.util.ArrayList;
import java.util.List;

/**
 * A tree with the two operands of every commutative operator ({@link Operator#commutative}) put in one fixed order:
 * the smaller S-expression ({@link ExprFormat#lisp} of the ordered operand) first. {@code a + b} and {@code b + a}
 * compute the same bits on every input, so a tree and its reordering score every state alike and crawl alike; the
 * fitness cache keys trees in this order ({@code CrawlFitness.cacheKey}) so that crossover's mirror images are not
 * simulated twice. Nothing else changes: the reordered tree is never shown or evolved.
 */
public final class CommutedOrder {
    private CommutedOrder() {}

    /** The tree with every commutative call's operands ordered; e itself when nothing moves. */
    public static Expr of(Expr e) {
        return ordered(e).tree;
    }

    /** {@link ExprFormat#lisp} of {@link #of}(e), from the strings the ordering compared (not printed again). */
    public static String lisp(Expr e) {
        return ordered(e).lisp;
    }

    /** A reordered subtree and its S-expression (each node's built once, from its operands'). */
    private record Ordered(Expr tree, String lisp) {}

    private static Ordered ordered(Expr e) {
        if (!(e instanceof Expr.Call c)) return new Ordered(e, ExprFormat.lisp(e));
        List<Ordered> args = new ArrayList<>(c.args().size());
        for (Expr a : c.args()) args.add(ordered(a));
        if (c.op().commutative() && args.size() == 2 && args.get(0).lisp.compareTo(args.get(1).lisp) > 0)
            args = List.of(args.get(1), args.get(0));
        boolean same = true;
        List<Expr> trees = new ArrayList<>(args.size());
        StringBuilder lisp = new StringBuilder("(").append(c.op().lispName());
        for (int i = 0; i < args.size(); i++) {
            trees.add(args.get(i).tree);
            same &= args.get(i).tree == c.args().get(i);
            lisp.append(' ').append(args.get(i).lisp);
        }
        return new Ordered(
                same ? e : new Expr.Call(c.op(), trees), lisp.append(')').toString());
    }
}
