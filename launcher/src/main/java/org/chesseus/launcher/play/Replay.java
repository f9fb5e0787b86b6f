package org.chesseus.launcher.play;

import java.time.Duration;
import java.util.List;
import org.chesseus.api.Move;
import org.chesseus.api.game.Game;
import org.chesseus.tools.setup.PlayTime;

/**
 * A game rebuilt from its moves (a resumed record, a take-back): time stands still while the moves
 * are played again, each taking exactly the time recorded for it, so the clocks read as they did.
 * Offers, claims and awards of time made on the way are not replayed.
 */
final class Replay {
    private Replay() {
    }

    /** The game of {@code setup} after {@code moves}, move {@code i} having taken {@code took.get(i)}. */
    static Game of(TableSetup setup, PlayTime time, List<Move> moves, List<Duration> took) {
        time.freeze();
        try {
            Game game = Game.start(setup.book(), setup.start(), setup.options().apply(time));
            for (int i = 0; i < moves.size(); i++) {
                time.spend(i < took.size() ? took.get(i) : Duration.ZERO);
                game.play(moves.get(i));
            }
            return game;
        } finally {
            time.thaw();
        }
    }
}
