package org.chesseus.api.kit;

import java.util.Optional;
import java.util.Set;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.PositionRule;
import org.chesseus.api.game.Precedence;

/**
 * A counted draw that comes by itself, with no claim (FIDE Online 5.4.1 and 5.4.4, the platforms,
 * Armageddon): judged on every position after checkmate, stalemate and the board's own draws
 * ({@link Precedence#AUTOMATIC_CLAIMS}), so a mate given by the move that reaches the count stands.
 * The kit's {@link RuleKit#automatic} and {@link RuleKit#automaticMoves}.
 */
final class AutomaticDraw extends CountedRule implements PositionRule {
    private final Set<String> needs;

    AutomaticDraw(String id, DrawCount draw, String article, Set<String> needs) {
        super(id, draw, article);
        this.needs = Set.copyOf(needs);
    }

    @Override
    public String summary() {
        return "The game is drawn automatically, without a claim, when " + draw().condition() + ".";
    }

    @Override
    public Set<String> needs() {
        return needs;
    }

    @Override
    public int precedence() {
        return Precedence.AUTOMATIC_CLAIMS;
    }

    @Override
    public Optional<Ending> judge(GameState state) {
        return draw().reached(state, "under " + article() + " the draw comes without a claim")
                .map(why -> new Ending(draw().code(), why));
    }
}
