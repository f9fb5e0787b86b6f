package org.chesseus.tools.corpus;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

/**
 * What a generated corpus holds: its games and half-moves, the games by how they ended, and the
 * flags by what the player whose flag did not fall had left.
 */
public final class CorpusTally {
    private final Map<Ending, Integer> endings = new EnumMap<>(Ending.class);
    private final Map<FlagMaterial, Integer> flags = new EnumMap<>(FlagMaterial.class);
    private int games;
    private long plies;
    private long bytes;

    void add(PlayedGame game, Ending written, int textBytes) {
        games++;
        plies += game.sans().size();
        bytes += textBytes;
        endings.merge(written, 1, Integer::sum);
        game.flagMaterial().ifPresent(material -> flags.merge(material, 1, Integer::sum));
    }

    /** The games written. */
    public int games() {
        return games;
    }

    /** The half-moves played, over all games (a damaged record counts the moves it was played with). */
    public long plies() {
        return plies;
    }

    /** The mean half-moves a game. */
    public double averagePlies() {
        return games == 0 ? 0 : (double) plies / games;
    }

    /** The bytes of PGN text written, before any packing. */
    public long bytes() {
        return bytes;
    }

    /** The games by ending, in {@link Ending}'s order; endings that did not occur are absent. */
    public Map<Ending, Integer> endings() {
        return Collections.unmodifiableMap(endings);
    }

    /** The flags by what the opponent had left, in {@link FlagMaterial}'s order. */
    public Map<FlagMaterial, Integer> flags() {
        return Collections.unmodifiableMap(flags);
    }
}
