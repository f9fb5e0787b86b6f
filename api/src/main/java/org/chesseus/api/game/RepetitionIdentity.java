package org.chesseus.api.game;

import org.chesseus.api.SearchBoard;
import org.chesseus.api.rules.Rule;
import org.chesseus.api.rules.RuleKind;
import org.chesseus.api.rules.RuleBook;

/**
 * What counts as the same position when repetitions are counted (FIDE 9.2.3): the same player to
 * move, the same pieces on the same squares, and the same possible moves — of which a book
 * decides how to measure castling and en passant. The defaults are FIDE's: castling by
 * <em>right</em> (9.2.3.2: a right lost only when king or rook moves), en passant by
 * <em>possibility</em> (9.2.3.1: a square counts only while a legal capture exists). A book without
 * a rule implementing this interface counts FIDE's identity; an overlay replaces rule
 * {@code repetition} to measure otherwise (castling by present possibility, en passant pseudo-legally).
 *
 * <p>The game asks after every move, and stops looking back for repetitions past a move after which
 * no earlier position can recur: a capture or pawn move, and the losses of rights this identity
 * says change it ({@link #lostCastlingRightChangesIdentity}, {@link #lapsedEnPassantChangesIdentity}).
 * The answers must be primitive and allocation-free in the common case, since they sit on the path
 * every move takes.
 */
@RuleKind("repetition-identity")
public interface RepetitionIdentity extends Rule {

    /** The id of the identity rule in layer l2. */
    String ID = "repetition";

    /** What FIDE 9.2.3 counts as the same position, as explanations write it. */
    String FIDE_SAMENESS = "same player to move, same pieces, same castling rights and en-passant possibilities";

    /**
     * What this identity counts as the same position, as a phrase for explanations ("… appeared 5
     * times (<em>phrase</em>)"): FIDE's by default.
     */
    default String sameness() {
        return FIDE_SAMENESS;
    }

    /** The {@link #sameness} of {@code book}'s identity rule; FIDE's where the book has none. */
    static String sameness(RuleBook book) {
        return book.rule(ID).map(entry -> entry.rule()).filter(RepetitionIdentity.class::isInstance)
                .map(rule -> ((RepetitionIdentity) rule).sameness()).orElse(FIDE_SAMENESS);
    }

    /**
     * The castling part of the identity, as 16 bits ({@link org.chesseus.api.CastlingRights#bits()}
     * layout): FIDE's are the rights themselves.
     */
    default int castlingIdentity(SearchBoard board) {
        return board.castlingBits();
    }

    /**
     * The en-passant part of the identity: a square index, or -1 for none. FIDE's is the square
     * while a legal capture onto it exists ({@link SearchBoard#enPassantSquare()}).
     *
     * @param lastMove the packed move that produced the position, or 0 at the start of the record
     */
    default int enPassantIdentity(SearchBoard board, int lastMove) {
        return board.enPassantSquare();
    }

    /**
     * Whether losing a castling right changes the identity of every later position from every
     * earlier one, so that no earlier position can recur and the game may stop looking back past
     * the move (RULES-NOTES §2: FIDE's identity, castling by right, 9.2.3.2). An identity that
     * measures castling by present possibility answers {@code false}: a right lost where castling
     * could not be played anyway leaves the earlier positions repeatable.
     */
    default boolean lostCastlingRightChangesIdentity() {
        return true;
    }

    /**
     * Whether a lapsed en-passant capture changes the identity of every later position from the
     * position after the double step (FIDE's: the square counts while a legal capture exists, and
     * never again once the next move is played). An identity whose en-passant part is set wherever
     * FIDE's is (as a pseudo-legal one is) answers {@code true} too.
     */
    default boolean lapsedEnPassantChangesIdentity() {
        return true;
    }
}
