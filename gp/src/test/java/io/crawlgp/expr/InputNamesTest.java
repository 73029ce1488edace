package io.crawlgp.expr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.util.UserError;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How a formula's names find their inputs: exactly first, then ignoring case when that is unambiguous. */
class InputNamesTest {
    @Test
    void anExactNameWinsOverOneThatDiffersOnlyInCase() {
        List<String> inputs = List.of("x", "X");
        assertEquals(new Expr.Var(0, "x"), ExprParser.parse("x", inputs));
        assertEquals(new Expr.Var(1, "X"), ExprParser.parse("X", inputs));
    }

    @Test
    void caseIsIgnoredOnlyWhenOneInputMatches() {
        assertEquals(new Expr.Var(1, "rb1"), ExprParser.parse("RB1", List.of("t", "rb1")));
        UserError e = assertThrows(UserError.class, () -> ExprParser.parse("Ab", List.of("ab", "AB")));
        assertTrue(e.getMessage().contains("unknown name 'Ab' (inputs are ab, AB)"), e.getMessage());
    }
}
