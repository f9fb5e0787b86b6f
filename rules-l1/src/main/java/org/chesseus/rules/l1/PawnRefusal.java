package org.chesseus.rules.l1;

import static org.chesseus.rules.l1.Bitboards.bit;

import org.chesseus.api.Square;

/**
 * Why a pawn cannot make a move, before any question of check: it moves forward one square
 * (3.7.1), two from its start (3.7.2), diagonally only to capture (3.7.3), en passant only right
 * after the double step (3.7.3.2), and promotes on the last rank (3.7.3.3).
 */
final class PawnRefusal {
    private PawnRefusal() {
    }

    /**
     * Null when the pawn may go there ignoring checks; otherwise why not. {@code givenEnPassant} is
     * the en-passant square as the position states it (-1 for none): the board keeps only a square
     * with a legal capture, and a capture that was possible but leaves the king attacked is
     * explained by the check, not by the timing of the double step.
     */
    static String reason(MoveRules rules, Board board, int givenEnPassant, int from, int to, String uci) {
        int us = board.side;
        int forward = us == Board.WHITE ? 8 : -8;
        int fileDelta = Bitboards.file(to) - Bitboards.file(from);
        int rankDelta = (to - from - fileDelta) / 8 * (us == Board.WHITE ? 1 : -1);
        String reason;
        if (Math.abs(fileDelta) == 1 && rankDelta == 1) {
            reason = diagonal(rules, board, givenEnPassant, to);
        } else if (fileDelta == 0 && rankDelta == 1) {
            reason = board.squares[to] == Board.EMPTY ? null
                    : "a pawn cannot advance onto an occupied square (" + Square.of(to) + "); it captures diagonally";
        } else if (fileDelta == 0 && rankDelta == 2) {
            reason = doubleStep(rules, board, from, forward, to);
        } else {
            reason = "a pawn moves forward one square (two from its starting rank) or captures diagonally forward";
        }
        if (reason == null && uci.length() == 5 && !rules.underPromotion()
                && Character.toLowerCase(uci.charAt(4)) != 'q') {
            reason = "under-promotion is not part of this rule book: a pawn always becomes a queen";
        }
        return reason;
    }

    private static String diagonal(MoveRules rules, Board board, int givenEnPassant, int to) {
        if (board.squares[to] != Board.EMPTY) {
            return null;
        }
        int victim = board.side == Board.WHITE ? to - 8 : to + 8;
        int enPassantRank = board.side == Board.WHITE ? 5 : 2;
        boolean passedPawn = Bitboards.rank(to) == enPassantRank
                && board.squares[victim] == (board.side ^ 1) * 6 + Board.PAWN;
        if (!passedPawn) {
            return "a pawn moves diagonally only to capture, and " + Square.of(to) + " is empty";
        }
        if (!rules.doubleStep()) {
            return "en passant is not part of this rule book";
        }
        if (board.epSquare != to && givenEnPassant != to) {
            return "en passant is possible only on the move right after the pawn's double step";
        }
        return null;
    }

    private static String doubleStep(MoveRules rules, Board board, int from, int forward, int to) {
        if (!rules.doubleStep()) {
            return "the double step is not part of this rule book: a pawn advances one square";
        }
        int startRank = board.side == Board.WHITE ? 1 : 6;
        if (Bitboards.rank(from) != startRank) {
            return "a pawn advances two squares only from its starting rank";
        }
        int over = from + forward;
        if ((board.occupied & (bit(over) | bit(to))) != 0) {
            int blocked = (board.occupied & bit(over)) != 0 ? over : to;
            return "the pawn's double step needs " + Square.of(over) + " and " + Square.of(to)
                    + " empty, and " + Square.of(blocked) + " is occupied";
        }
        return null;
    }
}
