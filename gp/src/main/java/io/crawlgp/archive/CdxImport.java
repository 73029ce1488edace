package io.crawlgp.archive;

import io.crawlgp.dataset.DatasetException;
import io.crawlgp.io.AtomicFiles;
import io.crawlgp.io.Hashing;
import io.crawlgp.io.Provenance;
import io.crawlgp.util.Progress;
import io.crawlgp.util.UserError;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * A change history from capture indexes (CDX, CDXJ): a page is a urlkey (SURT), its site the SURT host. Captures are
 * irregular, so a change is only known to lie between two captures: it is written at the cycle of the capture that
 * saw it (the capture's digest differs from the previous capture's), and DIR/captures.csv holds, per page, the cycles
 * with a capture. The simulator reads pages.csv as if every cycle were observed: a change is credited at the capture
 * cycle, a cycle without capture reads "unchanged" (the approximation, whose effect the README measures with
 * `datasets thin`). Only captures that show content count (status 200, or a WARC revisit: the same content again);
 * others are counted and skipped. Cycle 0's state is the last capture before --from; a page first captured later is
 * dropped and counted. Several files are merged by urlkey and time (each sorted, as archives publish them), in
 * bounded memory: one page's captures at a time.
 */
public final class CdxImport {
    private CdxImport() {}

    public static void run(
            List<Path> files,
            LocalDate from,
            LocalDate to,
            int cycleLength,
            Path out,
            String invocation,
            PrintWriter console) {
        if (files.isEmpty()) throw new UserError("give at least one CDX file");
        if (cycleLength < 1) throw new UserError("--cycle-length must be >= 1 day, got " + cycleLength);
        if (!to.isAfter(from)) throw new UserError("--to " + to + " must be after --from " + from);
        int cycles = GitImportSettings.cycles(from, to, cycleLength);
        if (cycles < 1)
            throw new UserError(
                    "--from " + from + " to --to " + to + " holds no whole cycle of " + cycleLength + " days");
        for (Path f : files) if (!Files.isRegularFile(f)) throw new UserError(f + ": no such file");
        Provenance prov = Provenance.start(invocation);
        long t0 = System.nanoTime();
        long fromSec = from.atStartOfDay(ZoneOffset.UTC).toEpochSecond(), cycleSec = 86_400L * cycleLength;
        long totalBytes = 0;
        for (Path f : files) totalBytes += size(f);
        long[] counts = new long
                [8]; // lines, skipped status, before, in window, after, pages kept, dropped (first captured later),
        // kept but never captured in the period
        long[] changes = {0};
        List<CdxReader> readers = new ArrayList<>();
        try {
            for (Path f : files) readers.add(new CdxReader(f));
            PriorityQueue<Head> heads = new PriorityQueue<>();
            for (int i = 0; i < readers.size(); i++) {
                Capture c = readers.get(i).next();
                if (c != null) heads.add(new Head(c, i));
            }
            long mb = Math.max(1, totalBytes >> 20);
            try (Progress progress = Progress.start("captures (MB)", (int) Math.min(Integer.MAX_VALUE, mb))) {
                long[] shownMb = {0};
                AtomicFiles.writeText(
                        out.resolve("pages.csv"),
                        pw -> AtomicFiles.writeText(out.resolve("captures.csv"), cw -> {
                            CSVFormat fmt = CSVFormat.RFC4180
                                    .builder()
                                    .setRecordSeparator('\n')
                                    .build();
                            CSVPrinter pages = new CSVPrinter(pw, fmt), caps = new CSVPrinter(cw, fmt);
                            pages.printRecord("page", "site", "history");
                            caps.printRecord("page", "captured");
                            PageState page = null;
                            while (!heads.isEmpty()) {
                                Head h = heads.poll();
                                Capture c = h.capture;
                                Capture nxt = readers.get(h.reader).next();
                                if (nxt != null) heads.add(new Head(nxt, h.reader));
                                counts[0]++;
                                long read = 0;
                                for (CdxReader r : readers) read += r.bytesRead();
                                for (; shownMb[0] < (read >> 20); shownMb[0]++) progress.step();
                                if (page == null || !page.key.equals(c.urlkey())) {
                                    if (page != null) page.finish(pages, caps, counts, changes);
                                    page = new PageState(c.urlkey(), cycles);
                                }
                                if (!c.showsContent()) {
                                    counts[1]++;
                                    continue;
                                }
                                long sec = c.epochSecond();
                                if (sec < fromSec) {
                                    counts[2]++;
                                    page.before = c.digest();
                                    continue;
                                }
                                int cycle = (int) ((sec - fromSec) / cycleSec) + 1;
                                if (cycle > cycles) {
                                    counts[4]++;
                                    continue;
                                }
                                counts[3]++;
                                page.digestAt[cycle] = c.digest(); // the last capture of the cycle wins
                            }
                            if (page != null) page.finish(pages, caps, counts, changes);
                            pages.flush();
                            caps.flush();
                            if (counts[5] == 0)
                                throw new UserError(
                                        "no page has a capture before --from " + from + " (cycle 0 needs a state); "
                                                + counts[6] + " pages were first captured later");
                        }));
            }
        } finally {
            for (CdxReader r : readers) {
                try {
                    r.close();
                } catch (IOException ignored) {
                    // reading is over
                }
            }
        }
        Map<String, Object> src = new LinkedHashMap<>();
        List<Map<String, Object>> fs = new ArrayList<>();
        for (Path f : files) fs.add(Map.of("file", f.toAbsolutePath().toString(), "sha256", Hashing.sha256(f)));
        src.put("files", fs);
        Map<String, Object> n = new LinkedHashMap<>();
        n.put("capture_lines", counts[0]);
        n.put("skipped_status_not_200_or_revisit", counts[1]);
        n.put("captures_before_from", counts[2]);
        n.put("captures_in_period", counts[3]);
        n.put("captures_after_to", counts[4]);
        n.put("pages_kept", counts[5]);
        n.put("dropped_first_captured_after_from", counts[6]);
        n.put("kept_without_capture_in_period", counts[7]);
        n.put("changes", changes[0]);
        Map<String, Object> imp = new LinkedHashMap<>();
        imp.put("from", from.toString());
        imp.put("to", to.toString());
        imp.put("cycle_length_days", cycleLength);
        prov.put("source", src)
                .put("import", imp)
                .put("counts", n)
                .put(
                        "dataset",
                        Map.of(
                                "sha256",
                                Hashing.sha256(out.resolve("pages.csv")),
                                "pages",
                                counts[5],
                                "cycles",
                                cycles))
                .write(out);
        console.printf(
                "%d capture lines: %d skipped (status neither 200 nor a revisit), %d before %s (cycle 0), %d in the period, %d after %s (ignored)%n",
                counts[0], counts[1], counts[2], from, counts[3], counts[4], to);
        console.printf(
                "kept %d pages (%d of them never captured in the period); dropped %d first captured after %s%n",
                counts[5], counts[7], counts[6], from);
        console.printf(
                "wrote %s: %d pages x %d cycles of %d day(s), %d changes; captures.csv marks the cycles each page was captured in; %.1fs%n",
                out, counts[5], cycles, cycleLength, changes[0], (System.nanoTime() - t0) / 1e9);
    }

