package io.crawlgp.experiment;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** GP4C's split (Listing 1.1): of the other folds, the next floor((F-1)/2) in cyclic order train, the rest validate. */
class FoldSplitTest {
    private static int[] union(Folds folds, int... which) {
        return Arrays.stream(which)
                .flatMap(f -> IntStream.of(folds.rows(f)))
                .sorted()
                .toArray();
    }

    @Test
    void trainingIsTheNextFoldsInCyclicOrderAndValidationTheRest() {
        Folds folds = Folds.of(23, 5, 7);
        // test fold 3 of 5: folds 4 and 0 train (floor(4/2) = 2 next), folds 1 and 2 validate
        FoldSplit s = FoldSplit.of(folds, 3);
        assertArrayEquals(union(folds, 4, 0), s.train().rows());
        assertArrayEquals(union(folds, 1, 2), s.validation().rows());
        assertArrayEquals(folds.rows(3), s.test().rows());
        // 4 folds: floor(3/2) = 1 training fold, two validation folds
        Folds four = Folds.of(20, 4, 1);
        FoldSplit t = FoldSplit.of(four, 0);
        assertArrayEquals(union(four, 1), t.train().rows());
        assertArrayEquals(union(four, 2, 3), t.validation().rows());
    }
}
