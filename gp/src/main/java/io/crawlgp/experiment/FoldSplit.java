package io.crawlgp.experiment;

import java.util.ArrayList;
import java.util.List;

/**
 * One test fold's part and the parts a method may learn from. Under page and site splits (GP4C's protocol, Santos et
 * al. §5.2, Listing 1.1): of the other F-1 folds, the next floor((F-1)/2) in cyclic order are training and the rest
 * validation, each over the whole timeline. Under a time split ({@link Folds.TimeWindows}): every page in every part,
 * training on the cycles before the validation window, validation on the window before the test window. GP's search
 * and the peers' tuning read the same split, so both see the same pages and cycles. Rows ascend.
 */
public record FoldSplit(int fold, FoldPart train, FoldPart validation, FoldPart test) {
    /** The split of test fold {@code test} of {@code folds}. */
    public static FoldSplit of(Folds folds, int test) {
        Folds.TimeWindows w = folds.windows();
        if (w != null) {
            int[] all = folds.rows(test);
            int home = w.homeStart(test); // a short home history starts its training and validation crawls later
            return new FoldSplit(
                    test,
                    new FoldPart(all, new CycleWindow(home, w.training(test).to()), home),
                    new FoldPart(all, w.validation(test), home),
                    new FoldPart(all, w.test(test)));
        }
        int f = folds.count();
        int trainCount = (f - 1) / 2;
        List<Integer> train = new ArrayList<>(), val = new ArrayList<>();
        for (int j = 1; j < f; j++) for (int r : folds.rows((test + j) % f)) (j <= trainCount ? train : val).add(r);
        return new FoldSplit(
                test, new FoldPart(sorted(train), null), new FoldPart(sorted(val), null), folds.test(test));
    }

    private static int[] sorted(List<Integer> rows) {
        return rows.stream().mapToInt(Integer::intValue).sorted().toArray();
    }
}
