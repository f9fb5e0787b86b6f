package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicLong;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.tools.perft.Progress;
import org.junit.jupiter.api.Test;

/** The progress bar's text and pace, with a clock the test moves by hand. */
class ProgressBarTest {
    private static final long SECOND = 1_000_000_000L;

    @Test
    void lineShowsPercentDoneOfTotalRateAndTimeLeft() {
        // 8 of 20 steps in 16 s: 12 steps to go at 2 s a step is 24 s; 100 M nodes in 16 s is 6.25 M/s.
        assertEquals("[########------------]  40%  8/20 root moves  6.25 M nodes/s  0:24 left",
                ProgressBar.line(8, 20, "root moves", 100_000_000L, 16 * SECOND));
    }

    @Test
    void timeLeftIsUnknownBeforeTheFirstStep() {
        assertEquals("[--------------------]   0%  0/3 lines  - nodes/s  -:-- left", ProgressBar.line(0, 3, "lines", 0, 0));
    }

    @Test
    void theRateNamesWhatItCounts() {
        // 10 of 40 games in 2 s, 5,000 moves judged: 2.5 k moves/s, 6 s to go.
        assertEquals("[#####---------------]  25%  10/40 games  2.50 k moves/s  0:06 left",
                ProgressBar.line(10, 40, "games", "moves", 5_000, 2 * SECOND));
    }

    @Test
    void longWaitsAreWrittenInHours() {
        // 1 of 4 steps in 30 min: 90 min to go.
        assertEquals("[#####---------------]  25%  1/4 lines  55.6 k nodes/s  1:30:00 left",
                ProgressBar.line(1, 4, "lines", 100_000_000L, 1800 * SECOND));
    }

    @Test
    void redrawsAtMostFiveTimesASecondAndClearsItsLineWhenDone() {
        AtomicLong clock = new AtomicLong();
        StringWriter screen = new StringWriter();
        ProgressBar bar = new ProgressBar(new PrintWriter(screen), clock::get, "lines");
        bar.start(10);
        for (int step = 1; step <= 10; step++) {
            clock.addAndGet(SECOND / 10);
            bar.advance(step, step * 1000L);
        }
        long draws = screen.toString().chars().filter(c -> c == '\r').count();
        assertEquals(1 + 5, draws, "the start and one redraw every 0.2 s of the second");
        bar.finish();
        assertTrue(screen.toString().matches("(?s).*\r +\r"), "the last line is blanked out: " + screen);
    }

    @Test
    void showsNothingWhenStandardErrorIsNoTerminal() {
        Terminal pipe = new Terminal(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()),
                new ByteArrayInputStream(new byte[0]), false, System::nanoTime);
        assertSame(Progress.NONE, ProgressBar.on(pipe, "lines"));
    }
}
