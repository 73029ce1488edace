package io.crawlgp.experiment;

import io.crawlgp.io.Provenance;
import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * Where a trial's results folder goes and how it reports: the folder, whether --force may replace what it holds, the
 * provenance started as the command began, and the console its tables are printed on.
 */
public record TrialOutput(Path dir, boolean force, Provenance prov, PrintWriter console) {}
