package org.chesseus.launcher.cli;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import org.chesseus.tools.cases.Case;
import org.chesseus.tools.cases.CaseRuling;
import org.chesseus.tools.cases.Question;

/**
 * The JSON object {@code quiz --json} prints for each question: {@code number} (from 1), {@code
 * case} (its id), {@code title}, {@code topic}, {@code fen} (the standard start position's FEN when
 * the case starts there), {@code steps} (moves in SAN and steps such as {@code flag:white}), {@code
 * event}, {@code book} (the book asked), {@code choices} ({@code answer} and {@code meaning} each),
 * then the casebook's ruling: {@code answer} (a choice), {@code article} (null when the game goes
 * on, or the book refuses the event or the move), {@code score} (a PGN token, {@code *} when the
 * game does not end), {@code why} and {@code texts} (the rule texts cited).
 */
@JsonPropertyOrder({"number", "case", "title", "topic", "fen", "steps", "event", "book", "choices", "answer",
    "article", "score", "why", "texts"})
@JsonInclude(JsonInclude.Include.ALWAYS)
record QuestionJson(int number, @JsonProperty("case") String caseId, String title, String topic, String fen,
        List<String> steps, String event, String book, List<Choice> choices, String answer, String article,
        String score, String why, List<String> texts) {
    /** The FEN of the standard start position (FIDE 2.3), where a case without a FEN starts. */
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    /** One choice: the answer as written and what it means. */
    record Choice(String answer, String meaning) {
    }

    /** The object for question {@code number}. */
    static QuestionJson of(int number, Question question) {
        Case subject = question.subject();
        CaseRuling ruling = question.ruling();
        return new QuestionJson(number, subject.id(), subject.title(), subject.topic(), subject.fen().orElse(START),
                subject.steps(), subject.event(), question.book(),
                question.choices().stream().map(choice -> new Choice(choice, AnswerMeanings.of(choice))).toList(),
                ruling.answer(), ruling.article().orElse(null), ruling.score(), subject.why(), subject.texts());
    }
}
