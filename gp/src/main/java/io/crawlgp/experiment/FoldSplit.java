package io.crawlgp.experiment;

import java.util.ArrayList;
import java.util.List;

/**
 * One test fold's pages and the pages a method may learn from (GP4C's protocol, Santos et al. §5.2, Listing 1.1): of
 * the other F-1 folds, the next floor((F-1)/2) in cyclic order are training and the rest validation. GP's search and
 * the peers' tuning read the same split, so both see the same pages. Rows are page indices, each array ascending.
 */
public record FoldSplit(int fold, int[] train, int[] validation, int[] test) {
    /** The split of test fold {@code test} of {@code folds}. */
    public static FoldSplit of(Folds folds, int test) {
        int f = folds.count();
        int trainCount = (f - 1) / 2;
        List<Integer> train = new ArrayList<>(), val = new ArrayList<>();
        for (int j = 1; j < f; j++) for (int r : folds.rows((test + j) % f)) (j <= trainCount ? train : val).add(r);
        return new FoldSplit(test, sorted(train), sorted(val), folds.rows(test));
    }

    private static int[] sorted(List<Integer> rows) {
        return rows.stream().mapToInt(Integer::intValue).sorted().toArray();
    }
}
