package io.crawlgp.gp.expr;

import io.crawlgp.gp.expr.Expr.Binary;
import io.crawlgp.gp.expr.Expr.Const;
import io.crawlgp.gp.expr.Expr.Unary;

/**
 * Algebraic simplification that keeps the function exactly (under {@link ProtectedOps}, on finite inputs): constant
 * folding with the protected operators themselves, and identities that hold for every finite x:
 * x+0 = 0+x = x, x-0 = x, x-x = 0, x*1 = 1*x = x, x*0 = 0*x = 0, x/1 = x, x/x = 1 (b = 0 gives 1 too), pow(x,0) = 1.
 * Not applied because they fail under the protections: 0/x (is 1 at x = 0), pow(x,1) (is |x|), log(exp(x)) (saturation).
 */
public final class Simplifier {
    private Simplifier() {}

    public static Expr simplify(Expr e) {
        if (e instanceof Unary u) {
            Expr a = simplify(u.arg());
            if (a instanceof Const k) return Expr.c(u.op().apply(k.value()));
            return Expr.un(u.op(), a);
        }
        if (!(e instanceof Binary b)) return e;
        Expr l = simplify(b.left()), r = simplify(b.right());
        if (l instanceof Const a && r instanceof Const c) return Expr.c(b.op().apply(a.value(), c.value()));
        switch (b.op()) {
            case ADD -> {
                if (isConst(r, 0)) return l;
                if (isConst(l, 0)) return r;
            }
            case SUB -> {
                if (isConst(r, 0)) return l;
                if (l.equals(r)) return Expr.c(0);
            }
            case MUL -> {
                if (isConst(r, 1)) return l;
                if (isConst(l, 1)) return r;
                if (isConst(r, 0) || isConst(l, 0)) return Expr.c(0);
            }
            case DIV -> {
                if (isConst(r, 1)) return l;
                if (l.equals(r)) return Expr.c(1);
            }
            case POW -> {
                if (isConst(r, 0)) return Expr.c(1);
            }
        }
        return Expr.bin(b.op(), l, r);
    }

    private static boolean isConst(Expr e, double v) {
        return e instanceof Const k && k.value() == v;
    }
}
