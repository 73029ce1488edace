package io.crawlgp.policy;

import io.crawlgp.util.MethodId;
import io.crawlgp.util.UserError;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The production rules written as {@link IntervalRule}s: each in its crawler's own unit and arithmetic, so
 * that it crawls page for page as its {@link AdaptiveIntervalPolicy} at the crawler's defaults (tested at daily and
 * weekly cycles). The faithful order ranks by t - I (due first), the ratio order by t / I, both as the policy's exact
 * keys over milliseconds (see {@link #score}).
 *
 * <ul>
 *   <li>Heritrix 1.x WaitEvaluator, milliseconds: U = if(c, floor(I / 1.5), floor(I * 1.5)), I0 = 86,400,000 (1 d),
 *       [3,600,000, 2,419,200,000] (1 h, 4 weeks). Java's {@code (long) (w / 1.5)} is floor for the positive waits.
 *   <li>StormCrawler AdaptiveScheduler, minutes: U = if(c, floor(0.5 * I + 30), min(floor(I * 1.5), 20160)), I0 =
 *       1,440, [60, 20,160]. The crawler computes in float: with its default rates (0.5) every product and sum of these
 *       integer minutes is exact in float and double alike, so the double tree truncates to the same int.
 * </ul>
 *
 * Nutch's AdaptiveFetchSchedule is not written here: with {@code sync_delta} the next fetch counts from a time shifted
 * back by 0.3 x the time since the last change, not from the last visit, so t is not the tree's t; and its float
 * rates 0.4 and 0.2 are not exact binary fractions, so a double tree rounds differently (left for the next step of
 * the adaptive form: a reference-time shift in the form, or a float operator).
 */
public final class IntervalRules {
    private static final double MS_PER_DAY = AdaptiveIntervalPolicy.MS_PER_DAY;

    private IntervalRules() {}

    /** The interval in exact milliseconds (Heritrix keeps ms, StormCrawler whole minutes). */
    private static final String MS = "I", MIN_TO_MS = "(I * 60000)";

    private static final Map<String, IntervalRule> RULES = new LinkedHashMap<>();

    static {
        for (AdaptiveIntervalPolicy.Rule rule :
                List.of(AdaptiveIntervalPolicy.Rule.HERITRIX, AdaptiveIntervalPolicy.Rule.STORMCRAWLER))
            for (AdaptiveIntervalPolicy.Order order : AdaptiveIntervalPolicy.Order.values()) {
                AdaptiveIntervalPolicy p = AdaptiveIntervalPolicy.of(rule, order);
                String name = AdaptiveIntervalPolicy.id(rule, order)
                        .with(MethodId.Variant.RULE)
                        .name();
                RULES.put(name, of(name, p));
            }
    }

    /**
     * A Heritrix or StormCrawler policy at its settings (defaults or a tuned grid point) as a pair, with the crawler's
     * unit conversions and integer rounding as {@link AdaptiveIntervalPolicy} does them:
     * <ul>
     *   <li>Heritrix, ms: U = if(c, floor(I / dec), floor(I * inc)); [round(min d), round(max d)]; I0 = round(I0 d),
     *       clamped into them (the crawler clamps the first wait too).
     *   <li>StormCrawler, min: U = if(c, floor((1 - dec) * I + dec * min), min(floor(I * (1 + inc)), max)) with the
     *       float constants the crawler computes; I0 = max(1, round(I0 d x 1440)) unclamped (the crawler does not clamp
     *       it), so the rule's clamps are [min, max(max, I0)]: the changed branch never exceeds the old interval, the
     *       unchanged branch caps itself at max, so the wider upper clamp never acts but to keep an I0 above max.
     * </ul>
     * Exact (bit for bit) whenever the float constants and products are exact in float, as for the defaults and every
     * point of the tuning grid (rates 0.25, 0.5, 0.75, 1; factors 1.1 to 3 act in double in both); Nutch is refused
     * (see the class comment).
     */
    public static IntervalRule of(String name, AdaptiveIntervalPolicy p) {
        AdaptiveIntervalPolicy.Settings s = p.settings();
        boolean ratio = p.order() == AdaptiveIntervalPolicy.Order.RATIO;
        return switch (p.rule()) {
            case HERITRIX -> {
                double min = Math.round(s.min() * MS_PER_DAY), max = Math.round(s.max() * MS_PER_DAY);
                double i0 = Math.min(max, Math.max(min, Math.round(s.i0() * MS_PER_DAY)));
                yield IntervalRule.parse(
                        name,
                        "if(c, floor(I / " + s.dec() + "), floor(I * " + s.inc() + "))",
                        score(MS, ratio),
                        i0,
                        min,
                        max);
            }
            case STORMCRAWLER -> {
                int min = (int) Math.max(1, Math.round(s.min() * 1440)),
                        max = (int) Math.max(1, Math.round(s.max() * 1440));
                int i0 = (int) Math.max(1, Math.round(s.i0() * 1440));
                float inc = (float) s.inc(), dec = (float) s.dec();
                // the crawler's float constants, written as their exact double values
                double keep = 1.0f - dec, toward = dec * min, grow = 1.0f + inc;
                yield IntervalRule.parse(
                        name,
                        "if(c, floor(" + keep + " * I + " + toward + "), min(floor(I * " + grow + "), " + max + "))",
                        score(MIN_TO_MS, ratio),
                        i0,
                        min,
                        Math.max(max, i0));
            }
            case NUTCH ->
                throw new UserError(name + ": Nutch's rule is not written as a pair (its sync_delta shifts the "
                        + "time the interval counts from)");
        };
    }

    /**
     * The policy's exact key ({@link AdaptiveSchedule#score}): the elapsed milliseconds t x d x
     * 86,400,000 and the interval's milliseconds are exact integers in double whenever a cycle is a whole number of
     * milliseconds (any whole number of days), so one division gives the policy's double bit for bit: ratio (t x d x
     * 86,400,000) / I_ms; due ((t x d x 86,400,000) - I_ms) / (d x 86,400,000).
     */
    private static String score(String intervalMs, boolean ratio) {
        String elapsedMs = "t * d * 86400000";
        return ratio ? elapsedMs + " / " + intervalMs : "(" + elapsedMs + " - " + intervalMs + ") / (d * 86400000)";
    }

    /** Every production rule's name as a pair: {@code Heritrix-rule}, {@code Heritrix-ratio-rule}, ... */
    public static List<String> names() {
        return List.copyOf(RULES.keySet());
    }

    /** The rule of this name, any case; null if there is none. */
    public static IntervalRule byName(String name) {
        for (Map.Entry<String, IntervalRule> e : RULES.entrySet())
            if (e.getKey().toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) return e.getValue();
        return null;
    }

    /**
     * The rule 'inspect run' is given (a production rule by name, or update and score trees with the interval
     * I0,MIN,MAX), or null for a formula; one line for a mix or a missing part.
     */
    public static IntervalRule fromParts(
            String formula, String update, String score, List<Double> interval, String ruleName, String name) {
        boolean own = update != null || score != null || interval != null;
        int given = (formula != null ? 1 : 0) + (own ? 1 : 0) + (ruleName != null ? 1 : 0);
        if (given != 1)
            throw new UserError("inspect run: give one of --formula, --rule, or --update with --score and --interval");
        if (ruleName != null) {
            IntervalRule r = byName(ruleName);
            if (r == null)
                throw new UserError("--rule: no rule '" + ruleName + "'; rules: " + String.join(", ", names()));
            return r;
        }
        if (!own) return null;
        if (update == null || score == null || interval == null)
            throw new UserError("an interval rule needs --update, --score and --interval together");
        if (interval.size() != 3) throw new UserError("--interval: expected I0,MIN,MAX, got " + interval);
        return IntervalRule.parse(name, update, score, interval.get(0), interval.get(1), interval.get(2));
    }
}
