package org.chesseus.tools.compare;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import org.chesseus.api.game.ResultCode;
import org.chesseus.tools.adjudicate.JudgingErrorJson;

/**
 * The JSON object {@code compare --json} prints for each profile: {@code profile}, {@code code}
 * (null while the game goes on), {@code score} (a PGN token as the book scores the ending, {@code *}
 * while the game goes on), {@code scoreCode} (an event's score code beside the board's code,
 * Armageddon's {@code WA} / {@code BA}; null where the code scores itself),
 * {@code article}, {@code ply}, {@code explanation}, {@code differs} (from the first profile's
 * verdict); {@code game} (its number in the file) with {@code --pgn}; {@code error} when the
 * profile could not judge (an object by kind, {@link JudgingErrorJson}), {@code code}, {@code
 * score} and {@code article} then null.
 */
@JsonPropertyOrder({"game", "profile", "code", "score", "scoreCode", "article", "ply", "explanation", "differs", "error"})
@JsonInclude(JsonInclude.Include.ALWAYS)
public record CompareJson(@JsonInclude(JsonInclude.Include.NON_NULL) Integer game, String profile, String code,
        String score, String scoreCode, String article, int ply, String explanation, boolean differs,
        @JsonInclude(JsonInclude.Include.NON_NULL) JudgingErrorJson error) {

    /** The object for a verdict; {@code game} is null outside a PGN file. */
    public static CompareJson of(Integer game, Verdict verdict, boolean differs) {
        return new CompareJson(game, verdict.profile(), verdict.code().map(ResultCode::code).orElse(null),
                verdict.score().orElse(null), verdict.scoreCode().map(ResultCode::code).orElse(null),
                verdict.article().orElse(null), verdict.ply(), verdict.explanation(),
                differs, verdict.error().map(JudgingErrorJson::of).orElse(null));
    }
}
