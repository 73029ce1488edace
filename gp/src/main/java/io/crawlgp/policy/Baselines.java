package io.crawlgp.policy;

import io.crawlgp.simulation.ScoreFunction;
import io.crawlgp.util.UserError;
import io.crawlgp.simulation.Policy;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/** The paper's baselines (§5.1) and the oracle bound, by name. */
public final class Baselines {
    private Baselines() {}

    /** CG (Cho and Garcia-Molina 2003; paper §5.1, Eq. 1): -ln((n - X + 0.5) / (n + 0.5)). */
    public static final ScoreFunction CG = (n, x, t) -> -Math.log((n - x + 0.5) / (n + 0.5));
    /** Age (paper §5.1): the number of cycles t since the last visit. */
    public static final ScoreFunction AGE = (n, x, t) -> t;

    private static final Map<String, Supplier<Policy>> REGISTRY = new LinkedHashMap<>();

    static {
        REGISTRY.put("Rand", RandomPolicy::new);
        REGISTRY.put("Age", () -> new ScoreFunctionPolicy("Age", AGE));
        REGISTRY.put("NAD", () -> new TanMitraPolicy(TanMitraPolicy.Scheme.NAD));
        REGISTRY.put("SAD", () -> new TanMitraPolicy(TanMitraPolicy.Scheme.SAD));
        REGISTRY.put("AAD", () -> new TanMitraPolicy(TanMitraPolicy.Scheme.AAD));
        REGISTRY.put("GAD", () -> new TanMitraPolicy(TanMitraPolicy.Scheme.GAD));
        REGISTRY.put("CG", () -> new ScoreFunctionPolicy("CG", CG));
        REGISTRY.put("Oracle", OraclePolicy::new);
    }

    /** Names in the paper's table order, then Oracle. */
    public static List<String> names() {
        return List.copyOf(REGISTRY.keySet());
    }

    /** The seven baselines of Table 2, without the oracle. */
    public static List<String> paperBaselines() {
        List<String> out = new ArrayList<>(REGISTRY.keySet());
        out.remove("Oracle");
        return out;
    }

    /** Looks a baseline up by name, case-insensitively. */
    public static Policy byName(String name) {
        for (Map.Entry<String, Supplier<Policy>> e : REGISTRY.entrySet()) {
            if (e.getKey().toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) return e.getValue().get();
        }
        throw new UserError("unknown policy '" + name + "'; known: " + String.join(", ", REGISTRY.keySet()));
    }
}
