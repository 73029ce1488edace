package io.crawlgp.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.crawlgp.dataset.CycleCalendar;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/**
 * Leave one source out on the calendar: another source's training and validation parts end on the
 * days the held-out source's validation and test windows begin, whatever its own cycle length and span.
 */
class CalendarCutTest {
    // a weekly held-out source of 104 cycles from 2024-08-01, five folds, warm-up 2: the first training part is 26
    // cycles and each window 13 (Folds.TimeWindows.of), so fold 0 validates on 27..39 and tests on 40..52
    private static final CycleCalendar WEEKLY = CycleCalendar.of(LocalDate.parse("2024-08-01"), 7, 0, 7);
    private static final Folds.TimeWindows WINDOWS = Folds.TimeWindows.of(104, 5, 2);

    @Test
    void theHeldOutWindowsBeginOnTheDaysItsCyclesEnd() {
        assertEquals(26, WINDOWS.trainEnd());
        assertEquals(13, WINDOWS.length());
        // fold 0's test window begins when cycle 39 ends: 2024-08-01 + 39 weeks; its validation when cycle 26 ends
        assertEquals(
                LocalDate.parse("2025-05-01"),
                CycleCalendar.date(WEEKLY.end(WINDOWS.test(0).from() - 1)));
        assertEquals(
                LocalDate.parse("2025-01-30"),
                CycleCalendar.date(WEEKLY.end(WINDOWS.validation(0).from() - 1)));
    }

    @Test
    void aSourceOfTheSameDatesIsCutExactlyAsTheHeldOutOne() {
        for (int f = 0; f < 5; f++) {
            FoldSplit s = Instances.onCalendar(10, 104, WEEKLY, WEEKLY, WINDOWS, f, 2);
            assertEquals(WINDOWS.training(f), s.train().window());
            assertEquals(WINDOWS.validation(f), s.validation().window());
        }
    }

    @Test
    void aLaterDailySourceIsLeftOutUntilItHasAWindowAndThenCutAtTheSameDays() {
        CycleCalendar daily = CycleCalendar.of(LocalDate.parse("2025-08-01"), 1, 0, 1); // 365 cycles
        // fold 0 tests from 2025-05-01, before the daily source begins: nothing of it is learnt from
        assertNull(Instances.onCalendar(10, 365, daily, WEEKLY, WINDOWS, 0, 2));
        // fold 3 validates from cycle 66 (2025-10-30) and tests from cycle 79 (2026-01-29): the daily source trains on
        // its days up to 2025-10-30 (cycles 1..90) and validates on those up to 2026-01-29 (91..181)
        FoldSplit s = Instances.onCalendar(10, 365, daily, WEEKLY, WINDOWS, 3, 2);
        assertEquals(new CycleWindow(1, 90), s.train().window());
        assertEquals(new CycleWindow(91, 181), s.validation().window());
        // a source that ended before the validation window (578 days to 2024-08-01) validates on its own last 13 weeks
        CycleCalendar early = CycleCalendar.of(LocalDate.parse("2023-01-01"), 1, 0, 1);
        FoldSplit e = Instances.onCalendar(10, 578, early, WEEKLY, WINDOWS, 0, 2);
        assertEquals(new CycleWindow(1, 578 - 91), e.train().window());
        assertEquals(new CycleWindow(578 - 90, 578), e.validation().window());
    }

    @Test
    void fromCycleMovesCycleZeroAndACoarseCycleEndsWithItsLastFineCycle() {
        // daily from 2024-01-01, read from cycle 11 in cycles of 7 days: coarse cycle 1 is days 11..17, ending when
        // day 17 ends (2024-01-18, the first day after it)
        CycleCalendar c = CycleCalendar.of(LocalDate.parse("2024-01-01"), 1, 11, 7);
        assertEquals(LocalDate.parse("2024-01-11"), CycleCalendar.date(c.end(0)));
        assertEquals(LocalDate.parse("2024-01-18"), CycleCalendar.date(c.end(1)));
        assertEquals(1, c.lastEndingBy(LocalDate.parse("2024-01-24").toEpochDay()), "cycle 2 ends on the 25th");
        assertEquals(
                2, c.lastEndingBy(LocalDate.parse("2024-01-25").toEpochDay()), "a cycle ending on the day is kept");
    }
}
