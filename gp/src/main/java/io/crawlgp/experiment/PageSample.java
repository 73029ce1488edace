package io.crawlgp.experiment;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.util.Seeds;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A stratified, seeded sample of a training part's pages, what the surrogate's first look crawls. Everything it reads
 * is the part's own: its pages, cut after its window ({@link FoldPart#history}), so no validation or test cycle moves a
 * page between strata.
 *
 * <p>Strata: a page's site crossed with its observed change band over the part's cycles: never changed, changed less
 * often than the median changed page of the part, or at least as often. From each stratum ceil(share x size) pages are
 * taken (so every stratum is seen), in the order of {@code Seeds.derive(seed, "surrogate-sample/" + id)} (a page's
 * place depends on its id and the seed, not on row order or on other pages).
 */
public final class PageSample {
    private PageSample() {}

    /** The sampled part: the same window and start, a share of the pages. */
    public static FoldPart of(FoldPart part, ChangeHistory h, double share, long seed) {
        return new FoldPart(rows(part, h, share, seed), part.window(), part.start());
    }

    /**
     * The part's last {@code cycles} scored cycles, its crawl starting {@code warmup} cycles before them (a fresh crawl);
     * the part itself when {@code cycles} is 0 or the part holds no more. {@code historyCycles}: the data's cycles (the
     * end of a part without a window).
     */
    public static FoldPart lastCycles(FoldPart part, int historyCycles, int cycles, int warmup) {
        int to = part.window() == null ? historyCycles : part.window().to();
        int firstScored =
                part.window() == null ? part.start() + warmup : part.window().from();
        int from = to - cycles + 1, start = from - warmup;
        if (cycles == 0 || from <= firstScored || start <= part.start()) return part;
        return new FoldPart(part.rows(), new CycleWindow(from, to), start);
    }

    /** The rows (of {@code h}) sampled from the part, ascending. */
    static int[] rows(FoldPart part, ChangeHistory h, double share, long seed) {
        ChangeHistory seen = part.history(h);
        int n = seen.pages();
        int[] changes = new int[n];
        List<Integer> changed = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            changes[i] = seen.changeCount(i);
            if (changes[i] > 0) changed.add(changes[i]);
        }
        changed.sort(null);
        // the median changed page's count (the upper median for an even count); no page changed: one band
        int median = changed.isEmpty() ? Integer.MAX_VALUE : changed.get(changed.size() / 2);
        Map<String, List<Integer>> strata = new TreeMap<>();
        for (int i = 0; i < n; i++) {
            int band = changes[i] == 0 ? 0 : changes[i] < median ? 1 : 2;
            strata.computeIfAbsent(seen.site(i) + "\u0000" + band, k -> new ArrayList<>())
                    .add(i);
        }
        long[] key = new long[n];
        for (int i = 0; i < n; i++) key[i] = Seeds.derive(seed, "surrogate-sample/" + seen.pageId(i));
        List<Integer> out = new ArrayList<>();
        for (List<Integer> stratum : strata.values()) {
            stratum.sort(Comparator.<Integer>comparingLong(i -> key[i]).thenComparing(seen::pageId));
            int take = (int) Math.ceil(share * stratum.size());
            for (int j = 0; j < take; j++) out.add(part.rows()[stratum.get(j)]);
        }
        int[] rows = out.stream().mapToInt(Integer::intValue).toArray();
        Arrays.sort(rows);
        return rows;
    }
}
