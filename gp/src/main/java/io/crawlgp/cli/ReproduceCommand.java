package io.crawlgp.cli;

import io.crawlgp.experiment.Reproduction;
import io.crawlgp.util.UserError;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** Whether the current code reproduces committed results folders (issue 62, item 1). */
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
        List<Reproduction.Outcome> outcomes = new ArrayList<>();
        for (Path dir : folders) {
            if (!Files.isDirectory(dir)) throw new UserError(dir + ": no such folder");
            Path scratch;
            try {
                scratch = Files.createTempDirectory("crawlgp-reproduce-");
                Files.delete(scratch); // the command creates its own output folder
            } catch (IOException e) {
                throw new UserError("cannot create a scratch folder: " + e.getMessage());
            }
            try {
                Reproduction.Outcome o = Reproduction.check(dir, scratch, args -> {
                    StringWriter err = new StringWriter();
                    int code = Main.execute(
                            new PrintWriter(new StringWriter()), new PrintWriter(err), args.toArray(String[]::new));
                    if (code == 0) return null;
                    String first = err.toString().lines().findFirst().orElse("exit code " + code);
                    return first;
                });
                outcomes.add(o);
                out().println(o.folder() + ": " + o.status() + " (" + o.detail() + ")");
                out().flush();
            } finally {
                delete(scratch);
            }
        }
        if (outcomes.stream().anyMatch(o -> o.status().equals("differs"))) throw new NotReproduced();
    }

    /** Exit code 1: a folder is not reproduced (not an input error). */
    static final class NotReproduced extends RuntimeException {
        NotReproduced() {
            super("a folder is not reproduced by the current code", null, false, false);
        }
    }

    private static void delete(Path dir) {
        if (!Files.exists(dir)) return;
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        } catch (IOException e) {
            // a scratch folder left in the temporary directory: harmless
        }
    }
}
