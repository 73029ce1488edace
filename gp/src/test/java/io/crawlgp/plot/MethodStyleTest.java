package io.crawlgp.plot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.content.prediction.ContentSettings;
import io.crawlgp.newpages.OrderingPolicy;
import io.crawlgp.policy.Policies;
import io.crawlgp.threads.ThreadsSettings;
import java.awt.Color;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.ValueAxis;
import org.junit.jupiter.api.Test;

class MethodStyleTest {
    @Test
    void aVariantKeepsItsFamilysColourAndDiffersByDash() {
        assertEquals("Nutch", MethodStyle.family("Nutch(max=30)"));
        assertEquals("Nutch", MethodStyle.family("Nutch-ratio-tuned"));
        assertEquals("StormCrawler", MethodStyle.family("StormCrawler-tuned"));
        assertEquals("RB-3D", MethodStyle.family("RB-3D-fullview"));
        assertEquals("GP4C_Sum", MethodStyle.family("GP4C-nXt_Sum"));
        assertEquals("GP4C", MethodStyle.family("GP4C-peers"));
        assertEquals("Heritrix", MethodStyle.family("Heritrix-ratio-site-tuned"));
        MethodStyle.Style plain = MethodStyle.of("Nutch");
        float hue = Color.RGBtoHSB(
                plain.colour().getRed(),
                plain.colour().getGreen(),
                plain.colour().getBlue(),
                null)[0];
        Set<Color> shades = new HashSet<>(List.of(plain.colour()));
        for (String v :
                List.of("Nutch(max=30)", "Nutch-tuned", "Nutch-ratio", "Nutch-ratio-tuned", "Nutch-ratio-site-tuned")) {
            Color c = MethodStyle.of(v).colour();
            // the family's hue, in a shade of the variant's own (bars must tell variants apart)
            assertEquals(hue, Color.RGBtoHSB(c.getRed(), c.getGreen(), c.getBlue(), null)[0], 0.02f, v);
            assertTrue(shades.add(c), v + " shares a shade with another variant");
            assertNotEquals(null, MethodStyle.of(v).dash(), v + " is not drawn solid like Nutch");
        }
        assertNull(plain.dash());
        assertNotEquals(
                List.of(MethodStyle.of("Nutch-tuned").dash()),
                List.of(MethodStyle.of("Nutch-ratio").dash()));
    }

    @Test
    void everyRegisteredFamilyLooksDifferentFromEveryOther() {
        // derived from the registries: the policies, the GP variants and RB's experts
        List<String> names = new ArrayList<>(Policies.names());
        names.addAll(List.of("GP4C_Best", "GP4C_Sum", "GP4C_Avg", "RB-1D", "RB-2D", "RB-3D"));
        Map<String, String> seen = new HashMap<>();
        for (String n : names) {
            if (n.equals("Oracle") || !MethodStyle.family(n).equals(n)) continue; // variants share on purpose
            MethodStyle.Style s = MethodStyle.of(n);
            String look = s.colour() + "/" + s.marker();
            String before = seen.put(look, n);
            assertNull(before, n + " looks like " + before);
        }
        assertTrue(seen.size() >= 20, "families checked: " + seen.values());
    }

    @Test
    void aStyleDependsOnTheNameAloneNotOnWhatElseIsDrawn() {
        // the same call gives the same look, and an unknown family's colour comes from its name
        assertEquals(MethodStyle.of("newest"), MethodStyle.of("newest"));
        assertEquals(MethodStyle.of("Age").colour(), MethodStyle.of("Age").colour());
    }

    @Test
    void anUnboundedMetricIsDrawnOnItsOwnScaleAndAShareOnItsDatasRange() {
        List<Point> ages = List.of(new Point("Age", 0, 1, 4.0), new Point("Age", 0, 2, 19.0));
        JFreeChart age =
                PerCycleChart.perCycleChart(ages, "age", "t", 1, 0, Double.POSITIVE_INFINITY, FigureOptions.DEFAULT);
        ValueAxis y = age.getXYPlot().getRangeAxis();
        assertTrue(y.getUpperBound() >= 19.0, "mean age 19 is on the axis: " + y.getRange());
        // a share is drawn on its data's range (0.2-0.3, padded by 5% of it but at least 1% of [0, 1]: 0.01) within
        // [0, 1], not on a fixed 0-1 axis
        List<Point> rates = List.of(new Point("Age", 0, 1, 0.2), new Point("Age", 0, 2, 0.3));
        JFreeChart rate = PerCycleChart.perCycleChart(rates, "rate", "t", 1, 0, 1, FigureOptions.DEFAULT);
        assertEquals(0.19, rate.getXYPlot().getRangeAxis().getLowerBound(), 1e-12);
        assertEquals(0.31, rate.getXYPlot().getRangeAxis().getUpperBound(), 1e-12);
        List<Point> near = List.of(new Point("Age", 0, 1, 0.001), new Point("Age", 0, 2, 1.0));
        JFreeChart edge = PerCycleChart.perCycleChart(near, "rate", "t", 1, 0, 1, FigureOptions.DEFAULT);
        assertEquals(0, edge.getXYPlot().getRangeAxis().getLowerBound(), 1e-12); // never below the metric's own floor
    }

    @Test
    void aLabelledGpRunKeepsItsAggregationsColourAndItsLabelsMarkerAndDash() {
        MethodStyle.Style best = MethodStyle.of("GP4C-content_Best");
        MethodStyle.Style sum = MethodStyle.of("GP4C-content_Sum");
        // the aggregation's hue, in the label's shade: the same shade for every aggregation of the run
        assertEquals(hue(MethodStyle.of("GP4C_Best").colour()), hue(best.colour()), 0.02);
        assertEquals(hue(MethodStyle.of("GP4C_Sum").colour()), hue(sum.colour()), 0.02);
        assertEquals(best.marker(), sum.marker());
        assertEquals(List.of(best.dash()), List.of(sum.dash()));
        assertEquals("content", MethodStyle.gpLabel("GP4C-content_Avg"));
        assertNull(MethodStyle.gpLabel("GP4C_Avg"));
    }

    private static float hue(Color c) {
        return Color.RGBtoHSB(c.getRed(), c.getGreen(), c.getBlue(), null)[0];
    }

    @Test
    void theOtherProblemsMethodsEachLookDifferentWithinTheirProblem() {
        // derived from each problem's registry of methods
        List<List<String>> problems = List.of(
                ThreadsSettings.ALL_METHODS,
                ContentSettings.ALL_METHODS,
                Arrays.stream(OrderingPolicy.values()).map(p -> p.label).toList());
        for (List<String> methods : problems) {
            Map<String, String> seen = new HashMap<>();
            for (String m : methods) {
                MethodStyle.Style s = MethodStyle.of(m);
                String before = seen.put(s.colour() + "/" + s.marker(), m);
                assertNull(before, m + " looks like " + before);
            }
            long colours = methods.stream()
                    .map(m -> MethodStyle.of(m).colour())
                    .filter(c -> !c.equals(MethodStyle.of("Oracle").colour()))
                    .distinct()
                    .count();
            long fair = methods.stream().filter(m -> !m.startsWith("oracle-")).count();
            assertEquals(fair, colours, "one colour per fair method of " + methods);
        }
        assertEquals(
                MethodStyle.of("RB-3D").colour(),
                MethodStyle.of("3D").colour(),
                "RB's predictors look alike everywhere");
    }
}
