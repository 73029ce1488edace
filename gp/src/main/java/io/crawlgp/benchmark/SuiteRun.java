package io.crawlgp.benchmark;

import io.crawlgp.util.RunContext;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/** What {@code crawlgp benchmark --suite FILE --out DIR} runs: the benchmark and its table, or the calibration of rules. */
public final class SuiteRun {
    private SuiteRun() {}

    public static void run(
            Suite suite,
            Path out,
            int threads,
            List<String> calibrate,
            boolean force,
            RunContext ctx,
            PrintWriter console) {
        if (calibrate != null) SuiteCalibration.run(suite, calibrate, out, force, ctx);
        else Benchmark.run(suite, out, threads, force, ctx);
        console.println("wrote " + out);
        if (calibrate == null) console.print(BenchmarkMarkdown.table(out));
        console.flush();
    }
}
