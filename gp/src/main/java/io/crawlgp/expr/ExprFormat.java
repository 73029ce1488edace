package io.crawlgp.expr;

import io.crawlgp.expr.Expr.Call;
import io.crawlgp.expr.Expr.Const;
import io.crawlgp.expr.Expr.Var;
import java.util.ArrayList;
import java.util.List;

/** Prints expressions: prefix (S-expression, ECJ's lisp form, exact round trip), infix, and LaTeX. */
public final class ExprFormat {
    private ExprFormat() {}

    /** Shortest decimal that reads back as the same double ("0.001", "10", "2.5E-7"). */
    static String number(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) return Long.toString((long) v);
        return Double.toString(v);
    }

    public static String lisp(Expr e) {
        if (e instanceof Const k) return number(k.value());
        if (e instanceof Var v) return v.name();
        Call c = (Call) e;
        StringBuilder sb = new StringBuilder("(").append(c.op().lispName());
        for (Expr a : c.args()) sb.append(' ').append(lisp(a));
        return sb.append(')').toString();
    }

    /** Infix precedence: 1 for + -, 2 for * /, 0 for a negative constant, 5 for anything atomic (terminals, calls). */
    public static int precedence(Expr e) {
        if (e instanceof Call c && c.op().precedence() > 0) return c.op().precedence();
        if (e instanceof Const k && k.value() < 0) return 0;
        return 5;
    }

    /** Infix with the fewest parentheses that read back as the same tree (other operators printed as functions). */
    public static String infix(Expr e) {
        if (e instanceof Const k) return number(k.value());
        if (e instanceof Var v) return v.name();
        Call c = (Call) e;
        if (c.op().precedence() == 0) {
            List<String> args = new ArrayList<>();
            for (Expr a : c.args()) args.add(infix(a));
            return c.op().symbol() + "(" + String.join(", ", args) + ")";
        }
        int p = c.op().precedence();
        Expr left = c.args().get(0), right = c.args().get(1);
        String l = infix(left), r = infix(right);
        if (precedence(left) < p) l = "(" + l + ")";
        // left-associative: a right operand of equal precedence needs parentheses for - and / (and to keep the tree)
        if (precedence(right) <= p) r = "(" + r + ")";
        return l + " " + c.op().symbol() + " " + r;
    }

    public static String latex(Expr e) {
        if (e instanceof Const k) return number(k.value());
        if (e instanceof Var v)
            return v.name().length() == 1 ? v.name() : "\\mathit{" + v.name().replace("_", "\\_") + "}";
        Call c = (Call) e;
        List<String> args = new ArrayList<>();
        List<Integer> prec = new ArrayList<>();
        for (Expr a : c.args()) {
            args.add(latex(a));
            prec.add(precedence(a));
        }
        return c.op().latex(args, prec);
    }
}
