package org.chesseus.api.kit;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import java.util.Set;
import org.chesseus.api.game.CountedDraw;
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
final class AutomaticDraw implements PositionRule, CountedDraw {
    private final String id;
    private final DrawCount draw;
    private final String article;
    private final Set<String> needs;

    AutomaticDraw(String id, DrawCount draw, String article, Set<String> needs) {
        this.id = requireNonNull(id, "id");
        this.draw = requireNonNull(draw, "draw");
        this.article = requireNonNull(article, "article");
        this.needs = Set.copyOf(needs);
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String article() {
        return article;
    }

    @Override
    public String summary() {
        return "The game is drawn automatically, without a claim, when " + draw.condition() + ".";
    }

    @Override
    public Set<String> needs() {
        return needs;
    }

    @Override
    public Count count() {
        return draw.count();
    }

    @Override
    public int threshold() {
        return draw.threshold();
    }

    @Override
    public int precedence() {
        return Precedence.AUTOMATIC_CLAIMS;
    }

    @Override
    public Optional<Ending> judge(GameState state) {
        return draw.reached(state).map(fact -> new Ending(draw.code(), fact + "; under " + article
                + " the draw comes without a claim."));
    }
}
