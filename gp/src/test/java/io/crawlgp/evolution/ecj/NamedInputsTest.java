package io.crawlgp.evolution.ecj;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.evolution.ArchiveEntry;
import io.crawlgp.evolution.Evolution;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.gp.GpSettings;
import io.crawlgp.policy.ScoreFunctions;
import io.crawlgp.util.RecordOverrides;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;

/** The GP4C engine over named inputs (used by the thread-revisit and new-page problems). */
class NamedInputsTest {
    static final List<String> INPUTS = List.of("la", "lam", "age");

    @Test
    void parserAndCompiledVectorFunctionAgree() {
        Expr e = ExprParser.parse("la - lam * age + log(age_2)", List.of("la", "lam", "age", "age_2"));
        assertEquals("la - lam * age + log(age_2)", ExprFormat.infix(e));
        assertEquals(e, ExprParser.parse(ExprFormat.lisp(e), List.of("la", "lam", "age", "age_2")));
        double[] v = {2.0, 0.5, 3.0, 7.0};
        assertEquals(2.0 - 1.5 + Math.log(7.0), e.eval(v), 1e-12);
        assertEquals(e.eval(v), Expr.compile(e).apply(v));
        IllegalArgumentException bad =
                assertThrows(IllegalArgumentException.class, () -> ExprParser.parse("la + n", INPUTS));
        assertTrue(bad.getMessage().contains("unknown name 'n' (inputs are la, lam, age)"), bad.getMessage());
        assertThrows(
                IllegalArgumentException.class,
                () -> ScoreFunctions.compile(e),
                "only n, X, t compile to the (n, X, t) form");
    }

    @Test
    void evolutionUsesOnlyTheNamedInputsAndRepeatsExactly() {
        GpSettings s = RecordOverrides.apply(
                GpSettings.paper(), Map.of("population", "40", "generations", "4", "archiveSize", "3"));
        double[][] samples = {{1, 0.1, 2}, {3, 0.5, 1}, {0.5, 0.2, 8}, {2, 0.05, 24}};
        // fitness: closeness to la - lam * age on a few samples
        ToDoubleFunction<Expr> fit = e -> {
            Expr.VectorFunction f = Expr.compile(e);
            double err = 0;
            for (double[] v : samples) err += Math.abs(f.apply(v) - (v[0] - v[1] * v[2]));
            return Double.isFinite(err) ? -err : -Double.MAX_VALUE;
        };
        Evolution a = EcjEvolution.run(s.breeding(), 5, INPUTS, fit, g -> {});
        Evolution b = EcjEvolution.run(s.breeding(), 5, INPUTS, fit, g -> {});
        assertEquals(a.archive(), b.archive());
        assertEquals(4, a.generations().size());
        for (ArchiveEntry entry : a.archive()) {
            Expr e = ExprParser.parse(entry.evolved(), INPUTS);
            assertEquals(entry.trainFitness(), fit.applyAsDouble(e));
            assertFalse(entry.evolved().matches(".*\\b(n|X|t)\\b.*"), entry.evolved());
        }
        assertTrue(a.parameters().containsValue(InputNode.class.getName()));
    }
}
