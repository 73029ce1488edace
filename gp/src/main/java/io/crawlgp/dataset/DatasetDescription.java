package io.crawlgp.dataset;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/** Descriptive statistics of a change history, for `crawlgp datasets describe`. */
public record DatasetDescription(
        int pages, int cycles, long changes, int sites, int[] changedPerCycle, int[] changesPerPage) {

    public static DatasetDescription of(ChangeHistory h) {
        int[] perCycle = new int[h.cycles()];
        int[] perPage = new int[h.pages()];
        Set<String> sites = new HashSet<>();
        long total = 0;
        for (int p = 0; p < h.pages(); p++) {
            sites.add(h.site(p));
            int c = h.nextChangeAfter(p, 0);
            while (c <= h.cycles()) {
                perCycle[c - 1]++;
                perPage[p]++;
                c = h.nextChangeAfter(p, c);
            }
            total += perPage[p];
        }
        return new DatasetDescription(h.pages(), h.cycles(), total, sites.size(), perCycle, perPage);
    }

    public String render() {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(
                "pages %d, sites %d, cycles %d, changes %d (%.4f per page-cycle)%n",
                pages, sites, cycles, changes, changes / ((double) pages * cycles)));
        int[] pc = changedPerCycle.clone();
        Arrays.sort(pc);
        sb.append(String.format(
                "changed pages per cycle: min %d, median %d, mean %.1f, max %d (share: mean %.4f)%n",
                pc[0],
                pc[pc.length / 2],
                Arrays.stream(pc).average().orElse(0),
                pc[pc.length - 1],
                Arrays.stream(pc).average().orElse(0) / pages));
        sb.append("changed share per cycle: ")
                .append(sparkline(changedPerCycle))
                .append('\n');
        int[] pp = changesPerPage.clone();
        Arrays.sort(pp);
        long never = Arrays.stream(pp).filter(v -> v == 0).count();
        sb.append(String.format(
                "changes per page: never changed %d (%.1f%%), quartiles %d / %d / %d, p90 %d, max %d%n",
                never,
                100.0 * never / pages,
                pp[pages / 4],
                pp[pages / 2],
                pp[(3 * pages) / 4],
                pp[(int) (0.9 * (pages - 1))],
                pp[pages - 1]));
        sb.append("histogram of changes per page (share of pages):\n");
        int[] edges = {0, 1, 2, 3, 5, 10, 20, 50, 100, 200, 500, 1000, Integer.MAX_VALUE};
        for (int i = 0; i + 1 < edges.length; i++) {
            int lo = edges[i], hi = edges[i + 1];
            if (lo > pp[pages - 1]) break;
            long n = Arrays.stream(pp).filter(v -> v >= lo && v < hi).count();
            String label = hi == lo + 1
                    ? String.valueOf(lo)
                    : lo + ".." + (hi == Integer.MAX_VALUE ? "" : String.valueOf(hi - 1));
            sb.append(String.format(
                    "  %-9s %6.2f%% %s%n", label, 100.0 * n / pages, "#".repeat((int) Math.round(50.0 * n / pages))));
        }
        return sb.toString();
    }

    /** One character per cycle (at most 120 buckets), height proportional to the share of pages changed. */
    static String sparkline(int[] v) {
        String bars = "\u2581\u2582\u2583\u2584\u2585\u2586\u2587\u2588";
        int buckets = Math.min(120, v.length);
        double[] b = new double[buckets];
        for (int i = 0; i < v.length; i++) b[(int) ((long) i * buckets / v.length)] += v[i];
        double max = Arrays.stream(b).max().orElse(1);
        StringBuilder sb = new StringBuilder();
        for (double x : b) sb.append(bars.charAt(max == 0 ? 0 : (int) Math.min(7, Math.floor(x / max * 7.999))));
        return sb.toString();
    }
}
