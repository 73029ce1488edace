package io.crawlgp.dataset;

import java.time.LocalDate;

/**
 * The days a loaded history's cycles span, so that histories of different sources and spans can be cut at the same
 * date. A dataset folder's {@code startDate} (dataset.properties) is the first day of cycle 1, as `datasets import git`
 * and `cdx` cut them (GitImport: cycle c covers the days [from + (c − 1)L, from + cL), cycle 0 being the state before
 * {@code from}), so cycle c ends at startDate + c·cycleDays. Counting from the day of cycle 0
 * instead (cycle c ending at start + (c+1)·cycleDays) would shift every dataset by the same cycle, so no cut between
 * datasets would move; the importers' rule is kept because it is the one the data were cut by.
 *
 * <p>{@code origin} is the day (days since 1970-01-01, fractional for cycles shorter than a day) on which cycle 0
 * ends, after the dataset settings that renumber cycles: {@code fromCycle} moves it by fromCycle − 1 cycles, and a
 * {@code cycleLength} of k keeps it (coarse cycle c is the old cycle kc).
 */
public record CycleCalendar(double origin, double cycleDays) {
    /** The calendar of a folder starting on {@code start}, loaded from cycle {@code fromCycle} (0: the first). */
    public static CycleCalendar of(LocalDate start, double folderCycleDays, int fromCycle, double loadedCycleDays) {
        int from = Math.max(1, fromCycle);
        return new CycleCalendar(start.toEpochDay() + (from - 1) * folderCycleDays, loadedCycleDays);
    }

    /** The day cycle c ends on (cycle 0: the day cycle 1 begins). */
    public double end(int cycle) {
        return origin + cycle * cycleDays;
    }

    /** The last cycle ending on or before {@code day} (0 when only cycle 0 does; negative when none does). */
    public int lastEndingBy(double day) {
        // a cycle ending exactly on the day is kept: the small tolerance keeps fractional cycle lengths from losing it
        return (int) Math.floor((day - origin) / cycleDays + 1e-9);
    }

    /** A day as a date (its whole part). */
    public static LocalDate date(double day) {
        return LocalDate.ofEpochDay((long) Math.floor(day + 1e-9));
    }
}
