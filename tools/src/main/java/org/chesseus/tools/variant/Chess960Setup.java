package org.chesseus.tools.variant;

import static java.util.Objects.requireNonNull;

import java.util.Locale;
import java.util.function.IntUnaryOperator;
import org.chesseus.api.Chess960;
import org.chesseus.api.Position;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.rules.FideRule;
import org.chesseus.api.rules.RuleBook;

/**
 * A Chess960 start position as a command asks for it ({@code --chess960 N} with N in 0–959, 518
 * the standard array, or {@code --chess960 random}), and whether a book plays Chess960: a book
 * holding the {@code chess960} overlay's rule {@code chess960-setup} ({@link FideRule#CHESS960_SETUP}) reads FEN as X-FEN or Shredder-FEN and
 * writes castling as {@code O-O} in SAN and king takes rook in UCI (FIDE Guidelines II.3).
 *
 * @param number the start position's Scharnagl number
 * @param drawn whether it was drawn at random
 */
public record Chess960Setup(int number, boolean drawn) {
    /** The rule id by which the {@code chess960} overlay marks a Chess960 book. */
    public static final String RULE = FideRule.CHESS960_SETUP.id();
    /** The word asking for a position drawn at random. */
    public static final String RANDOM = "random";

    /** Checks the number. */
    public Chess960Setup {
        if (number < 0 || number >= Chess960.COUNT) {
            throw new RejectedInputException("--chess960: a start position is numbered 0-959, not " + number);
        }
    }

    /**
     * The setup written as {@code N} or {@code random}; {@code random} draws with {@code draw},
     * given the bound 960.
     *
     * @throws RejectedInputException for anything else
     */
    public static Chess960Setup parse(String text, IntUnaryOperator draw) {
        requireNonNull(draw, "draw");
        String written = text.strip().toLowerCase(Locale.ROOT);
        if (written.equals(RANDOM)) {
            return new Chess960Setup(draw.applyAsInt(Chess960.COUNT), true);
        }
        if (!written.matches("\\d{1,4}")) {
            throw new RejectedInputException("--chess960: '" + text + "' is neither a start position number (0-959,"
                    + " 518 = the standard array) nor 'random'");
        }
        return new Chess960Setup(Integer.parseInt(written), false);
    }

    /** Whether {@code book} plays Chess960 (it holds the {@code chess960} overlay's rule). */
    public static boolean plays(RuleBook book) {
        return book.has(RULE);
    }

    /** The start position. */
    public Position position() {
        return Chess960.position(number);
    }

    /** {@code Chess960 start position 518 (drawn at random): rnbqkbnr}. */
    public String describe() {
        StringBuilder array = new StringBuilder();
        Chess960.backRank(number).forEach(piece -> array.append(Character.toLowerCase(piece.letter())));
        return "Chess960 start position " + number + (drawn ? " (drawn at random)" : "") + ": " + array;
    }
}
