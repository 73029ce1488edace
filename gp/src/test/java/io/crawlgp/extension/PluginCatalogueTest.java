package io.crawlgp.extension;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.cli.Main;
import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.experiment.Reproduction;
import io.crawlgp.feature.CrawlFeatures;
import io.crawlgp.metric.Metrics;
import io.crawlgp.policy.Policies;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.MethodId;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 77, item 2: with a plug-in's metric, input, policy family and variant in the catalogues ({@link TestExtension},
 * registered for the whole test run), every test passes and a committed results folder reproduces byte for byte: a
 * registry is a catalogue, not a run's input.
 */
class PluginCatalogueTest {
    @Test
    void thePluginsEntriesAreInTheCatalogues() {
        assertEquals("agesharetest", Metrics.byName("AgeShareTest").name());
        assertTrue(CrawlFeatures.ALL.contains(TestExtension.T_SQUARED));
        assertTrue(Policies.names().contains("AgeTest"));
        MethodId id = MethodId.parse("AgeTest-signal-half");
        assertEquals(List.of("signal", TestExtension.HALF), id.variants());
        assertEquals(
                "AgeTest-signal-half", Policies.byName("agetest-signal-half").name());
        // the plug-in's variant ranks as its base: the same pages are crawled every cycle
        ChangeHistory h = DatasetSpec.of("synthetic:pages=200,cycles=15").load().history();
        SimulationSettings s = SimulationSettings.defaults().withBudget(0.1);
        assertArrayEquals(
                CrawlSimulator.run(h, Policies.byName("Age"), s).found(),
                CrawlSimulator.run(h, Policies.byName("AgeTest-half"), s).found());
        // and joins no default line-up
        assertTrue(!Policies.lineUp().contains("AgeTest"));
        assertTrue(!Metrics.RECORDED.contains(TestExtension.STALE_SHARE));
    }

    @Test
    void aCommittedFolderReproducesWithThePlugInLoaded() {
        // baselines on the embedded synthetic data: the default line-up and every recorded metric
        Reproduction.Outcome o = Reproduction.check(Path.of("../results/capture-thinning-full"), args -> {
            StringWriter err = new StringWriter();
            int code = Main.execute(
                    new PrintWriter(new StringWriter()), new PrintWriter(err), args.toArray(String[]::new));
            return code == 0 ? null : err.toString();
        });
        assertEquals("reproduced", o.status(), o.detail());
    }
}
