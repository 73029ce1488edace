package io.crawlgp.expr;

import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads expressions in infix ({@code t*X + log(n)}, {@code pow(t, 0.5)}, {@code t^2}) or prefix S-expression form
 * ({@code (* t X)}, as ECJ and formulas.csv print them). Names are inputs, resolved against the given input list
 * (exact match first, then a unique case-insensitive match, so {@code x} reads as {@code X}); functions are the
 * operators of {@link Operators}. Errors say where and what.
 */
public final class ExprParser {
    /** GP4C's inputs (Santos et al. §4): visits n, changes found X, cycles since the last visit t. */
    public static final List<String> GP4C_INPUTS = List.of("n", "X", "t");

    private final String s;
    private final List<String> inputs;
    private int i;
    /** Open parentheses and unary signs around the current position (each a level of the parser's recursion). */
    private int nesting;

    /**
     * The deepest formula accepted. ECJ's trees are at most 17 levels deep (GP4C's and Koza's limit); a formula deeper
     * than this was not evolved here, and every tree walk (simplify, format, evaluate) recurses once per level, so the
     * limit keeps a typed or generated formula from exhausting the stack: one line instead.
     */
    public static final int MAX_DEPTH = 200;

    private ExprParser(String s, List<String> inputs) {
        this.s = s;
        this.inputs = inputs;
    }

    /** Parses a formula over GP4C's inputs n, X, t. */
    public static Expr parse(String text) {
        return parse(text, GP4C_INPUTS);
    }

    /** Parses a formula over named inputs: each name becomes {@link Expr.Var} at its position in {@code inputs}. */
    public static Expr parse(String text, List<String> inputs) {
        if (text == null || text.isBlank()) throw new UserError("empty formula");
        ExprParser p = new ExprParser(text, inputs);
        p.skip();
        Expr e = p.peek() == '(' && p.looksPrefix() ? p.prefix() : p.sum();
        p.skip();
        if (p.i < p.s.length()) throw p.error("unexpected '" + p.s.charAt(p.i) + "'");
        int depth = e.depth();
        if (depth > MAX_DEPTH)
            throw new UserError("formula '" + shown(text) + "' is " + depth + " levels deep; at most " + MAX_DEPTH
                    + " are accepted (evolved trees are at most 17)");
        return e;
    }

    private static String shown(String text) {
        return text.length() <= 60 ? text : text.substring(0, 57) + "...";
    }

    private UserError error(String what) {
        return new UserError("formula '" + shown(s) + "' at position " + (i + 1) + ": " + what);
    }

    /** One level deeper ('(' or a unary sign); refused past {@link #MAX_DEPTH} before the recursion goes on. */
    private void deeper() {
        if (++nesting > MAX_DEPTH)
            throw error("nested more than " + MAX_DEPTH + " levels deep (evolved trees are at most 17)");
    }

    private void skip() {
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++;
    }

    private char peek() {
        return i < s.length() ? s.charAt(i) : '\0';
    }

    private static boolean isDelimiter(char c) {
        return Character.isWhitespace(c) || c == '(' || c == ')';
    }

    /** "(" followed by an operator's S-expression head and a space: S-expression. */
    private boolean looksPrefix() {
        int j = i + 1;
        while (j < s.length() && Character.isWhitespace(s.charAt(j))) j++;
        int k = j;
        while (k < s.length() && !isDelimiter(s.charAt(k))) k++;
        return Operators.byLisp(s.substring(j, k)) != null && k < s.length() && Character.isWhitespace(s.charAt(k));
    }

    private Expr prefix() {
        skip();
        if (peek() != '(') {
            Expr a = atom();
            if (a == null) throw error("expected a number, an input or '('");
            return a;
        }
        i++;
        deeper();
        skip();
        int start = i;
        while (i < s.length() && !isDelimiter(s.charAt(i))) i++;
        String head = s.substring(start, i);
        Operator op = Operators.byLisp(head);
        if (op == null) {
            i = start;
            throw error("unknown operator '" + head + "'");
        }
        Expr[] args = new Expr[op.arity()];
        for (int k = 0; k < args.length; k++) args[k] = prefix();
        skip();
        if (peek() != ')') throw error("expected ')'");
        i++;
        nesting--;
        return Expr.call(op, args);
    }

