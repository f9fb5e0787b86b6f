package org.chesseus.rules.lichess;

import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.PositionRule;
import org.chesseus.api.game.Precedence;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.rules.FideRule;

/**
 * Lichess's dead position, by material only: the game is drawn ({@code IM}) at once when neither side
 * has the material to mate by {@link MatingMaterial} — two bare kings, a single minor piece against a
 * bare king, bishops all on one colour. Blocked pawn chains and other dead positions the material does
 * not show play on. From the site's code (scalachess {@code InsufficientMaterial}).
 */
final class InsufficientMaterialRule implements PositionRule {

    @Override
    public String id() {
        return FideRule.DEAD_POSITION.id();
    }

    @Override
    public String article() {
        return LichessLayer.CODE;
    }

    @Override
    public String summary() {
        return "The game is drawn at once when neither side has the material to mate (bare kings, a lone minor piece,"
                + " bishops on one colour); other dead positions play on. From the site's code.";
    }

    @Override
    public int precedence() {
        return Precedence.DEAD_POSITION;
    }

    @Override
    public Optional<Ending> judge(GameState state) {
        if (!MatingMaterial.insufficient(state.board(), Color.WHITE) || !MatingMaterial.insufficient(state.board(), Color.BLACK)) {
            return Optional.empty();
        }
        return Optional.of(new Ending(ResultCode.INSUFFICIENT_MATERIAL,
                "Neither side has the material to checkmate: drawn by insufficient material."));
    }
}
