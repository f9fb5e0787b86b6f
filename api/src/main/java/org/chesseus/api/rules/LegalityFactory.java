package org.chesseus.api.rules;

import java.util.Set;
import org.chesseus.api.Legality;

/**
 * Makes the legality of a composed book once its rules are final, so that a book without, say,
 * {@code castling} gets a move generator without castling.
 */
@FunctionalInterface
public interface LegalityFactory {

    /** The legality for a book holding exactly the rules with these ids. */
    Legality create(Set<String> ruleIds);
}
