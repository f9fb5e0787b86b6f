package org.chesseus.api.game;

import java.util.Optional;
import org.chesseus.api.rules.Rule;
import org.chesseus.api.rules.RuleKind;

/**
 * How an event scores the endings of the board and of the players, where it scores them otherwise
 * than the Laws: Armageddon (FIDE Laws, Guidelines III.5 on Armageddon games) keeps the board's code
 * and adds a score code — a drawn ending counts as a win for Black ({@code BA}), a win for White is
 * {@code WA}. The game consults it for every ending; a book without one scores each code as the
 * code says ({@link ResultCode#score()}).
 */
@RuleKind("scoring")
public interface ScoringRule extends Rule {

    /** The id of the rule an overlay adds. */
    String ID = "scoring";

    /** The score code this ending gets beside its own code; empty when the code scores itself. */
    Optional<ResultCode> scoreCode(ResultCode ending);
}
