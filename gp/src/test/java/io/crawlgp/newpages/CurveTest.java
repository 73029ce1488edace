package io.crawlgp.newpages;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.util.Seeds;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The mixed family's shapes: their samplers against closed forms, their shares, and the exponential pages untouched. */
class CurveTest {
    @Test
    void thePowerLawSamplerInvertsItsDistribution() {
        // density ∝ (τ + t)^(−β) on [0, H): F(t) = ((τ+t)^(1−β) − τ^(1−β)) / ((τ+H)^(1−β) − τ^(1−β)); check F(x(u)) = u
        for (double beta : Curve.POWER_LAW_BETAS)
            for (double u : new double[] {0.01, 0.25, 0.5, 0.9}) {
                double tau = 4, h = 168, x = Curve.powerLaw(u, beta, tau, h), e = 1 - beta;
                assertEquals(
                        u,
                        (Math.pow(tau + x, e) - Math.pow(tau, e)) / (Math.pow(tau + h, e) - Math.pow(tau, e)),
                        1e-9,
                        "beta " + beta);
            }
    }

    @Test
    void everyShapeGivesAllItsVisitsInsideTheHorizon() {
        SplittableRandom r = new SplittableRandom(3);
        for (Curve c : Curve.values())
            for (int trial = 0; trial < 200; trial++) {
                int a = r.nextInt(300);
                double lambda = 0.005 + r.nextDouble();
                double[] t = c.times(a, lambda, 48, r);
                assertEquals(a, t.length);
                for (double x : t) assertTrue(x >= 0 && x < 48, c + ": " + x);
            }
    }

    @Test
    void theDelayedPeakPeaksLaterThanTheExponential() {
        // Gamma(3, 1/(3λ)) has its median near 0.89/λ; the exponential's is ln 2/λ = 0.69/λ
        SplittableRandom r = new SplittableRandom(4);
        double[] g = Curve.DELAYED_PEAK.times(20000, 0.1, 10_000, r),
                x = Curve.EXPONENTIAL.times(20000, 0.1, 10_000, r);
        Arrays.sort(g);
        Arrays.sort(x);
        assertEquals(8.91, g[10000], 0.3);
        assertEquals(6.93, x[10000], 0.3);
    }

    @Test
    void sharesAreAsStatedAndExponentialPagesEqualTheExponentialFamily() {
        int[] n = new int[Curve.values().length];
        for (int i = 0; i < 20000; i++)
            n[Curve.pick(new SplittableRandom(Seeds.derive(1, "curve", i))).ordinal()]++;
        for (Curve c : Curve.values())
            assertEquals(Curve.SHARES[c.ordinal()], n[c.ordinal()] / 20000.0, 0.015, c.name());
        NewPageGeneratorSettings exp = new NewPageGeneratorSettings(400, 20, 10, 48, 5, 0.5, 7);
        NewPageGeneratorSettings mixed = new NewPageGeneratorSettings(400, 20, 10, 48, 5, 0.5, 7, "mixed");
        NewPageSet a = NewPageGenerator.generate(exp), b = NewPageGenerator.generate(mixed);
        int same = 0, exponential = 0;
        for (int i = 0; i < 400; i++) {
            boolean isExp = Curve.pick(new SplittableRandom(Seeds.derive(7, "curve", i))) == Curve.EXPONENTIAL;
            assertEquals(a.pages().get(i).url(), b.pages().get(i).url(), "features are the same in both families");
            assertEquals(
                    Arrays.stream(a.pages().get(i).visits()).sum(),
                    Arrays.stream(b.pages().get(i).visits()).sum(),
                    "so is A");
            if (isExp) {
                exponential++;
                if (Arrays.equals(a.pages().get(i).visits(), b.pages().get(i).visits())) same++;
            }
        }
        assertEquals(exponential, same, "an exponential page of the mixed family is the exponential family's page");
    }
}
