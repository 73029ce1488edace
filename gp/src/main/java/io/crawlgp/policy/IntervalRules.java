package io.crawlgp.policy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The production rules written as {@link IntervalRule}s (issue 45): each in its crawler's own unit and arithmetic, so
 * that it crawls page for page as its {@link AdaptiveIntervalPolicy} at the crawler's defaults (tested at daily and
 * weekly cycles). The faithful order ranks by t - I (due first), the ratio order by t / I, with I converted to cycles
 * as the policy does (milliseconds or minutes, then days, then cycles: the same double operations in the same order).
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
 * issue 45: a reference-time shift in the form, or a float operator).
 */
public final class IntervalRules {
    private IntervalRules() {}

    private static final String MS_TO_CYCLES = "I / 86400000 / d", MIN_TO_CYCLES = "I * 60000 / 86400000 / d";

    private static final Map<String, IntervalRule> RULES = new LinkedHashMap<>();

    private static void add(String crawler, String update, String toCycles, double i0, double min, double max) {
        RULES.put(crawler + "-rule", IntervalRule.parse(crawler + "-rule", update, "t - " + toCycles, i0, min, max));
        RULES.put(
                crawler + "-ratio-rule",
                IntervalRule.parse(crawler + "-ratio-rule", update, "t / (" + toCycles + ")", i0, min, max));
    }

    static {
        add("Heritrix", "if(c, floor(I / 1.5), floor(I * 1.5))", MS_TO_CYCLES, 86_400_000, 3_600_000, 2_419_200_000d);
        add("StormCrawler", "if(c, floor(0.5 * I + 30), min(floor(I * 1.5), 20160))", MIN_TO_CYCLES, 1440, 60, 20160);
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
}
