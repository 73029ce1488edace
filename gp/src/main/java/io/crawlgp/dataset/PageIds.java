package io.crawlgp.dataset;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A history's page ids, stored compactly: their UTF-8 bytes in one array and where each starts, instead of a
 * string a page (about 56 bytes of object headers and references each, the largest item of a ten-million-page history).
 * An id is decoded when asked for, which happens when a crawl starts or a file is written, never per cycle. A subset is
 * a view of its parent's bytes.
 */
final class PageIds {
    private final byte[] bytes;
    private final int[] start; // start[j] .. start[j + 1]: stored id j
    private final int[]
            rows; // id i is stored id rows[i]; null: id i is stored id i (a subset shares its parent's bytes)

    private PageIds(byte[] bytes, int[] start, int[] rows) {
        this.bytes = bytes;
        this.start = start;
        this.rows = rows;
    }

    static PageIds of(String[] ids) {
        Builder b = new Builder(ids.length);
        for (String id : ids) b.add(id);
        return b.build();
    }

    int size() {
        return rows == null ? start.length - 1 : rows.length;
    }

    private int stored(int i) {
        return rows == null ? i : rows[i];
    }

    String get(int i) {
        int j = stored(i);
        return new String(bytes, start[j], start[j + 1] - start[j], StandardCharsets.UTF_8);
    }

    /** The ids at {@code rows}, in that order: a view sharing these bytes (4 bytes a page, as a reference was). */
    PageIds subset(int[] rows) {
        int[] to = new int[rows.length];
        for (int i = 0; i < rows.length; i++) to[i] = stored(rows[i]);
        return new PageIds(bytes, start, to);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof PageIds p) || p.size() != size()) return false;
        for (int i = 0; i < size(); i++) {
            int a = stored(i), b = p.stored(i);
            if (!Arrays.equals(bytes, start[a], start[a + 1], p.bytes, p.start[b], p.start[b + 1])) return false;
        }
        return true;
    }

    @Override
    public int hashCode() {
        return size();
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
            return new PageIds(Arrays.copyOf(bytes, used), Arrays.copyOf(start, size + 1), null);
        }
    }
}
