package io.crawlgp.content.prediction;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.Strictness;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.ChangeHistoryCsv;
import io.crawlgp.dataset.DatasetException;
import io.crawlgp.io.IoReasons;
import io.crawlgp.io.StrictText;
import io.crawlgp.io.TextFiles;
import io.crawlgp.text.TermVector;
import io.crawlgp.text.TextPipeline;
import io.crawlgp.util.Parallel;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Pages with the text of every version (the ota-content format): the change bits of {@code pages.csv} and, per page, a
 * version at cycle 0 and at every changed cycle ({@code versions.jsonl[.gz]}: {"page","cycle","text"}). Texts go
 * through {@link TextPipeline} (jsoup, Lucene tokeniser, lower-casing, stopwords, length ≥ 3, Porter) once, into term
 * vectors over one vocabulary. {@code version(p, c)} is the vector of page p's content at the end of cycle c.
 */
public final class ContentCorpus {
    private final ChangeHistory history;
    private final int[][] versionAt; // [page][cycle 0..C] -> index into vectors
    private final List<TermVector> vectors;
    private final List<String> vocabulary;
    private final List<String[]> linkHosts; // per version: hosts its links point to (for the link graph)

    ContentCorpus(
            ChangeHistory history,
            int[][] versionAt,
            List<TermVector> vectors,
            List<String> vocabulary,
            List<String[]> linkHosts) {
        this.history = history;
        this.versionAt = versionAt;
        this.vectors = vectors;
        this.vocabulary = vocabulary;
        this.linkHosts = linkHosts;
    }

    public ChangeHistory history() {
        return history;
    }

    public int pages() {
        return history.pages();
    }

    public int cycles() {
        return history.cycles();
    }

    public TermVector version(int page, int cycle) {
        return vectors.get(versionAt[page][cycle]);
    }

    /** Index of the version current at the end of a cycle (equal indices mean identical content). */
    public int versionIndex(int page, int cycle) {
        return versionAt[page][cycle];
    }

    public int versions() {
        return vectors.size();
    }

    /** Per page: the rank of the version current at each cycle, and the version index of each rank; the largest rank. */
    private record Ranks(int[][] byCycle, int[][] byRank, int max) {}

    private volatile Ranks ranks; // made at the first request; racing threads make equal ones, each published whole

    /**
     * The rank of the version current at the end of a cycle among the page's distinct versions, in order of first
     * appearance (0 at cycle 0): within one page, equal ranks mean equal {@link #versionIndex}, and ranks stay below
     * cycles + 1, so a page's versions fit in a few bits (a crawler's memo packs them: {@link FeatureSource#of}).
     */
    public int versionRank(int page, int cycle) {
        return ranks().byCycle()[page][cycle];
    }

    /** A page's {@link #versionRank}s by cycle (the array itself: do not modify). */
    public int[] versionRanks(int page) {
        return ranks().byCycle()[page];
    }

    /** A page's version indices by {@link #versionRank} (the array itself: do not modify). */
    public int[] versionsByRank(int page) {
        return ranks().byRank()[page];
    }

    /** The largest {@link #versionRank} of any page (0 when no page changes). */
    public int maxVersionRank() {
        return ranks().max();
    }

    private Ranks ranks() {
        Ranks r = ranks;
        if (r == null) {
            int[][] byCycle = new int[versionAt.length][], byRank = new int[versionAt.length][];
            int max = 0;
            for (int p = 0; p < byCycle.length; p++) {
                Map<Integer, Integer> seen = new HashMap<>();
                byCycle[p] = new int[versionAt[p].length];
                for (int c = 0; c < byCycle[p].length; c++)
                    byCycle[p][c] = seen.computeIfAbsent(versionAt[p][c], k -> seen.size());
                byRank[p] = new int[seen.size()];
                for (Map.Entry<Integer, Integer> e : seen.entrySet()) byRank[p][e.getValue()] = e.getKey();
                max = Math.max(max, seen.size() - 1);
            }
            ranks = r = new Ranks(byCycle, byRank, max);
        }
        return r;
    }

    public TermVector vector(int index) {
        return vectors.get(index);
    }

    public List<String> vocabulary() {
        return vocabulary;
    }

    /** Hosts (lower-cased) of the http(s) links in a version's text, distinct, in order of appearance. */
    String[] linkHosts(int index) {
        return linkHosts.get(index);
    }

    private static final Pattern URL = Pattern.compile("https?://([A-Za-z0-9.-]+)");

    static String[] hosts(String text) {
        LinkedHashSet<String> out = new LinkedHashSet<>();
        Matcher m = URL.matcher(text);
        while (m.find()) out.add(m.group(1).toLowerCase(Locale.ROOT));
        return out.toArray(String[]::new);
    }

