package org.chesseus.spark;

import java.util.ServiceLoader;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.tools.adjudicate.Adjudicator;

/**
 * The rule book a task judges under, composed where the task runs from the rule layers on its
 * class path (the job jar's), as {@code adjudicate} composes it: a rule book is not sent over the
 * wire, its profile is.
 */
final class Books {
    private Books() {
    }

    /**
     * An adjudicator under the profile's book, lenient with {@code FEN} tags unless {@code strictFen}.
     *
     * @throws org.chesseus.api.rules.ProfileException for a profile the layers do not compose
     */
    static Adjudicator adjudicator(String rules, boolean strictFen) {
        RuleBook book = new RuleBookComposer(ServiceLoader.load(RuleLayer.class).stream()
                .map(ServiceLoader.Provider::get).toList()).compose(rules);
        return new Adjudicator(book, strictFen ? null : warning -> { });
    }
}
