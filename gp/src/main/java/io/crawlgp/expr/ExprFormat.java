package io.crawlgp.expr;

import io.crawlgp.expr.Expr.Call;
import io.crawlgp.expr.Expr.Const;
import io.crawlgp.expr.Expr.Var;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleFunction;

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

    /** Significant digits of a constant in a display ({@link #display}, {@link #displayLatex}); CSV files keep all. */
    public static final int DISPLAY_DIGITS = 4;

    /**
     * A constant to {@link #DISPLAY_DIGITS} significant digits for reading: plain between 1e-3 and 1e6 ("99.99",
     * "0.002718"), else in E notation ("2.718E6"). Not for reading back: CSV files write {@link #number}.
     */
    public static String rounded(double v) {
        if (v == 0 || !Double.isFinite(v)) return number(v);
        BigDecimal r = new BigDecimal(v).round(new MathContext(DISPLAY_DIGITS)).stripTrailingZeros();
        double m = Math.abs(v);
        if (m >= 1e-3 && m < 1e6) return r.toPlainString();
        int exponent = r.precision() - r.scale() - 1;
        return r.movePointLeft(exponent).toPlainString() + "E" + exponent;
    }

    /** Infix with the fewest parentheses that read back as the same tree (other operators printed as functions). */
    public static String infix(Expr e) {
        return infix(e, ExprFormat::number);
    }

    /** Infix for reading: as {@link #infix}, constants to {@link #DISPLAY_DIGITS} significant digits. */
    public static String display(Expr e) {
        return infix(e, ExprFormat::rounded);
    }

    private static String infix(Expr e, DoubleFunction<String> number) {
        if (e instanceof Const k) return number.apply(k.value());
        if (e instanceof Var v) return v.name();
        Call c = (Call) e;
        if (c.op().precedence() == 0) {
            List<String> args = new ArrayList<>();
            for (Expr a : c.args()) args.add(infix(a, number));
            return c.op().symbol() + "(" + String.join(", ", args) + ")";
        }
        int p = c.op().precedence();
        Expr left = c.args().get(0), right = c.args().get(1);
        String l = infix(left, number), r = infix(right, number);
        if (precedence(left) < p) l = "(" + l + ")";
        // left-associative: a right operand of equal precedence needs parentheses for - and / (and to keep the tree)
        if (precedence(right) <= p) r = "(" + r + ")";
        return l + " " + c.op().symbol() + " " + r;
    }

    /**
     * LaTeX with the protected operators written as they compute: {@code \\ln\\left|a\\right|} for log (0 at 0),
     * {@code \\left|a\\right|^{b}} for pow; a quotient is {@code \\frac}, 1 where its divisor is 0 (a table's note
     * says so, {@link #PROTECTED_NOTE}).
     */
    public static String latex(Expr e) {
        return latex(e, ExprFormat::number);
    }

    /** LaTeX for reading: constants to {@link #DISPLAY_DIGITS} significant digits, E notation as {@code \\times 10^{k}}. */
    public static String displayLatex(Expr e) {
        return latex(e, v -> {
            String s = rounded(v);
            int at = s.indexOf('E');
            return at < 0 ? s : s.substring(0, at) + " \\times 10^{" + s.substring(at + 1) + "}";
        });
    }

    /** What a LaTeX table of formulas says under it: how the protected operators differ from the plain ones. */
    public static final String PROTECTED_NOTE =
            "Protected operators (Koza 1992; GP4C): $a/0 = 1$; $\\ln|0| = 0$; $|0|^{b} = 1$ for $b < 0$; results beyond"
                    + " the double range saturate.";

    /** The same note for text and Markdown tables ({@link ProtectedOps}). */
    public static final String PROTECTED_NOTE_TEXT =
            "Protected operators (Koza 1992; GP4C): a / 0 = 1; log(x) = ln|x| and log(0) = 0; pow(x, b) = |x|^b and"
                    + " pow(0, b) = 1 for b < 0; results beyond the double range saturate.";

    private static String latex(Expr e, DoubleFunction<String> number) {
        if (e instanceof Const k) return number.apply(k.value());
        if (e instanceof Var v)
            return v.name().length() == 1 ? v.name() : "\\mathit{" + v.name().replace("_", "\\_") + "}";
        Call c = (Call) e;
        List<String> args = new ArrayList<>();
        List<Integer> prec = new ArrayList<>();
        for (Expr a : c.args()) {
            args.add(latex(a, number));
            prec.add(precedence(a));
        }
        return c.op().latex(args, prec);
    }
}
