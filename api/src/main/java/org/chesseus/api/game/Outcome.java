package org.chesseus.api.game;

import static java.util.Objects.requireNonNull;

/**
 * The end of a game: the result code, the rule and article that ended it, one sentence for
 * people, and the ply at which it ended (half-moves from the start of the record).
 *
 * @param code the result code
 * @param rule the id of the rule that ended the game
 * @param article the article that rule implements ({@code FIDE 9.6.2})
 * @param explanation one sentence
 * @param ply half-moves played from the start of the record when the game ended
 */
public record Outcome(ResultCode code, String rule, String article, String explanation, int ply) {
    /** Requires every part. */
    public Outcome {
        requireNonNull(code, "code");
        requireNonNull(rule, "rule");
        requireNonNull(article, "article");
        requireNonNull(explanation, "explanation");
    }

    /** The score. */
    public Score score() {
        return code.score();
    }
}
