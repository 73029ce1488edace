package io.crawlgp.cli;

import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import picocli.CommandLine.Option;

/** Options of the simulated crawl (paper §5.2). */
public final class SimulationOptions {
    @Option(
            names = "--budget",
            defaultValue = "0.05",
            paramLabel = "SHARE",
            description =
                    "Share of pages crawled per cycle after warm-up: k = floor(SHARE * pages). Paper: 0.05. Default: ${DEFAULT-VALUE}.")
    double budget;

    @Option(
            names = "--warmup",
            defaultValue = "2",
            paramLabel = "W",
            description =
                    "Warm-up cycles 1..W that crawl every page to build statistics. Paper: 2. Default: ${DEFAULT-VALUE}.")
    int warmup;

    @Option(
            names = "--tie-break",
            defaultValue = "random",
            paramLabel = "MODE",
            converter = TieBreakConverter.class,
            description =
                    "Order of pages with equal scores: 'random' (a seeded random order per cycle) or 'index' (lower row first). Default: ${DEFAULT-VALUE}.")
    TieBreak tieBreak;

    @Option(
            names = "--seed",
            defaultValue = "1",
            paramLabel = "S",
            description =
                    "Seed of every random choice (folds, tie-breaks, Rand). Same seed, same results. Default: ${DEFAULT-VALUE}.")
    long seed;

    public SimulationSettings settings() {
        return new SimulationSettings(budget, warmup, tieBreak, seed);
    }

    /** Accepts random/index in any case. */
    public static final class TieBreakConverter implements picocli.CommandLine.ITypeConverter<TieBreak> {
        @Override
        public TieBreak convert(String value) {
            for (TieBreak t : TieBreak.values()) if (t.name().equalsIgnoreCase(value)) return t;
            throw new picocli.CommandLine.TypeConversionException("expected 'random' or 'index', got '" + value + "'");
        }
    }
}
