package io.crawlgp.archive;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.ChangeHistoryCsv;
import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.io.AtomicFiles;
import io.crawlgp.io.Hashing;
import io.crawlgp.io.InputFiles;
import io.crawlgp.io.OutputPaths;
import io.crawlgp.io.Provenance;
import io.crawlgp.io.ResultsFolders;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.Seeds;
import io.crawlgp.util.UserError;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * A fully observed change history seen through an archive's irregular captures, as `datasets import cdx` records it:
 * each page is captured in each cycle with probability {@code rate} (independently, seeded per page and cycle), and a
 * change is written at the first capture after it (several changes between two captures are one). Comparing any
 * method on a history and on its thinned copy measures what the CDX importer's approximation (a cycle without
 * capture reads "unchanged") does to the numbers.
 */
public final class CaptureThinning {
    private CaptureThinning() {}

    /** The thinned history and, per page, the cycles with a capture ('1'), cycle 1 first. */
    record Thinned(ChangeHistory history, String[] captured) {}

    static Thinned thin(ChangeHistory h, double rate, long seed) {
        if (!(rate > 0 && rate <= 1)) throw new UserError("--capture-rate must be in (0, 1], got " + rate);
        String[] ids = new String[h.pages()],
                sites = new String[h.pages()],
                bits = new String[h.pages()],
                masks = new String[h.pages()];
        for (int p = 0; p < h.pages(); p++) {
            ids[p] = h.pageId(p);
            sites[p] = h.site(p);
            StringBuilder b = new StringBuilder(h.cycles()), m = new StringBuilder(h.cycles());
            boolean unseen = false; // a change since the last capture
            for (int c = 1; c <= h.cycles(); c++) {
                unseen |= h.changed(p, c);
                boolean captured = Seeds.toUnitDouble(Seeds.derive(seed, "capture", p, c)) < rate;
                b.append(captured && unseen ? '1' : '0');
                m.append(captured ? '1' : '0');
                if (captured) unseen = false;
            }
            bits[p] = b.toString();
            masks[p] = m.toString();
        }
        return new Thinned(ChangeHistory.of(ids, sites, bits), masks);
    }

    /**
     * Claims OUT as a "dataset thin" folder described by the spec, the rate and the seed (refused over the input, or over
     * another run unless {@code force}) and writes the thinned dataset into it.
     */
    public static void write(
            DatasetSpec spec, double rate, long seed, Path out, boolean force, String invocation, PrintWriter console) {
        if (!spec.isSynthetic()) OutputPaths.refuseOver(out, Path.of(spec.source()));
        TreeMap<String, String> described = new TreeMap<>(RecordOverrides.describe(spec));
        described.put("captureRate", String.valueOf(rate));
        described.put("seed", String.valueOf(seed));
        ResultsFolders.claimed(
                out,
                "dataset thin",
                described,
                InputFiles.of(spec.source()),
                force,
                () -> run(spec, rate, seed, out, invocation, console));
    }

    public static void run(DatasetSpec spec, double rate, long seed, Path out, String invocation, PrintWriter console) {
        Provenance prov = Provenance.start(invocation);
        DatasetSpec.Loaded loaded = spec.load();
        Thinned t = thin(loaded.history(), rate, seed);
        ChangeHistoryCsv.write(t.history(), out.resolve(ChangeHistoryCsv.FILE_NAME));
        AtomicFiles.writeText(out.resolve("captures.csv"), w -> {
            w.write("page,captured\n");
            CSVPrinter p = new CSVPrinter(
                    w, CSVFormat.RFC4180.builder().setRecordSeparator('\n').build());
            for (int i = 0; i < t.captured().length; i++)
                p.printRecord(t.history().pageId(i), t.captured()[i]);
            p.flush();
        });
        Map<String, Object> ds = new TreeMap<>(Map.of(
                "sha256",
                Hashing.sha256(out.resolve(ChangeHistoryCsv.FILE_NAME)),
                "pages",
                t.history().pages(),
                "cycles",
                t.history().cycles(),
                "changes",
                t.history().totalChanges()));
        prov.put("source", loaded.provenance())
                .put("thinning", Map.of("capture_rate", rate, "seed", seed))
                .put("dataset", ds)
                .write(out);
        console.printf(
                "wrote %s: %d pages x %d cycles captured with probability %s per page-cycle: %d of %d changes remain as capture-cycle changes%n",
                out,
                t.history().pages(),
                t.history().cycles(),
                rate,
                t.history().totalChanges(),
                loaded.history().totalChanges());
    }
}
