package io.crawlgp.evolution.ecj;

import ec.EvolutionState;
import ec.simple.SimpleFitness;
import io.crawlgp.cluster.GateSocket;
import io.crawlgp.cluster.WorkerInfo;
import java.io.DataInput;
import java.io.IOException;

/**
 * ECJ's simple fitness, plus the worker whose connection it was read from: ECJ's slave monitor reads each returned
 * fitness on the reading thread of that worker's connection, which the {@link GateSocket} marks. The master uses it
 * to re-evaluate a share of each worker's results and to drop a worker caught returning a wrong value. The value on
 * the wire is SimpleFitness's own, so workers run plain SimpleFitness.
 */
public final class AttributedFitness extends SimpleFitness {
    transient WorkerInfo worker;

    @Override
    public void readFitness(EvolutionState state, DataInput in) throws IOException {
        super.readFitness(state, in);
        worker = GateSocket.readingFrom();
    }
}
