package io.crawlgp.policy;

import io.crawlgp.simulation.Policy;
import io.crawlgp.util.MethodId;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * What a plug-in adds to the policy registry, found by {@link java.util.ServiceLoader} when {@link Policies} is first
 * used (a {@code META-INF/services/io.crawlgp.policy.PolicyExtension} file on the class path names the class): peers
 * runnable by name, and the meaning of the variants it adds to the grammar of names ({@link MethodId.MethodExtension}).
 * A registry is a catalogue, not a run's input: what a plug-in adds joins no line-up and changes no committed folder.
 */
public interface PolicyExtension {
    /** A peer: its registered name, the settings it takes (any other is refused), and how it is made from them. */
    record Peer(String name, Set<String> settings, BiFunction<PolicyParams, String, Policy> make) {}

    /**
     * A variant's meaning: the policy an id carrying it names (its settings parsed), made from the policy of the id
     * without it ({@code Policies.byName(id.without(variant))}).
     */
    record Wrapper(MethodId.Variant variant, BiFunction<MethodId, PolicyParams, Policy> make) {}

    default List<Peer> peers() {
        return List.of();
    }

    default List<Wrapper> wrappers() {
        return List.of();
    }
}
