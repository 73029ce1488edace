package io.crawlgp.evolution.ecj;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Set;
import org.junit.jupiter.api.Test;

/** The process's table of cluster runs (ECJ finds a run's objects by the id its parameters carry). */
class ClusterUnitsTest {
    @Test
    void twoRunsOfTheSameFoldAndSeedGetTheirOwnIdsAndNeverSeeEachOthersUnit() {
        String a = DistributedProblem.newId(0, 7, 0), b = DistributedProblem.newId(0, 7, 0);
        assertNotEquals(a, b, "the same fold, seed and attempt in two runs of one process");
        DistributedProblem.Unit ua = new DistributedProblem.Unit(null, 0, "a", null, 1, null, Set.of());
        DistributedProblem.Unit ub = new DistributedProblem.Unit(null, 0, "b", null, 1, null, Set.of());
        DistributedProblem.register(a, ua);
        DistributedProblem.register(b, ub);
        try {
            assertSame(ua, DistributedProblem.unit(a));
            assertSame(ub, DistributedProblem.unit(b));
            assertThrows(IllegalStateException.class, () -> DistributedProblem.register(a, ub));
            DistributedProblem.unregister(a);
            assertNull(DistributedProblem.unit(a));
            assertSame(ub, DistributedProblem.unit(b), "a run unregisters its own unit only");
        } finally {
            DistributedProblem.unregister(a);
            DistributedProblem.unregister(b);
        }
    }
}
