package org.chesseus.api.game;

import static java.util.Objects.requireNonNull;

import java.util.Optional;

/**
 * The end of a game: the result code, the rule and article that ended it, one sentence for
 * people, and the ply at which it ended (half-moves from the start of the record).
 *
 * @param code the result code
 * @param rule the id of the rule that ended the game
 * @param article the article that rule implements ({@code FIDE 9.6.2})
 * @param explanation one sentence
 * @param ply half-moves played from the start of the record when the game ended
 * @param scored the code that decides the score: {@code code} itself, or the score code an event
 *     adds ({@link ScoringRule}: Armageddon's {@code WA}/{@code BA})
 */
public record Outcome(ResultCode code, String rule, String article, String explanation, int ply, ResultCode scored) {
    /** Requires every part. */
    public Outcome {
        requireNonNull(code, "code");
        requireNonNull(rule, "rule");
        requireNonNull(article, "article");
        requireNonNull(explanation, "explanation");
        requireNonNull(scored, "scored");
    }

    /** An outcome scored as its code says. */
    public Outcome(ResultCode code, String rule, String article, String explanation, int ply) {
        this(code, rule, article, explanation, ply, code);
    }

    /** The score. */
    public Score score() {
        return scored.score();
    }

    /** The score code an event added beside the board's code ({@code BA}); empty when the code scores itself. */
    public Optional<ResultCode> scoreCode() {
        return scored == code ? Optional.empty() : Optional.of(scored);
    }
}
