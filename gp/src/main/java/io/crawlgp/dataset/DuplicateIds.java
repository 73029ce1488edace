package io.crawlgp.dataset;

import io.crawlgp.io.StrictText;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The duplicate-id check of a pages file, after its rows are read: a 64-bit hash and the line of every row
 * (16 bytes a row) instead of a map from id to line (over 100 bytes a row: the largest item while ten million pages
 * load). Rows whose hashes collide are compared by their ids; the error is the one reading line by line would have
 * given: at the first line whose id an earlier line already had, naming that earlier line.
 */
final class DuplicateIds {
    private long[] hashes = new long[1024], lines = new long[1024];
    private int size;

    /** Records row {@code size}'s id and line. */
    void add(String id, long line) {
        if (size == hashes.length) {
            hashes = Arrays.copyOf(hashes, size * 2);
            lines = Arrays.copyOf(lines, size * 2);
        }
        hashes[size] = hash(id);
        lines[size] = line;
        size++;
    }

    /** FNV-1a over the id's chars, 64 bits. */
    static long hash(String id) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < id.length(); i++) {
            h ^= id.charAt(i);
            h *= 0x100000001b3L;
        }
        return h;
    }

    /** Throws the first duplicate of {@code h}'s page ids (row i of h is row i added here), if any. */
    void check(ChangeHistory h, Path file) {
        long[] sorted = Arrays.copyOf(hashes, size);
        Arrays.sort(sorted);
        Map<Long, List<Integer>> groups = new HashMap<>();
        for (int i = 1; i < size; i++) if (sorted[i] == sorted[i - 1]) groups.put(sorted[i], new ArrayList<>());
        if (groups.isEmpty()) return;
        for (int r = 0; r < size; r++) {
            List<Integer> g = groups.get(hashes[r]);
            if (g != null) g.add(r);
        }
        long badLine = Long.MAX_VALUE, firstLine = 0;
        String badId = null;
        for (List<Integer> g : groups.values())
            for (int a = 1; a < g.size(); a++)
                for (int b = 0; b < a; b++) {
                    int later = g.get(a), earlier = g.get(b);
                    if (lines[later] < badLine && h.pageId(later).equals(h.pageId(earlier))) {
                        badLine = lines[later];
                        firstLine = lines[earlier];
                        badId = h.pageId(later);
                        break; // the earliest earlier row with this id (rows are in line order)
                    }
                }
        if (badId != null)
            throw new DatasetException(
                    file,
                    badLine,
                    "duplicate page id '" + StrictText.escape(badId, 80) + "' (first seen on line " + firstLine + ")");
    }
}
