package io.crawlgp.cli;

import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import io.crawlgp.util.RecordOverrides;
import java.lang.reflect.Field;
import java.util.Locale;
import picocli.CommandLine.IDefaultValueProvider;
import picocli.CommandLine.Option;

/**
 * Options of the simulated crawl (paper §5.2). Their defaults are {@link SimulationSettings#defaults()}'s, given to
 * picocli by {@link #DEFAULTS}: one default per setting, written once.
 */
public final class SimulationOptions {
    /** The defaults of these options, read from the settings record by field name (tie-break in lower case). */
    static final IDefaultValueProvider DEFAULTS = arg -> {
        if (!(arg.userObject() instanceof Field f) || f.getDeclaringClass() != SimulationOptions.class) return null;
        String v = RecordOverrides.describe(SimulationSettings.defaults()).get(f.getName());
        return v == null ? null : v.toLowerCase(Locale.ROOT);
    };

    @Option(
            names = "--budget",
            paramLabel = "SHARE",
            description =
                    "Share of pages crawled per cycle after warm-up: k = floor(SHARE * pages). Paper: 0.05. Default: ${DEFAULT-VALUE}.")
    double budget;

    @Option(
            names = "--warmup",
            paramLabel = "W",
            description =
                    "Warm-up cycles 1..W that crawl every page to build statistics. Paper: 2. Default: ${DEFAULT-VALUE}.")
    int warmup;

    @Option(
            names = "--tie-break",
            paramLabel = "MODE",
            converter = TieBreakConverter.class,
            description =
                    "Order of pages with equal scores: 'random' (a seeded random order per cycle) or 'index' (lower row first). Default: ${DEFAULT-VALUE}.")
    TieBreak tieBreak;

    @Option(
            names = "--seed",
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
