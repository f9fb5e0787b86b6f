package org.chesseus.api;

import java.util.List;
import java.util.Map;

/**
 * The legality layer as the kernel sees it: what needs attack tables and move generation. The
 * kernel asks it when a FEN is read (the side not to move must not be in check) or written (the
 * en-passant square is written only when a capture is possible); rule books obtain it from the
 * layer that provides legality ({@code l1}).
 *
 * <p>Implementations are immutable and safe to share between threads.
 */
public interface Legality {

    /** Every legal move of the side to move (FIDE 3.1–3.9), each exactly once. */
    List<Move> legalMoves(Position position);

    /**
     * The position after a legal move: pieces moved, rights and clocks updated (FIDE 3.8.2.1,
     * 9.3), the en-passant square set after a double step only when a legal capture exists.
     *
     * @throws IllegalMoveException when the move is not among {@link #legalMoves(Position)}
     */
    Position play(Position position, Move move);

    /** Whether the king of {@code side} is attacked (FIDE 3.9) — for either side, to move or not. */
    boolean inCheck(Position position, Color side);

    /**
     * Whether the side to move has a legal en-passant capture (FIDE 3.7.3.1): a capture whose
     * capturer is pinned, or that would leave its own king in check, does not count (9.2.3.1).
     */
    boolean enPassantCapturable(Position position);

    /** Checkmate (FIDE 5.1.1): the side to move is in check and has no legal move. */
    default boolean isCheckmate(Position position) {
        return inCheck(position, position.sideToMove()) && legalMoves(position).isEmpty();
    }

    /** Stalemate (FIDE 5.2.1): the side to move is not in check and has no legal move. */
    default boolean isStalemate(Position position) {
        return !inCheck(position, position.sideToMove()) && legalMoves(position).isEmpty();
    }

    /**
     * The number of legal move sequences of {@code depth} half-moves (perft), counting leaves; the
     * classic correctness measure of a move generator.
     */
    long perft(Position position, int depth);

    /** Perft split by the first move: each legal move with the count below it ({@code depth >= 1}). */
    Map<Move, Long> divide(Position position, int depth);

    /**
     * A mutable board holding the position, for searches (dead-position proofs, engines): legal
     * moves of this book's rules, make and unmake in place, no allocation.
     */
    SearchBoard board(Position position);

    /**
     * {@link #board(Position)} with room for {@code plies} moves made in a row before the board's
     * history grows: a game's board, which then plays that many moves without allocating (the
     * default, for a legality without such room, is {@link #board(Position)}).
     */
    default SearchBoard board(Position position, int plies) {
        return board(position);
    }

    /**
     * {@link #board(Position)}, loaded into {@code reuse} where that is a board this legality made
     * (so a question asked again and again on one thread allocates no board); otherwise, or where
     * {@code reuse} is {@code null}, a new board. The board given is then the one returned, or no
     * longer the caller's to use.
     */
    default SearchBoard board(Position position, SearchBoard reuse) {
        return board(position);
    }

    /**
     * Move notation for this legality: SAN and UCI. In Chess960 mode UCI writes castling as the king
     * taking its own rook; otherwise as the king's two-square step (and reads both).
     */
    MoveNotation notation(boolean chess960);
}
