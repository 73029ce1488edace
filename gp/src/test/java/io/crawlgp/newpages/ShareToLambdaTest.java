package io.crawlgp.newpages;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** λ from the predicted share of visits in the first h hours: 1 − e^(−λh) = s (Ostroumova et al. §3). */
class ShareToLambdaTest {
    @ParameterizedTest(name = "share {0} in {1} h -> lambda {2}")
    @CsvSource({
        // s = 1 − e^(−1) in 1 h -> λ = 1
        "0.6321205588285577, 1, 1.0",
        // half the visits in 6 h -> λ = ln 2 / 6
        "0.5, 6, 0.11552453009332421",
        // clamped: a share of 0 or less counts as 0.001, of 1 or more as 0.999
        "0, 2, 5.002501667917e-4",
        "-3, 2, 5.002501667917e-4",
        "1, 2, 3.4538776394910684",
        "1.7, 2, 3.4538776394910684"
    })
    void lambdaPutsThatShareOfVisitsInTheFirstHours(double share, int hours, double lambda) {
        double l = PopularityModel.lambdaFromShare(share, hours);
        assertEquals(lambda, l, 1e-12);
        double s = Math.min(0.999, Math.max(0.001, share));
        assertEquals(
                s, 1 - Math.exp(-l * hours), 1e-12, "the exponential curve puts exactly that share in the first hours");
    }
}
