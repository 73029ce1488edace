package io.crawlgp.cli;

import io.crawlgp.experiment.Reproduction;
import io.crawlgp.util.UserError;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** Whether the current code reproduces committed results folders (issue 62, item 1; {@link Reproduction}). */
@Command(
        name = "reproduce",
        mixinStandardHelpOptions = true,
        description = "Check that the current code reproduces results folders: each folder's recorded command"
                + " (provenance.json) is run again into a scratch folder, and every CSV file is compared byte for byte"
                + " (provenance and run.json carry times and commits and are not compared; timing folders are reported"
                + " as timing only). Prints one line per folder: reproduced, differs (which files), timing only, or"
                + " cannot rerun (why). Exit code 1 when a folder differs. Run from the repository root, where the"
                + " recorded commands' relative paths hold.")
public final class ReproduceCommand extends CommandBase {
    @Parameters(arity = "1..*", paramLabel = "DIR", description = "Results folders, e.g. results/benchmark-quick.")
    List<Path> folders;

    @Override
    public void run() {
        boolean differs = false;
        for (Path dir : folders) {
            if (!Files.isDirectory(dir)) throw new UserError(dir + ": no such folder");
            Reproduction.Outcome o = Reproduction.check(dir, args -> {
                StringWriter err = new StringWriter();
                int code = Main.execute(
                        new PrintWriter(new StringWriter()), new PrintWriter(err), args.toArray(String[]::new));
                return code == 0 ? null : err.toString().lines().findFirst().orElse("exit code " + code);
            });
            differs |= o.status().equals("differs");
            out().println(o.folder() + ": " + o.status() + " (" + o.detail() + ")");
            out().flush();
        }
        if (differs) throw new NotReproduced();
    }

    /** Exit code 1: a folder is not reproduced (a finding, not an input error). */
    static final class NotReproduced extends RuntimeException {
        NotReproduced() {
            super("a folder is not reproduced by the current code", null, false, false);
        }
    }
}
