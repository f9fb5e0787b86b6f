package org.chesseus.tools.match;

import static java.util.Objects.requireNonNull;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chesseus.tools.setup.ClockChoices;

/**
 * A match as the command line asks for it, unchecked: the engines and their options, the number of
 * games, the clock (with its delay and odds) or node budget, openings, Chess960, the record, concurrency, the SPRT and score
 * adjudication.
 *
 * @param white the first engine ({@code --white})
 * @param black the second engine ({@code --black})
 * @param whiteOptions the first engine's {@code Name=Value} options
 * @param blackOptions the second engine's options
 * @param games how many games
 * @param clock the clock choices given, by {@link ClockChoices} key ({@code time}, {@code tc}, {@code delay}, …)
 * @param nodes the nodes a move, 0 when not given
 * @param openings the openings file, if given
 * @param pgn the record file, if given
 * @param concurrency games played at once
 * @param sprt the SPRT text, if given
 * @param chess960 whether to play Chess960 from drawn start positions
 * @param seed the seed of the Chess960 draws
 * @param resign the resign adjudication text, if given
 * @param draw the draw adjudication text, if given
 * @param whiteName the first engine's name for the record and the score ({@code --white-name}), if given
 * @param blackName the second engine's name, if given
 */
public record MatchRequest(String white, String black, List<String> whiteOptions, List<String> blackOptions, int games,
        Map<String, String> clock, long nodes, Optional<Path> openings, Optional<Path> pgn, int concurrency,
        Optional<String> sprt, boolean chess960, long seed, Optional<String> resign, Optional<String> draw,
        Optional<String> whiteName, Optional<String> blackName) {
    /** Requires every part. */
    public MatchRequest {
        requireNonNull(white, "white");
        requireNonNull(black, "black");
        whiteOptions = List.copyOf(whiteOptions);
        blackOptions = List.copyOf(blackOptions);
        clock = Map.copyOf(clock);
        requireNonNull(openings, "openings");
        requireNonNull(pgn, "pgn");
        requireNonNull(sprt, "sprt");
        requireNonNull(resign, "resign");
        requireNonNull(draw, "draw");
        requireNonNull(whiteName, "whiteName");
        requireNonNull(blackName, "blackName");
    }
}
