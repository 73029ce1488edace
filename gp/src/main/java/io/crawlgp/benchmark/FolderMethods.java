package io.crawlgp.benchmark;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.crawlgp.io.IoReasons;
import io.crawlgp.util.MethodId;
import io.crawlgp.util.UserError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The methods a finished benchmark folder compares, by the label its tables use: code reading a folder's CSVs looks a
 * label's kind up here (is it GP, tuned, pooled) instead of guessing it from the label. Read from the ids its run.json
 * records; for a folder written before they were recorded, its GP methods are read from the methods line of the suite
 * text the same run.json records (a GP entry is {@code [LABEL=]FILE.properties}), and every other label is parsed as a
 * rule's name ({@link MethodId#ofResult}), as is every label of a folder without a run.json.
 */
final class FolderMethods {
    private final Map<String, MethodId> byLabel;

    private FolderMethods(Map<String, MethodId> byLabel) {
        this.byLabel = byLabel;
    }

    /** The methods of the benchmark folder DIR. */
    static FolderMethods of(Path dir) {
        Path file = dir.resolve("run.json");
        if (!Files.isRegularFile(file)) return new FolderMethods(Map.of()); // a table without its run: names alone
        JsonObject run;
        try {
            run = JsonParser.parseString(Files.readString(file)).getAsJsonObject();
        } catch (IOException | RuntimeException e) {
            throw new UserError(file + ": unreadable (" + IoReasons.ofJson(e) + ")");
        }
        Map<String, MethodId> out = new LinkedHashMap<>();
        JsonElement methods = run.get("methods");
        if (methods != null && methods.isJsonArray()) {
            Gson gson = new Gson();
            for (JsonElement m : (JsonArray) methods) {
                MethodId id;
                try {
                    id = gson.fromJson(m, MethodId.class);
                } catch (RuntimeException e) {
                    throw new UserError(
                            file + ": a method of its methods list is not an id (" + IoReasons.ofJson(e) + ")");
                }
                out.put(id.name(), id);
            }
            return new FolderMethods(out);
        }
        JsonObject settings = run.getAsJsonObject("settings");
        String suite = settings == null || !settings.has("suite")
                ? ""
                : settings.get("suite").getAsString();
        for (String line : suite.split("\n")) {
            String l = line.strip();
            if (!l.startsWith("methods")
                    || !l.substring("methods".length()).strip().startsWith("=")) continue;
            for (String item : Suite.split(l.substring(l.indexOf('=') + 1))) {
                SuiteMethods.GpEntry gp = SuiteMethods.GpEntry.of(item);
                if (gp != null) out.put(gp.label(), MethodId.gp(gp.label(), gp.file()));
            }
        }
        return new FolderMethods(out);
    }

    /** The id of the method a table of the folder names LABEL. */
    MethodId of(String label) {
        MethodId id = byLabel.get(label);
        return id != null ? id : MethodId.ofResult(label);
    }
}
