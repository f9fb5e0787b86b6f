package org.chesseus.tools.analyze;

import java.util.ArrayList;
import java.util.List;
import org.chesseus.api.Move;
import org.chesseus.api.SearchBoard;

/**
 * A line of moves written in Standard Algebraic Notation (FIDE Appendix C) as the legality layer
 * writes it — piece letter, the least disambiguation (file, else rank, else both), {@code x},
 * the target, {@code =Q}, {@code O-O} / {@code O-O-O} (castling is the king taking its own rook,
 * so Chess960 reads the same), {@code +} or {@code #} — played on one {@link SearchBoard} rather
 * than through a position snapshot a move: a helpmate line of {@code analyze} costs one move
 * generation a ply. The moves must be legal one after another.
 */
final class SanLine {
    private static final String PIECES = "PNBRQK";
    private static final int KING = 5;

    private SanLine() {
    }

    /**
     * The line in SAN from the board's position; the board is left where it was. The legal moves
     * are generated only where another man of the mover's kind attacks the target square (it may
     * be pinned, so only the legal moves tell whether the move needs its origin named): most
     * moves of a line need no generation.
     */
    static List<String> of(SearchBoard board, List<Move> line) {
        List<String> san = new ArrayList<>(line.size());
        int[] moves = new int[256];
        StringBuilder text = new StringBuilder(8);
        for (Move move : line) {
            text.setLength(0);
            write(board, move.packed(), moves, text);
            board.make(move.packed());
            if (board.inCheck()) {
                text.append(board.countLegalMoves() == 0 ? '#' : '+');
            }
            san.add(text.toString());
        }
        for (int i = line.size() - 1; i >= 0; i--) {
            board.unmake(line.get(i).packed());
        }
        return san;
    }

    private static void write(SearchBoard board, int move, int[] legal, StringBuilder san) {
        int from = Move.fromIndex(move);
        int to = Move.toIndex(move);
        int flags = Move.flags(move);
        if (flags == Move.CASTLING) {
            san.append((to & 7) > (from & 7) ? "O-O" : "O-O-O");
            return;
        }
        int piece = board.pieceOn(from);
        boolean capture = (flags & Move.CAPTURE) != 0;
        if (piece % 6 == 0) {
            if (capture) {
                san.append(file(from)).append('x');
            }
            square(to, san);
            if ((flags & Move.PROMOTION) != 0) {
                san.append('=').append(PIECES.charAt(1 + (flags & 3)));
            }
            return;
        }
        san.append(PIECES.charAt(piece % 6));
        if (piece % 6 != KING && rivals(board, from, to, piece)) {
            disambiguate(board, move, piece, legal, board.legalMoves(legal, 0), san);
        }
        if (capture) {
            san.append('x');
        }
        square(to, san);
    }

    private static void disambiguate(SearchBoard board, int move, int piece, int[] legal, int count, StringBuilder san) {
        int from = Move.fromIndex(move);
        boolean ambiguous = false;
        boolean sameFile = false;
        boolean sameRank = false;
        for (int i = 0; i < count; i++) {
            int other = legal[i];
            int at = Move.fromIndex(other);
            if (other == move || Move.toIndex(other) != Move.toIndex(move) || Move.flags(other) == Move.CASTLING
                    || board.pieceOn(at) != piece) {
                continue;
            }
            ambiguous = true;
            sameFile |= (at & 7) == (from & 7);
            sameRank |= at >> 3 == from >> 3;
        }
        if (!ambiguous) {
            return;
        }
        if (!sameFile) {
            san.append(file(from));
        } else if (!sameRank) {
            san.append(rank(from));
        } else {
            square(from, san);
        }
    }

    /** Whether another man like the one on {@code from} attacks {@code to} (pins aside). */
    private static boolean rivals(SearchBoard board, int from, int to, int piece) {
        long others = board.pieces(piece) & ~(1L << from);
        return others != 0 && (board.attacks(piece % 6, piece / 6, to, board.occupied()) & others) != 0;
    }

    private static char file(int square) {
        return (char) ('a' + (square & 7));
    }

    private static char rank(int square) {
        return (char) ('1' + (square >> 3));
    }

    private static void square(int square, StringBuilder san) {
        san.append(file(square)).append(rank(square));
    }
}
