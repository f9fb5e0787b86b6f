package org.chesseus.rules.chesscom;

import java.util.Optional;
import java.util.Set;
import org.chesseus.api.game.ClaimRule;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.PositionRule;
import org.chesseus.api.game.Precedence;
import org.chesseus.api.game.ResultCode;

/**
 * Chess.com's repetition draw: the game is drawn automatically when the same position occurs for the
 * third time; no claim is made. Rests on the site's help text ("Draws").
 */
final class AutomaticThreefoldRule implements PositionRule {
    private static final int OCCURRENCES = 3;

    @Override
    public String id() {
        return ClaimRule.THREEFOLD;
    }

    @Override
    public Set<String> needs() {
        return Set.of("repetition");
    }

    @Override
    public String article() {
        return ChesscomLayer.HELP;
    }

    @Override
    public String summary() {
        return "The game is drawn automatically when the same position occurs for the third time. Rests on the site's"
                + " help text.";
    }

    @Override
    public int precedence() {
        return Precedence.AUTOMATIC_CLAIMS;
    }

    @Override
    public Optional<Ending> judge(GameState state) {
        int count = state.repetitionCount();
        return count < OCCURRENCES ? Optional.empty() : Optional.of(new Ending(ResultCode.THREEFOLD_REPETITION,
                "The same position has occurred " + count + " times: drawn by repetition."));
    }
}
