package org.chesseus.tools.adjudicate;

import static java.util.Objects.requireNonNull;

import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.chesseus.api.Color;
import org.chesseus.api.pgn.PgnException;

/**
 * What stopped a record from being judged, by kind, so that a re-judge of an archive can tell a
 * record that is not PGN from a game that breaks the rules: {@link Kind#SYNTAX} (the text cannot be
 * read: line and column), {@link Kind#SETUP} (the tags give no start position Chesseus plays: the
 * tag's line), {@link Kind#ILLEGAL_MOVE} (a move the book refuses: its ply, the move as written, the
 * side, the reason and its line), {@link Kind#MISSING_RULE} (the book has no rule for the recorded
 * end: the rule's id), {@link Kind#PROFILE} (the profile cannot be composed). Each has one sentence
 * for people, {@link #message}, naming where.
 */
public final class JudgingError {
    /** The kinds of error, with the word JSON writes. */
    public enum Kind {
        /** The PGN text cannot be read: an unclosed comment, a stray token, a missing result. */
        SYNTAX("syntax"),
        /** The tags give no start position Chesseus plays: a bad FEN, SetUp without FEN, another variant. */
        SETUP("setup"),
        /** A move of the record the book refuses. */
        ILLEGAL_MOVE("illegal-move"),
        /** The book has no rule for the action the recorded end stands for. */
        MISSING_RULE("missing-rule"),
        /** The profile cannot be composed. */
        PROFILE("profile");

        private final String word;

        Kind(String word) {
            this.word = word;
        }

        /** The kind as JSON writes it: {@code illegal-move}. */
        public String word() {
            return word;
        }
    }

    private final Kind kind;
    private final String message;
    private final long line;
    private final int column;
    private final int ply;
    private final String move;
    private final Color side;
    private final String reason;
    private final String rule;

    private JudgingError(Kind kind, String message, long line, int column, int ply, String move, Color side,
            String reason, String rule) {
        this.kind = requireNonNull(kind, "kind");
        this.message = requireNonNull(message, "message");
        this.line = line;
        this.column = column;
        this.ply = ply;
        this.move = move;
        this.side = side;
        this.reason = reason;
        this.rule = rule;
    }

    /** A text the reader refused, at its line and column. */
    public static JudgingError syntax(PgnException unreadable) {
        return new JudgingError(Kind.SYNTAX, unreadable.getMessage(), unreadable.line(), unreadable.column().orElse(0),
                -1, null, null, null, null);
    }

    /** A start position the tags give that cannot be set up, at the tag's line. */
    public static JudgingError setup(PgnException unplayable) {
        return new JudgingError(Kind.SETUP, unplayable.getMessage(), unplayable.line(), 0, -1, null, null, null, null);
    }

    /** A start position that cannot be set up, outside a PGN text. */
    public static JudgingError setup(String message) {
        return new JudgingError(Kind.SETUP, message, 0, 0, -1, null, null, null, null);
    }

    /**
     * A move the book refuses: {@code ply} half-moves were legally played before it; {@code line}
     * is its PGN line (0 outside a text).
     */
    public static JudgingError illegalMove(String message, int ply, String move, Color side, String reason, long line) {
        return new JudgingError(Kind.ILLEGAL_MOVE, message, line, 0, ply, requireNonNull(move, "move"),
                requireNonNull(side, "side"), requireNonNull(reason, "reason"), null);
    }

    /** The book lacks the rule {@code rule} the recorded end needs. */
    public static JudgingError missingRule(String rule, String message) {
        return new JudgingError(Kind.MISSING_RULE, message, 0, 0, -1, null, null, null, requireNonNull(rule, "rule"));
    }

    /** The profile cannot be composed. */
    public static JudgingError profile(String message) {
        return new JudgingError(Kind.PROFILE, message, 0, 0, -1, null, null, null, null);
    }

    /** The kind. */
    public Kind kind() {
        return kind;
    }

    /** One sentence for people, naming where: {@code PGN line 12: 2... Kd6 (Black): no black king can move to d6}. */
    public String message() {
        return message;
    }

    /** The PGN line at fault, from 1, when there is one. */
    public OptionalLong line() {
        return line > 0 ? OptionalLong.of(line) : OptionalLong.empty();
    }

    /** The column at fault, from 1, for a syntax error whose column the reader knows. */
    public OptionalInt column() {
        return column > 0 ? OptionalInt.of(column) : OptionalInt.empty();
    }

    /** For an illegal move: the half-moves legally played before it. */
    public OptionalInt ply() {
        return ply >= 0 ? OptionalInt.of(ply) : OptionalInt.empty();
    }

    /** For an illegal move: the move as the record writes it. */
    public Optional<String> move() {
        return Optional.ofNullable(move);
    }

    /** For an illegal move: the side that played it, {@code white} or {@code black}. */
    public Optional<String> side() {
        return Optional.ofNullable(side).map(color -> color.name().toLowerCase(Locale.ROOT));
    }

    /** For an illegal move: why the book refuses it. */
    public Optional<String> reason() {
        return Optional.ofNullable(reason);
    }

    /** For a missing rule: its id. */
    public Optional<String> rule() {
        return Optional.ofNullable(rule);
    }

    @Override
    public String toString() {
        return kind.word() + ": " + message;
    }
}
