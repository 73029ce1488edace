package io.crawlgp.content;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.util.Seeds;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A seeded synthetic corpus in which related pages carry signal by construction (the default dataset of
 * {@code crawlgp content}, and the fixture of tests):
 * <ul>
 *   <li>pages come in groups of five sharing a topic vocabulary (60 words); 20% of the groups are "independent"
 *       (their pages change on their own, with probability 0.2 per cycle);</li>
 *   <li>in a related group the first page leads: it changes with probability 0.25 per cycle, rewriting 10% of its
 *       400 words with topic words and writing five fresh "event" words into 100 positions (a shift the chi-squared
 *       test detects; a shorter or more diluted event is not significant in a 400-word page); each follower repeats the event (the same event
 *       words, its own rewrite) after its own fixed lag (1 cycle for 70% of followers, else 2) with probability 0.9;</li>
 *   <li>every page also receives minor edits (one word replaced) with probability 0.03 per cycle: real changes that
 *       the chi-squared test usually finds insignificant;</li>
 *   <li>words are pronounceable letter strings, so they pass the text pipeline unchanged in number.</li>
 * </ul>
 */
public final class ContentGenerator {
    private ContentGenerator() {}

    /** The generated history and texts, before analysis (what {@code content generate} writes). */
    public record Raw(ChangeHistory history, List<ContentCorpus.RawVersion> versions) {}

    public static ContentCorpus generate(int pages, int cycles, long seed, int workers) {
        Raw r = raw(pages, cycles, seed);
        return ContentCorpus.of(r.history(), r.versions(), null, workers);
    }

    public static Raw raw(int pages, int cycles, long seed) {
        int groups = (pages + 4) / 5;
        String[][] topic = new String[groups][60];
        boolean[] independent = new boolean[groups];
        for (int g = 0; g < groups; g++) {
            SplittableRandom r = new SplittableRandom(Seeds.derive(seed, "content-group", g));
            for (int w = 0; w < 60; w++) topic[g][w] = word(r);
            independent[g] = r.nextDouble() < 0.2;
        }
        String[][] words = new String[pages][];
        int[] lag = new int[pages];
        SplittableRandom[] rs = new SplittableRandom[pages];
        for (int p = 0; p < pages; p++) {
            rs[p] = new SplittableRandom(Seeds.derive(seed, "content-page", p));
            words[p] = new String[400];
            for (int w = 0; w < 400; w++) words[p][w] = topic[p / 5][rs[p].nextInt(60)];
            lag[p] = rs[p].nextDouble() < 0.7 ? 1 : 2;
        }
        String[] ids = new String[pages], sites = new String[pages];
        StringBuilder[] hist = new StringBuilder[pages];
        List<ContentCorpus.RawVersion> raw = new ArrayList<>();
        for (int p = 0; p < pages; p++) {
            ids[p] = "group" + (p / 5) + "/page" + p;
            sites[p] = "group" + (p / 5);
            hist[p] = new StringBuilder();
            raw.add(new ContentCorpus.RawVersion(ids[p], 0, String.join(" ", words[p])));
        }
        // pending[p][c] = event words a follower must repeat at cycle c
        String[][][] pending = new String[pages][cycles + 4][];
        SplittableRandom events = new SplittableRandom(Seeds.derive(seed, "content-events"));
        for (int c = 1; c <= cycles; c++) {
            for (int p = 0; p < pages; p++) {
                int g = p / 5;
                boolean leader = p % 5 == 0;
                SplittableRandom r = rs[p];
                String[] event = null;
                if (independent[g]) {
                    if (r.nextDouble() < 0.2) event = fresh(events, 5);
                } else if (leader) {
                    if (r.nextDouble() < 0.25) {
                        event = fresh(events, 5);
                        for (int f = p + 1; f < Math.min(pages, p + 5); f++)
                            if (c + lag[f] <= cycles && rs[f].nextDouble() < 0.9) pending[f][c + lag[f]] = event;
                    }
                } else if (pending[p][c] != null) event = pending[p][c];
                boolean changed = false;
                if (event != null) {
                    for (int w = 0; w < 400; w++) if (r.nextDouble() < 0.1) words[p][w] = topic[g][r.nextInt(60)];
                    for (int k = 0; k < 100; k++) words[p][r.nextInt(400)] = event[k % event.length]; // each event word ~20 times
                    changed = true;
                }
                if (r.nextDouble() < 0.03) {
                    words[p][r.nextInt(400)] = topic[g][r.nextInt(60)];
                    changed = true;
                }
                hist[p].append(changed ? '1' : '0');
                if (changed) raw.add(new ContentCorpus.RawVersion(ids[p], c, String.join(" ", words[p])));
            }
        }
        String[] hs = new String[pages];
        for (int p = 0; p < pages; p++) hs[p] = hist[p].toString();
        // a minor edit may reproduce the previous text exactly; the corpus treats that as a version like any other
        return new Raw(ChangeHistory.of(ids, sites, hs), raw);
    }

    private static String[] fresh(SplittableRandom r, int n) {
        String[] out = new String[n];
        for (int i = 0; i < n; i++) out[i] = word(r);
        return out;
    }

    private static final String CONS = "bcdfgklmnprstvz", VOW = "aeiou";

    /** A pronounceable 8-letter word (consonant-vowel pairs, ending in a consonant: stable under Porter stemming). */
    static String word(SplittableRandom r) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 4; i++) sb.append(CONS.charAt(r.nextInt(CONS.length()))).append(VOW.charAt(r.nextInt(VOW.length())));
        sb.append(CONS.charAt(r.nextInt(CONS.length() - 1))); // never ends in 'z'+... any consonant but the last
        return sb.toString();
    }
}
