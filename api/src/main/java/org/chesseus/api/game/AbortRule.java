package org.chesseus.api.game;

import java.util.Optional;
import org.chesseus.api.rules.Rule;
import org.chesseus.api.rules.RuleKind;

/**
 * A platform's abort (no FIDE article: Lichess aborts a game until both players have moved): while
 * the game can be aborted, an action that would end it — a resignation, a fallen flag — ends it
 * with no result instead ({@link ResultCode#ABORTED}, score {@code *}), and no draw can be offered.
 * A book without this rule has no abort.
 */
@RuleKind("abort")
public interface AbortRule extends Rule {

    /** The id an overlay adds the rule under. */
    String ID = "abort";

    /**
     * Why the game can still be aborted, as a phrase ("neither player has moved"); empty once it
     * cannot.
     */
    Optional<String> abortable(GameState state);

    /**
     * The ending of an abort brought about by {@code event} ("White resigned", "White's flag fell"),
     * while {@link #abortable} says why: code {@link ResultCode#ABORTED}.
     */
    Ending abort(GameState state, String event, String why);
}
