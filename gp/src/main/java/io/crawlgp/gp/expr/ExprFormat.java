package io.crawlgp.gp.expr;

import io.crawlgp.gp.expr.Expr.Binary;
import io.crawlgp.gp.expr.Expr.BinaryOp;
import io.crawlgp.gp.expr.Expr.Const;
import io.crawlgp.gp.expr.Expr.Unary;
import io.crawlgp.gp.expr.Expr.Var;

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
        if (e instanceof Var v) return v.variable().symbol;
        if (e instanceof Expr.Input in) return in.name();
        if (e instanceof Unary u) return "(" + u.op().symbol + " " + lisp(u.arg()) + ")";
        Binary b = (Binary) e;
        String op = b.op() == BinaryOp.DIV ? "%" : b.op().symbol; // ECJ's name for protected division
        return "(" + op + " " + lisp(b.left()) + " " + lisp(b.right()) + ")";
    }

    private static int precedence(Expr e) {
        if (e instanceof Binary b) {
            return switch (b.op()) { case ADD, SUB -> 1; case MUL, DIV -> 2; case POW -> 4; };
        }
        if (e instanceof Const k && k.value() < 0) return 0;
        return 5;
    }

    /** Infix with the fewest parentheses that read back as the same tree (pow printed as a function). */
    public static String infix(Expr e) {
        if (e instanceof Const k) return number(k.value());
        if (e instanceof Var v) return v.variable().symbol;
        if (e instanceof Expr.Input in) return in.name();
        if (e instanceof Unary u) return u.op().symbol + "(" + infix(u.arg()) + ")";
        Binary b = (Binary) e;
        if (b.op() == BinaryOp.POW) return "pow(" + infix(b.left()) + ", " + infix(b.right()) + ")";
        int p = precedence(b);
        String l = infix(b.left()), r = infix(b.right());
        if (precedence(b.left()) < p) l = "(" + l + ")";
        // left-associative: a right operand of equal precedence needs parentheses for - and / (and to keep the tree)
        if (precedence(b.right()) <= p) r = "(" + r + ")";
        return l + " " + b.op().symbol + " " + r;
    }

    public static String latex(Expr e) {
        if (e instanceof Const k) return number(k.value());
        if (e instanceof Var v) return v.variable().symbol;
        if (e instanceof Expr.Input in) return "\\mathit{" + in.name().replace("_", "\\_") + "}";
        if (e instanceof Unary u) return u.op() == Expr.UnaryOp.LOG ? "\\log\\left(" + latex(u.arg()) + "\\right)" : "e^{" + latex(u.arg()) + "}";
        Binary b = (Binary) e;
        String l = latex(b.left()), r = latex(b.right());
        return switch (b.op()) {
            case DIV -> "\\frac{" + l + "}{" + r + "}";
            case POW -> "\\left|" + l + "\\right|^{" + r + "}";
            case MUL -> wrap(b.left(), 2, l) + " \\cdot " + wrap(b.right(), 2, r);
            case ADD -> l + " + " + r;
            case SUB -> l + " - " + (precedence(b.right()) <= 1 ? "\\left(" + r + "\\right)" : r);
        };
    }

    private static String wrap(Expr e, int p, String s) {
        return e instanceof Binary b && b.op() != BinaryOp.POW && b.op() != BinaryOp.DIV && precedence(e) < p ? "\\left(" + s + "\\right)" : s;
    }
}
