package io.crawlgp.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.policy.Policies;
import io.crawlgp.policy.ReadsSignals;
import io.crawlgp.policy.SiteBoostPolicy;
import io.crawlgp.policy.TuningSpace;
import io.crawlgp.util.MethodId.Learning;
import io.crawlgp.util.MethodId.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A method's name is parsed once and rendered once: every name the registries make reads back as the id it was made
 * from, and the name of every id reads back as itself. The cases come from the registries, so registering a policy, a
 * tuned family or a variant adds cases here without a line of this test changing.
 */
class MethodIdTest {
    /** Every name a registry makes: the policies, their tuned and pooled forms, the site and signal variants. */
    static List<String> registeredNames() {
        List<String> out = new ArrayList<>(Policies.names());
        for (String f : TuningSpace.families()) {
            out.add(TuningSpace.of(f).tunedName());
            out.add(TuningSpace.of(f).pooledName());
            out.add(MethodId.parse(f)
                    .with(Variant.SIGNAL)
                    .learning(Learning.TUNED)
                    .name());
        }
        for (MethodId b : SiteBoostPolicy.BASES) {
            out.add(b.with(Variant.SITE).name());
            out.add(b.with(Variant.SITE).learning(Learning.TUNED).name());
        }
        for (String p : Policies.names()) {
            out.add(MethodId.parse(p).with(Variant.SIGNAL).name());
            out.add(MethodId.parse(p)
                    .with(Variant.SIGNAL)
                    .with(Variant.FULLVIEW)
                    .name());
        }
        return out;
    }

    @Test
    void everyRegisteredNameReadsBackAsItself() {
        for (String name : registeredNames()) {
            MethodId id = MethodId.parse(name);
            assertEquals(name, id.name(), name);
            assertEquals(id, MethodId.parse(id.name()), name);
            assertFalse(id.isGp(), name);
        }
    }

    @Test
    void everyRunnableVariantIsRunByTheNameItsIdRenders() {
        // a policy's name in results is its id's name: what the suite wrote, in the registered case
        for (String p : Policies.names()) {
            assertEquals(p, Policies.byName(p.toLowerCase(Locale.ROOT)).name(), p);
            if (Policies.byName(p) instanceof ReadsSignals) continue; // its signals-first wrapper is refused
            String signal = MethodId.parse(p).with(Variant.SIGNAL).name();
            assertEquals(signal, Policies.byName(signal).name(), signal);
        }
        for (MethodId b : SiteBoostPolicy.BASES) {
            String site = b.with(Variant.SITE).settings("(b=1)").name();
            assertEquals(site, Policies.byName(site).name());
        }
    }

    @Test
    void aNameIsTakenApartByHand() {
        MethodId id = MethodId.parse("Heritrix-ratio-site-tuned");
        assertEquals("Heritrix", id.family());
        assertEquals(List.of("ratio", "site"), id.variants());
        assertEquals(Learning.TUNED, id.learning());
        assertEquals("Heritrix-ratio-site", id.learning(Learning.FIXED).name());
        assertEquals("Heritrix-ratio-site-pooled", id.learning(Learning.POOLED).name());

        MethodId set = MethodId.parse("Nutch(max=30, I0=2)");
        assertEquals("Nutch", set.family());
        assertEquals("(max=30, I0=2)", set.settings());
        assertEquals("Nutch", set.bare().name());
        assertEquals(Learning.FIXED, set.learning());

        MethodId best = MethodId.parse("bestrule-tuned");
        assertEquals(Learning.CHOSEN, best.learning());
        assertEquals("BestRule-tuned", best.name());

        MethodId told = MethodId.parse("Age-signal-fullview");
        assertEquals(List.of("signal", "fullview"), told.variants());
        assertTrue(told.isOracle());
        assertFalse(MethodId.parse("Age-signal").isOracle());
        assertTrue(MethodId.parse("Oracle").isOracle());
        assertTrue(MethodId.parse("RB-3D-fullview").isOracle());
        assertEquals("RB-3D", MethodId.parse("RB-3D-fullview").family());
    }

    @Test
    void variantsOutOfOrderTwiceOrAloneAreRefusedInOneLine() {
        for (String bad : List.of("ChoGM-signal-site", "Nutch-ratio-ratio", "Nutch-tuned-tuned", "-signal", "-tuned"))
            assertThrows(UserError.class, () -> MethodId.parse(bad), bad);
        UserError e = assertThrows(UserError.class, () -> MethodId.parse("ChoGM-signal-site"));
        assertTrue(MethodId.grammar().startsWith("[-ratio][-rule][-site][-signal][-fullview]"), MethodId.grammar());
        assertEquals(
                "method 'ChoGM-signal-site': variants are written once each, in the order FAMILY" + MethodId.grammar()
                        + "[-tuned|-pooled]",
                e.getMessage());
    }

    @Test
    void aGpRunIsKnownByItsLabelNotItsSpelling() {
        MethodId evolved = MethodId.gp("Evolved", "experiments/x.properties");
        assertTrue(evolved.isGp());
        assertEquals("Evolved", evolved.name());
        assertFalse(evolved.isOracle());
        assertNull(evolved.runLabel());
        // a results table without its run's ids: GP4C's own names are GP, anything else a rule
        MethodId labelled = MethodId.ofResult("GP4C-content_Best");
        assertTrue(labelled.isGp());
        assertEquals(GpVariant.BEST, labelled.aggregation());
        assertEquals("content", labelled.runLabel());
        assertEquals("content", MethodId.ofResult("GP4C-content").runLabel());
        assertNull(MethodId.ofResult("GP4C-content").aggregation());
        assertEquals(GpVariant.SUM, MethodId.ofResult("GP4C_Sum").aggregation());
        assertEquals("nxt_Best", MethodId.ofResult("GP4C_Best").relabelled("nxt"));
        assertEquals("nxt:Age", MethodId.ofResult("Age").relabelled("nxt"));
        assertFalse(MethodId.ofResult("Evolved").isGp());
        assertFalse(MethodId.ofResult("GPx").isGp());
        // a name outside the grammar is a family of its own, not an error, when read from a table
        assertEquals("ChoGM-signal-site", MethodId.ofResult("ChoGM-signal-site").family());
    }
}
