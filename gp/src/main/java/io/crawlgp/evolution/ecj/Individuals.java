package io.crawlgp.evolution.ecj;

import ec.gp.GPIndividual;
import ec.gp.GPNode;
import io.crawlgp.expr.Expr;
import java.util.ArrayList;
import java.util.List;

/**
 * An ECJ individual as the flat list a {@link io.crawlgp.evolution.Task} reads: one expression per expression tree,
 * one {@link Expr.Const} per constant of a constants block, trees in order.
 */
final class Individuals {
    private Individuals() {}

    static List<Expr> flat(GPIndividual g) {
        if (g.trees.length == 1) return List.of(ScoreNode.toExpr(g.trees[0].child));
        List<Expr> out = new ArrayList<>();
        for (var tree : g.trees) {
            GPNode root = tree.child;
            if (root instanceof BlockNode) for (GPNode c : root.children) out.add(Expr.c(((BlockConstNode) c).value()));
            else out.add(ScoreNode.toExpr(root));
        }
        return out;
    }
}