    private static long size(Path f) {
        try {
            return Files.size(f);
        } catch (IOException e) {
            throw new DatasetException(f, "cannot read: " + e.getMessage());
        }
    }

    /** The next capture of one reader, ordered by urlkey, time, then reader. */
    private record Head(Capture capture, int reader) implements Comparable<Head> {
        public int compareTo(Head o) {
            int k = capture.urlkey().compareTo(o.capture.urlkey());
            if (k != 0) return k;
            k = Long.compare(capture.epochSecond(), o.capture.epochSecond());
            return k != 0 ? k : Integer.compare(reader, o.reader);
        }
    }

    /** One page's captures per cycle, turned into its history and capture mask. */
    private static final class PageState {
        final String key;
        final String[] digestAt;
        String before;

        PageState(String key, int cycles) {
            this.key = key;
            this.digestAt = new String[cycles + 1];
        }

        void finish(CSVPrinter pages, CSVPrinter caps, long[] counts, long[] changes) throws IOException {
            if (before == null) {
                counts[6]++;
                return;
            }
            StringBuilder h = new StringBuilder(digestAt.length), m = new StringBuilder(digestAt.length);
            String held = before;
            boolean any = false;
            for (int c = 1; c < digestAt.length; c++) {
                String d = digestAt[c];
                boolean captured = d != null, changed = captured && !d.equals(held);
                if (captured) {
                    held = d;
                    any = true;
                }
                if (changed) changes[0]++;
                h.append(changed ? '1' : '0');
                m.append(captured ? '1' : '0');
            }
            counts[5]++;
            if (!any) counts[7]++;
            pages.printRecord(key, Capture.site(key), h);
            caps.printRecord(key, m);
        }
    }
}
