package org.chesseus.launcher.cli;

import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.tools.variant.Chess960Setup;
import picocli.CommandLine.Option;

/**
 * {@code --chess960 [N|random]}, shared by the commands that take a start position: alone it reads
 * and writes castling as Chess960 (X-FEN or Shredder-FEN, {@code O-O} in SAN, king takes rook in
 * UCI); with a Scharnagl number (0–959, 518 = the standard array) or {@code random} it also starts
 * from that array (FIDE Guidelines II.2). A book with the {@code chess960} overlay plays Chess960
 * without the option.
 */
public final class Chess960Option {
    @Option(names = "--chess960", arity = "0..1", paramLabel = "N|random", fallbackValue = "",
            description = {"Chess960: read and write castling as Chess960 (X-FEN, Shredder-FEN, O-O, king takes rook); "
                + "with N (0-959, 518 = standard) or 'random', start from that array."})
    private String value;

    private Chess960Setup drawn;

    /** Whether the option was given, with or without a number. */
    public boolean given() {
        return value != null;
    }

    /** Whether moves and castling are Chess960's under {@code book}: the option, or the book's own overlay. */
    public boolean plays(RuleBook book) {
        return given() || Chess960Setup.plays(book);
    }

    /**
     * The start array asked for, drawn on first request for {@code random}; empty when no number was given.
     *
     * @throws org.chesseus.api.RejectedInputException for a value that is neither a number 0–959 nor random
     */
    public Optional<Chess960Setup> setup() {
        if (value == null || value.isBlank()) {
            return Optional.empty();
        }
        if (drawn == null) {
            drawn = Chess960Setup.parse(value, bound -> ThreadLocalRandom.current().nextInt(bound));
        }
        return Optional.of(drawn);
    }
}
