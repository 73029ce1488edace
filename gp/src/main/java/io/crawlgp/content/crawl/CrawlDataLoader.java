package io.crawlgp.content.crawl;

import io.crawlgp.content.prediction.ContentCorpus;
import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.experiment.CrawlData;
import io.crawlgp.experiment.DataLoader;
import io.crawlgp.experiment.DataNeeds;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * The loader every command uses: a dataset folder's change history, read once per folder however many runs ask for
 * it, and the text of its versions added to it where the folder has them and a run needs them (a content input, RB's
 * inputs, or a warm-up long enough for RB's predictors to run as contenders), also read once per folder. Without such a
 * need, a content folder loads as its history alone. Not thread-safe: one loader per command.
 */
public final class CrawlDataLoader implements DataLoader {
    private final int workers;
    private final PrintStream log;
    private final Map<DatasetSpec, DatasetSpec.Loaded> histories = new HashMap<>();
    private final Map<DatasetSpec, ContentCorpus> corpora = new HashMap<>();
    private final Map<Object, CrawlData> data = new HashMap<>();

    /**
     * {@code workers}: threads that read the versions' text; {@code log}: where a note on how a folder was read (a
     * cycle length assumed) is printed, once per folder.
     */
    public CrawlDataLoader(int workers, PrintStream log) {
        this.workers = workers;
        this.log = log;
    }

    @Override
    public CrawlData load(DatasetSpec spec, DataNeeds needs) {
        CrawlPredictorSettings rb = CrawlPredictorSettings.of(needs.content());
        boolean rbInputs = needs.inputs().stream().anyMatch(CrawlPredictors.NAMES::contains);
        if (rbInputs) rb.requireWarmup(needs.warmup(), "inputs " + CrawlPredictors.NAMES);
        boolean versions = ContentCorpus.versionsFile(Path.of(spec.source())) != null;
        boolean rbRuns = versions && needs.warmup() >= rb.minimumWarmup();
        boolean contentInputs = needs.inputs().stream().anyMatch(ContentFeatures.NAMES::contains) || rbInputs;
        if (!contentInputs && !rbRuns) return history(spec);
        return withContent(spec, rbRuns ? rb : null, needs.warmup());
    }

    /** The history alone (crawl features only). */
    public CrawlData history(DatasetSpec spec) {
        return data.computeIfAbsent(spec, k -> CrawlData.plain(loaded(spec), spec.source()));
    }

    /**
     * Every feature the folder offers: content where it has versions, and RB's predictors ({@code rb}, null for none)
     * where the warm-up can train them; the history alone where it has no versions.
     */
    public CrawlData all(DatasetSpec spec, CrawlPredictorSettings rb, int warmup) {
        return withContent(spec, rb != null && warmup >= rb.minimumWarmup() ? rb : null, warmup);
    }

    /** Forgets what was read (a benchmark moving on to its next dataset frees the last). */
    public void forget(DatasetSpec spec) {
        histories.remove(spec);
        corpora.remove(spec);
        data.keySet()
                .removeIf(k ->
                        k.equals(spec) || (k instanceof ContentKey c && c.spec().equals(spec)));
    }

    private record ContentKey(DatasetSpec spec, CrawlPredictorSettings rb, int warmup) {}

    private CrawlData withContent(DatasetSpec spec, CrawlPredictorSettings rb, int warmup) {
        if (ContentCorpus.versionsFile(Path.of(spec.source())) == null) return history(spec);
        ContentCrawlData.refuseCycleRange(spec);
        ContentKey key = new ContentKey(spec, rb, rb == null ? 0 : warmup);
        CrawlData d = data.get(key);
        if (d == null) {
            d = ContentCrawlData.of(spec, loaded(spec), corpus(spec), rb, warmup);
            data.put(key, d);
        }
        return d;
    }

    private DatasetSpec.Loaded loaded(DatasetSpec spec) {
        DatasetSpec.Loaded l = histories.get(spec);
        if (l == null) {
            l = spec.load();
            histories.put(spec, l);
            for (String note : l.notes()) log.println("note: " + note);
        }
        return l;
    }

    private ContentCorpus corpus(DatasetSpec spec) {
        ContentCorpus c = corpora.get(spec);
        if (c == null) {
            c = ContentCorpus.read(Path.of(spec.source()), workers).coarsen(spec.cycleLength());
            corpora.put(spec, c);
        }
        return c;
    }
}
