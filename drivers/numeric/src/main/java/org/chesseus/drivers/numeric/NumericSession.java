package org.chesseus.drivers.numeric;

import static java.util.Objects.requireNonNull;

import java.time.Duration;
import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.Move;
import org.chesseus.api.driver.DriverSession;
import org.chesseus.api.driver.DriverSetup;
import org.chesseus.api.driver.Intent;
import org.chesseus.api.driver.Played;
import org.chesseus.api.game.ClockReading;
import org.chesseus.api.game.GameView;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.Ruling;

/**
 * A game through FideLite's numerical interface. Input: four or five digits are a move; any input
 * containing a non-digit is a draw request (with the move its digits make, else alone); an empty
 * line resigns; digits that make no legal move ({@code 0}, {@code 00}, {@code 6500}) are only an
 * invalid move. Output, one line each time: White's and Black's clocks ({@code -} untimed) and the
 * last move in digits; at the end, the result code.
 */
final class NumericSession implements DriverSession {
    private final DriverSetup setup;
    private String lastMove = "";

    NumericSession(DriverSetup setup) {
        this.setup = requireNonNull(setup, "setup");
    }

    @Override
    public Intent read(String line, GameView game) {
        String text = line.strip();
        if (text.isEmpty()) {
            return Intent.resign();
        }
        String digits = text.replaceAll("[^0-9]", "");
        boolean drawRequest = digits.length() != text.length();
        if (drawRequest && digits.isEmpty()) {
            return Intent.drawRequest();
        }
        Optional<Move> move = NumericMove.read(digits, game.ruling().position(), setup.notation());
        return move.map(m -> Intent.move(m, drawRequest)).orElse(Intent.invalid(""));
    }

    @Override
    public void started(GameView game) {
        clocks(game.ruling());
    }

    @Override
    public void moved(GameView game, Played played) {
        lastMove = NumericMove.write(played.move());
        clocks(game.ruling());
    }

    @Override
    public void ruled(GameView game, Ruling ruling) {
        clocks(ruling);
    }

    @Override
    public void refused(GameView game, String reason) {
        clocks(game.ruling());
    }

    @Override
    public void ended(GameView game, Outcome outcome) {
        setup.screen().show(outcome.code().code());
    }

    @Override
    public String prompt(GameView game) {
        return "";
    }

    private void clocks(Ruling ruling) {
        Optional<ClockReading> clocks = ruling.clocks();
        String line = time(clocks, Color.WHITE) + " " + time(clocks, Color.BLACK) + (lastMove.isEmpty() ? "" : " " + lastMove);
        setup.screen().show(line);
    }

    private static String time(Optional<ClockReading> clocks, Color side) {
        return clocks.map(reading -> seconds(reading.remaining(side))).orElse("-");
    }

    /** Seconds with tenths, never rounded up: {@code 299.8}. */
    private static String seconds(Duration time) {
        long tenths = Math.max(0, time.toMillis()) / 100;
        return tenths / 10 + "." + tenths % 10;
    }
}
