package io.crawlgp.content.prediction;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.io.Hashing;
import java.nio.file.Path;

/** Loads (or generates) the corpus of a content experiment, coarsens it and labels significant changes. */
public record ContentData(
        ContentCorpus corpus, boolean[][] labels, FeatureSpace features, String source, String sha256) {

    public static ContentData load(ContentSettings s, int workers) {
        ContentCorpus c;
        String source, sha = null;
        if (s.dataset().equals("synthetic")) {
            c = ContentGenerator.generate(s.syntheticPages(), s.syntheticCycles(), s.seed(), workers);
            source = "synthetic";
        } else {
            Path dir = Path.of(s.dataset());
            c = ContentCorpus.read(dir, workers);
            source = dir.toString();
            Path v = ContentCorpus.versionsFile(dir); // read() above has refused a folder without one
            sha = Hashing.sha256(dir.resolve("pages.csv")) + "+" + Hashing.sha256(v);
        }
        c = c.coarsen(s.cycleLength());
        boolean[][] h = s.label().equals("any") ? anyChange(c) : SignificantChange.labels(c, s.poolChiSquared());
        return new ContentData(c, h, new FeatureSpace(c, h, s.window(), s.sigma(), s.vocabulary()), source, sha);
    }

    /** The labels as a change history (page ids and sites kept), for the foundation simulator. */
    public static ChangeHistory history(ContentCorpus c, boolean[][] labels) {
        String[] ids = new String[c.pages()], sites = new String[c.pages()], hs = new String[c.pages()];
        for (int p = 0; p < c.pages(); p++) {
            ids[p] = c.history().pageId(p);
            sites[p] = c.history().site(p);
            StringBuilder sb = new StringBuilder();
            for (int t = 1; t <= c.cycles(); t++) sb.append(labels[p][t] ? '1' : '0');
            hs[p] = sb.toString();
        }
        return ChangeHistory.of(ids, sites, hs);
    }

    static boolean[][] anyChange(ContentCorpus c) {
        boolean[][] h = new boolean[c.pages()][c.cycles() + 1];
        for (int p = 0; p < c.pages(); p++)
            for (int t = 1; t <= c.cycles(); t++) h[p][t] = c.history().changed(p, t);
        return h;
    }
}