    /**
     * Coarser cycles: coarse cycle j is the state at the end of source cycle j·L (a trailing partial group is dropped,
     * as for change histories); the change bits are the history's coarsened bits.
     */
    public ContentCorpus coarsen(int length) {
        if (length == 1) return this;
        ChangeHistory h = history.coarsen(length);
        int[][] at = new int[pages()][h.cycles() + 1];
        for (int p = 0; p < pages(); p++) for (int j = 0; j <= h.cycles(); j++) at[p][j] = versionAt[p][j * length];
        return new ContentCorpus(h, at, vectors, vocabulary, linkHosts);
    }

    /**
     * The pages at the given rows, in that order, sharing this corpus's versions and vocabulary (a crawl over a fold
     * sees its own pages under the simulator's page numbers).
     */
    public ContentCorpus subset(int[] rows) {
        int[][] at = new int[rows.length][];
        for (int i = 0; i < rows.length; i++) at[i] = versionAt[rows[i]];
        return new ContentCorpus(history.subset(rows), at, vectors, vocabulary, linkHosts);
    }

    /** One version's text as read, before analysis. */
    public record RawVersion(String page, int cycle, String text) {}

    /** Builds the corpus from a change history and raw versions (the generator and tests use it). */
    public static ContentCorpus of(ChangeHistory h, List<RawVersion> raw, Path file, int workers) {
        Builder b = new Builder(h, file, workers);
        for (int i = 0; i < raw.size(); i++) b.add(raw.get(i), i + 1);
        return b.build();
    }

    /**
     * Builds a corpus from versions given one at a time: each batch of texts is analysed (in parallel) and dropped, so
     * memory holds term vectors, never the texts of the whole file. Term ids follow the versions' order, so the
     * result does not depend on the batch size or the worker count.
     */
    static final class Builder {
        private static final int BATCH = 256;
        private final ChangeHistory h;
        private final Path file;
        private final int workers;
        private final Map<String, Integer> pageIndex = new HashMap<>();
        private final int[][] at;
        private final Map<String, Integer> ids = new HashMap<>();
        private final List<String> vocab = new ArrayList<>();
        private final List<TermVector> vectors = new ArrayList<>();
        private final List<String[]> links = new ArrayList<>();
        private final List<String> pending = new ArrayList<>();

        Builder(ChangeHistory h, Path file, int workers) {
            this.h = h;
            this.file = file;
            this.workers = workers;
            for (int p = 0; p < h.pages(); p++) pageIndex.put(h.pageId(p), p);
            at = new int[h.pages()][h.cycles() + 1];
            for (int[] row : at) Arrays.fill(row, -1);
        }

        /** Adds the version read on this line of the file (the number in error messages). */
        void add(RawVersion v, long line) {
            Integer p = pageIndex.get(v.page());
            if (p == null)
                throw new DatasetException(file, line, "version of unknown page '" + v.page() + "' (not in pages.csv)");
            if (v.cycle() < 0 || v.cycle() > h.cycles())
                throw new DatasetException(file, line, "cycle " + v.cycle() + " outside 0.." + h.cycles());
            if (v.cycle() > 0 && !h.changed(p, v.cycle()))
                throw new DatasetException(
                        file,
                        line,
                        "page '" + v.page() + "' has a version at cycle " + v.cycle()
                                + " but its history bit there is 0");
            if (at[p][v.cycle()] >= 0)
                throw new DatasetException(
                        file, line, "page '" + v.page() + "' has two versions at cycle " + v.cycle());
            at[p][v.cycle()] = vectors.size() + pending.size();
            pending.add(v.text());
            if (pending.size() >= BATCH) flush();
        }

        private void flush() {
            List<String> texts = List.copyOf(pending);
            pending.clear();
            List<List<String>> tokens = Parallel.map(workers, texts.size(), i -> TextPipeline.tokens(texts.get(i)));
            for (int i = 0; i < texts.size(); i++) {
                List<String> ts = tokens.get(i);
                int[] a = new int[ts.size()];
                for (int k = 0; k < a.length; k++) {
                    Integer id = ids.get(ts.get(k));
                    if (id == null) {
                        id = vocab.size();
                        ids.put(ts.get(k), id);
                        vocab.add(ts.get(k));
                    }
                    a[k] = id;
                }
                vectors.add(TermVector.of(a));
                links.add(hosts(texts.get(i)));
            }
        }

        ContentCorpus build() {
            flush();
            for (int p = 0; p < h.pages(); p++) {
                if (at[p][0] < 0)
                    throw new DatasetException(file, "page '" + h.pageId(p) + "' has no version at cycle 0");
                for (int c = 1; c <= h.cycles(); c++) {
                    if (h.changed(p, c) && at[p][c] < 0)
                        throw new DatasetException(
                                file, "page '" + h.pageId(p) + "' changed at cycle " + c + " but has no version there");
                    if (at[p][c] < 0) at[p][c] = at[p][c - 1];
                }
            }
            return new ContentCorpus(h, at, vectors, List.copyOf(vocab), links);
        }
    }

