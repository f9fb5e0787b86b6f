package org.chesseus.api.pgn;

import static java.util.Objects.requireNonNull;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.Set;
import org.chesseus.api.FenException;
import org.chesseus.api.FenReader;
import org.chesseus.api.Legality;
import org.chesseus.api.Position;
import org.chesseus.api.clock.TimeControl;

/**
 * One game of a PGN text: its tag pairs in order, its moves as written (variations skipped), and
 * the result token that ends its movetext. The tags the rules need are read here, their names
 * matched without regard to case: {@code Termination}, {@code TimeControl}, {@code Variant}, and
 * {@code FEN}/{@code SetUp} for a game from a set-up position; a value that cannot be read is a
 * {@link PgnException} naming the tag's line.
 *
 * @param tags the tag pairs, in the order given
 * @param moves the moves of the main line
 * @param result the result token ending the movetext: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}
 * @param line the line of the text where the game starts
 * @param tagLines the line of each tag pair (games not read from text have none)
 */
public record PgnGame(Map<String, String> tags, List<PgnMove> moves, String result, long line,
        Map<String, Long> tagLines) {
    /** The seven-tag roster, in its order (PGN standard 8.1.1). */
    public static final List<String> SEVEN_TAG_ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");

    private static final Set<String> STANDARD_VARIANTS = Set.of("standard", "chess", "from position", "normal");
    private static final Set<String> CHESS960_VARIANTS = Set.of("chess960", "chess 960", "960", "fischerandom",
            "fischer random", "fischer random chess", "freestyle");

    /** Copies the parts. */
    public PgnGame {
        tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        moves = List.copyOf(moves);
        requireNonNull(result, "result");
        tagLines = Collections.unmodifiableMap(new LinkedHashMap<>(tagLines));
    }

    /** A game whose tags stand on no line of a text (one made to be written). */
    public PgnGame(Map<String, String> tags, List<PgnMove> moves, String result, long line) {
        this(tags, moves, result, line, Map.of());
    }

    /** A tag's value, its name matched without regard to case. */
    public Optional<String> tag(String name) {
        return key(name).map(tags::get);
    }

    /** The line a tag stands on (its name matched without regard to case), else the game's first line. */
    public long tagLine(String name) {
        return key(name).map(tagLines::get).orElse(line);
    }

    /** The first tag name that reads as {@code name} in lower case ({@link Locale#ROOT}). */
    private Optional<String> key(String name) {
        String wanted = name.toLowerCase(Locale.ROOT);
        boolean ascii = isAscii(wanted);
        for (String key : tags.keySet()) {
            // ASCII names are compared letter by letter; any other is lower-cased as a whole.
            boolean same = ascii && isAscii(key) ? key.equalsIgnoreCase(wanted) : key.toLowerCase(Locale.ROOT).equals(wanted);
            if (same) {
                return Optional.of(key);
            }
        }
        return Optional.empty();
    }

    private static boolean isAscii(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    /** How the game ended, by its {@code Termination} tag; empty without one. */
    public Optional<Termination> termination() {
        return tag("Termination").map(Termination::read);
    }

    /**
     * The time control of the {@code TimeControl} tag; empty without one, or for {@code ?} and {@code -}.
     *
     * @throws PgnException when the value is not a time control
     */
    public Optional<TimeControl> timeControl() {
        Optional<String> value = tag("TimeControl");
        try {
            return value.flatMap(PgnTimeControl::read);
        } catch (IllegalArgumentException e) {
            throw new PgnException(tagLine("TimeControl"), "tag 'TimeControl' \"" + value.orElseThrow() + "\": " + e.getMessage());
        }
    }

    /**
     * Whether the {@code Variant} tag names Chess960; standard chess without it.
     *
     * @throws PgnException when it names a variant that is neither
     */
    public boolean isChess960() {
        Optional<String> variant = tag("Variant");
        if (variant.isEmpty()) {
            return false;
        }
        String name = variant.get().strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
        if (CHESS960_VARIANTS.contains(name)) {
            return true;
        }
        if (STANDARD_VARIANTS.contains(name)) {
            return false;
        }
        throw new PgnException(tagLine("Variant"), "tag 'Variant' \"" + variant.get()
                + "\" is not a variant Chesseus plays (standard chess or Chess960)");
    }

    /**
     * The position the game starts from: the {@code FEN} tag's (read as Chess960 when the variant
     * says so), else the standard start position.
     *
     * @throws PgnException naming the tag's line: a FEN that cannot be read, {@code SetUp "1"}
     *     without a FEN, or a variant Chesseus does not play
     */
    public Position startPosition(Legality legality) {
        return startPosition(legality, null);
    }

    /**
     * The start position, its {@code FEN} tag read leniently when {@code warnings} is given ({@link
     * FenReader#readLeniently}: an impossible castling right or en-passant square dropped, each said
     * to {@code warnings} with the tag's line), strictly when it is null.
     *
     * @throws PgnException as {@link #startPosition(Legality)}, for the faults not dropped
     */
    public Position startPosition(Legality legality, Consumer<String> warnings) {
        boolean chess960 = isChess960();
        Optional<String> fen = tag("FEN");
        if (fen.isEmpty()) {
            if (tag("SetUp").map(String::strip).filter("1"::equals).isPresent()) {
                throw new PgnException(tagLine("SetUp"), "tag 'SetUp' is \"1\" but no FEN tag gives the position");
            }
            return Position.start();
        }
        try {
            FenReader reader = FenReader.of(legality, chess960);
            return warnings == null ? reader.read(fen.get())
                    : reader.readLeniently(fen.get(), warning -> warnings.accept("line " + tagLine("FEN") + ": tag 'FEN': "
                            + warning));
        } catch (FenException e) {
            throw new PgnException(tagLine("FEN"), "tag 'FEN': " + e.getMessage());
        }
    }
}
