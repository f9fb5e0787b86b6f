package org.chesseus.tools.match;

import static java.util.Objects.requireNonNull;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.chesseus.api.Color;
import org.chesseus.api.Move;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.Ruling;
import org.chesseus.api.pgn.Termination;
import org.chesseus.drivers.uci.UciCommands;
import org.chesseus.drivers.uci.UciEngine;
import org.chesseus.tools.setup.PlayTime;

/**
 * One game between the two engines of a table, judged move by move by the game of the rule book.
 * One thread — the caller of {@link #play} — owns the game; the engines' answers arrive on the
 * table's queue. The clock runs while an engine thinks; a flag falls when the clock says so
 * (through the game's flag rule, so FIDE 6.9 applies); the time Chesseus spends between an answer
 * and the next {@code go} (judging the move, recording it) stands still, charged to no one. Threefold repetition and the fifty-move
 * rule are claimed on the engines' behalf as soon as a claim is correct. An illegal move, a crash
 * or a move that is no move at all forfeits the game through the book's rule {@code forfeit}.
 */
final class MatchGame {
    /** How long an engine may think without a clock (fixed nodes) before it counts as hung. */
    static final Duration HANG = Duration.ofSeconds(60);
    /** How long past its flag an engine may think when the book has no flag rule. */
    static final Duration GRACE = Duration.ofSeconds(5);

    private final MatchSetup setup;
    private final BlockingQueue<SeatEvent> events;
    private final MoveNotation notation;
    private final Seat[] seats = new Seat[2];
    private final Turn turn = new Turn();
    private MatchRecord record;
    private PlayTime time;
    private Game game;
    private ScoreAdjudication.Run adjudication;
    private Termination termination;
    private String fault;

    MatchGame(MatchSetup setup, BlockingQueue<SeatEvent> events) {
        this.setup = requireNonNull(setup, "setup");
        this.events = requireNonNull(events, "events");
        this.notation = setup.book().legality().notation(setup.chess960());
    }

    /** The search number of a table, kept across games so a late answer from an earlier game is never taken. */
    private static final class Turn {
        private long search;
        private long started;
        private Seat thinking;
    }

