package io.crawlgp.util;

import java.util.Arrays;

/** An array of longs as a map key, compared by value (a record of an array compares the reference). */
public record LongsKey(long[] words) {
    @Override
    public boolean equals(Object o) {
        return o instanceof LongsKey other && Arrays.equals(words, other.words);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(words);
    }
}
