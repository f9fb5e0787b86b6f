package org.chesseus.api.game;

import static java.util.Objects.requireNonNull;

/**
 * What a rule rules when it ends the game: the result code and one sentence for people. The game
 * adds the article of the rule that ruled it.
 *
 * @param code the result code
 * @param explanation one sentence saying why
 */
public record Ending(ResultCode code, String explanation) {
    /** Requires both parts. */
    public Ending {
        requireNonNull(code, "code");
        requireNonNull(explanation, "explanation");
    }
}
