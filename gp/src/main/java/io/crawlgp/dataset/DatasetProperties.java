package io.crawlgp.dataset;

import io.crawlgp.io.NameValueLines;
import io.crawlgp.io.StrictText;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What DIR/dataset.properties says about a dataset beyond its pages file: {@code cycleDays}, how many days one cycle
 * spans ({@link CycleDays}), and {@code startDate}, the first day of cycle 1 ({@link CycleCalendar}). Read as the suite
 * and experiment files are ({@link NameValueLines}: strict UTF-8, a byte-order mark dropped), and strictly: an unknown
 * name (a wrong case included), a name given twice or a date that is not YYYY-MM-DD is one line naming file and line.
 */
public record DatasetProperties(String cycleDays, LocalDate startDate) {
    public static final String FILE = "dataset.properties";
    static final String CYCLE_DAYS = "cycleDays";
    static final String START_DATE = "startDate";

    /** DIR's properties; both null when the folder has no dataset.properties. */
    public static DatasetProperties read(Path dir) {
        Path props = dir.resolve(FILE);
        if (!Files.isRegularFile(props)) return new DatasetProperties(null, null);
        Map<String, NameValueLines.Entry> seen = new LinkedHashMap<>();
        for (NameValueLines.Entry e : NameValueLines.read(props)) {
            if (!e.name().equals(CYCLE_DAYS) && !e.name().equals(START_DATE))
                throw new DatasetException(
                        props,
                        e.line(),
                        "unknown setting '" + StrictText.escape(e.name(), 40) + "'; the settings are " + CYCLE_DAYS
                                + " and " + START_DATE
                                + (e.name().equalsIgnoreCase(CYCLE_DAYS)
                                                || e.name().equalsIgnoreCase(START_DATE)
                                        ? " (names are case-sensitive)"
                                        : ""));
            NameValueLines.Entry first = seen.put(e.name(), e);
            if (first != null)
                throw new DatasetException(
                        props, e.line(), e.name() + " is given twice (first at line " + first.line() + "); keep one");
        }
        NameValueLines.Entry days = seen.get(CYCLE_DAYS), start = seen.get(START_DATE);
        return new DatasetProperties(days == null ? null : days.value(), start == null ? null : date(props, start));
    }

    private static LocalDate date(Path props, NameValueLines.Entry e) {
        try {
            return LocalDate.parse(e.value());
        } catch (DateTimeParseException x) {
            throw new DatasetException(
                    props,
                    e.line(),
                    START_DATE + " must be the first day of cycle 1 as YYYY-MM-DD, got '"
                            + StrictText.escape(e.value(), 40) + "'");
        }
    }
}
