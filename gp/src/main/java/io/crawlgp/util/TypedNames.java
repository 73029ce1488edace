package io.crawlgp.util;

import java.util.Map;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A refusal names a setting as the user typed it: a record's check says {@code signalRecall must be in [0, 1]}, and
 * the user typed {@code --recall}; the command knows which option fills which setting, and renames it here.
 */
public final class TypedNames {
    private TypedNames() {}

    /** What {@code make} makes, its refusal worded with each setting's option ({@code names}: setting to option). */
    public static <T> T as(Map<String, String> names, Supplier<T> make) {
        try {
            return make.get();
        } catch (UserError e) {
            String m = e.getMessage();
            for (Map.Entry<String, String> n : names.entrySet())
                m = m.replaceAll(
                        "(?<![\\w.-])" + Pattern.quote(n.getKey()) + "(?![\\w-])",
                        Matcher.quoteReplacement(n.getValue()));
            throw new UserError(m);
        }
    }
}
