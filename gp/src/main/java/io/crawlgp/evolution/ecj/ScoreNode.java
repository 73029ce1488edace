package io.crawlgp.evolution.ecj;

import ec.gp.GPNode;
import io.crawlgp.expr.Expr;

/** An ECJ node of the GP4C function set that knows its {@link Expr} counterpart. */
public abstract class ScoreNode extends GPNode {
    /** The expression of this node given its children's expressions. */
    abstract Expr toExpr(Expr[] children);

    /**
     * ECJ writes a node over the wire (and copies a slave's result back) as its index among the function set's nodes
     * that are "equivalent" to it, by default any node of the same class and arity. Inputs, constants and operators
     * of one class differ by their value, so equivalence must mean equality, or every input would travel as the
     * first one. ECJ uses this only to serialise trees, never to breed them.
     */
    @Override
    public boolean nodeEquivalentTo(GPNode node) {
        return super.nodeEquivalentTo(node) && nodeEquals(node);
    }

    /** Converts an ECJ tree into an immutable expression. */
    public static Expr toExpr(GPNode node) {
        Expr[] kids = new Expr[node.children.length];
        for (int i = 0; i < kids.length; i++) kids[i] = toExpr(node.children[i]);
        if (!(node instanceof ScoreNode s))
            throw new IllegalStateException(
                    "not a crawlgp node: " + node.getClass().getName());
        return s.toExpr(kids);
    }
}
