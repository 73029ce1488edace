package io.crawlgp.experiment;

import io.crawlgp.simulation.SimulationResult;

/** One method's simulation on one test fold: the unit of the evaluation contract. */
public record FoldRun(String method, int fold, SimulationResult result) {}
