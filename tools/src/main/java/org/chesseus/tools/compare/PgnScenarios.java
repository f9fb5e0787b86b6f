package org.chesseus.tools.compare;

import java.util.function.Consumer;
import org.chesseus.api.pgn.PgnGame;
import org.chesseus.api.pgn.PgnMove;

/** Recorded games as scenarios: the record's start and moves, then the event asked for instead of its recorded end. */
public final class PgnScenarios {
    private PgnScenarios() {
    }

    /**
     * The scenario of a recorded game, its {@code FEN} tag read strictly.
     *
     * @throws org.chesseus.api.pgn.PgnException for a variant Chesseus does not play
     */
    public static Scenario of(int number, PgnGame record, FinalEvent then) {
        return of(number, record, then, null);
    }

    /**
     * The scenario of a recorded game, its {@code FEN} tag read leniently when {@code warnings} is
     * given ({@link PgnGame#startPosition(org.chesseus.api.Legality, Consumer)}).
     *
     * @throws org.chesseus.api.pgn.PgnException for a variant Chesseus does not play
     */
    public static Scenario of(int number, PgnGame record, FinalEvent then, Consumer<String> warnings) {
        String title = "game " + number + " (line " + record.line() + "): " + record.tag("White").orElse("?") + " - "
                + record.tag("Black").orElse("?") + ", recorded " + record.result();
        return new Scenario(title, (legality, chess960) -> record.startPosition(legality, warnings), record.isChess960(),
                record.moves().stream().map(PgnMove::san).toList(), then);
    }
}
