package org.chesseus.api.game;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.Move;
import org.chesseus.api.Position;

/**
 * What the game answers to every action: the position, the counters a player needs to see (the
 * half-move clock in half-moves and the number of times the present position has occurred,
 * RULES-NOTES §3), whether the side to move is in check, the draw offer standing and by whom, the
 * draw the player having the move may claim now, the clocks, what the action did besides, and the
 * outcome once the game has ended (code, score, article, one sentence). A snapshot of one moment,
 * except {@link #claimAfter(Move)}, which asks the game and is answered while the game is still at
 * that moment.
 */
public final class Ruling {
    private final Game game;
    private final Position position;
    private final int ply;
    private final int repetitionCount;
    private final int halfmoveClock;
    private final boolean check;
    private final Move lastMove;
    private final Outcome outcome;
    private final Color pendingOffer;
    private final Outcome claim;
    private final ClockReading clocks;
    private final String notice;
    private final int whiteIllegalMoves;
    private final int blackIllegalMoves;

    Ruling(Game game, Arbiter arbiter) {
        this.game = requireNonNull(game, "game");
        GameState state = game.state();
        this.position = state.position();
        this.ply = state.ply();
        this.repetitionCount = state.repetitionCount();
        this.halfmoveClock = state.halfmoveClock();
        this.check = state.inCheck();
        this.lastMove = state.lastMove().orElse(null);
        this.outcome = game.outcome().orElse(null);
        this.pendingOffer = arbiter.pendingOffer().orElse(null);
        this.claim = outcome == null ? arbiter.claimNow().orElse(null) : null;
        this.clocks = arbiter.reading().orElse(null);
        this.notice = arbiter.notice().orElse(null);
        this.whiteIllegalMoves = arbiter.illegalMoves(Color.WHITE);
        this.blackIllegalMoves = arbiter.illegalMoves(Color.BLACK);
    }

    /** The present position. */
    public Position position() {
        return position;
    }

    /** Half-moves played from the start of the record. */
    public int ply() {
        return ply;
    }

    /**
     * Half-moves since the last capture or pawn move (M= on FideLite's status line), as the book
     * counts them ({@link HalfmoveClockRule}).
     */
    public int halfmoveClock() {
        return halfmoveClock;
    }

    /** Occurrences of the present position, this one included (R= on FideLite's status line). */
    public int repetitionCount() {
        return repetitionCount;
    }

    /** Whether the side to move is in check (C!). */
    public boolean check() {
        return check;
    }

    /** The move that produced the position; empty at the start. */
    public Optional<Move> lastMove() {
        return Optional.ofNullable(lastMove);
    }

    /** The player whose draw offer stands (D? on FideLite's status line), if any (FIDE 9.1.2). */
    public Optional<Color> pendingOffer() {
        return Optional.ofNullable(pendingOffer);
    }

    /**
     * The draw the player having the move may claim on the present position (9.2, 9.3), as the
     * outcome a claim would give; empty when none is available or the game is over.
     */
    public Optional<Outcome> claimAvailable() {
        return Optional.ofNullable(claim);
    }

    /**
     * The draw the player having the move could claim by writing {@code move} first (9.2.1,
     * 9.3.1), as the outcome it would give.
     *
     * @throws IllegalStateException when the game has moved on since this ruling
     * @throws org.chesseus.api.IllegalMoveException when the move is not legal
     */
    public Optional<Outcome> claimAfter(Move move) {
        if (!game.isCurrent(this)) {
            throw new IllegalStateException("this ruling is of an earlier moment of the game (ply " + ply
                    + "); ask the game's present ruling");
        }
        return game.claimAfter(move);
    }

    /** The clocks at the moment of this ruling, when a clock is attached. */
    public Optional<ClockReading> clocks() {
        return Optional.ofNullable(clocks);
    }

    /**
     * What the last action did besides moving or ending the game, in sentences for people: an
     * offer made or lapsed, an incorrect claim and the time it cost, an illegal move taken back.
     */
    public Optional<String> notice() {
        return Optional.ofNullable(notice);
    }

    /** The completed illegal moves recorded against {@code side} (7.5.5). */
    public int illegalMoves(Color side) {
        return side == Color.WHITE ? whiteIllegalMoves : blackIllegalMoves;
    }

    /** The outcome, once the game has ended. */
    public Optional<Outcome> outcome() {
        return Optional.ofNullable(outcome);
    }

    /** Whether the game has ended. */
    public boolean isOver() {
        return outcome != null;
    }
}
