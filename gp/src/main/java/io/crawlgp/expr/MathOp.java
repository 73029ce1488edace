package io.crawlgp.expr;

import java.util.List;

/**
 * The GP4C function set (Santos et al. 2013, §4: +, -, *, /, log, pow, exp), one constant per operator with its
 * name, arity, protected function ({@link ProtectedOps}), notation and laws.
 *
 * <p>Laws kept (exact under the protections, for every finite x): x+0 = 0+x = x, x-0 = x, x-x = 0, x*1 = 1*x = x,
 * x*0 = 0*x = 0, x/1 = x, x/x = 1 (x = 0 gives 1 too), pow(x, 0) = 1. Left out because they fail under the
 * protections: 0/x (is 1 at x = 0), pow(x, 1) (is |x|), log(exp(x)) (saturation).
 */
public enum MathOp implements Operator {
    ADD("+", 2, 1, List.of(Law.rightIdentity(0), Law.leftIdentity(0))) {
        public double apply2(double a, double b) {
            return ProtectedOps.add(a, b);
        }

        public boolean commutative() {
            return true;
        }

        public String latex(List<String> a, List<Integer> p) {
            return a.get(0) + " + " + a.get(1);
        }
    },
    SUB("-", 2, 1, List.of(Law.rightIdentity(0), Law.self(0))) {
        public double apply2(double a, double b) {
            return ProtectedOps.sub(a, b);
        }

        public String latex(List<String> a, List<Integer> p) {
            return a.get(0) + " - " + (p.get(1) <= 1 ? "\\left(" + a.get(1) + "\\right)" : a.get(1));
        }
    },
    MUL(
            "*",
            2,
            2,
            List.of(Law.rightIdentity(1), Law.leftIdentity(1), Law.rightConstant(0, 0), Law.leftConstant(0, 0))) {
        public double apply2(double a, double b) {
            return ProtectedOps.mul(a, b);
        }

        public boolean commutative() {
            return true;
        }

        public String latex(List<String> a, List<Integer> p) {
            return wrap(a.get(0), p.get(0)) + " \\cdot " + wrap(a.get(1), p.get(1));
        }
    },
    DIV("/", 2, 2, List.of(Law.rightIdentity(1), Law.self(1))) {
        public double apply2(double a, double b) {
            return ProtectedOps.div(a, b);
        }

        public String lispName() {
            return "%";
        } // ECJ's name for protected division

        public String latex(List<String> a, List<Integer> p) {
            return "\\frac{" + a.get(0) + "}{" + a.get(1) + "}";
        }
    },
    POW("pow", 2, 0, List.of(Law.rightConstant(0, 1))) {
        public double apply2(double a, double b) {
            return ProtectedOps.pow(a, b);
        }

        public String latex(List<String> a, List<Integer> p) {
            return "\\left|" + a.get(0) + "\\right|^{" + a.get(1) + "}";
        }
    },
    LOG("log", 1, 0, List.of()) {
        public double apply1(double a) {
            return ProtectedOps.log(a);
        }

        public String latex(List<String> a, List<Integer> p) {
            return "\\ln\\left|" + a.get(0) + "\\right|";
        }
    },
    EXP("exp", 1, 0, List.of()) {
        public double apply1(double a) {
            return ProtectedOps.exp(a);
        }

        public String latex(List<String> a, List<Integer> p) {
            return "e^{" + a.get(0) + "}";
        }
    },
    /** The smaller argument (an interval rule's cap: StormCrawler's {@code min(I x (1 + inc), max)}). */
    MIN("min", 2, 0, List.of()) {
        public double apply2(double a, double b) {
            return Math.min(a, b);
        }

        public boolean commutative() {
            return true;
        }

        public String latex(List<String> a, List<Integer> p) {
            return "\\min\\left(" + a.get(0) + ", " + a.get(1) + "\\right)";
        }
    },
    /** The larger argument (an interval rule's floor, Nutch's {@code max(I, delta)}). */
    MAX("max", 2, 0, List.of()) {
        public double apply2(double a, double b) {
            return Math.max(a, b);
        }

        public boolean commutative() {
            return true;
        }

        public String latex(List<String> a, List<Integer> p) {
            return "\\max\\left(" + a.get(0) + ", " + a.get(1) + "\\right)";
        }
    },
    /**
     * {@code if(c, a, b)}: a when c > 0, else b (NaN counts as not > 0), the branch of an interval rule on a visit's
     * outcome c (1 changed, 0 not).
     */
    IF("if", 3, 0, List.of()) {
        public double apply(double[] x) {
            return x[0] > 0 ? x[1] : x[2];
        }

        public String latex(List<String> a, List<Integer> p) {
            return "\\begin{cases}" + a.get(1) + " & " + a.get(0) + " > 0\\\\ " + a.get(2)
                    + " & \\text{otherwise}\\end{cases}";
        }
    },
    /**
     * The largest integer not above the argument (saturated values stay), so that a rule kept in a crawler's integer
     * unit (StormCrawler's int minutes, Heritrix's long milliseconds) truncates as the crawler does for positive values.
     */
    FLOOR("floor", 1, 0, List.of()) {
        public double apply1(double a) {
            return Math.floor(a);
        }

        public String latex(List<String> a, List<Integer> p) {
            return "\\left\\lfloor " + a.get(0) + "\\right\\rfloor";
        }
    };

    private final String symbol;
    private final int arity;
    private final int precedence;
    private final List<Law> laws;

    MathOp(String symbol, int arity, int precedence, List<Law> laws) {
        this.symbol = symbol;
        this.arity = arity;
        this.precedence = precedence;
        this.laws = laws;
    }

    @Override
    public String toString() {
        return symbol;
    }

    @Override
    public int arity() {
        return arity;
    }

    @Override
    public int precedence() {
        return precedence;
    }

    @Override
    public List<Law> laws() {
        return laws;
    }

    @Override
    public String symbol() {
        return symbol;
    }

    @Override
    public double apply(double[] args) {
        return arity == 1 ? apply1(args[0]) : apply2(args[0], args[1]);
    }

    @Override
    public double apply1(double a) {
        throw new UnsupportedOperationException(symbol + " takes " + arity + " arguments");
    }

    @Override
    public double apply2(double a, double b) {
        throw new UnsupportedOperationException(symbol + " takes " + arity + " arguments");
    }

    /** A product operand in parentheses when it is a sum or difference. */
    private static String wrap(String s, int precedence) {
        return precedence == 1 ? "\\left(" + s + "\\right)" : s;
    }
}
