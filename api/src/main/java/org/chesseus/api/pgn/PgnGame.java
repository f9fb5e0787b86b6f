package org.chesseus.api.pgn;

import static java.util.Objects.requireNonNull;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * One game of a PGN text: its tag pairs in order, its moves as written (variations skipped), and
 * the result token that ends its movetext.
 *
 * @param tags the tag pairs, in the order given
 * @param moves the moves of the main line
 * @param result the result token ending the movetext: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}
 * @param line the line of the text where the game starts
 */
public record PgnGame(Map<String, String> tags, List<PgnMove> moves, String result, int line) {
    /** The seven-tag roster, in its order (PGN standard 8.1.1). */
    public static final List<String> SEVEN_TAG_ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");

    /** Copies the parts. */
    public PgnGame {
        tags = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        moves = List.copyOf(moves);
        requireNonNull(result, "result");
    }

    /** A tag's value, its name matched without regard to case. */
    public Optional<String> tag(String name) {
        String wanted = name.toLowerCase(Locale.ROOT);
        return tags.entrySet().stream().filter(e -> e.getKey().toLowerCase(Locale.ROOT).equals(wanted))
                .map(Map.Entry::getValue).findFirst();
    }
}
