package io.crawlgp.gp.ecj;

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
        if (seeds.isEmpty()) return;
        ec.Individual[] inds = state.population.subpops[0].individuals;
        for (int i = 0; i < seeds.size() && i < inds.length; i++) {
            GPIndividual ind = (GPIndividual) inds[i];
            GPTree tree = ind.trees[0];
            GPFunctionSet fs = tree.constraints((GPInitializer) state.initializer).functionset;
            GPNode root = build(seeds.get(i), fs.nodes[0]);
            root.parent = tree;
            root.argposition = 0;
            tree.child = root;
            ind.evaluated = false;
        }
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
