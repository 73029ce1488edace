package io.crawlgp.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.crawlgp.util.UserError;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A tuned variant's grid by hand: the defaults first, the first axis slowest, time axes in days, values as written. */
class TuningSpaceTest {
    @Test
    void theGridIsTheDefaultsThenEveryPointFirstAxisSlowest() {
        // BinaryLambdaCrawl: eps 6 values x smoothing 3 values, neither in cycles
        TuningSpace s = TuningSpace.of("binarylambdacrawl");
        assertEquals(1 + 6 * 3, s.size());
        List<String> p = s.points(7);
        assertEquals(s.size(), p.size());
        assertEquals("BinaryLambdaCrawl", p.get(0));
        assertEquals("BinaryLambdaCrawl(eps=0,smoothing=0.25)", p.get(1));
        assertEquals("BinaryLambdaCrawl(eps=0,smoothing=0.5)", p.get(2));
        assertEquals("BinaryLambdaCrawl(eps=0,smoothing=1)", p.get(3));
        assertEquals("BinaryLambdaCrawl(eps=0.1,smoothing=0.25)", p.get(4));
        assertEquals("BinaryLambdaCrawl(eps=0.8,smoothing=1)", p.get(18));
        assertEquals("BinaryLambdaCrawl-tuned", s.tunedName());
    }

    @Test
    void timeAxesAreWrittenInDaysAtTheDatasetsCycleLength() {
        // StormCrawler: I0 {1, 8} and max {4, 64} cycles, inc and dec unitless; 2 x 2 x 3 x 3 = 36 points
        TuningSpace s = TuningSpace.of("StormCrawler");
        assertEquals(37, s.size());
        assertEquals("StormCrawler(I0=1,max=4,inc=0.25,dec=0.25)", s.points(1).get(1));
        assertEquals("StormCrawler(I0=7,max=28,inc=0.25,dec=0.25)", s.points(7).get(1));
        assertEquals(
                "StormCrawler(I0=0.5,max=2,inc=0.25,dec=0.5)", s.points(0.5).get(2));
        assertEquals("StormCrawler(I0=56,max=448,inc=1,dec=0.75)", s.points(7).get(36));
    }

    @Test
    void aValueIsWrittenAsTheShortestDecimalThatReadsBack() {
        assertEquals("3", TuningSpace.format(3.0));
        assertEquals("-2", TuningSpace.format(-2.0));
        assertEquals("0.1", TuningSpace.format(0.1));
        assertEquals("1.0E15", TuningSpace.format(1e15)); // beyond the whole-number form
        assertEquals("999999999999999", TuningSpace.format(999999999999999.0));
        UserError e = assertThrows(UserError.class, () -> TuningSpace.of("Nope"));
        assertEquals(
                "no tuned variant of 'Nope'; tunable: " + String.join(", ", TuningSpace.families())
                        + ", and the site variants Nutch-ratio-site, Heritrix-ratio-site, StormCrawler-ratio-site,"
                        + " ChoGM-site; and each tunable family with signals first, NAME-signal",
                e.getMessage());
    }
}
