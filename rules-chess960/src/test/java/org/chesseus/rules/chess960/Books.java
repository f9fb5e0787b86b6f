package org.chesseus.rules.chess960;

import java.util.ServiceLoader;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;

/** Rule books composed from the layers on the test class path. */
final class Books {
    private static final RuleBookComposer COMPOSER = new RuleBookComposer(
            ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).toList());

    private Books() {
    }

    static RuleBook book(String profile) {
        return COMPOSER.compose(profile);
    }
}
