package io.crawlgp.dataset;

import io.crawlgp.io.AtomicFiles;
import io.crawlgp.io.Hashing;
import io.crawlgp.io.InputFiles;
import io.crawlgp.io.OutputPaths;
import io.crawlgp.io.Provenance;
import io.crawlgp.io.ResultsFolders;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.UserError;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code datasets signals}: a dataset with its change signals written out: the history as the spec loads
 * it (pages.csv, its cycle length in dataset.properties) and {@code signals.csv}, drawn by a declared model. What a
 * run would draw at load becomes a file a user can read, edit or replace with real signals, and a run on the folder
 * reads the same signals a run declaring the model draws.
 */
public final class SignalDataset {
    private SignalDataset() {}

    /**
     * Claims OUT as a dataset folder (refused over the input, or over another run unless {@code force}) and writes it;
     * a model without a mixture is refused in one line.
     */
    public static void write(
            DatasetSpec spec, SignalModel model, Path out, boolean force, String invocation, PrintWriter console) {
        if (!model.declared()) throw new UserError("--signals: give a mixture, e.g. accurate:1");
        if (!spec.isSynthetic()) OutputPaths.refuseOver(out, Path.of(spec.source()));
        TreeMap<String, String> described = new TreeMap<>();
        RecordOverrides.describe(spec).forEach(described::put);
        RecordOverrides.describe(model).forEach((k, v) -> described.put("signals." + k, v));
        ResultsFolders.claimed(
                out,
                "dataset signals",
                described,
                spec.isSynthetic() ? Map.of() : InputFiles.of(spec.source()),
                force,
                () -> run(spec, model, out, invocation, console));
    }

    static void run(DatasetSpec spec, SignalModel model, Path out, String invocation, PrintWriter console) {
        Provenance prov = Provenance.start(invocation);
        DatasetSpec.Loaded loaded = spec.load();
        ChangeHistory h = loaded.history();
        if (h.signals() != null)
            throw new UserError(spec.source() + " has signals of its own (signals.csv); this command"
                    + " draws them from a model over a history without");
        Signals s = model.draw(h);
        ChangeHistoryCsv.write(h, out.resolve(ChangeHistoryCsv.FILE_NAME));
        CycleDays.write(out, h.cycleDays(), "the cycle length of " + spec.source() + " as loaded");
        AtomicFiles.writeText(out.resolve(SignalsCsv.FILE_NAME), w -> SignalsCsv.write(h, s, w));
        Map<String, Object> ds = new TreeMap<>(Map.of(
                "sha256", Hashing.sha256(out.resolve(ChangeHistoryCsv.FILE_NAME)),
                "signals_sha256", Hashing.sha256(out.resolve(SignalsCsv.FILE_NAME)),
                "pages", h.pages(),
                "cycles", h.cycles(),
                "signals", s.total()));
        prov.put("source", loaded.provenance())
                .put("signal_model", model.describe(h, s))
                .put("dataset", ds)
                .write(out);
        console.printf("wrote %s: %d pages over %d cycles, %d signals%n", out, h.pages(), h.cycles(), s.total());
    }
}
