package org.chesseus.tools.analyze;

import static java.util.Objects.requireNonNull;

import org.chesseus.api.Color;
import org.chesseus.api.Position;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateBudget;
import org.chesseus.api.mate.MateQuestion;

/**
 * How {@code analyze} asks the mate question: of which sides, within which budget (and whether
 * counting the half-move clock), and whether the quick tier ({@link MateQuestion#quickCanMate})
 * answers instead of the full question — its {@code unknown} means "probably can".
 *
 * @param side the sides asked
 * @param budget the full question's budget; clock-aware as {@code --clock} says, and always for
 *     {@link AskedSide#FLAGGED}
 * @param quick whether the quick tier answers (it has its own budget)
 */
public record Asking(AskedSide side, MateBudget budget, boolean quick) {
    /** Requires the parts; a flag fall's question counts the clock whatever the budget said. */
    public Asking {
        requireNonNull(side, "side");
        requireNonNull(budget, "budget");
        if (side.clockAware(budget.clockAware()) != budget.clockAware()) {
            budget = new MateBudget(budget.nodes(), budget.plies(), true);
        }
    }

    /** Both sides, the full question, within {@code budget}: what {@code analyze} asks by default. */
    public static Asking both(MateBudget budget) {
        return new Asking(AskedSide.BOTH, budget, false);
    }

    /** Whether the question counts the half-move clock (6.9, 5.1.2) or reads the board alone (5.2.2). */
    public boolean clockAware() {
        return budget.clockAware();
    }

    /** The answer for {@code mater}. */
    public MateAnswer ask(MateQuestion question, Position position, Color mater) {
        if (quick) {
            return question.quickCanMate(position, mater, clockAware());
        }
        return question.canMate(position, mater, budget);
    }
}
