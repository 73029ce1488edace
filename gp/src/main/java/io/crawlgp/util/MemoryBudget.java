package io.crawlgp.util;

import java.util.Locale;

/**
 * Refuses a request too large for the JVM's heap before it allocates: each large structure is estimated from the
 * request (pages and cycles, a file's rows, a population) with a per-item cost measured on this workbench, and a need
 * above the heap limit ({@code -Xmx}) is one line naming the setting, the need and the limit. Estimates are of what
 * the request needs, never a cap on input size: ten million pages load wherever the heap holds them.
 */
public final class MemoryBudget {
    /**
     * Heap per generated synthetic page: ids, sites and bits plus the generator's work arrays; 1,000,000 pages of 57
     * cycles needed between 150 and 250 MB (-Xmx150m failed, -Xmx250m ran; 2026-11-25).
     */
    public static final long GENERATED_PAGE_BYTES = 180;
    /**
     * Heap per row of a pages file beyond its text (held twice while parsed): the id's bytes and offset, the site's
     * reference (names interned), history bits, the duplicate check's hash and line, and the builder's growth (issue
     * 61; was 350 with an id and site string a row and a map from id to line). Calibrated on 10^7 generated rows of 57
     * cycles (830 MB): loaded and evolved under -Xmx4g (2026-11-26).
     */
    public static final long CSV_ROW_BYTES = 120;

    /**
     * Heap per page of a GP4C experiment's data: the loaded history (bits, page ids as one byte array, interned site
     * names, the collector's headroom: 100 bytes a page), each fold's training, validation and test subsets (24 bytes a
     * page each), and the cohort state of the training folds being evolved at once (34 bytes a training page, and one
     * workspace of 34 per thread): a fold's state is released when its training ends, so at most one fold
     * per thread holds it. Calibrated on 10^7 generated pages, 5 folds, 2 threads (results/gp4c-10m-pages,
     * 2026-11-26): the heap after a collection peaked at 2,611 MB; this formula asks for 3.4 GB there, and the run
     * completes under -Xmx4g.
     */
    public static double gp4cPageBytes(int folds, int threads) {
        double training = (folds - 2.0) / folds, others = 2.0 / folds;
        return 100 + folds * 24 * (training + others) + Math.min(folds, threads) * training * 34 * (1 + threads);
    }
    /**
     * Heap per GP individual of a population (two generations live while breeding): 1,000,000 individuals failed
     * at -Xmx700m and ran at -Xmx1500m (depth 17, the paper's operators; 2026-11-25).
     */
    public static final long INDIVIDUAL_BYTES = 1024;

    private MemoryBudget() {}

    /** The heap limit this JVM runs with. */
    public static long heap() {
        return Runtime.getRuntime().maxMemory();
    }

    /** A user error when {@code bytes} exceed the heap; {@code what} names the setting or file and its size. */
    public static void require(String what, double bytes) {
        require(what, bytes, heap());
    }

    /** As {@link #require(String, double)} against a given heap limit. */
    public static void require(String what, double bytes, long heap) {
        if (bytes <= heap) return;
        throw new UserError(what + " needs about " + size(bytes) + " of memory, more than this JVM's heap limit of "
                + size(heap) + ": give it more (CRAWLGP_JAVA_OPTS=-Xmx" + (long) Math.ceil(bytes * 1.25 / (1L << 30))
                + "g) or ask for less");
    }

    /** Bytes as a short figure (KB, MB, GB, TB). */
    public static String size(double bytes) {
        String[] units = {"B", "KB", "MB", "GB", "TB", "PB"};
        int u = 0;
        while (bytes >= 1024 && u < units.length - 1) {
            bytes /= 1024;
            u++;
        }
        return String.format(Locale.ROOT, u == 0 ? "%.0f %s" : "%.1f %s", bytes, units[u]);
    }
}
