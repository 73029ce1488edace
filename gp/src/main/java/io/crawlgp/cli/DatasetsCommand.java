package io.crawlgp.cli;

import io.crawlgp.dataset.DatasetTools;
import io.crawlgp.dataset.GeneratorSettings;
import io.crawlgp.util.RecordOverrides;
import java.nio.file.Path;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Generate and describe change-history datasets. */
@Command(name = "datasets", mixinStandardHelpOptions = true, description = "Generate and describe change-history datasets.")
public final class DatasetsCommand extends ParentCommand {
    @Command(name = "generate", mixinStandardHelpOptions = true,
            description = "Write a seeded synthetic change history (Poisson pages with heavy-tailed rates, periodic pages, "
                    + "bursty Markov-modulated pages, site-level shocks; see README 'Synthetic data') as DIR/pages.csv.")
    void generate(@Option(names = "--out", required = true, paramLabel = "DIR", description = "Output folder (created).") Path out,
                  @Option(names = "--pages", defaultValue = "5000", description = "Number of pages. Default: ${DEFAULT-VALUE}.") int pages,
                  @Option(names = "--cycles", defaultValue = "57", description = "Number of cycles (57 = BRDC'12's days). Default: ${DEFAULT-VALUE}.") int cycles,
                  @Option(names = "--seed", defaultValue = "1", description = "Generator seed. Default: ${DEFAULT-VALUE}.") long seed,
                  @Option(names = "--set", paramLabel = "NAME=VALUE", description = "Override a generator setting (repeatable), e.g. --set shareBursty=0.4. "
                          + "Names: the components of GeneratorSettings listed in the README.") Map<String, String> set) {
        DatasetTools.generate(RecordOverrides.apply(GeneratorSettings.of(pages, cycles, seed), set == null ? Map.of() : set), out, Main.invocation, out());
    }

    @Command(name = "describe", mixinStandardHelpOptions = true,
            description = "Pages, cycles, change rate per cycle and the distribution of changes per page of a dataset.")
    void describe(@Mixin DatasetOptions dataset,
                  @Option(names = "--per-cycle-out", paramLabel = "FILE", description = "Also write the changes of every cycle as CSV (cycle,changed,rate).") Path perCycleOut) {
        DatasetTools.describe(dataset.spec(), perCycleOut, out());
    }
}
