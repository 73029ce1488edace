package io.crawlgp.expr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every law an operator declares makes the exact simplifier shorten the tree it applies to, to the form the law
 * names: derived from the operator table, so a law added is tested and a rule removed from the simplifier fails here
 * (the value tests elsewhere only check that a simplified tree scores alike, which the unsimplified tree also does).
 */
class LawsSimplifyTest {
    private static final Expr T = Expr.var(2, "t");
    private static final Set<String> NONE = Set.of();

    @Test
    void everyDeclaredLawShortensItsTree() {
        int laws = 0;
        for (MathOp op : MathOp.values()) {
            for (Law law : op.laws()) {
                laws++;
                Expr tree, expected;
                if (law instanceof Law.Identity id) {
                    tree = id.side() == Law.Side.RIGHT
                            ? Expr.call(op, T, Expr.c(id.element()))
                            : Expr.call(op, Expr.c(id.element()), T);
                    expected = T;
                } else if (law instanceof Law.Constant k) {
                    tree = k.side() == Law.Side.RIGHT
                            ? Expr.call(op, T, Expr.c(k.operand()))
                            : Expr.call(op, Expr.c(k.operand()), T);
                    expected = Expr.c(k.result());
                } else {
                    tree = Expr.call(op, T, T);
                    expected = Expr.c(((Law.Self) law).result());
                }
                Expr simplified = Simplifier.exact(tree, NONE);
                assertEquals(expected, simplified, op + " " + law + " on " + ExprFormat.infix(tree));
                assertTrue(simplified.size() < tree.size());
            }
        }
        assertTrue(laws >= 6, "the table declares laws: " + laws);
    }

    @Test
    void theRulesAcrossOperatorsShortenTheirTrees() {
        Expr x = Expr.var(1, "X");
        assertEquals(Expr.c(1), Simplifier.exact(Expr.call(MathOp.POW, Expr.c(1), T), NONE), "|1|^b = 1");
        assertEquals(Expr.c(1), Simplifier.exact(Expr.call(MathOp.POW, Expr.c(-1), T), NONE), "|-1|^b = 1");
        assertEquals(x, Simplifier.exact(Expr.call(MathOp.POW, x, Expr.c(1)), Set.of("X")), "X >= 0: |X|^1 = X");
        assertEquals(
                Expr.call(MathOp.POW, x, Expr.c(1)),
                Simplifier.exact(Expr.call(MathOp.POW, x, Expr.c(1)), NONE),
                "X of any sign");
        assertEquals(Expr.call(MathOp.MUL, Expr.c(2), x), Simplifier.exact(Expr.call(MathOp.ADD, x, x), NONE));
        assertEquals(Expr.c(5), Simplifier.exact(Expr.call(MathOp.ADD, Expr.c(2), Expr.c(3)), NONE), "constants fold");
    }
}
