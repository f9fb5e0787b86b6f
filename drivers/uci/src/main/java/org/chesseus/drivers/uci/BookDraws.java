package org.chesseus.drivers.uci;

import org.chesseus.api.engine.DrawRules;
import org.chesseus.api.rules.RuleBook;

/**
 * The draws a search must see under a rule book, read from the book's counted draws
 * ({@link DrawRules#of}): a federation's 30-move rule in the place of FIDE 9.3 shortens the
 * engine's horizon as the fifty moves set it.
 */
final class BookDraws {
    private BookDraws() {
    }

    /** The draws of {@code book}. */
    static DrawRules of(RuleBook book) {
        return DrawRules.of(book);
    }
}
