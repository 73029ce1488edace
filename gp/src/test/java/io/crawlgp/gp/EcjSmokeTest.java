package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.GeneratorSettings;
import io.crawlgp.dataset.SyntheticChangeGenerator;
import io.crawlgp.gp.ecj.EcjEvolution;
import io.crawlgp.util.RecordOverrides;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EcjSmokeTest {
    @Test
    void tinyRun() {
        ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(400, 20, 1));
        GpSettings s = RecordOverrides.apply(GpSettings.paper(), Map.of("population", "40", "generations", "3"));
        CrawlFitness f = new CrawlFitness(h, s.simulation(), s.fitness());
        EcjEvolution.Outcome o = EcjEvolution.run(s, 7, f, () -> {});
        System.out.println(o.archive().subList(0, 5));
        System.out.println(o.generations());
        assertEquals(3, o.generations().size());
    }
}
