package io.crawlgp.dataset;

import io.crawlgp.util.MemoryBudget;
import io.crawlgp.util.Seeds;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Seeded synthetic change histories (model in {@link GeneratorSettings}). Every page draws from its own generator
 * derived from (seed, page), and every site's shocks from (seed, site), so output depends on the seed alone.
 */
public final class SyntheticChangeGenerator {
    private SyntheticChangeGenerator() {}

    public enum Behaviour {
        POISSON,
        PERIODIC,
        BURSTY
    }

    /** Refuses, before any allocation, a synthetic history larger than the heap. */
    static void requireMemory(int pages, int cycles) {
        MemoryBudget.require(
                "synthetic pages = " + pages + " over cycles = " + cycles,
                (double) pages * (MemoryBudget.GENERATED_PAGE_BYTES + cycles / 4.0));
    }

    public static ChangeHistory generate(GeneratorSettings s) {
        requireMemory(s.pages(), s.cycles());
        ChangeHistory.Builder b = new ChangeHistory.Builder(s.cycles(), s.pages());
        forEachPage(s, (page, id, site, row) -> b.add(id, site, row));
        return b.build();
    }

    /** One generated page: its row, id, site and change history (the array is reused for the next page). */
    @FunctionalInterface
    public interface PageSink {
        void page(int page, String id, String site, boolean[] changed);
    }

    /**
     * The pages one by one, in row order, without holding them (a ten-million-page dataset is written in
     * bounded memory): what {@link #generate} collects. Holds only the sites' shocks (a bit per site and cycle).
     */
    public static void forEachPage(GeneratorSettings s, PageSink sink) {
        int sites = Math.max(1, (int) Math.round(s.pages() / s.pagesPerSite()));
        double[] siteCdf = zipfCdf(sites, s.siteZipf());
        long[][] shocks = new long[sites][];
        boolean[] shockRow = new boolean[s.cycles()];
        for (int site = 0; site < sites; site++) {
            SplittableRandom r = new SplittableRandom(Seeds.derive(s.seed(), "site-shocks", site));
            long[] bits = new long[(s.cycles() + 63) >>> 6];
            for (int c = 0; c < s.cycles(); c++)
                if (r.nextDouble() < s.shockProbability()) bits[c >>> 6] |= 1L << (c & 63);
            shocks[site] = bits;
        }
        boolean[] row = new boolean[s.cycles()];
        String idFormat = "syn-%0" + Integer.toString(s.pages()).length() + "d";
        String siteFormat = "site-%0" + Integer.toString(sites).length() + "d";
        for (int p = 0; p < s.pages(); p++) {
            SplittableRandom r = new SplittableRandom(Seeds.derive(s.seed(), "page", p));
            int site = sample(siteCdf, r.nextDouble());
            long[] bits = shocks[site];
            for (int c = 0; c < shockRow.length; c++) shockRow[c] = (bits[c >>> 6] >>> (c & 63) & 1) != 0;
            fillPage(s, r, shockRow, row);
            sink.page(p, String.format(idFormat, p), String.format(siteFormat, site), row);
        }
    }

    /** The behaviour a page of this seed follows (for tests and for describing the data). */
    public static Behaviour behaviour(GeneratorSettings s, double u) {
        if (u < s.sharePeriodic()) return Behaviour.PERIODIC;
        if (u < s.sharePeriodic() + s.shareBursty()) return Behaviour.BURSTY;
        return Behaviour.POISSON;
    }

    private static void fillPage(GeneratorSettings s, SplittableRandom r, boolean[] siteShocks, boolean[] row) {
        Behaviour kind = behaviour(s, r.nextDouble());
        switch (kind) {
            case POISSON -> {
                double lambda = Math.min(s.maxRate(), s.rateMedian() * Math.exp(s.rateSigma() * gaussian(r)));
                double p = 1 - Math.exp(-lambda);
                for (int c = 0; c < row.length; c++) row[c] = r.nextDouble() < p;
            }
            case PERIODIC -> {
                int phase = r.nextInt(s.period());
                for (int c = 0; c < row.length; c++) {
                    double p = ((c + 1) % s.period() == phase) ? s.periodicProbability() : s.periodicNoise();
                    row[c] = r.nextDouble() < p;
                }
            }
            case BURSTY -> {
                boolean burst = r.nextDouble() < s.burstEnter() / (s.burstEnter() + s.burstExit() + 1e-300);
                for (int c = 0; c < row.length; c++) {
                    burst = burst ? r.nextDouble() >= s.burstExit() : r.nextDouble() < s.burstEnter();
                    row[c] = r.nextDouble() < (burst ? s.burstProbability() : s.quietProbability());
                }
            }
        }
        for (int c = 0; c < row.length; c++) {
            // the draw is made for every cycle, so a page's own changes do not depend on its site's shocks
            boolean follows = r.nextDouble() < s.shockFollow();
            if (siteShocks[c] && follows) row[c] = true;
        }
    }

    private static double gaussian(SplittableRandom r) {
        // Box-Muller on the page's own generator (no shared state)
        double u1 = 1.0 - r.nextDouble();
        double u2 = r.nextDouble();
        return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
    }

    private static double[] zipfCdf(int n, double exponent) {
        double[] cdf = new double[n];
        double sum = 0;
        for (int i = 0; i < n; i++) {
            sum += 1.0 / Math.pow(i + 1, exponent);
            cdf[i] = sum;
        }
        for (int i = 0; i < n; i++) cdf[i] /= sum;
        cdf[n - 1] = 1.0;
        return cdf;
    }

    private static int sample(double[] cdf, double u) {
        int i = Arrays.binarySearch(cdf, u);
        return i >= 0 ? Math.min(i + 1, cdf.length - 1) : -i - 1;
    }
}
