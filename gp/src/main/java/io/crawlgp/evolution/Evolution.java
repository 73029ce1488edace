package io.crawlgp.evolution;

import java.util.List;
import java.util.Map;

/**
 * What one GP run leaves: the N_b archive (best first), per-generation figures, the parameters the engine ran with,
 * and, with a size objective ({@link Breeding#sizeObjective}), the last generation's non-dominated trees (by training
 * fitness and size; distinct simplified formulas, smallest first), else empty.
 */
public record Evolution(
        List<ArchiveEntry> archive,
        List<GenerationStats> generations,
        Map<String, String> parameters,
        List<ArchiveEntry> front) {
    public Evolution {
        front = front == null ? List.of() : List.copyOf(front);
    }
}
