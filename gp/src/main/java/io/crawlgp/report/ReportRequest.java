package io.crawlgp.report;

import io.crawlgp.experiment.ResultsStatus;
import io.crawlgp.io.AtomicFiles;
import io.crawlgp.io.MarkdownBlocks;
import io.crawlgp.io.OutputPaths;
import io.crawlgp.util.UserError;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What `crawlgp report` was asked: a folder's page, or its Markdown table (printed or written into a guide). The
 * folder is given by {@code --results DIR} or, for the table, {@code --markdown DIR} (the form every caption prints;
 * ), once.
 */
public record ReportRequest(Path results, String markdown, List<Path> beside, String latex, Path out, Path into) {
    public void run(PrintWriter console) {
        if (into != null && markdown == null) throw new UserError("--into goes with --markdown");
        if (!beside.isEmpty() && markdown == null) throw new UserError("--beside goes with --markdown");
        if (markdown != null && latex != null) throw new UserError("--markdown or --latex, not both");
        Path dir = results;
        String named = markdown != null ? markdown : latex;
        if (named != null && !named.isEmpty()) {
            if (results != null)
                throw new UserError("give the folder once: " + (markdown != null ? "--markdown " : "--latex ") + named
                        + " or --results " + results);
            dir = Path.of(named);
        }
        if (dir == null)
            throw new UserError("which results folder? give --results DIR (or --markdown DIR for its table)");
        if (latex != null) {
            String tables = LatexTables.of(dir);
            if (out == null) console.print(tables);
            else {
                OutputPaths.refuseExisting(out, false);
                AtomicFiles.writeString(out, tables);
                console.println("wrote the LaTeX tables of " + dir + " to " + out);
            }
            return;
        }
        if (markdown != null) {
            List<Path> all = new ArrayList<>(List.of(dir));
            all.addAll(beside);
            String table = beside.isEmpty() ? SummaryMarkdown.table(dir) : SummaryMarkdown.beside(all);
            if (into == null) console.print(table);
            else {
                all.forEach(ResultsStatus::requireCurrent);
                MarkdownBlocks.into(
                        into,
                        beside.isEmpty() ? SummaryMarkdown.KIND : SummaryMarkdown.BESIDE_KIND,
                        dir.toAbsolutePath().normalize().getFileName().toString(),
                        table);
                console.println("wrote the table of " + dir + " into " + into);
            }
            return;
        }
        Path html = out != null ? out : dir.resolve("report.html");
        int figures = RunReport.write(dir, html);
        console.println("wrote " + html + " (" + figures + (figures == 1 ? " figure" : " figures") + " embedded)");
    }
}
