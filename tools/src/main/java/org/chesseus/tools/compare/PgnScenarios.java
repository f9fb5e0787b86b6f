package org.chesseus.tools.compare;

import org.chesseus.api.pgn.PgnGame;
import org.chesseus.api.pgn.PgnMove;

/** Recorded games as scenarios: the record's start and moves, then the event asked for instead of its recorded end. */
public final class PgnScenarios {
    private PgnScenarios() {
    }

    /**
     * The scenario of a recorded game.
     *
     * @throws org.chesseus.api.pgn.PgnException for a variant Chesseus does not play
     */
    public static Scenario of(int number, PgnGame record, FinalEvent then) {
        String title = "game " + number + " (line " + record.line() + "): " + record.tag("White").orElse("?") + " - "
                + record.tag("Black").orElse("?") + ", recorded " + record.result();
        return new Scenario(title, (legality, chess960) -> record.startPosition(legality), record.isChess960(),
                record.moves().stream().map(PgnMove::san).toList(), then);
    }
}
