package io.crawlgp.expr;

import io.crawlgp.expr.Expr.Call;
import io.crawlgp.expr.Expr.Const;
import java.util.ArrayList;
import java.util.List;

/**
 * Algebraic simplification that keeps the function exactly (under the protected operators, on finite inputs):
 * constant folding with the operators themselves, then each operator's own {@link Law}s in the order it lists them.
 */
public final class Simplifier {
    private Simplifier() {}

    public static Expr simplify(Expr e) {
        if (!(e instanceof Call c)) return e;
        List<Expr> args = new ArrayList<>();
        boolean allConst = true;
        for (Expr a : c.args()) {
            Expr s = simplify(a);
            args.add(s);
            allConst &= s instanceof Const;
        }
        if (allConst) {
            double[] v = new double[args.size()];
            for (int i = 0; i < v.length; i++) v[i] = ((Const) args.get(i)).value();
            double folded = args.size() == 1 ? c.op().apply1(v[0]) : args.size() == 2 ? c.op().apply2(v[0], v[1]) : c.op().apply(v);
            if (Double.isFinite(folded)) return Expr.c(folded);
        }
        if (args.size() == 2) {
            Expr l = args.get(0), r = args.get(1);
            for (Law law : c.op().laws()) {
                Expr out = apply(law, l, r);
                if (out != null) return out;
            }
        }
        return new Call(c.op(), args);
    }

    private static Expr apply(Law law, Expr l, Expr r) {
        if (law instanceof Law.Identity id) {
            if (id.side() == Law.Side.RIGHT && isConst(r, id.element())) return l;
            if (id.side() == Law.Side.LEFT && isConst(l, id.element())) return r;
        } else if (law instanceof Law.Constant k) {
            Expr operand = k.side() == Law.Side.RIGHT ? r : l;
            if (isConst(operand, k.operand())) return Expr.c(k.result());
        } else if (law instanceof Law.Self s) {
            if (l.equals(r)) return Expr.c(s.result());
        }
        return null;
    }

    private static boolean isConst(Expr e, double v) {
        return e instanceof Const k && k.value() == v;
    }
}
