package io.crawlgp.experiment;

import io.crawlgp.util.UserError;
import java.util.Locale;

/**
 * The evidence a choice is made on: {@code choose = last-window} (the validation window just
 * before the test window, every protocol before it), {@code all-windows} (every window from the first after the
 * initial training part up to the test window) or {@code last-N} (the last N of them). It sets the validation score
 * GP4C_Best, _Sum and _Avg rank by, the score every tuned rule is chosen by, and so BestRule-tuned's: GP and the
 * engineer choose on the same evidence. The validation crawl runs from cycle 1 and is scored over the chosen windows;
 * windows before the last are also in the training part (a longer record, not an independent one). Under page and
 * site splits the validation part is a set of pages over the whole timeline, and only {@code last-window} is accepted.
 */
public final class Evidence {
    public static final String LAST_WINDOW = "last-window";
    public static final String ALL_WINDOWS = "all-windows";

    private Evidence() {}

    /** The setting as written (lower case), refused in one line unless it is one of the three forms and fits the split. */
    public static String check(String choose, Split split) {
        String c = choose == null ? LAST_WINDOW : choose.strip().toLowerCase(Locale.ROOT);
        windows(c);
        if (!c.equals(LAST_WINDOW) && !split.byTime())
            throw new UserError("choose = " + c + " chooses on time windows: set split = time (under split = "
                    + split.written() + " the validation part is a set of pages over the whole timeline)");
        return c;
    }

    /** The number of windows: 1, N, or every one ({@link Integer#MAX_VALUE}). */
    public static int windows(String choose) {
        if (choose.equals(LAST_WINDOW)) return 1;
        if (choose.equals(ALL_WINDOWS)) return Integer.MAX_VALUE;
        if (choose.startsWith("last-"))
            try {
                int n = Integer.parseInt(choose.substring("last-".length()));
                if (n >= 1) return n;
            } catch (NumberFormatException e) {
                // refused below
            }
        throw new UserError("choose = " + choose + ": expected last-window, all-windows or last-N (N >= 1 windows)");
    }
}
