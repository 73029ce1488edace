package io.crawlgp.policy;

import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A revisit rule with memory, as data (the adaptive form's individual): each page carries an interval I; at every visit but
 * the first the update tree U gives the new interval, and every cycle the score tree S ranks the pages. The first visit
 * records the page with the initial interval, as the production rules do. I stays in the rule's own unit (Heritrix's
 * milliseconds, StormCrawler's minutes, or cycles for a rule of our own); its constants {@code initial}, {@code min}
 * and {@code max} are the rule's, in that unit, and every updated interval is clamped to [min, max].
 *
 * <p>U reads {@link #UPDATE_INPUTS}: I (the interval before this visit), c (1 when this visit found a change, else 0),
 * e (cycles since the previous visit), n and X (visits and changes found before this visit), d (days per cycle of the
 * data, so that a rule kept in a crawler's unit converts its clock). S reads {@link #SCORE_INPUTS}: t (cycles since the
 * last visit), I, n, X (visits and changes found so far) and d. Before its first visit a page has t = the cycle (as if
 * visited at cycle 0, whose version the dataset knows) and I = initial: with a warm-up of at least one cycle, as every
 * spec here has, no scored page is unvisited.
 */
public record IntervalRule(String name, Expr update, Expr score, double initial, double min, double max) {
    public static final List<String> UPDATE_INPUTS = List.of("I", "c", "e", "n", "X", "d");
    public static final List<String> SCORE_INPUTS = List.of("t", "I", "n", "X", "d");
    /** The variables that belong to the adaptive form only: a score-only formula that reads one is refused. */
    public static final Set<String> STATE_VARIABLES = Set.of("I", "c", "e");
    /** The global safety range of a rule's constants, in its own unit. */
    public static final double SAFE_LOW = 1e-9, SAFE_HIGH = 1e15;

    public IntervalRule {
        if (!(min >= SAFE_LOW && min <= max && max <= SAFE_HIGH))
            throw new UserError("rule " + name + ": need " + SAFE_LOW + " <= min <= max <= " + SAFE_HIGH + ", got min "
                    + min + ", max " + max);
        if (!(initial >= min && initial <= max))
            throw new UserError(
                    "rule " + name + ": the initial interval " + initial + " is outside [" + min + ", " + max + "]");
    }

    /** Parses the two trees: each may read only its own inputs (one line naming a variable the other tree has). */
    public static IntervalRule parse(String name, String update, String score, double initial, double min, double max) {
        return new IntervalRule(
                name,
                parseTree("--update", update, UPDATE_INPUTS, SCORE_INPUTS),
                parseTree("--score", score, SCORE_INPUTS, UPDATE_INPUTS),
                initial,
                min,
                max);
    }

    private static Expr parseTree(String what, String text, List<String> inputs, List<String> other) {
        List<String> either = new ArrayList<>(inputs);
        for (String v : other) if (!either.contains(v)) either.add(v);
        Expr wide;
        try {
            wide = ExprParser.parse(text, either);
        } catch (UserError e) {
            throw new UserError(what + ": " + e.getMessage() + " (it may read " + String.join(", ", inputs) + ")");
        }
        for (String v : Expr.inputs(wide))
            if (!inputs.contains(v))
                throw new UserError(what + ": '" + v + "' is not an input of this tree (it may read "
                        + String.join(", ", inputs) + ")");
        return ExprParser.parse(text, inputs);
    }

    /** Refuses a score-only formula that reads the adaptive form's state (I, c or e), in one line. */
    public static void refuseStateIn(String formula, List<String> inputs) {
        refuseStateIn(formula, inputs, "formula", "give the rule as --update and --score");
    }

    /** As above, the message starting with {@code what} and ending with {@code instead}, what to do. */
    public static void refuseStateIn(String formula, List<String> inputs, String what, String instead) {
        List<String> wide = new ArrayList<>(inputs);
        for (String v : STATE_VARIABLES) if (!wide.contains(v)) wide.add(v);
        Expr e;
        try {
            e = ExprParser.parse(formula, wide);
        } catch (UserError other) {
            return; // not about the state: the formula's own parse says what is wrong
        }
        for (String v : Expr.inputs(e))
            if (STATE_VARIABLES.contains(v) && !inputs.contains(v))
                throw new UserError(
                        what + ": '" + v + "' is a variable of an interval rule's trees, not of a score; " + instead);
    }

    @Override
    public String toString() {
        return name + ": U = " + ExprFormat.infix(update) + ", S = " + ExprFormat.infix(score) + ", I0 = " + initial
                + ", I in [" + min + ", " + max + "]";
    }
}