    private Expr sum() {
        Expr e = product();
        while (true) {
            skip();
            char c = peek();
            if (c != '+' && c != '-') return e;
            i++;
            e = Expr.call(c == '+' ? MathOp.ADD : MathOp.SUB, e, product());
        }
    }

    private Expr product() {
        Expr e = power();
        while (true) {
            skip();
            char c = peek();
            if (c != '*' && c != '/' && c != '%') return e;
            i++;
            e = Expr.call(c == '*' ? MathOp.MUL : MathOp.DIV, e, power());
        }
    }

    private Expr power() {
        Expr base = unary();
        skip();
        if (peek() == '^') {
            i++;
            deeper(); // right-associative: each '^' is a level of recursion
            Expr e = Expr.call(MathOp.POW, base, power());
            nesting--;
            return e;
        }
        return base;
    }

    private Expr unary() {
        skip();
        if (peek() == '-') {
            i++;
            deeper();
            Expr a = unary();
            nesting--;
            if (a instanceof Expr.Const k) return Expr.c(-k.value());
            return Expr.call(MathOp.SUB, Expr.c(0), a);
        }
        if (peek() == '(') {
            i++;
            deeper();
            Expr e = sum();
            skip();
            if (peek() != ')') throw error("expected ')'");
            i++;
            nesting--;
            return e;
        }
        int start = i;
        String name = name();
        skip();
        Operator op = name.isEmpty() ? null : Operators.function(name);
        if (op != null && peek() == '(') {
            i++;
            List<Expr> args = new ArrayList<>();
            while (true) {
                args.add(sum());
                skip();
                if (peek() == ',') {
                    i++;
                    continue;
                }
                if (peek() != ')') throw error("expected ',' or ')'");
                i++;
                break;
            }
            if (args.size() != op.arity())
                throw error(op.symbol() + " takes " + op.arity() + " argument(s), got " + args.size());
            return new Expr.Call(op, args);
        }
        i = start;
        Expr a = atom();
        if (a == null)
            throw error("expected a number, an input (" + String.join(", ", inputs) + "), a function or '('");
        return a;
    }

    private String name() {
        int start = i;
        while (i < s.length()
                && (i == start
                        ? Character.isLetter(s.charAt(i))
                        : Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_')) i++;
        return s.substring(start, i);
    }

    private Expr atom() {
        skip();
        int start = i;
        if (i < s.length()
                && (Character.isDigit(s.charAt(i))
                        || s.charAt(i) == '.'
                        || (s.charAt(i) == '-' && i + 1 < s.length() && Character.isDigit(s.charAt(i + 1))))) {
            i++;
            while (i < s.length()
                    && (Character.isDigit(s.charAt(i))
                            || s.charAt(i) == '.'
                            || s.charAt(i) == 'E'
                            || s.charAt(i) == 'e'
                            || ((s.charAt(i) == '-' || s.charAt(i) == '+')
                                    && (s.charAt(i - 1) == 'E' || s.charAt(i - 1) == 'e')))) i++;
            String text = s.substring(start, i);
            try {
                return Expr.c(Double.parseDouble(text));
            } catch (NumberFormatException e) {
                i = start;
                throw error("bad number '" + text + "'");
            }
        }
        String name = name();
        if (name.isEmpty()) return null;
        int at = resolve(name);
        if (at < 0) {
            i = start;
            throw error("unknown name '" + name + "' (inputs are " + String.join(", ", inputs) + ")");
        }
        return Expr.var(at, inputs.get(at));
    }

    /** Exact match, else the one input equal ignoring case; -1 if none (or ambiguous). */
    private int resolve(String name) {
        int at = inputs.indexOf(name);
        if (at >= 0) return at;
        int found = -1;
        for (int k = 0; k < inputs.size(); k++) {
            if (inputs.get(k).toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) {
                if (found >= 0) return -1;
                found = k;
            }
        }
        return found;
    }
}
