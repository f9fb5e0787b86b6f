package org.chesseus.api.game;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import org.chesseus.api.Move;
import org.chesseus.api.Position;

/**
 * What the game answers to every action: the position, the counters a player needs to see (the
 * half-move clock in half-moves and the number of times the present position has occurred,
 * RULES-NOTES §3), whether the side to move is in check, and the outcome once the game has ended.
 */
public final class Ruling {
    private final Position position;
    private final int ply;
    private final int repetitionCount;
    private final boolean check;
    private final Move lastMove;
    private final Outcome outcome;

    Ruling(Position position, int ply, int repetitionCount, boolean check, Move lastMove, Outcome outcome) {
        this.position = requireNonNull(position, "position");
        this.ply = ply;
        this.repetitionCount = repetitionCount;
        this.check = check;
        this.lastMove = lastMove;
        this.outcome = outcome;
    }

    /** The present position. */
    public Position position() {
        return position;
    }

    /** Half-moves played from the start of the record. */
    public int ply() {
        return ply;
    }

    /** Half-moves since the last capture or pawn move (M= on FideLite's status line). */
    public int halfmoveClock() {
        return position.halfmoveClock();
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

    /** The outcome, once the game has ended. */
    public Optional<Outcome> outcome() {
        return Optional.ofNullable(outcome);
    }

    /** Whether the game has ended. */
    public boolean isOver() {
        return outcome != null;
    }
}
