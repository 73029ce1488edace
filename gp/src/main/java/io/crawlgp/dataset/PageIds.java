package io.crawlgp.dataset;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A history's page ids, stored compactly (issue 61): their UTF-8 bytes in one array and where each starts, instead of a
 * string a page (about 56 bytes of object headers and references each, the largest item of a ten-million-page history).
 * An id is decoded when asked for, which happens when a crawl starts or a file is written, never per cycle.
 */
final class PageIds {
    private final byte[] bytes;
    private final int[] start; // start[i] .. start[i + 1]: id i; start.length = size + 1

    private PageIds(byte[] bytes, int[] start) {
        this.bytes = bytes;
        this.start = start;
    }

    static PageIds of(String[] ids) {
        Builder b = new Builder(ids.length);
        for (String id : ids) b.add(id);
        return b.build();
    }

    int size() {
        return start.length - 1;
    }

    String get(int i) {
        return new String(bytes, start[i], start[i + 1] - start[i], StandardCharsets.UTF_8);
    }

    /** The ids at {@code rows}, in that order. */
    PageIds subset(int[] rows) {
        int total = 0;
        for (int r : rows) total += start[r + 1] - start[r];
        byte[] out = new byte[total];
        int[] at = new int[rows.length + 1];
        for (int i = 0; i < rows.length; i++) {
            int len = start[rows[i] + 1] - start[rows[i]];
            System.arraycopy(bytes, start[rows[i]], out, at[i], len);
            at[i + 1] = at[i] + len;
        }
        return new PageIds(out, at);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PageIds p && Arrays.equals(start, p.start) && Arrays.equals(bytes, p.bytes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bytes);
    }

    /** Appends ids one at a time. */
    static final class Builder {
        private byte[] bytes;
        private int[] start;
        private int size, used;

        Builder(int expected) {
            bytes = new byte[Math.max(64, expected * 16)];
            start = new int[Math.max(16, expected) + 1];
        }

        void add(String id) {
            byte[] b = id.getBytes(StandardCharsets.UTF_8);
            if ((long) used + b.length > Integer.MAX_VALUE - 8)
                throw new IllegalStateException("page ids exceed 2 GB of text");
            if (used + b.length > bytes.length)
                bytes = Arrays.copyOf(
                        bytes, (int) Math.min(Integer.MAX_VALUE - 8, Math.max(2L * bytes.length, used + b.length)));
            if (size + 2 > start.length) start = Arrays.copyOf(start, start.length * 2);
            System.arraycopy(b, 0, bytes, used, b.length);
            used += b.length;
            start[++size] = used;
        }

        int size() {
            return size;
        }

        PageIds build() {
            return new PageIds(Arrays.copyOf(bytes, used), Arrays.copyOf(start, size + 1));
        }
    }
}
