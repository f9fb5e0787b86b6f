package org.chesseus.launcher.cli;

import java.util.ArrayList;
import java.util.List;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.launcher.terminal.Terminal;
import picocli.CommandLine.Option;

/**
 * The rule-book options the batch commands share: {@code --without} here, and the description of
 * the {@code --rules} option each command declares with its own default, so that each command's
 * help says the default it uses.
 */
public final class ProfileOptions {
    /** The description of a command's {@code --rules}; picocli writes in that command's default. */
    public static final String RULES =
            "The rule book: a profile or layer id, or ids joined with '+' (default: ${DEFAULT-VALUE}).";

    @Option(names = "--without", paramLabel = "RULE", split = ",",
            description = "Rule ids to drop from the book, comma-separated (e.g. castling,under-promotion).")
    private List<String> without = new ArrayList<>();

    /** The profile named, with the rules these options drop. */
    String name(String profile) {
        return without.isEmpty() ? profile : profile + " without " + String.join(",", without);
    }

    /**
     * The book of this profile without the rules these options drop.
     *
     * @throws org.chesseus.api.rules.ProfileException naming the offender and the choices
     */
    RuleBook compose(RuleBookComposer composer, String profile) {
        return composer.compose(profile, without);
    }

    /**
     * The book of this profile without the rules these options drop; a book with rules dropped
     * says on standard error that it is a teaching book, no federation's.
     */
    RuleBook compose(RuleBookComposer composer, String profile, Terminal terminal) {
        RuleBook book = compose(composer, profile);
        RuleBookListing.teachingNote(book).ifPresent(note -> {
            terminal.err().println(note);
            terminal.err().flush();
        });
        return book;
    }
}
