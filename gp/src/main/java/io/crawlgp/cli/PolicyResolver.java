package io.crawlgp.cli;

import io.crawlgp.policy.Baselines;
import io.crawlgp.simulation.Policy;

/** Turns a policy name typed by the user into a policy. */
final class PolicyResolver {
    private PolicyResolver() {}

    static Policy resolve(String name) {
        return Baselines.byName(name);
    }
}
