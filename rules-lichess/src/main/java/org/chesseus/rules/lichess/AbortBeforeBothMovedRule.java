package org.chesseus.rules.lichess;

import java.util.Optional;
import org.chesseus.api.game.AbortRule;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.ResultCode;

/**
 * Lichess's abort: a game is abortable until both players have moved (lila's {@code
 * Game.abortable}: fewer than two turns played), and an aborted game has no result. So before both
 * players have moved, a resignation or a fallen flag (the site aborts a game whose player does not
 * make the first move in time) ends the game as aborted ({@code AB}, score {@code *}), and no draw
 * can be offered. Counted in half-moves from the start of the record. From the site's code.
 */
final class AbortBeforeBothMovedRule implements AbortRule {
    private static final int BOTH_MOVED = 2;

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String article() {
        return "Lichess (code: lila, Game.abortable)";
    }

    @Override
    public String summary() {
        return "A game is abortable until both players have moved: a resignation or a fallen flag before then aborts"
                + " it, with no result (*), and no draw can be offered. From the site's code.";
    }

    @Override
    public Optional<String> abortable(GameState state) {
        if (state.ply() >= BOTH_MOVED) {
            return Optional.empty();
        }
        return Optional.of(state.ply() == 0 ? "neither player has moved"
                : "only " + state.position().sideToMove().opposite().title() + " has moved");
    }

    @Override
    public Ending abort(GameState state, String event, String why) {
        return new Ending(ResultCode.ABORTED, event + " while " + why + ": on Lichess the game is aborted, with no result.");
    }
}
