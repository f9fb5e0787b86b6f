package org.chesseus.tools.corpus;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Optional;
import org.chesseus.api.Position;

/**
 * A game as played, before it is written: the players, the control, each move in SAN with the
 * mover's clock comment after it, how it ended and the result Lichess records, and, for a flag,
 * what the player whose flag did not fall had left.
 */
final class PlayedGame {
    private final Player white;
    private final Player black;
    private final LichessTimeControl control;
    private final List<String> sans;
    private final List<String> clocks;
    private final Ending ending;
    private final String result;
    private final FlagMaterial flagMaterial;
    private final EndgameStart setUp;

    PlayedGame(Player white, Player black, LichessTimeControl control, List<String> sans, List<String> clocks,
            Ending ending, String result, Optional<FlagMaterial> flagMaterial, Optional<EndgameStart> setUp) {
        this.white = requireNonNull(white, "white");
        this.black = requireNonNull(black, "black");
        this.control = requireNonNull(control, "control");
        this.sans = List.copyOf(sans);
        this.clocks = List.copyOf(clocks);
        this.ending = requireNonNull(ending, "ending");
        this.result = requireNonNull(result, "result");
        this.flagMaterial = flagMaterial.orElse(null);
        this.setUp = setUp.orElse(null);
    }

    /** The position set up on the board editor, for a game not from the standard start. */
    Optional<EndgameStart> setUp() {
        return Optional.ofNullable(setUp);
    }

    /** The position the game starts from. */
    Position start() {
        return setUp == null ? Position.start() : setUp.position();
    }

    /** The move number and the dots that go before the move of {@code ply}: {@code 12.} or {@code 12...}. */
    String moveNumber(int ply) {
        Position start = start();
        int half = ply + (start.sideToMove() == org.chesseus.api.Color.BLACK ? 1 : 0);
        return (start.fullmoveNumber() + half / 2) + (half % 2 == 0 ? "." : "...");
    }

    Player white() {
        return white;
    }

    Player black() {
        return black;
    }

    LichessTimeControl control() {
        return control;
    }

    /** The moves in SAN, from the start. */
    List<String> sans() {
        return sans;
    }

    /** The clock comment after each move: {@code [%clk 0:02:58]}. */
    List<String> clocks() {
        return clocks;
    }

    Ending ending() {
        return ending;
    }

    /** The result token: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}. */
    String result() {
        return result;
    }

    /** What the player whose flag did not fall had left; empty unless a flag fell. */
    Optional<FlagMaterial> flagMaterial() {
        return Optional.ofNullable(flagMaterial);
    }

    /** The same game ended otherwise (a damaged record keeps the moves, the players and the result). */
    PlayedGame endedAs(Ending other) {
        return new PlayedGame(white, black, control, sans, clocks, other, result, Optional.empty(), setUp());
    }
}
