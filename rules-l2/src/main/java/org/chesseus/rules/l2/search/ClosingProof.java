package org.chesseus.rules.l2.search;

import org.chesseus.api.SearchBoard;
import org.chesseus.rules.l2.proof.Material;

/**
 * A proof read off the board, without playing on, that a side can never checkmate (RULES-NOTES §5,
 * branches 1 and 2; FIDE 5.2.2): the hook through which a static blockade proof joins the searches.
 * The searches close a line where it answers {@code true}, so it must be sound: {@code true} only
 * where no series of legal moves from the board's position ends in a mate by {@code mater}.
 *
 * <p>The searches ask it at the position asked about and after every capture or pawn move and the
 * half-move after it (the only moves that can create a blockade, and the lapse of an en-passant
 * right), never after other reversible moves; the material table is asked at every node anyway.
 */
@FunctionalInterface
public interface ClosingProof {

    /** Whether {@code mater} (0 White, 1 Black) can never checkmate from the board's position. */
    boolean cannotMate(SearchBoard board, int mater);

    /** This proof or, where it says nothing, {@code other}: both must be sound. */
    default ClosingProof or(ClosingProof other) {
        return (board, mater) -> cannotMate(board, mater) || other.cannotMate(board, mater);
    }

    /** The material table alone ({@link Material#cannotMate}). */
    static ClosingProof material() {
        return Material::cannotMate;
    }
}
