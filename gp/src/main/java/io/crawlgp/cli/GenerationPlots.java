package io.crawlgp.cli;

import java.nio.file.Path;
import java.util.List;

/** Best fitness per generation; filled in by the GP module. */
final class GenerationPlots {
    private GenerationPlots() {}

    static List<Path> draw(Path results, Path out, String name) {
        return List.of();
    }
}
