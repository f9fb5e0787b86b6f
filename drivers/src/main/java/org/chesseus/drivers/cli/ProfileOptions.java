package org.chesseus.drivers.cli;

import java.util.ArrayList;
import java.util.List;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import picocli.CommandLine.Option;

/** The options every command shares to choose its rule book: {@code --rules} and {@code --without}. */
public final class ProfileOptions {
    @Option(names = "--rules", paramLabel = "PROFILE", defaultValue = "l1",
            description = "The rule book: a profile or layer id, or ids joined with '+' (default: ${DEFAULT-VALUE}).")
    private String profile;

    @Option(names = "--without", paramLabel = "RULE", split = ",",
            description = "Rule ids to drop from the book, comma-separated (e.g. castling,under-promotion).")
    private List<String> without = new ArrayList<>();

    /**
     * The book these options ask for.
     *
     * @throws org.chesseus.api.rules.ProfileException naming the offender and the choices
     */
    RuleBook compose(RuleBookComposer composer) {
        return composer.compose(profile, without);
    }
}
