package org.chesseus.rules.hybrid;

import org.chesseus.api.SearchBoard;
import org.chesseus.api.game.RepetitionIdentity;

/**
 * The hybrid book's repetition identity: FIDE 9.2.3 with castling measured as en passant is — by
 * possibility, not by right. A castling counts only where it could be played now: for the side to
 * move on this board, for the other side as if it were its turn (king and rook unmoved, every square
 * both cross empty, the king's start, path and destination not attacked; Chess960 geometry). En
 * passant counts by legal possibility, as FIDE's.
 */
final class LegalCastlingIdentity implements RepetitionIdentity {
    private static final int PAWN = 0;
    private static final int KING = 5;

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String article() {
        return HybridLayer.BOOK + " (FIDE 9.2.3 with 9.2.3.2 by possibility)";
    }

    @Override
    public String summary() {
        return "A position repeats when the same player is to move, the same pieces stand on the same squares and the"
                + " same castlings and en-passant captures could be played now, each side asked as if it had the move.";
    }

    /**
     * No: castling counts here only where it could be played now, so a right lost where it could not
     * (the king walks off and back with pieces still between it and the rook) leaves the earlier
     * positions repeatable.
     */
    @Override
    public boolean lostCastlingRightChangesIdentity() {
        return false;
    }

    @Override
    public String sameness() {
        return "same player to move, same pieces, the same castlings and en-passant captures playable now";
    }

    @Override
    public int castlingIdentity(SearchBoard board) {
        int bits = 0;
        int rights = board.castlingBits();
        for (int file = 0; file < 8; file++) {
            for (int color = 0; color < 2; color++) {
                int bit = 1 << (color * 8 + file);
                if ((rights & bit) != 0 && canCastle(board, color, file)) {
                    bits |= bit;
                }
            }
        }
        return bits;
    }

    /** Whether {@code color} could castle with its rook on {@code rookFile} if it had the move. */
    static boolean canCastle(SearchBoard board, int color, int rookFile) {
        int rank = color * 56;
        int king = board.kingSquare(color);
        int rook = rank + rookFile;
        if (board.pieceOn(rook) != color * 6 + 3 || king / 8 * 8 != rank) {
            return false;
        }
        boolean kingside = rookFile > king % 8;
        int kingTo = rank + (kingside ? 6 : 2);
        int rookTo = rank + (kingside ? 5 : 3);
        long others = board.occupied() & ~(1L << king) & ~(1L << rook);
        if ((others & (span(king, kingTo) | span(rook, rookTo))) != 0) {
            return false;
        }
        long path = span(king, kingTo);
        for (int square = 0; square < 64; square++) {
            if ((path & (1L << square)) != 0 && attacked(board, square, color, others)) {
                return false;
            }
        }
        return true;
    }

    /** Whether a piece of {@code color}'s opponent attacks {@code square} with {@code occupied} standing. */
    private static boolean attacked(SearchBoard board, int square, int color, long occupied) {
        int enemy = 1 - color;
        for (int type = PAWN; type <= KING; type++) {
            if ((board.attacks(type, color, square, occupied) & board.pieces(enemy * 6 + type)) != 0) {
                return true;
            }
        }
        return false;
    }

    /** The squares from {@code a} to {@code b} on one rank, both included. */
    private static long span(int a, int b) {
        long squares = 0;
        for (int square = Math.min(a, b); square <= Math.max(a, b); square++) {
            squares |= 1L << square;
        }
        return squares;
    }
}
