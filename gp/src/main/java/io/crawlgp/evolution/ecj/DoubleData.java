package io.crawlgp.evolution.ecj;

import ec.gp.GPData;

/** The value passed between ECJ GP nodes during tree evaluation. */
public final class DoubleData extends GPData {
    public double x;

    @Override
    public void copyTo(GPData gpd) {
        ((DoubleData) gpd).x = x;
    }
}
