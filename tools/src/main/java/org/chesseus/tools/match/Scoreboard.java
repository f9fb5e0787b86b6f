package org.chesseus.tools.match;

import static java.util.Objects.requireNonNull;

import java.io.IOException;
import java.io.PrintWriter;
import org.chesseus.api.RejectedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.chesseus.tools.perft.Progress;

/**
 * Where finished games arrive, from any table's thread, one at a time: the tally (and the pairs
 * completed), the PGN file appended game by game, a line for the game and the running score line
 * ({@code Score of A vs B: W - L - D [ratio] N}), the progress, and the SPRT's verdict.
 */
final class Scoreboard {
    private final String first;
    private final String second;
    private final int games;
    private final Optional<Path> pgn;
    private final Optional<Sprt> sprt;
    private final PrintWriter lines;
    private final Progress progress;
    private final Map<Integer, Integer> openPairs = new HashMap<>();
    private Tally tally = Tally.none();
    private int finished;
    private int abandoned;
    private Sprt.Verdict verdict = Sprt.Verdict.CONTINUE;

    Scoreboard(String first, String second, int games, Optional<Path> pgn, Optional<Sprt> sprt, PrintWriter lines,
            Progress progress) {
        this.first = requireNonNull(first, "first");
        this.second = requireNonNull(second, "second");
        this.games = games;
        this.pgn = requireNonNull(pgn, "pgn");
        this.sprt = requireNonNull(sprt, "sprt");
        this.lines = requireNonNull(lines, "lines");
        this.progress = requireNonNull(progress, "progress");
    }

    /** The match begins. */
    synchronized void start() {
        progress.start(games);
    }

    /** Game {@code index} (from 0) finished. */
    synchronized void finished(int index, GameReport report) {
        pgn.ifPresent(file -> append(file, report.pgn()));
        finished++;
        Optional<Integer> points = report.firstHalfPoints();
        if (points.isPresent()) {
            tally = tally.withGame(points.get());
            Integer partner = openPairs.remove(Schedule.pair(index));
            if (partner != null) {
                tally = tally.withPair(partner + points.get());
            } else {
                openPairs.put(Schedule.pair(index), points.get());
            }
        } else {
            abandoned++;
        }
        progress.clear();
        lines.println("Finished game " + report.number() + " (" + report.white() + " vs " + report.black() + "): "
                + report.result() + " {" + report.reason() + "}");
        lines.println(scoreLine());
        lines.flush();
        sprt.ifPresent(test -> verdict = test.verdict(tally));
        progress.advance(finished, finished);
    }

    /** {@code Score of A vs B: 5 - 3 - 2  [0.600] 10}. */
    synchronized String scoreLine() {
        return String.format(Locale.ROOT, "Score of %s vs %s: %d - %d - %d  [%.3f] %d", first, second, tally.wins(),
                tally.losses(), tally.draws(), MatchStatistics.score(tally), tally.games());
    }

    /** Whether the SPRT has decided: no more games need starting. */
    synchronized boolean decided() {
        return verdict != Sprt.Verdict.CONTINUE;
    }

    /** The tally so far. */
    synchronized Tally tally() {
        return tally;
    }

    /** The games abandoned (not ended by the book): not counted. */
    synchronized int abandoned() {
        return abandoned;
    }

    /** The match is over. */
    synchronized void finish() {
        progress.finish();
    }

    private static void append(Path file, String text) {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new RejectedInputException("--pgn " + file + ": cannot be written (" + e.getMessage() + ")");
        }
    }
}
