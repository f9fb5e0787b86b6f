package org.chesseus.tck;

import static java.util.Objects.requireNonNull;

/**
 * A scenario a rule layer promises: from a position, moves in UCI, then an optional action, and
 * the result code the layer's book rules — the rows of a federation's conformance table.
 *
 * @param name what the scenario shows, for the report
 * @param fen the start position (standard FEN; Shredder-FEN or X-FEN for Chess960 under {@code chess960})
 * @param moves moves in UCI separated by spaces; empty for none
 * @param then after the moves: {@code ""}, {@code flag:white}, {@code flag:black}, {@code resign:white},
 *     {@code resign:black} or {@code claim} (by the player having the move)
 * @param code the expected result code ({@code 3R}, {@code TM}); {@code *} when the game goes on
 */
public record Scenario(String name, String fen, String moves, String then, String code) {
    /** Requires every part. */
    public Scenario {
        requireNonNull(name, "name");
        requireNonNull(fen, "fen");
        requireNonNull(moves, "moves");
        requireNonNull(then, "then");
        requireNonNull(code, "code");
    }

    /** A scenario of moves alone. */
    public static Scenario of(String name, String fen, String moves, String code) {
        return new Scenario(name, fen, moves, "", code);
    }
}