    /**
     * DIR/versions.jsonl, .gz or .xz, whichever exists, or null when the folder has none (or is no folder); two at
     * once are refused rather than one picked without a word.
     */
    public static Path versionsFile(Path dir) {
        if (!Files.isDirectory(dir)) return null;
        Path xz = dir.resolve("versions.jsonl.xz");
        Path other = ChangeHistoryCsv.plainOrGz(dir, "versions.jsonl");
        if (!Files.isRegularFile(xz)) return other;
        if (other != null)
            throw new DatasetException(
                    dir,
                    "holds both " + other.getFileName()
                            + " and versions.jsonl.xz: keep one, so that it is clear which is read");
        return xz;
    }

    /**
     * Reads DIR/pages.csv and DIR/versions.jsonl(.gz), streaming the versions: one strict JSON object per line with
     * exactly "page" (a string), "cycle" (an integer) and "text" (a string); UTF-8 only, a byte-order mark accepted,
     * blank lines skipped but counted in line numbers, file text escaped in messages.
     */
    public static ContentCorpus read(Path dir, int workers) {
        ChangeHistory h = ChangeHistoryCsv.read(dir);
        Path file = versionsFile(dir);
        if (file == null) throw new DatasetException(dir, "no versions.jsonl (.gz or .xz) beside pages.csv");
        Builder b = new Builder(h, file, workers);
        long n = 0;
        try (BufferedReader r = TextFiles.openStrict(file)) {
            String line;
            while (true) {
                try {
                    line = r.readLine();
                } catch (CharacterCodingException e) {
                    String where = StrictText.locateBadByte(file);
                    throw new DatasetException(
                            file, "not UTF-8 text at " + (where == null ? "line " + (n + 1) : where));
                }
                if (line == null) break;
                n++;
                if (n == 1 && line.startsWith("\uFEFF")) line = line.substring(1);
                if (line.isBlank()) continue;
                b.add(version(line, file, n), n);
            }
        } catch (IOException e) {
            throw new DatasetException(file, IoReasons.ofReading(file, e));
        }
        return b.build();
    }

    private static final TypeAdapter<JsonElement> JSON = new Gson().getAdapter(JsonElement.class);
    private static final String EXPECTED =
            "expected one JSON object per line: {\"page\": string, \"cycle\": integer, \"text\": string}";

    /** One line of the versions file, parsed strictly. */
    static RawVersion version(String line, Path file, long n) {
        JsonObject o = new JsonObject();
        try {
            JsonReader jr = new JsonReader(new StringReader(line));
            jr.setStrictness(Strictness.STRICT);
            if (jr.peek() != JsonToken.BEGIN_OBJECT) throw new DatasetException(file, n, "not an object; " + EXPECTED);
            // read member by member: a JSON object read whole keeps the last of two equal names without a word
            jr.beginObject();
            while (jr.hasNext()) {
                String name = jr.nextName();
                if (o.has(name))
                    throw new DatasetException(
                            file, n, "field '" + StrictText.escape(name, 40) + "' given twice; " + EXPECTED);
                o.add(name, JSON.read(jr));
            }
            jr.endObject();
            if (jr.peek() != JsonToken.END_DOCUMENT)
                throw new DatasetException(file, n, "text after the JSON object; " + EXPECTED);
        } catch (IOException | RuntimeException e) {
            if (e instanceof DatasetException d) throw d;
            String why = e.getMessage() == null
                    ? e.getClass().getSimpleName()
                    : e.getMessage().lines().findFirst().orElse("");
            throw new DatasetException(file, n, "not JSON (" + StrictText.escape(why, 100) + "); " + EXPECTED);
        }
        for (String k : o.keySet())
            if (!k.equals("page") && !k.equals("cycle") && !k.equals("text"))
                throw new DatasetException(file, n, "unexpected field '" + StrictText.escape(k, 40) + "'; " + EXPECTED);
        for (String k : new String[] {"page", "cycle", "text"})
            if (!o.has(k)) throw new DatasetException(file, n, "missing field '" + k + "'; " + EXPECTED);
        String page = string(o, "page", file, n), text = string(o, "text", file, n);
        String badId = ChangeHistoryCsv.badPageId(page);
        if (badId != null)
            throw new DatasetException(file, n, "page id '" + StrictText.escape(page, 80) + "' " + badId);
        JsonElement c = o.get("cycle");
        int cycle;
        try {
            // an integer literal: 3.0 and 3e0 are numbers equal to 3, but not the integer the format asks for
            if (!c.isJsonPrimitive()
                    || !c.getAsJsonPrimitive().isNumber()
                    || !c.getAsString().matches("-?[0-9]+")) throw new ArithmeticException();
            cycle = c.getAsBigDecimal().intValueExact();
        } catch (ArithmeticException | NumberFormatException e) {
            throw new DatasetException(
                    file, n, "cycle is " + StrictText.escape(c.toString(), 40) + ", expected an integer");
        }
        return new RawVersion(page, cycle, text);
    }

    private static String string(JsonObject o, String key, Path file, long n) {
        JsonElement e = o.get(key);
        if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString())
            throw new DatasetException(
                    file, n, key + " is " + StrictText.escape(e.toString(), 40) + ", expected a string");
        return e.getAsString();
    }
}
