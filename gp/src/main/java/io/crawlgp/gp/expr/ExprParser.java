package io.crawlgp.gp.expr;

import io.crawlgp.gp.expr.Expr.BinaryOp;
import io.crawlgp.gp.expr.Expr.UnaryOp;

/**
 * Reads expressions in infix ({@code t*X + log(n)}, {@code pow(t, 0.5)}, {@code t^2}) or prefix S-expression form
 * ({@code (* t X)}, as ECJ and formulas.csv print them). Variables: n, X (or x), t. Errors say where and what.
 */
public final class ExprParser {
    private final String s;
    private final java.util.List<String> inputs;
    private int i;

    private ExprParser(String s, java.util.List<String> inputs) {
        this.s = s;
        this.inputs = inputs;
    }

    public static Expr parse(String text) {
        return parse(text, null);
    }

    /**
     * Parses a formula over named inputs: each name in {@code inputs} becomes {@link Expr.Input} at its position
     * (names are letters, digits and '_', starting with a letter). With {@code inputs == null}: n, X, t.
     */
    public static Expr parse(String text, java.util.List<String> inputs) {
        if (text == null || text.isBlank()) throw new IllegalArgumentException("empty formula");
        ExprParser p = new ExprParser(text, inputs);
        p.skip();
        Expr e = p.peek() == '(' && p.looksPrefix() ? p.prefix() : p.sum();
        p.skip();
        if (p.i < p.s.length()) throw p.error("unexpected '" + p.s.charAt(p.i) + "'");
        return e;
    }

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException("formula '" + s + "' at position " + (i + 1) + ": " + what);
    }

    private void skip() {
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++;
    }

    private char peek() {
        return i < s.length() ? s.charAt(i) : '\0';
    }

    /** "(" followed by an operator symbol or name and a space: S-expression. */
    private boolean looksPrefix() {
        int j = i + 1;
        while (j < s.length() && Character.isWhitespace(s.charAt(j))) j++;
        int k = j;
        while (k < s.length() && !Character.isWhitespace(s.charAt(k)) && s.charAt(k) != '(' && s.charAt(k) != ')') k++;
        String head = s.substring(j, k);
        return switch (head) { case "+", "-", "*", "/", "%", "pow", "log", "exp" -> k < s.length() && Character.isWhitespace(s.charAt(k)); default -> false; };
    }

    private Expr prefix() {
        skip();
        if (peek() != '(') return atomPrefix();
        i++;
        skip();
        int start = i;
        while (i < s.length() && !Character.isWhitespace(s.charAt(i)) && s.charAt(i) != '(' && s.charAt(i) != ')') i++;
        String head = s.substring(start, i);
        Expr result;
        switch (head) {
            case "log", "exp" -> result = Expr.un(head.equals("log") ? UnaryOp.LOG : UnaryOp.EXP, prefix());
            case "+", "-", "*", "/", "%", "pow" -> {
                Expr a = prefix();
                Expr b = prefix();
                result = Expr.bin(binary(head), a, b);
            }
            default -> throw error("unknown operator '" + head + "'");
        }
        skip();
        if (peek() != ')') throw error("expected ')'");
        i++;
        return result;
    }

    private static BinaryOp binary(String op) {
        return switch (op) { case "+" -> BinaryOp.ADD; case "-" -> BinaryOp.SUB; case "*" -> BinaryOp.MUL; case "pow" -> BinaryOp.POW; default -> BinaryOp.DIV; };
    }

    private Expr atomPrefix() {
        Expr a = atom();
        if (a == null) throw error("expected a number, n, X, t or '('");
        return a;
    }

    private Expr sum() {
        Expr e = product();
        while (true) {
            skip();
            char c = peek();
            if (c != '+' && c != '-') return e;
            i++;
            e = Expr.bin(c == '+' ? BinaryOp.ADD : BinaryOp.SUB, e, product());
        }
    }

    private Expr product() {
        Expr e = power();
        while (true) {
            skip();
            char c = peek();
            if (c != '*' && c != '/' && c != '%') return e;
            i++;
            e = Expr.bin(c == '*' ? BinaryOp.MUL : BinaryOp.DIV, e, power());
        }
    }

    private Expr power() {
        Expr base = unary();
        skip();
        if (peek() == '^') {
            i++;
            return Expr.bin(BinaryOp.POW, base, power()); // right-associative
        }
        return base;
    }

    private Expr unary() {
        skip();
        if (peek() == '-') {
            i++;
            Expr a = unary();
            if (a instanceof Expr.Const k) return Expr.c(-k.value());
            return Expr.bin(BinaryOp.SUB, Expr.c(0), a);
        }
        if (peek() == '(') {
            i++;
            Expr e = sum();
            skip();
            if (peek() != ')') throw error("expected ')'");
            i++;
            return e;
        }
        int start = i;
        while (i < s.length() && isNameChar(s.charAt(i), i == start)) i++;
        String name = s.substring(start, i);
        if (name.equals("log") || name.equals("exp") || name.equals("pow")) {
            skip();
            if (peek() != '(') throw error("expected '(' after " + name);
            i++;
            Expr a = sum();
            skip();
            Expr result;
            if (name.equals("pow")) {
                if (peek() != ',') throw error("pow takes two arguments: pow(a, b)");
                i++;
                result = Expr.bin(BinaryOp.POW, a, sum());
                skip();
            } else result = Expr.un(name.equals("log") ? UnaryOp.LOG : UnaryOp.EXP, a);
            if (peek() != ')') throw error("expected ')'");
            i++;
            return result;
        }
        i = start;
        Expr a = atom();
        if (a == null) throw error("expected a number, n, X, t, log(), exp(), pow() or '('");
        return a;
    }

    private boolean isNameChar(char c, boolean first) {
        if (inputs == null) return Character.isLetter(c);
        return first ? Character.isLetter(c) : Character.isLetterOrDigit(c) || c == '_';
    }

    private Expr atom() {
        skip();
        int start = i;
        if (i < s.length() && (Character.isDigit(s.charAt(i)) || s.charAt(i) == '.' || (s.charAt(i) == '-' && i + 1 < s.length() && Character.isDigit(s.charAt(i + 1))))) {
            i++;
            while (i < s.length() && (Character.isDigit(s.charAt(i)) || s.charAt(i) == '.' || s.charAt(i) == 'E' || s.charAt(i) == 'e'
                    || ((s.charAt(i) == '-' || s.charAt(i) == '+') && (s.charAt(i - 1) == 'E' || s.charAt(i - 1) == 'e')))) i++;
            try {
                return Expr.c(Double.parseDouble(s.substring(start, i)));
            } catch (NumberFormatException e) {
                i = start;
                throw error("bad number '" + s.substring(start, i) + "'");
            }
        }
        while (i < s.length() && isNameChar(s.charAt(i), i == start)) i++;
        String name = s.substring(start, i);
        if (inputs != null) {
            int at = inputs.indexOf(name);
            if (at >= 0) return Expr.in(at, name);
            if (name.isEmpty()) return null;
            i = start;
            throw error("unknown name '" + name + "' (inputs are " + String.join(", ", inputs) + ")");
        }
        switch (name) {
            case "n" -> { return Expr.n(); }
            case "X", "x" -> { return Expr.x(); }
            case "t" -> { return Expr.t(); }
            case "" -> { return null; }
            default -> {
                i = start;
                throw error("unknown name '" + name + "' (variables are n, X, t)");
            }
        }
    }
}
