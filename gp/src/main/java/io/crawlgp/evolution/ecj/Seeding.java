package io.crawlgp.evolution.ecj;

import ec.EvolutionState;
import ec.gp.GPFunctionSet;
import ec.gp.GPIndividual;
import ec.gp.GPInitializer;
import ec.gp.GPNode;
import ec.gp.GPTree;
import io.crawlgp.expr.Expr;
import java.util.List;

/**
 * Places seed trees in ECJ's initial population: individual i (i < seeds) gets seed i, built from clones of the
 * function set's own node prototypes (the same operator, input and constant nodes the run breeds with), so a seeded
 * tree is one ECJ could have grown. The rest of the population stays as ECJ's initialiser drew it.
 */
final class Seeding {
    private Seeding() {}

    static void inject(EvolutionState state, List<Expr> seeds) {
        injectIndividuals(state, seeds.stream().map(List::of).toList());
    }

    /**
     * Seeds of several trees, each given as the flat list of {@link Individuals#flat}: an expression per expression
     * tree, a constant per constant of a block.
     */
    static void injectIndividuals(EvolutionState state, List<List<Expr>> seeds) {
        ec.Individual[] inds = state.population.subpops[0].individuals;
        for (int i = 0; i < seeds.size() && i < inds.length; i++) {
            GPIndividual ind = (GPIndividual) inds[i];
            int at = 0;
            for (GPTree tree : ind.trees) {
                GPFunctionSet fs = tree.constraints((GPInitializer) state.initializer).functionset;
                GPNode root;
                if (tree.child instanceof BlockNode) {
                    root = block(seeds.get(i), at, fs, (GPInitializer) state.initializer);
                    at += root.children.length;
                } else {
                    root = build(seeds.get(i).get(at++), fs.nodes[0]);
                }
                root.parent = tree;
                root.argposition = 0;
                tree.child = root;
            }
            ind.evaluated = false;
        }
    }

    /** A constants block holding the seed's constants from position {@code at}. */
    private static GPNode block(List<Expr> seed, int at, GPFunctionSet fs, GPInitializer init) {
        BlockNode proto = null;
        BlockConstNode constant = null;
        for (GPNode[] byType : fs.nodes)
            for (GPNode p : byType) {
                if (p instanceof BlockNode b) proto = b;
                if (p instanceof BlockConstNode c) constant = c;
            }
        if (proto == null || constant == null) throw new EcjException("a constants block without its nodes", null);
        GPNode node = proto.lightClone();
        node.children = new GPNode[proto.constraints(init).childtypes.length];
        for (int j = 0; j < node.children.length; j++) {
            if (!(seed.get(at + j) instanceof Expr.Const c))
                throw new EcjException("a seed's constants block holds " + seed.get(at + j) + ", not a number", null);
            BlockConstNode k = (BlockConstNode) constant.lightClone();
            k.value = c.value();
            k.parent = node;
            k.argposition = (byte) j;
            node.children[j] = k;
        }
        return node;
    }

    private static GPNode build(Expr e, GPNode[] prototypes) {
        GPNode proto = null;
        for (GPNode p : prototypes) {
            if (e instanceof Expr.Var v
                    && p instanceof InputNode in
                    && in.toExpr(new Expr[0]) instanceof Expr.Var pv
                    && pv.index() == v.index()) proto = p;
            else if (e instanceof Expr.Const c && p instanceof ConstNode k && k.value() == c.value()) proto = p;
            else if (e instanceof Expr.Call call
                    && p instanceof OpNode o
                    && o.toString().equals(call.op().lispName())
                    && o.expectedChildren() == call.args().size()) proto = p;
            if (proto != null) break;
        }
        if (proto == null) throw new EcjException("no node of the function set for " + e + " in a seed tree", null);
        GPNode node = proto.lightClone();
        int n = e instanceof Expr.Call call ? call.args().size() : 0;
        node.children = new GPNode[n];
        for (int j = 0; j < n; j++) {
            GPNode child = build(((Expr.Call) e).args().get(j), prototypes);
            child.parent = node;
            child.argposition = (byte) j;
            node.children[j] = child;
        }
        return node;
    }
}