    /**
     * Plays game {@code number} from {@code opening}, {@code white} against {@code black}.
     *
     * @throws RejectedInputException when an engine cannot be (re)started
     */
    GameReport play(int number, Opening opening, Seat white, Seat black, boolean firstWhite) {
        seats[Color.WHITE.ordinal()] = white;
        seats[Color.BLACK.ordinal()] = black;
        events.clear();
        white.ready();
        black.ready();
        start(opening);
        try {
            while (!game.isOver() && fault == null) {
                step();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            fault = "the match was interrupted";
        }
        if (turn.thinking != null) {
            turn.thinking.stop();
            turn.thinking = null;
        }
        Optional<Outcome> outcome = game.outcome();
        Termination ended = outcome.isEmpty() ? Termination.ABANDONED
                : termination != null ? termination : Termination.of(outcome.get().code());
        String reason = outcome.map(o -> o.code().code() + " (" + o.article() + "): " + o.explanation()).orElse(fault);
        String pgn = record.pgn(number, white.name(), black.name(), opening.start(), outcome, ended, reason);
        return new GameReport(number, white.name(), black.name(), firstWhite, outcome, ended, reason, pgn);
    }

    private void start(Opening opening) {
        record = new MatchRecord(setup);
        time = new PlayTime(setup.time());
        adjudication = setup.adjudication().run();
        termination = null;
        fault = null;
        time.freeze();
        game = Game.start(setup.book(), opening.start(), setup.options(time));
        for (Move move : opening.moves()) {
            if (game.isOver()) {
                break;
            }
            record.book(notation.san(game.ruling().position(), move));
            game.play(move);
        }
    }

    /** One turn: a claim for the side to move when one is correct, else its engine's move or failure. */
    private void step() throws InterruptedException {
        Color toMove = game.ruling().position().sideToMove();
        if (game.ruling().claimAvailable().isPresent()) {
            game.claimDraw(toMove);
            return;
        }
        Ruling now = game.readClock();
        if (game.isOver()) {
            return;
        }
        Seat seat = seats[toMove.ordinal()];
        if (time.frozen()) {
            time.thaw();
        }
        turn.search++;
        turn.thinking = seat;
        turn.started = time.getAsLong();
        seat.go(UciCommands.position(game, notation), UciCommands.go(now, game.options(), setup.nodes()), turn.search);
        while (turn.thinking != null && !game.isOver() && fault == null) {
            SeatEvent event = events.poll(waitMillis(toMove), TimeUnit.MILLISECONDS);
            if (event == null) {
                noAnswer(toMove);
            } else if (!event.move()) {
                failed(event.seat(), "stopped working: it " + event.text(), Termination.ABANDONED);
            } else if (event.seat() == seat && event.search() == turn.search) {
                time.freeze();
                turn.thinking = null;
                moved(toMove, event.text());
            }
        }
    }

    private long waitMillis(Color toMove) {
        long left = game.ruling().clocks().map(c -> c.remaining(toMove).toMillis()).orElse(HANG.toMillis());
        return Math.max(5, Math.min(1000, left + 1));
    }

    /** No answer yet: the clock is read (a flag may fall); an engine thinking far too long is hung. */
    private void noAnswer(Color toMove) {
        Seat seat = seats[toMove.ordinal()];
        if (game.ruling().clocks().isPresent()) {
            game.readClock();
            Duration left = game.ruling().clocks().get().remaining(toMove);
            if (!game.isOver() && left.isNegative() && left.abs().compareTo(GRACE) > 0) {
                seat.markBroken();
                failed(seat, "sent no move " + GRACE.toSeconds() + " s after its flag fell", Termination.TIME_FORFEIT);
            }
            return;
        }
        if (time.getAsLong() - turn.started > HANG.toNanos()) {
            seat.markBroken();
            failed(seat, "sent no move within " + HANG.toSeconds() + " s", Termination.ABANDONED);
        }
    }

    private void moved(Color mover, String text) {
        Seat seat = seats[mover.ordinal()];
        if (!text.matches("[a-h][1-8][a-h][1-8][qrbn]?")) {
            seat.markBroken();
            failed(seat, "sent '" + text + "', which is no move", Termination.ABANDONED);
            return;
        }
        Position before = game.ruling().position();
        Move move;
        try {
            move = notation.parseUci(before, text);
        } catch (RejectedInputException illegal) {
            failed(seat, UciEngine.illegalMove(text, illegal), Termination.RULES_INFRACTION);
            return;
        }
        long now = time.getAsLong();
        String san = notation.san(before, move);
        int plyBefore = game.ruling().ply();
        Ruling ruling = game.play(move, game.claimAfter(move).isPresent());
        if (ruling.ply() == plyBefore) {
            return;
        }
        Optional<Eval> eval = seat.eval(turn.search);
        record.move(san, eval, Duration.ofNanos(now - turn.started), ruling.clocks().map(c -> c.remaining(mover)));
        if (!game.isOver()) {
            adjudicate(mover, eval, before.fullmoveNumber());
        }
    }

    private void adjudicate(Color mover, Optional<Eval> eval, int moveNumber) {
        ScoreAdjudication.Decision decision = adjudication.observe(mover, eval, moveNumber);
        try {
            switch (decision) {
                case WHITE_RESIGNS:
                    game.resign(Color.WHITE);
                    break;
                case BLACK_RESIGNS:
                    game.resign(Color.BLACK);
                    break;
                case DRAW:
                    game.offerDraw(mover);
                    game.acceptDraw(mover.opposite());
                    break;
                default:
                    return;
            }
        } catch (RejectedInputException refused) {
            return;
        }
        if (game.isOver()) {
            termination = Termination.ADJUDICATION;
        }
    }

    /** An engine failed: its side forfeits by the book; a book without the rule leaves the game abandoned. */
    private void failed(Seat seat, String why, Termination how) {
        Color side = seats[Color.WHITE.ordinal()] == seat ? Color.WHITE : Color.BLACK;
        String cause = "(" + seat.name() + ") " + why;
        if (turn.thinking == seat) {
            turn.thinking = null;
        }
        try {
            game.forfeit(side, cause);
            termination = how;
        } catch (RejectedInputException refused) {
            fault = side.title() + " " + cause + "; the book cannot forfeit it (" + refused.getMessage() + ")";
        }
    }
}
