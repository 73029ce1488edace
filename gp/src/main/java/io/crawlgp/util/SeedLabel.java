package io.crawlgp.util;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A named stream of seeds: the label {@link Seeds#derive} mixes in, the coordinates it takes and what it drives. The
 * code that derives a seed and the provenance that records how uses the same constant, so the two cannot drift.
 */
public record SeedLabel(String label, String coordinates, String purpose) {
    /** The seed of this stream at these coordinates. */
    public long derive(long seed, long... coordinates) {
        return Seeds.derive(seed, label, coordinates);
    }

    /** The provenance entry of a run's seeds: the master seed and every label it used, with coordinates and purpose. */
    public static Map<String, Object> describe(long master, List<SeedLabel> labels) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("master", master);
        Map<String, String> streams = new LinkedHashMap<>();
        for (SeedLabel l : labels)
            streams.put(
                    l.label(),
                    "Seeds.derive(master, \"" + l.label() + "\""
                            + (l.coordinates().isEmpty() ? "" : ", " + l.coordinates()) + "): " + l.purpose());
        out.put("streams", streams);
        return out;
    }
}
