package org.chesseus.api.mate;

import static java.util.Objects.requireNonNull;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.chesseus.api.Color;
import org.chesseus.api.Square;

/**
 * What proved a dead position (FIDE 5.2.2), for people and JSON: the kind of proof and, in words,
 * what it rests on — for material which men are left ("only kings and bishops on dark squares"),
 * for a blockade the men walled in for ever, the squares each king is confined to and the squares
 * no man can ever reach, for a search how many positions closed every line. The squares are the
 * blockade's only; other proofs leave them empty.
 *
 * @param kind the proof ({@link DeadPositionAnswer#reason()})
 * @param words one clause for people, without a final full stop
 * @param walledIn the squares of the men that can never move nor be captured, in square order
 * @param kingRegions the squares each king can ever stand on (both colours for a blockade, else none)
 * @param unreachable the squares no man can ever stand on, in square order
 */
public record DeadPositionProof(MateReason kind, String words, List<Square> walledIn,
        Map<Color, List<Square>> kingRegions, List<Square> unreachable) {
    /** Requires every part and copies the lists. */
    public DeadPositionProof {
        requireNonNull(kind, "kind");
        requireNonNull(words, "words");
        walledIn = List.copyOf(walledIn);
        Map<Color, List<Square>> regions = new EnumMap<>(Color.class);
        kingRegions.forEach((color, squares) -> regions.put(color, List.copyOf(squares)));
        kingRegions = Collections.unmodifiableMap(regions);
        unreachable = List.copyOf(unreachable);
    }

    /** A proof told in words only (material, search, a game already over). */
    public static DeadPositionProof inWords(MateReason kind, String words) {
        return new DeadPositionProof(kind, words, List.of(), Map.of(), List.of());
    }

    /**
     * The words a proof's kind allows without looking at the board: what {@link
     * MateQuestion#explain}'s default says ("every line closed by a search of 1,204 positions").
     */
    public static DeadPositionProof ofKind(DeadPositionAnswer answer) {
        MateReason kind = answer.reason().orElseThrow(() -> new IllegalArgumentException("the position is not dead"));
        switch (kind) {
            case MATERIAL:
                return inWords(kind, "neither side has the material to mate");
            case BLOCKADE:
                return inWords(kind, "a blockade: no man can ever get where a mate needs it");
            case GAME_OVER:
                return inWords(kind, "the game is already over on the board");
            default:
                return inWords(kind, "every line closed by a search of " + String.format(Locale.ROOT, "%,d",
                        answer.white().nodes() + answer.black().nodes()) + " positions");
        }
    }
}
