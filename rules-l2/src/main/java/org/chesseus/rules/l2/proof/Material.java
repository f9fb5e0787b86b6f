package org.chesseus.rules.l2.proof;

import org.chesseus.api.SearchBoard;

/**
 * Branch 1 of "can X still checkmate?": material alone (FIDE 5.2.2; RULES-NOTES §5). Sound: it
 * answers "cannot" only where no placement of these pieces, with any promotions, can be a mate by
 * {@code mater}; where it is not sure it says nothing. Reads piece counts only, never squares
 * (except bishop colours), so it is cheap enough to ask at every node of a search.
 *
 * <ul>
 *   <li>The mater has only its king: no mate.
 *   <li>The mater has only king and one knight: the mated king's escape squares must be blocked by
 *       its own pieces, and a queen there always attacks the knight; so the defender needs a
 *       bishop, knight, rook or pawn (a pawn may promote).
 *   <li>The mater has only king and bishops all on squares of one colour: the mated king stands on
 *       that colour and its orthogonal neighbours, of the other colour, must be blocked by its own
 *       pieces that cannot interpose (rooks and queens always can); so the defender needs a
 *       knight, a bishop of the other colour, or a pawn.
 * </ul>
 * Both-sided cases (K v K, a single knight, bishops of one colour on both sides) follow from the
 * one-sided rule asked for each side.
 *
 * <p>The arguments are about mates that arise from a move: a set-up position may already show a
 * mate no move could produce (a double check by two bishops of one colour), so a board that already
 * is a checkmate of the defender is never called unmateable.
 */
public final class Material {
    private static final long DARK = 0xAA55AA55AA55AA55L;
    private static final int PAWN = 0;
    private static final int KNIGHT = 1;
    private static final int BISHOP = 2;
    private static final int ROOK = 3;
    private static final int QUEEN = 4;

    private Material() {
    }

    /** Whether {@code mater} (0 White, 1 Black) can never checkmate, by material alone. */
    public static boolean cannotMate(SearchBoard board, int mater) {
        return materialCannotMate(board, mater) && !alreadyMated(board, mater);
    }

    /** Whether the defender of {@code mater} is to move, in check, without a legal move. */
    private static boolean alreadyMated(SearchBoard board, int mater) {
        return board.sideToMove() != mater && board.inCheck() && board.countLegalMoves() == 0;
    }

    private static boolean materialCannotMate(SearchBoard board, int mater) {
        int m = mater * 6;
        long pawns = board.pieces(m + PAWN);
        long rooksQueens = board.pieces(m + ROOK) | board.pieces(m + QUEEN);
        if (pawns != 0 || rooksQueens != 0) {
            return false;
        }
        long knights = board.pieces(m + KNIGHT);
        long bishops = board.pieces(m + BISHOP);
        if (knights == 0 && bishops == 0) {
            return true;
        }
        int d = (mater ^ 1) * 6;
        if (bishops == 0) {
            return Long.bitCount(knights) == 1 && (board.pieces(d + PAWN) | board.pieces(d + KNIGHT)
                    | board.pieces(d + BISHOP) | board.pieces(d + ROOK)) == 0;
        }
        if (knights != 0 || ((bishops & DARK) != 0 && (bishops & ~DARK) != 0)) {
            return false;
        }
        long otherColour = (bishops & DARK) != 0 ? ~DARK : DARK;
        return (board.pieces(d + PAWN) | board.pieces(d + KNIGHT) | (board.pieces(d + BISHOP) & otherColour)) == 0;
    }
}
