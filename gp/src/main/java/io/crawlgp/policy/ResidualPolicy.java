package io.crawlgp.policy;

import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;

/**
 * The residual form's policy: a base rule's positive ranking score times exp(g), g an evolved score
 * tree's value, so that at g = 0 it ranks exactly as the base and evolution searches corrections to a rule that already
 * crawls well. Both runs see every visit. A base score of 0 stays 0 whatever g (0 x inf would be NaN), and an
 * overflowing exp(g) ranks first, tied with its kind.
 */
public final class ResidualPolicy implements Policy {
    private final String name;
    private final Policy base, residual;

    public ResidualPolicy(String name, Policy base, Policy residual) {
        this.name = name;
        this.base = base;
        this.residual = residual;
    }

    @Override
    public String name() {
        return name;
    }

    public Policy base() {
        return base;
    }

    @Override
    public Run start(CrawlState state, long seed) {
        Run b = base.start(state, seed), g = residual.start(state, seed);
        double[] gs = new double[state.pages()];
        return new Run() {
            @Override
            public void score(int cycle, double[] out) {
                b.score(cycle, out);
                g.score(cycle, gs);
                for (int p = 0; p < out.length; p++) if (out[p] != 0) out[p] *= Math.exp(gs[p]);
            }

            @Override
            public void visited(int page, int cycle, boolean changed) {
                b.visited(page, cycle, changed);
                g.visited(page, cycle, changed);
            }
        };
    }
}
