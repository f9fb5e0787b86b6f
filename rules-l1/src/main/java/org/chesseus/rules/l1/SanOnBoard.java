package org.chesseus.rules.l1;

import org.chesseus.api.Move;
import org.chesseus.api.SearchBoard;

/**
 * Reads a move written in Standard Algebraic Notation (FIDE Appendix C) on a live board, for a
 * replay of many records: the text is taken apart without regular expressions, only the legal
 * moves that end on its target square (or start on the king's square, for castling) are
 * generated, and the one that fits is returned packed. It reads as {@link SanReader} does — the
 * same grammar, the same filters — and where the text does not name exactly one legal move (no
 * move fits, several do, or the text is no SAN) it answers {@link #UNREAD}, so that {@link
 * SanReader} reads it again on the position and says why. Nothing is allocated once a thread's
 * buffer exists.
 */
final class SanOnBoard {
    /** What {@link #read} answers when the text does not name exactly one legal move. */
    static final int UNREAD = -1;
    private static final ThreadLocal<int[]> MOVES = ThreadLocal.withInitial(() -> new int[256]);
    private static final int PAWN = 0;

    private SanOnBoard() {
    }

    /** The packed legal move {@code text} names on {@code board}, or {@link #UNREAD}. */
    static int read(SearchBoard board, String text) {
        int start = 0;
        int end = text.length();
        while (start < end && Character.isWhitespace(text.charAt(start))) {
            start++;
        }
        while (end > start && Character.isWhitespace(text.charAt(end - 1))) {
            end--;
        }
        while (end > start && "+#!?".indexOf(text.charAt(end - 1)) >= 0) {
            end--;
        }
        if (end == start) {
            return UNREAD;
        }
        char first = text.charAt(start);
        if (first == 'O' || first == '0') {
            return castling(board, text, start, end, first);
        }
        return pieceMove(board, text, start, end);
    }

    /** {@code O-O}, {@code O-O-O} or the same with zeros (one symbol throughout). */
    private static int castling(SearchBoard board, String text, int start, int end, char symbol) {
        int length = end - start;
        if (length != 3 && length != 5) {
            return UNREAD;
        }
        for (int i = start; i < end; i++) {
            char expected = (i - start) % 2 == 0 ? symbol : '-';
            if (text.charAt(i) != expected) {
                return UNREAD;
            }
        }
        boolean queenSide = length == 5;
        int king = board.kingSquare(board.sideToMove());
        int[] moves = MOVES.get();
        int n = board.legalMoves(moves, 0, 1L << king, 0L);
        for (int i = 0; i < n; i++) {
            int move = moves[i];
            if (Move.flags(move) == Move.CASTLING
                    && ((Move.toIndex(move) & 7) < (Move.fromIndex(move) & 7)) == queenSide) {
                return move;
            }
        }
        return UNREAD;
    }

    /**
     * {@code [NBRQK][file][rank][x]square[[=]promotion]}: taken apart from its end, as {@link
     * SanReader}'s pattern matches it.
     */
    private static int pieceMove(SearchBoard board, String text, int start, int end) {
        int type = PAWN;
        int at = start;
        int letter = "NBRQK".indexOf(text.charAt(at));
        if (letter >= 0) {
            type = letter + 1;
            at++;
        }
        int promotion = -1;
        char last = text.charAt(end - 1);
        int promoted = "NBRQ".indexOf(Character.toUpperCase(last));
        if (promoted >= 0) {
            promotion = promoted + 1;
            end--;
            if (end > at && text.charAt(end - 1) == '=') {
                end--;
            }
        }
        if (end - at < 2 || !isFile(text.charAt(end - 2)) || !isRank(text.charAt(end - 1))) {
            return UNREAD;
        }
        int to = (text.charAt(end - 1) - '1') * 8 + (text.charAt(end - 2) - 'a');
        end -= 2;
        if (end > at && text.charAt(end - 1) == 'x') {
            end--;
        }
        int rank = -1;
        if (end > at && isRank(text.charAt(end - 1))) {
            rank = text.charAt(end - 1) - '1';
            end--;
        }
        int file = -1;
        if (end > at && isFile(text.charAt(end - 1))) {
            file = text.charAt(end - 1) - 'a';
            end--;
        }
        if (end != at || type == PAWN && promotion < 0 && rank >= 0) {
            return UNREAD;
        }
        return unique(board, board.sideToMove() * 6 + type, file, rank, to, promotion);
    }

    /** The one legal move of {@code piece} to {@code to} that fits, or {@link #UNREAD}. */
    private static int unique(SearchBoard board, int piece, int file, int rank, int to, int promotion) {
        int[] moves = MOVES.get();
        int n = board.legalMoves(moves, 0, 0L, 1L << to);
        int found = UNREAD;
        for (int i = 0; i < n; i++) {
            int move = moves[i];
            int flags = Move.flags(move);
            int from = Move.fromIndex(move);
            if (flags == Move.CASTLING || Move.toIndex(move) != to || board.pieceOn(from) != piece
                    || file >= 0 && (from & 7) != file || rank >= 0 && (from >>> 3) != rank
                    || promotionOf(flags) != promotion) {
                continue;
            }
            if (piece % 6 == PAWN && file < 0 && (flags & Move.CAPTURE) != 0) {
                continue;
            }
            if (found != UNREAD) {
                return UNREAD;
            }
            found = move;
        }
        return found;
    }

    /** The piece type a move's flags promote to, or -1. */
    private static int promotionOf(int flags) {
        return (flags & Move.PROMOTION) != 0 ? (flags & 3) + 1 : -1;
    }

    private static boolean isFile(char c) {
        return c >= 'a' && c <= 'h';
    }

    private static boolean isRank(char c) {
        return c >= '1' && c <= '8';
    }
}
