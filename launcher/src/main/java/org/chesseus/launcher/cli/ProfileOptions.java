package org.chesseus.launcher.cli;

import java.util.ArrayList;
import java.util.List;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.launcher.terminal.Terminal;
import picocli.CommandLine.Option;

/** The options every command shares to choose its rule book: {@code --rules} and {@code --without}. */
public final class ProfileOptions {
    @Option(names = "--rules", paramLabel = "PROFILE",
            description = "The rule book: a profile or layer id, or ids joined with '+' (default: l1; l2 for analyze; fide for rules, adjudicate and bench arbiter).")
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
        return compose(composer, "l1");
    }

    /** The profile these options name, {@code fallback} when no {@code --rules} was given. */
    String name(String fallback) {
        String name = profile == null ? fallback : profile;
        return without.isEmpty() ? name : name + " without " + String.join(",", without);
    }

    /** The book these options ask for, {@code fallback} when no {@code --rules} was given. */
    RuleBook compose(RuleBookComposer composer, String fallback) {
        return composer.compose(profile == null ? fallback : profile, without);
    }

    /**
     * The book these options ask for; a book with rules dropped by {@code --without} says on
     * standard error that it is a teaching book, no federation's.
     */
    RuleBook compose(RuleBookComposer composer, String fallback, Terminal terminal) {
        RuleBook book = compose(composer, fallback);
        RuleBookListing.teachingNote(book).ifPresent(note -> {
            terminal.err().println(note);
            terminal.err().flush();
        });
        return book;
    }
}
