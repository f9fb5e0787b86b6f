package org.chesseus.api.game;

import java.util.List;
import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateBudget;
import org.chesseus.api.rules.RuleBook;

/**
 * The game as a rule sees it when judging the present position: the position and its counters,
 * what the last move did, and the book's services. Each answer is computed at most once per
 * position; the primitive ones ({@link #board()}, {@link #legalMoveCount()}, {@link #inCheck()},
 * counters) allocate nothing, so rules that use only them keep a game's hot path allocation-free.
 */
public interface GameState {

    /** The present position as a live board, to read and never to change. */
    SearchBoard board();

    /** The present position as a snapshot (made on first request). */
    Position position();

    /** The rule book the game is played under. */
    RuleBook book();

    /** The clock and the event's regulations the game is played with (9.1.1, 9.5.3); none by default. */
    default GameOptions options() {
        return GameOptions.none();
    }

    /**
     * The player whose draw offer stands (FIDE 9.1.2), if any — read by books where a standing offer
     * changes a verdict (a platform that draws a flag fall while the flagged player's opponent has
     * offered a draw). None by default.
     */
    default Optional<Color> pendingOffer() {
        return Optional.empty();
    }

    /** Half-moves played from the start of the record (not from a FEN's move number). */
    int ply();

    /**
     * Half-moves since the last capture or pawn move (FIDE 9.3, 9.6.2) — or since the last
     * irreversible event, lost castling and en-passant rights included, under a book whose {@link
     * HalfmoveClockRule} says so.
     */
    int halfmoveClock();

    /** How many times the present position has occurred in the game, this time included (9.2.3). */
    int repetitionCount();

    /**
     * The plies at which the present position has occurred (9.2.3, by the book's identity), oldest
     * first, this one last: {@link #repetitionCount()} of them, counted from the start of the record
     * (ply 0 is the start position). Made on request, for explanations: the count itself allocates
     * nothing.
     */
    List<Integer> repetitionPlies();

    /** The position the record starts from (ply 0), with its FEN counters. */
    Position start();

    /**
     * The half-move that produced the position at {@code ply} (1 to {@link #ply()}), in SAN, for
     * explanations ("the last capture or pawn move was 12… exd4"): replayed from the start on request.
     *
     * @throws IllegalArgumentException when the record has no such half-move
     */
    String san(int ply);

    /** Whether the side to move is in check. */
    boolean inCheck();

    /** The number of legal moves of the side to move. */
    int legalMoveCount();

    /** The legal moves of the side to move (made on first request). */
    List<Move> legalMoves();

    /** The move that produced the present position; empty at the start. */
    Optional<Move> lastMove();

    /**
     * Whether a blockade may have first arisen here (RULES-NOTES §5): at the start of the record,
     * after a capture or pawn move, after a lost castling right, or one half-move after a double
     * step (an en-passant right lapses). A reversible move cannot create one.
     */
    boolean blockadeMayHaveArisen();

    /**
     * Can {@code mater} still checkmate (the book's {@link org.chesseus.api.mate.MateQuestion})?
     * A proven {@code no} is remembered for the rest of the game: once no series of legal moves
     * mates, none does from any later position. Unknown when the book has no mate question. The
     * line of a {@code yes} is the one the search found, not tidied for a reader (a rule reads the
     * verdict and its proof; {@code analyze} asks the question itself for a readable line).
     */
    MateAnswer canMate(Color mater, MateBudget budget);

    /**
     * The quick tier of {@link #canMate} for the board alone (5.2.2, {@link
     * org.chesseus.api.mate.MateQuestion#quickCanMate}): a proven {@code no} is as sound as the
     * full question's and is remembered the same way; {@code unknown} means "probably can", and a
     * rule that must be complete then asks {@link #canMate}.
     */
    MateAnswer quickCanMate(Color mater);

    /** Whether a proven {@code no} for {@code mater} is already remembered (costs nothing to ask). */
    boolean provenCannotMate(Color mater);
}
