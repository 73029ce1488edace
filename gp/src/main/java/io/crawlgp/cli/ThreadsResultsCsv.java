package io.crawlgp.cli;

import io.crawlgp.threads.ThreadsExperiment;
import java.nio.file.Path;
import java.util.List;

/** tuning.csv: one row per (step, value) of the §5.1.1 tuning. */
final class ThreadsResultsCsv {
    private ThreadsResultsCsv() {}

    static void tuning(Path file, List<ThreadsExperiment.TuningRow> rows) {
        io.crawlgp.io.ResultsCsv.write(file, new String[] {"step", "method", "parameter", "value", "pr_error", "t_score", "visits_per_post"}, p -> {
            for (ThreadsExperiment.TuningRow r : rows)
                p.printRecord(r.step(), r.method(), r.parameter(), Double.toString(r.value()), Double.toString(r.prError()), Double.toString(r.tScore()), Double.toString(r.visitsPerPost()));
        });
    }
}
