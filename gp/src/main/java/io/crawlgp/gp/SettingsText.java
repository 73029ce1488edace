package io.crawlgp.gp;

import io.crawlgp.util.RecordOverrides;

/** GP4C's settings as text: as a user writes them, and the canonical form a run's hash is made of. */
public final class SettingsText {
    private SettingsText() {}

    /** The settings as a user writes them (lower-case choices, "unlimited"): settings.properties, read back the same. */
    public static String written(GpSettings s) {
        StringBuilder sb = new StringBuilder();
        RecordOverrides.asWritten(s)
                .forEach((k, v) -> sb.append(k).append(" = ").append(v).append('\n'));
        return sb.toString();
    }

    /**
     * The canonical settings text the run's hash is made of (unchanged since runs were first committed, so they
     * resume); also what a cluster worker compares with its master's.
     */
    public static String canonical(GpSettings s) {
        StringBuilder sb = new StringBuilder();
        RecordOverrides.describe(s)
                .forEach((k, v) -> sb.append(k).append(" = ").append(v).append('\n'));
        return sb.toString();
    }
}
