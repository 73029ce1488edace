package io.crawlgp.plot;

import io.crawlgp.util.Oracles;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Paint;
import java.awt.Stroke;
import java.util.Map;

/** One colour per method across every plot, so a reader learns it once. */
final class Palette {
    /** For methods without a fixed colour (merged tables' labelled GP variants, other problems' methods): none of the fixed ones. */
    private static final Color[] CYCLE = {
        new Color(0xe6194b), new Color(0x000075), new Color(0x3cb44b), new Color(0x911eb4), new Color(0x808000),
        new Color(0x000000), new Color(0xf58231), new Color(0x469990), new Color(0x9a6324), new Color(0x7f7f7f)
    };

    private static final Map<String, Color> FIXED = Map.ofEntries(
            Map.entry("Rand", new Color(0xbcbd22)),
            Map.entry("Age", new Color(0x8c564b)),
            Map.entry("NAD", new Color(0x1f77b4)),
            Map.entry("SAD", new Color(0x17becf)),
            Map.entry("AAD", new Color(0x9467bd)),
            Map.entry("GAD", new Color(0xe377c2)),
            Map.entry("CG", new Color(0xff7f0e)),
            Map.entry("Oracle", new Color(0x555555)),
            Map.entry("GP4C_Best", new Color(0xd62728)),
            Map.entry("GP4C_Sum", new Color(0x2ca02c)),
            Map.entry("GP4C_Avg", new Color(0x98df8a)));

    private Palette() {}

    static Paint color(String method, int index) {
        Color c = FIXED.get(method);
        return c != null ? c : CYCLE[Math.floorMod(index, CYCLE.length)];
    }

    static Stroke stroke(String method) {
        if (Oracles.isOracle(method))
            return new BasicStroke(1.6f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 1f, new float[] {6f, 4f}, 0f);
        return new BasicStroke(method.startsWith("GP4C") ? 2.6f : 1.8f);
    }
}
