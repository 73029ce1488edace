package io.crawlgp.evolution.ecj;

import io.crawlgp.evolution.Evolver;

/** The GP engines a problem can be handed; only the gp package sees the ECJ package behind them. */
public final class Evolvers {
    private Evolvers() {}

    /** The default engine: ECJ 22. */
    public static Evolver ecj() {
        return new EcjEvolver();
    }
}
