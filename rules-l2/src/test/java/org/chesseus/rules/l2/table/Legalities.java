package org.chesseus.rules.l2.table;

import java.util.ServiceLoader;
import org.chesseus.api.Legality;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;

/** The legality of layer l1, found on the test class path: an oracle independent of the tables' own move generation. */
final class Legalities {
    static final Legality LEGALITY = new RuleBookComposer(ServiceLoader.load(RuleLayer.class).stream()
            .map(ServiceLoader.Provider::get).toList()).compose("l1").legality();

    private Legalities() {
    }
}
