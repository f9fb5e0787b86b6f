package org.chesseus.rules.l1;

import java.util.List;
import org.chesseus.api.Move;
import org.chesseus.api.MoveKind;
import org.chesseus.api.Piece;
import org.chesseus.api.PieceType;
import org.chesseus.api.Position;

/**
 * Writes Standard Algebraic Notation (FIDE Appendix C): piece letter, the least disambiguation
 * that makes the move unique (file, else rank, else both), {@code x} for captures, the target,
 * {@code =Q} for promotion, {@code O-O} / {@code O-O-O} for castling, and {@code +} or {@code #}.
 */
final class SanWriter {
    private SanWriter() {
    }

    static String write(BitboardLegality legality, Position position, Move move) {
        List<Move> legal = legality.legalMoves(position);
        if (!legal.contains(move)) {
            throw new IllegalArgumentException(move + " is not legal in " + position);
        }
        StringBuilder san = new StringBuilder(8);
        if (move.kind() == MoveKind.CASTLING) {
            boolean kingSide = move.to().file().ordinal() > move.from().file().ordinal();
            san.append(kingSide ? "O-O" : "O-O-O");
        } else {
            Piece piece = position.pieceAt(move.from()).orElseThrow();
            if (piece.type() == PieceType.PAWN) {
                if (move.kind().isCapture()) {
                    san.append(move.from().file().letter()).append('x');
                }
                san.append(move.to());
                move.promotion().ifPresent(p -> san.append('=').append(p.letter()));
            } else {
                san.append(piece.type().letter());
                disambiguate(position, legal, move, piece, san);
                if (move.kind().isCapture()) {
                    san.append('x');
                }
                san.append(move.to());
            }
        }
        Position after = legality.play(position, move);
        if (legality.inCheck(after, after.sideToMove())) {
            san.append(legality.legalMoves(after).isEmpty() ? '#' : '+');
        }
        return san.toString();
    }

    private static void disambiguate(Position position, List<Move> legal, Move move, Piece piece, StringBuilder san) {
        boolean ambiguous = false;
        boolean sameFile = false;
        boolean sameRank = false;
        for (Move other : legal) {
            if (other.equals(move) || other.to() != move.to() || other.kind() == MoveKind.CASTLING
                    || position.pieceAt(other.from()).orElse(null) != piece) {
                continue;
            }
            ambiguous = true;
            sameFile |= other.from().file() == move.from().file();
            sameRank |= other.from().rank() == move.from().rank();
        }
        if (!ambiguous) {
            return;
        }
        if (!sameFile) {
            san.append(move.from().file().letter());
        } else if (!sameRank) {
            san.append(move.from().rank().digit());
        } else {
            san.append(move.from());
        }
    }
}
