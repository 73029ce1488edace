package io.crawlgp.benchmark;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What a benchmark run collects over its units for the files it writes at the end ({@link BenchmarkFiles}). */
final class BenchmarkTally {
    final Scores scores = new Scores();
    final List<String> focus = new ArrayList<>(), bounds = new ArrayList<>();
    final List<Object[]> tunedRows = new ArrayList<>();
    // every choice with its test value (gaps.csv)
    final List<Object[]> gapRows = new ArrayList<>();
    // gaps.csv also on the held-out source's own validation window (a dataset under split = datasets)
    boolean homeGaps;
    final List<Benchmark.Cost> costs = new ArrayList<>();
    // per dataset: the known-rate bound's value on each (repeat, fold), and the dataset's split (power.csv)
    final Map<String, List<Double>> knownRates = new LinkedHashMap<>();
    final Map<String, String> splits = new LinkedHashMap<>();
    // per dataset under split = time: each fold's training, validation and test cycles
    final Map<String, Object> windows = new LinkedHashMap<>();
    // maskMassChanges: every method's scores without the dataset's mass-change cycles, and how many were masked
    final Scores masked = new Scores();
    final Map<String, boolean[]> masks = new LinkedHashMap<>(); // per dataset, computed once
    // every contender's scored cycles of the primary metric, in scores.csv's order (per_cycle/)
    final List<PerCycleFiles.Crawl> cycles = new ArrayList<>();
}
