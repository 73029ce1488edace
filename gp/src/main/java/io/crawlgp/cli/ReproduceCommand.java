package io.crawlgp.cli;

import io.crawlgp.experiment.Reproduction;
import io.crawlgp.experiment.ResultsCheck;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Whether the current code reproduces committed results folders ({@link ResultsCheck}). */
@Command(
        name = "reproduce",
        mixinStandardHelpOptions = true,
        description = "Check that the current code reproduces results folders: each folder's recorded command"
                + " (provenance.json) is run again into a scratch folder, and every CSV file is compared byte for byte"
                + " (provenance and run.json carry times and commits and are not compared; timing folders are reported"
                + " as timing only). Prints one line per folder: reproduced, differs (which files), timing only, or"
                + " cannot rerun (why). Exit code 1 when a folder differs or cannot be rerun, or a guide cites a stale folder. Run from the"
                + " repository root, where the recorded commands' relative paths hold.")
public final class ReproduceCommand extends CommandBase {
    @Parameters(arity = "0..*", paramLabel = "DIR", description = "Results folders, e.g. results/benchmark-quick.")
    List<Path> folders = new ArrayList<>();

    @Option(
            names = "--ci",
            description = "CI's quick mode: rerun the folders results/STATUS.csv marks ci = yes (small ones, about two"
                    + " minutes in all), then the check of --cited.")
    boolean ci;

    @Option(
            names = "--cited",
            description = "Only the second check of --ci: every folder README.md and the guides cite (a table marker,"
                    + " or a mention of results/NAME) is one results/STATUS.csv lists as reproduced, regenerated or"
                    + " resumed under the running engine (arithmetic version); anything else fails.")
    boolean cited;

    @Option(
            names = "--regenerated",
            description = "With --record: record the named folders as regenerated (each just rewritten by its recorded"
                    + " command or recipe with --force) without rerunning them; refused unless every run.json in the"
                    + " folder names the running arithmetic version.")
    boolean regenerated;

    @Option(
            names = "--record",
            description = "Write each outcome into results/STATUS.csv (status, the running code's commit, the engine,"
                    + " detail), keeping its ci flag; only folders of results/.")
    boolean record;

    @Option(
            names = "--threads",
            paramLabel = "N",
            description = "Rerun each command on N threads (0 = one per core) instead of the count it recorded: results"
                    + " do not depend on it, so this is the same check, and also one of thread independence; a command"
                    + " recorded without --threads runs as recorded. Default: as recorded.")
    Integer threads;

    @Override
    public void run() {
        boolean failed = new ResultsCheck(folders, ci, cited, record, regenerated)
                .run(
                        args -> {
                            StringWriter err = new StringWriter();
                            int code = Main.execute(
                                    new PrintWriter(new StringWriter()),
                                    new PrintWriter(err),
                                    Reproduction.onThreads(args, threads).toArray(String[]::new));
                            return code == 0
                                    ? null
                                    : err.toString().lines().findFirst().orElse("exit code " + code);
                        },
                        out());
        if (failed) throw new NotReproduced();
    }

    /** Exit code 1: a folder is not reproduced (a finding, not an input error). */
    static final class NotReproduced extends RuntimeException {
        NotReproduced() {
            super("a folder is not reproduced by the current code, or a guide cites one", null, false, false);
        }
    }
}
