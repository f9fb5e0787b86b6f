package org.chesseus.rules.uscf;

import org.chesseus.api.game.CountedDraw;
import java.util.Optional;
import java.util.Set;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.PositionRule;
import org.chesseus.api.game.Precedence;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.kit.ScoreSheet;
import org.chesseus.api.rules.FideRule;

/**
 * US Chess 14K1, as the event option {@code uscf-14k}: the director declares the game drawn when
 * the same position has appeared five times. 14K1 speaks of five <em>consecutive alternate</em>
 * repetitions; the game counts every occurrence since the last irreversible move (as FIDE 9.6.1
 * does), which is the same count whenever the players shuffle and may be sooner when they do not.
 */
final class DirectorFivefoldRule implements PositionRule, CountedDraw {
    private static final int OCCURRENCES = 5;

    @Override
    public String id() {
        return FideRule.FIVEFOLD.id();
    }

    @Override
    public Set<String> needs() {
        return Set.of(FideRule.REPETITION.id());
    }

    @Override
    public String article() {
        return "USCF 14K1";
    }

    @Override
    public String summary() {
        return "The director declares the game drawn when the same position has appeared five times (14K1 asks for"
                + " consecutive alternate repetitions; the count here is every occurrence).";
    }

    @Override
    public int precedence() {
        return Precedence.FIVEFOLD;
    }

    @Override
    public Optional<Ending> judge(GameState state) {
        int count = state.repetitionCount();
        return count < OCCURRENCES ? Optional.empty() : Optional.of(new Ending(ResultCode.FIVEFOLD_REPETITION,
                "The same position has appeared " + count + " times — " + ScoreSheet.occurrences(state)
                        + " — and the director declares the game drawn (USCF 14K1)."));
    }

    @Override
    public Count count() {
        return Count.REPETITIONS;
    }

    @Override
    public int threshold() {
        return OCCURRENCES;
    }
}
