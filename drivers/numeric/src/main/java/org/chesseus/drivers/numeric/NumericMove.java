package org.chesseus.drivers.numeric;

import java.util.Optional;
import org.chesseus.api.IllegalMoveException;
import org.chesseus.api.Move;
import org.chesseus.api.MoveKind;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.PieceType;
import org.chesseus.api.Position;
import org.chesseus.api.Square;

/**
 * Moves in FideLite's digits: from and to square, each rank then file (0-7), so 1.e4 is {@code
 * 1434}; castling is the king's two squares ({@code 0406}, {@code 0402}, {@code 7476}, {@code
 * 7472}); an optional fifth digit chooses the promotion: 0 bishop, 1 rook, 2 knight, anything else
 * a queen (a queen too when it is left out).
 */
final class NumericMove {
    private static final String PROMOTION_LETTERS = "brn";

    private NumericMove() {
    }

    /** The legal move written {@code digits} in {@code position}; empty when it is no legal move. */
    static Optional<Move> read(String digits, Position position, MoveNotation notation) {
        if ((digits.length() != 4 && digits.length() != 5) || !digits.chars().limit(4).allMatch(c -> c >= '0' && c <= '7')) {
            return Optional.empty();
        }
        String uci = square(digits, 0) + square(digits, 2);
        int choice = digits.length() == 5 ? digits.charAt(4) - '0' : 9;
        String promotion = choice < PROMOTION_LETTERS.length() ? PROMOTION_LETTERS.substring(choice, choice + 1) : "q";
        for (String text : new String[] {uci, uci + promotion}) {
            try {
                return Optional.of(notation.parseUci(position, text));
            } catch (IllegalMoveException notThisWay) {
                // A promotion needs its piece; any other refusal makes both forms illegal.
            }
        }
        return Optional.empty();
    }

    /** The digits of a legal move: castling as the king's two squares, a promotion with its fifth digit. */
    static String write(Move move) {
        Square from = move.from();
        Square to = move.to();
        int toFile = to.ordinal() & 7;
        if (move.kind() == MoveKind.CASTLING) {
            toFile = toFile > (from.ordinal() & 7) ? 6 : 2;
        }
        String digits = "" + (from.ordinal() >>> 3) + (from.ordinal() & 7) + (to.ordinal() >>> 3) + toFile;
        return digits + move.promotion().map(NumericMove::promotionDigit).orElse("");
    }

    private static String promotionDigit(PieceType type) {
        switch (type) {
            case BISHOP:
                return "0";
            case ROOK:
                return "1";
            case KNIGHT:
                return "2";
            default:
                return "3";
        }
    }

    private static String square(String digits, int at) {
        return "" + (char) ('a' + digits.charAt(at + 1) - '0') + (char) ('1' + digits.charAt(at) - '0');
    }
}
