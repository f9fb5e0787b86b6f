package org.chesseus.rules.l1;

import static org.chesseus.rules.l1.Bitboards.PROMOTION_RANKS;
import static org.chesseus.rules.l1.Bitboards.bit;
import static org.chesseus.rules.l1.Bitboards.first;

import org.chesseus.api.Move;

/**
 * Whether one packed move is legal on a board, without generating the others: what a search asks
 * of a move remembered from another position (the transposition table's, a killer). True exactly
 * when {@link MoveGenerator#generate} would write that very {@code int}: the piece is the side to
 * move's, the flags are the ones the generator writes for it (capture, double step, promotion to a
 * piece the rules allow, en passant onto the square kept only while it is legal, castling by the
 * right of the rook's square, FIDE 3.8.2), the piece reaches the square (FIDE 3.2–3.7), and the
 * own king is not attacked afterwards (FIDE 3.9). Allocation-free and stateless.
 */
final class PackedMoveCheck {
    private final boolean castling;
    private final boolean doubleStep;
    private final int lowestPromotion;

    PackedMoveCheck(MoveRules rules) {
        this.castling = rules.castling();
        this.doubleStep = rules.doubleStep();
        this.lowestPromotion = rules.underPromotion() ? 0 : 3;
    }

    /** Whether {@code move} is one of the legal moves of the side to move on {@code b}. */
    boolean isLegal(Board b, int move) {
        int from = Move.fromIndex(move);
        int to = Move.toIndex(move);
        int flags = Move.flags(move);
        int us = b.side;
        int piece = b.squares[from];
        if ((move >>> 16) != 0 || from == to || piece == Board.EMPTY || (piece >= 6 ? 1 : 0) != us) {
            return false;
        }
        int type = piece - us * 6;
        if (flags == Move.CASTLING) {
            return type == Board.KING && castlingLegal(b, from, to);
        }
        if (flags == Move.EN_PASSANT) {
            return type == Board.PAWN && doubleStep && to == b.epSquare
                    && (Attacks.pawn(us, from) & bit(to)) != 0 && b.enPassantSafe(from, to);
        }
        int victim = b.squares[to];
        boolean capture = (flags & Move.CAPTURE) != 0;
        if (capture ? victim == Board.EMPTY || (victim >= 6 ? 1 : 0) == us : victim != Board.EMPTY) {
            return false;
        }
        if (type == Board.PAWN ? !pawnReaches(b, us, from, to, flags) : !pieceReaches(b, type, from, to, flags)) {
            return false;
        }
        if (type == Board.KING) {
            return !b.attacked(to, b.occupied ^ bit(from), us ^ 1);
        }
        long after = (b.occupied ^ bit(from)) | bit(to);
        return (b.attackers(b.king(us), after, us ^ 1) & ~bit(to)) == 0;
    }

    /** A pawn's step, double step or capture with the flags the generator writes for it. */
    private boolean pawnReaches(Board b, int us, int from, int to, int flags) {
        boolean promotes = (bit(to) & PROMOTION_RANKS) != 0;
        if (promotes != ((flags & Move.PROMOTION) != 0) || promotes && (flags & 3) < lowestPromotion) {
            return false;
        }
        int step = us == Board.WHITE ? 8 : -8;
        int kind = flags & ~3 & ~Move.PROMOTION | (promotes ? 0 : flags & 3);
        switch (kind) {
            case Move.QUIET:
                return to == from + step;
            case Move.CAPTURE:
                return (Attacks.pawn(us, from) & bit(to)) != 0;
            case Move.DOUBLE_STEP:
                return doubleStep && Bitboards.rank(from) == (us == Board.WHITE ? 1 : 6) && to == from + 2 * step
                        && b.squares[from + step] == Board.EMPTY;
            default:
                return false;
        }
    }

    /** A knight's, bishop's, rook's, queen's or king's move or capture (flags already matched to the square). */
    private static boolean pieceReaches(Board b, int type, int from, int to, int flags) {
        if ((flags & ~Move.CAPTURE) != 0) {
            return false;
        }
        long reach;
        switch (type) {
            case Board.KNIGHT: reach = Attacks.KNIGHT[from]; break;
            case Board.BISHOP: reach = Attacks.bishop(from, b.occupied); break;
            case Board.ROOK: reach = Attacks.rook(from, b.occupied); break;
            case Board.QUEEN: reach = Attacks.queen(from, b.occupied); break;
            default: reach = Attacks.KING[from]; break;
        }
        return (reach & bit(to)) != 0;
    }

    /** Castling with the rook on {@code rook}: the right kept, not in check, path empty and not attacked. */
    private boolean castlingLegal(Board b, int king, int rook) {
        int right = b.side * 8 + (rook & 7);
        if (!castling || (b.castling >>> right & 1) == 0 || Board.rookSquare(right) != rook) {
            return false;
        }
        CastlingGeometry g = b.geometry;
        long occ = b.occupied;
        int them = b.side ^ 1;
        if ((g.mustBeEmpty[right] & occ) != 0 || b.attacked(king, occ, them)) {
            return false;
        }
        for (long path = g.kingPath[right]; path != 0; path &= path - 1) {
            if (b.attacked(first(path), occ, them)) {
                return false;
            }
        }
        long after = (occ ^ bit(king) ^ bit(rook)) | bit(g.kingTo[right]) | bit(g.rookTo[right]);
        return !b.attacked(g.kingTo[right], after, them);
    }
}
