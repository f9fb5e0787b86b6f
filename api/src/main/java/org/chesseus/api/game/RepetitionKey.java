package org.chesseus.api.game;

import java.util.Arrays;
import org.chesseus.api.Legality;
import org.chesseus.api.Piece;
import org.chesseus.api.Position;

/**
 * The identity of a position for repetition (FIDE 9.2.3): the same player to move, the same
 * pieces on the same squares, the same castling rights (a right counts until the king or that rook
 * moves, even while castling is prevented for the moment: 9.2.3.2), and the same en-passant
 * possibility (a square counts only when a legal capture onto it exists: 9.2.3.1). The clocks do
 * not count. Equality is exact — the hash only finds candidates — so a count is never raised by a
 * collision.
 */
public final class RepetitionKey {
    private final long[] pieces = new long[12];
    private final int side;
    private final int castling;
    private final int enPassant;
    private final int hash;

    private RepetitionKey(Position position, boolean enPassantCounts) {
        for (Piece piece : Piece.values()) {
            pieces[piece.ordinal()] = position.bitboard(piece);
        }
        side = position.sideToMove().ordinal();
        castling = position.castlingRights().bits();
        enPassant = enPassantCounts ? position.enPassantSquare().get().ordinal() : -1;
        hash = (Arrays.hashCode(pieces) * 31 + side) * 31 + castling * 131 + enPassant;
    }

    /** The identity of a position, the en-passant square counting only when {@code legality} finds a legal capture. */
    public static RepetitionKey of(Position position, Legality legality) {
        return new RepetitionKey(position, position.enPassantSquare().isPresent() && legality.enPassantCapturable(position));
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof RepetitionKey)) {
            return false;
        }
        RepetitionKey that = (RepetitionKey) other;
        return hash == that.hash && side == that.side && castling == that.castling && enPassant == that.enPassant
                && Arrays.equals(pieces, that.pieces);
    }

    @Override
    public int hashCode() {
        return hash;
    }
}
