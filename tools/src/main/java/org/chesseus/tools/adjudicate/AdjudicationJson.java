package org.chesseus.tools.adjudicate;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import org.chesseus.api.game.ResultCode;

/**
 * The JSON object {@code adjudicate --json} prints for a game: {@code game} (its number in the
 * file, from 1), {@code line} (where it starts), {@code recorded} and {@code ruled} (PGN result
 * tokens; {@code ruled} is {@code *} while the book has not ended the game), {@code code}, {@code
 * article}, {@code ply} (half-moves of the record played when the ruling takes effect), {@code
 * agrees} (on the score and the reason), {@code explanation}, {@code recordedReason} and {@code
 * ruledReason} ({@link EndReason#word}; null where there is none), {@code scoreAgrees}; and {@code error} when the game could not be judged (an object by
 * kind, {@link JudgingErrorJson}), {@code ruled}, {@code code} and {@code article} then null. Fields other than {@code error} are always present.
 */
@JsonPropertyOrder({"game", "line", "recorded", "ruled", "code", "article", "ply", "agrees", "explanation",
    "recordedReason", "ruledReason", "scoreAgrees", "error"})
@JsonInclude(JsonInclude.Include.ALWAYS)
public record AdjudicationJson(int game, long line, String recorded, String ruled, String code, String article, int ply,
        boolean agrees, String explanation, String recordedReason, String ruledReason, boolean scoreAgrees,
        @JsonInclude(JsonInclude.Include.NON_NULL) JudgingErrorJson error) {

    /** The object for a verdict. */
    public static AdjudicationJson of(Adjudication verdict) {
        return new AdjudicationJson(verdict.game(), verdict.line(), verdict.recorded().orElse(null),
                verdict.ruled().orElse(null), verdict.code().map(ResultCode::code).orElse(null),
                verdict.article().orElse(null), verdict.ply(), verdict.agrees(), verdict.explanation(),
                verdict.recordedReason().map(EndReason::word).orElse(null),
                verdict.ruledReason().map(EndReason::word).orElse(null), verdict.scoreAgrees(),
                verdict.error().map(JudgingErrorJson::of).orElse(null));
    }
}
