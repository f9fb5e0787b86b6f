package org.chesseus.rules.armageddon;

import java.util.Optional;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.game.Score;
import org.chesseus.api.game.ScoringRule;

/**
 * Armageddon's scoring: the board's code stays and a score code is added beside it — {@code WA}
 * when White won, {@code BA} when Black won or the game was drawn by any rule.
 */
final class DrawIsBlackWinScoring implements ScoringRule {

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String article() {
        return ArmageddonLayer.ARTICLE;
    }

    @Override
    public String summary() {
        return "Every ending keeps its own code and gets a score code beside it: WA when White won, BA when Black won"
                + " or the game was drawn in any way.";
    }

    @Override
    public Optional<ResultCode> scoreCode(ResultCode ending) {
        if (ending.score() == Score.NO_RESULT) {
            // An aborted game has no result to score, not even Armageddon's.
            return Optional.empty();
        }
        return Optional.of(ending.score() == Score.WHITE_WINS ? ResultCode.WHITE_WINS_ARMAGEDDON
                : ResultCode.BLACK_WINS_ARMAGEDDON);
    }
}
