package io.crawlgp.experiment;

import io.crawlgp.experiment.Evaluation.Contender;
import io.crawlgp.simulation.Policy;
import io.crawlgp.util.MethodId;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a learner returns (a Tribuo model with its provenance): the contenders it deploys, a policy per test fold each,
 * for the benchmark to evaluate on the shared test folds; or, for a learner that evaluates its own test folds in a run
 * folder of its own (GP4C's resumable runs), those runs ({@code tested}); the choices it made per fold
 * ({@link Choice}, written to tuned.csv); which of its contenders are bounds (oracles: reported, never ranked or
 * tested); what the learning cost, in seconds by part; and, for a learner that tests itself, its choices as policies
 * ({@code rescorable}: never tested again, only scored elsewhere, as on the held-out source's own validation window).
 */
public record Learned(
        List<Contender> deployed,
        List<FoldRun> tested,
        List<Choice> choices,
        List<String> bounds,
        Map<String, Double> seconds,
        List<Contender> rescorable) {
    public Learned {
        deployed = List.copyOf(deployed);
        tested = List.copyOf(tested);
        choices = List.copyOf(choices);
        bounds = List.copyOf(bounds);
        seconds = Collections.unmodifiableMap(new LinkedHashMap<>(seconds));
        rescorable = List.copyOf(rescorable);
    }

    public Learned(
            List<Contender> deployed,
            List<FoldRun> tested,
            List<Choice> choices,
            List<String> bounds,
            Map<String, Double> seconds) {
        this(deployed, tested, choices, bounds, seconds, List.of());
    }

    /** Fixed rules: the same policy on every fold, nothing chosen; the oracles among them are bounds. */
    public static Learned fixed(List<Policy> policies) {
        return new Learned(
                policies.stream().map(Contender::of).toList(),
                List.of(),
                List.of(),
                policies.stream().map(Policy::name).filter(MethodId::isOracle).toList(),
                Map.of());
    }

    /** The names it reports, in order: its deployed contenders', then its tested runs'. */
    public List<String> names() {
        List<String> out = new ArrayList<>();
        for (Contender c : deployed) if (!out.contains(c.name())) out.add(c.name());
        for (FoldRun r : tested) if (!out.contains(r.method())) out.add(r.method());
        return out;
    }
}
