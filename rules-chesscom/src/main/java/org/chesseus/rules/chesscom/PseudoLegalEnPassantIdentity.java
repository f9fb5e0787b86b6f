package org.chesseus.rules.chesscom;

import java.util.Set;
import org.chesseus.api.Move;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.game.RepetitionIdentity;

/**
 * Chess.com's position identity for repetitions: the same player to move, the same pieces on the same
 * squares, the same castling rights — and an en-passant square counted after every double step that
 * lands beside an enemy pawn, whether or not the capture would be legal (a pinned capturer still
 * counts). FIDE 9.2.3.1 counts the square only while a legal capture exists. Rests on the site's help
 * text and its PGN/FEN output, not on its code.
 */
final class PseudoLegalEnPassantIdentity implements RepetitionIdentity {

    @Override
    public String sameness() {
        return "same player to move, same pieces, same castling rights, and an en-passant square after every double"
                + " step that an adjacent pawn could take, pins ignored";
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public Set<String> needs() {
        return Set.of();
    }

    @Override
    public String article() {
        return ChesscomLayer.HELP;
    }

    @Override
    public String summary() {
        return "A position repeats with the same player to move, pieces and castling rights, and the same en-passant square"
                + " counted pseudo-legally (a pawn beside the double-stepped pawn, pins ignored). Rests on the site's help text.";
    }

    @Override
    public int enPassantIdentity(SearchBoard board, int lastMove) {
        if (lastMove == 0 || Move.flags(lastMove) != Move.DOUBLE_STEP) {
            return -1;
        }
        int to = Move.toIndex(lastMove);
        int file = to & 7;
        long beside = (file > 0 ? 1L << (to - 1) : 0) | (file < 7 ? 1L << (to + 1) : 0);
        long capturers = board.pieces(board.sideToMove() * 6);
        return (capturers & beside) == 0 ? -1 : (Move.fromIndex(lastMove) + to) / 2;
    }
}
