package io.crawlgp.content.prediction;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.util.Seeds;
import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A seeded synthetic corpus in which related pages carry signal by construction (the default dataset of
 * {@code crawlgp content}, and the fixture of tests):
 * <ul>
 *   <li>pages come in groups of five sharing a topic vocabulary (60 words); 20% of the groups are "independent"
 *       (their pages change on their own, with probability 0.2 per cycle);</li>
 *   <li>a related group has an event with probability 0.25 per cycle; its three "sources" (members 0-2) each take it
 *       at once with probability 0.9, its two "followers" (members 3-4) each take it after their own fixed lag (1 cycle
 *       for 70% of them, else 2) with probability 0.9. Taking an event rewrites 10% of the page's 400 words with topic
 *       words and writes the event's five fresh words into 100 positions (a shift the chi-squared test detects; a
 *       shorter or more diluted edit is not significant in a 400-word page). So a follower's change is announced by
 *       three related pages a cycle earlier: a majority of its group can vote for it;</li>
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

    /** The share of independent groups by default (related pages carry signal in the other 80%). */
    public static final double INDEPENDENT_SHARE = 0.2;

    public static Raw raw(int pages, int cycles, long seed) {
        return raw(pages, cycles, seed, INDEPENDENT_SHARE);
    }

    /**
     * With another share of independent groups: 1 makes every page change on its own, so related pages (same site)
     * carry no signal at all; the generator is otherwise unchanged.
     */
    public static Raw raw(int pages, int cycles, long seed, double independentShare) {
        if (!(independentShare >= 0 && independentShare <= 1))
            throw new UserError("independent share must be in [0, 1], got " + independentShare);
        int groups = (pages + 4) / 5;
        String[][] topic = new String[groups][60];
        boolean[] independent = new boolean[groups];
        // members are processed in page order, so a group's sources (members 0-2) take an event found by member 0 at
        // once
        for (int g = 0; g < groups; g++) {
            SplittableRandom r = new SplittableRandom(Seeds.derive(seed, "content-group", g));
            for (int w = 0; w < 60; w++) topic[g][w] = word(r);
            independent[g] = r.nextDouble() < independentShare;
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
                SplittableRandom r = rs[p];
                String[] event = null;
                if (independent[g]) {
                    if (r.nextDouble() < 0.2) event = fresh(events, 5);
                } else if (p % 5 == 0 && groupEvent(seed, g, c)) {
                    // the group's event: the sources (members 0-2) take it now, the followers (3-4) after their lag
                    String[] e = fresh(events, 5);
                    for (int m = p; m < Math.min(pages, p + 5); m++) {
                        int at = m % 5 < 3 ? c : c + lag[m];
                        if (at <= cycles && rs[m].nextDouble() < 0.9) pending[m][at] = e;
                    }
                }
                if (pending[p][c] != null) event = pending[p][c];
                boolean changed = false;
                if (event != null) {
                    for (int w = 0; w < 400; w++) if (r.nextDouble() < 0.1) words[p][w] = topic[g][r.nextInt(60)];
                    for (int k = 0; k < 100; k++)
                        words[p][r.nextInt(400)] = event[k % event.length]; // each event word ~20 times
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

    /** Whether group g's event fires at cycle c (probability 0.25, its own stream). */
    private static boolean groupEvent(long seed, int g, int c) {
        return Seeds.toUnitDouble(Seeds.derive(seed, "content-group-event", g, c)) < 0.25;
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
        for (int i = 0; i < 4; i++)
            sb.append(CONS.charAt(r.nextInt(CONS.length()))).append(VOW.charAt(r.nextInt(VOW.length())));
        sb.append(CONS.charAt(r.nextInt(CONS.length() - 1))); // never ends in 'z'+... any consonant but the last
        return sb.toString();
    }
}
