package org.chesseus.tools.cases;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chesseus.api.game.ResultCode;

/**
 * A case as {@code cases --json} prints it: {@code id}, {@code title}, {@code topic}, {@code fen}
 * (null for the standard start position), {@code steps}, {@code event}, {@code why}, {@code texts},
 * and {@code rulings}: for every book, in the casebook's order, {@code ruling} (as the casebook
 * writes it), {@code answer} (the code, or {@code goes on} / {@code refused} / {@code illegal}),
 * {@code code}, {@code scoreCode}, {@code score}, {@code article} and {@code text} (the article's words;
 * null where they do not apply).
 */
@JsonPropertyOrder({"id", "title", "topic", "fen", "steps", "event", "why", "texts", "rulings"})
@JsonInclude(JsonInclude.Include.ALWAYS)
public record CaseJson(String id, String title, String topic, String fen, List<String> steps, String event, String why,
        List<String> texts, Map<String, RulingJson> rulings) {

    /** One book's ruling. */
    @JsonPropertyOrder({"ruling", "answer", "code", "scoreCode", "score", "article", "text"})
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record RulingJson(String ruling, String answer, String code, String scoreCode, String score, String article,
            String text) {
        /** The object for a ruling of {@code one}. */
        public static RulingJson of(Case one, CaseRuling ruling) {
            return new RulingJson(ruling.written(), ruling.answer(), ruling.code().map(ResultCode::code).orElse(null),
                    ruling.scoreCode().map(ResultCode::code).orElse(null), ruling.score(), ruling.article().orElse(null),
                    one.textOf(ruling).orElse(null));
        }
    }

    /** The object for a case. */
    public static CaseJson of(Case one) {
        Map<String, RulingJson> rulings = new LinkedHashMap<>();
        one.rulings().forEach((book, ruling) -> rulings.put(book, RulingJson.of(one, ruling)));
        return new CaseJson(one.id(), one.title(), one.topic(), one.fen().orElse(null), one.steps(), one.event(),
                one.why(), one.texts(), rulings);
    }
}
