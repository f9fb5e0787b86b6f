package org.chesseus.drivers.uci;

import org.chesseus.api.engine.DrawRules;
import org.chesseus.api.rules.RuleBook;

/**
 * The draws a search must see under a rule book: repetition when the book holds a repetition rule
 * ({@code threefold}, FIDE 9.2; {@code fivefold}, 9.6.1; or the identity rule {@code repetition},
 * 9.2.3), and the half-move limit of the fifty-move rule (100, 9.3) or else of the 75-move rule
 * (150, 9.6.2).
 */
final class BookDraws {
    private BookDraws() {
    }

    /** The draws of {@code book}. */
    static DrawRules of(RuleBook book) {
        boolean repetition = book.has("threefold") || book.has("fivefold") || book.has("repetition");
        int limit = book.has("fifty-moves") ? 100 : book.has("seventy-five") ? 150 : 0;
        return new DrawRules(repetition, limit);
    }
}
