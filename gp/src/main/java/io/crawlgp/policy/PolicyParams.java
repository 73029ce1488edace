package io.crawlgp.policy;

import io.crawlgp.util.UserError;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A policy named with optional settings, {@code Nutch} or {@code Nutch(max=30, I0=2)}: the way a peer's alternative
 * settings (a paper's other choice, a crawler's non-default configuration) are run without code. Every key must be one
 * the policy knows; values are numbers.
 */
public final class PolicyParams {
    private final String name;
    private final Map<String, Double> values;

    private PolicyParams(String name, Map<String, Double> values) {
        this.name = name;
        this.values = values;
    }

    /** Parses {@code Name} or {@code Name(key=value, ...)}; a one-line user error for anything else. */
    public static PolicyParams parse(String spec) {
        String s = spec.strip();
        int open = s.indexOf('(');
        if (open < 0) return new PolicyParams(s, new LinkedHashMap<>());
        if (!s.endsWith(")"))
            throw new UserError("policy '" + spec + "': expected Name(key=value, ...) with a closing ')'");
        Map<String, Double> values = new LinkedHashMap<>();
        String inner = s.substring(open + 1, s.length() - 1).strip();
        if (!inner.isEmpty()) {
            for (String part : inner.split(",")) {
                int eq = part.indexOf('=');
                if (eq < 0)
                    throw new UserError("policy '" + spec + "': expected key=value, got '" + part.strip() + "'");
                String key = part.substring(0, eq).strip();
                String raw = part.substring(eq + 1).strip();
                // keys are case-insensitive, so max=1,MAX=2 is the same setting twice: refused, not last-wins
                for (String seen : values.keySet())
                    if (seen.equalsIgnoreCase(key))
                        throw new UserError(
                                "policy '" + spec + "': setting '" + key + "' is given twice; give each setting once");
                try {
                    double v = Double.parseDouble(raw);
                    if (!Double.isFinite(v)) throw new NumberFormatException();
                    values.put(key, v);
                } catch (NumberFormatException e) {
                    throw new UserError(
                            "policy '" + spec + "': value of '" + key + "' must be a finite number, got '" + raw + "'");
                }
            }
        }
        return new PolicyParams(s.substring(0, open).strip(), values);
    }

    public String name() {
        return name;
    }

    public boolean isEmpty() {
        return values.isEmpty();
    }

    /** Refuses keys outside {@code known} (case-insensitive), naming them and the known ones. */
    public PolicyParams allow(String policy, Set<String> known) {
        for (String key : values.keySet()) {
            boolean ok = known.stream().anyMatch(k -> k.equalsIgnoreCase(key));
            if (!ok)
                throw new UserError("policy " + policy + " has no setting '" + key + "'; known: "
                        + (known.isEmpty() ? "none" : String.join(", ", new TreeSet<>(known))));
        }
        return this;
    }

    /** The value of {@code key} (case-insensitive), or {@code fallback}; checked against [min, max]. */
    public double get(String key, double fallback, double min, double max) {
        double v = fallback;
        for (Map.Entry<String, Double> e : values.entrySet()) {
            if (e.getKey().toLowerCase(Locale.ROOT).equals(key.toLowerCase(Locale.ROOT))) v = e.getValue();
        }
        if (v < min || v > max)
            throw new UserError("policy " + name + ": " + key + " must be in [" + min + ", " + max + "], got " + v);
        return v;
    }
}
