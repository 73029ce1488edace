package io.crawlgp.expr;

import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The operator table: the built-in {@link MathOp}s and any operator registered from outside (a test's made-up
 * operator, a plug-in). Looked up by symbol (settings, formulas) or by S-expression head.
 */
public final class Operators {
    private static final Map<String, Operator> BY_SYMBOL = new LinkedHashMap<>();
    private static final Map<String, Operator> BY_LISP = new LinkedHashMap<>();

    static {
        for (MathOp op : MathOp.values()) add(op);
    }

    private Operators() {}

    private static void add(Operator op) {
        BY_SYMBOL.put(op.symbol(), op);
        BY_LISP.put(op.lispName(), op);
    }

    /**
     * Adds an operator to the table. Its symbol must be new, a name (letter, then letters, digits or '_'), written as
     * a function {@code symbol(a, b)}: infix notation is reserved for the built-in arithmetic.
     */
    public static synchronized void register(Operator op) {
        String s = op.symbol();
        if (s == null || !s.matches("[A-Za-z][A-Za-z0-9_]*"))
            throw new IllegalArgumentException("operator symbol must be a name, got '" + s + "'");
        if (op.arity() < 1) throw new IllegalArgumentException("operator '" + s + "' must take at least one argument");
        if (op.precedence() != 0)
            throw new IllegalArgumentException("operator '" + s + "': only the built-in arithmetic is written infix");
        Operator old = BY_SYMBOL.get(s);
        if (old != null && old != op) throw new IllegalArgumentException("operator '" + s + "' is already registered");
        add(op);
    }

    /** The operator of a symbol ("+", "log"); a user error naming the known ones otherwise. */
    public static synchronized Operator bySymbol(String symbol) {
        Operator op = BY_SYMBOL.get(symbol);
        if (op == null)
            throw new UserError("unknown function '" + symbol + "'; known: " + String.join(", ", symbols()));
        return op;
    }

    /** The operator of an S-expression head ("%" is division), or null. */
    static synchronized Operator byLisp(String head) {
        Operator op = BY_LISP.get(head);
        return op != null ? op : BY_SYMBOL.get(head);
    }

    /** The operator written as {@code name(...)}, or null. */
    static synchronized Operator function(String name) {
        Operator op = BY_SYMBOL.get(name);
        return op != null && op.precedence() == 0 ? op : null;
    }

    public static synchronized List<String> symbols() {
        return new ArrayList<>(BY_SYMBOL.keySet());
    }
}
