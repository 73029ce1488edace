package io.crawlgp.expr;

import java.util.List;

/**
 * One function of the GP function set, as data: its name, arity, protected function, how it prints and which
 * algebraic laws the simplifier may use. Expr, the ECJ nodes, the parameter builder, the parser and the formatter all
 * read operators through this interface, so adding one is one {@link MathOp} constant (or, from outside, one
 * {@link Operators#register} call).
 */
public interface Operator {
    /** The name in settings, formulas and ECJ's printed trees: "+", "log", "pow". */
    String symbol();

    /** Number of arguments (1 or more). */
    int arity();

    /** The protected function: total on finite doubles (see {@link ProtectedOps}). */
    double apply(double[] args);

    /** {@link #apply} for arity 1, without an array. */
    default double apply1(double a) {
        return apply(new double[] {a});
    }

    /** {@link #apply} for arity 2, without an array. */
    default double apply2(double a, double b) {
        return apply(new double[] {a, b});
    }

    /** The head of the S-expression (ECJ's name; protected division prints as "%"). */
    default String lispName() {
        return symbol();
    }

    /** Infix precedence of a binary operator written between its operands (1: + -, 2: * /); 0: written as symbol(a, b). */
    default int precedence() {
        return 0;
    }

    /** LaTeX of the call, given its arguments' LaTeX and their infix precedence ({@link ExprFormat#precedence}). */
    default String latex(List<String> args, List<Integer> argPrecedence) {
        return "\\operatorname{" + symbol() + "}\\left(" + String.join(", ", args) + "\\right)";
    }

    /**
     * True when swapping the two arguments gives the same bits for every pair of arguments (IEEE addition and
     * multiplication are commutative, and the saturation acts on the result alone), so that a tree and its mirror image
     * score every state alike ({@link CommutedOrder}).
     */
    default boolean commutative() {
        return false;
    }

    /** Laws that hold for every finite argument under the protected semantics; the simplifier applies them in order. */
    default List<Law> laws() {
        return List.of();
    }
}
