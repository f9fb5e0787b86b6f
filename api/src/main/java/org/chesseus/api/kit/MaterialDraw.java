package org.chesseus.api.kit;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.PositionRule;
import org.chesseus.api.game.Precedence;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.rules.FideRule;

/**
 * A platform's dead position judged by material alone, in the place of FIDE 5.2.2: drawn at once,
 * code {@code IM}, when the platform's {@link MaterialTest} says so; positions the material does not
 * show as dead (blocked pawn chains) play on. The kit's {@link RuleKit#insufficientMaterial}.
 */
final class MaterialDraw implements PositionRule {
    private final String article;
    private final String summary;
    private final MaterialTest test;

    MaterialDraw(String article, String summary, MaterialTest test) {
        this.article = requireNonNull(article, "article");
        this.summary = requireNonNull(summary, "summary");
        this.test = requireNonNull(test, "test");
    }

    @Override
    public String id() {
        return FideRule.DEAD_POSITION.id();
    }

    @Override
    public String article() {
        return article;
    }

    @Override
    public String summary() {
        return summary;
    }

    /** The platform's test carries the behaviour. */
    @Override
    public Class<?> implementation() {
        return test.getClass();
    }

    @Override
    public int precedence() {
        return Precedence.DEAD_POSITION;
    }

    @Override
    public Optional<Ending> judge(GameState state) {
        return test.drawn(state.board()).map(why -> new Ending(ResultCode.INSUFFICIENT_MATERIAL, why));
    }
}
