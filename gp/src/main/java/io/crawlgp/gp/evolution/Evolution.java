package io.crawlgp.gp.evolution;

import java.util.List;
import java.util.Map;

/** What one GP run leaves: the N_b archive (best first), per-generation figures, and the parameters the engine ran with. */
public record Evolution(
        List<ArchiveEntry> archive, List<GenerationStats> generations, Map<String, String> parameters) {}
