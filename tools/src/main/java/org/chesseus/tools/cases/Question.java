package org.chesseus.tools.cases;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * One question of the quiz: how does {@code book} rule on {@code subject}? The choices are the
 * answers that apply to such an event ({@link CaseRuling#answer()}: a result code, {@code goes on},
 * {@code refused}, {@code illegal}), the casebook's ruling among them.
 *
 * @param subject the case asked about
 * @param book the book whose ruling is asked
 * @param choices the answers offered, the right one among them, in a fixed order
 */
public record Question(Case subject, String book, List<String> choices) {
    /** Requires every part, and the right answer among the choices. */
    public Question {
        requireNonNull(subject, "subject");
        requireNonNull(book, "book");
        choices = List.copyOf(choices);
        if (!choices.contains(subject.ruling(book).orElseThrow().answer())) {
            throw new IllegalArgumentException("the right answer is not among the choices");
        }
    }

    /** The casebook's ruling: the right answer. */
    public CaseRuling ruling() {
        return subject.ruling(book).orElseThrow();
    }

    /** Whether {@code answer} (a choice as written, any case) is right. */
    public boolean isRight(String answer) {
        return ruling().answer().equalsIgnoreCase(answer.strip());
    }

    /**
     * The explanation shown after the answer: the ruling with its article, the article's text, and why.
     */
    public String explanation() {
        CaseRuling ruling = ruling();
        String verdict = switch (ruling.kind()) {
            case ENDS -> ruling.answer() + " (" + ruling.score() + ", " + ruling.article().orElseThrow() + ")";
            case GOES_ON -> "the game goes on";
            case REFUSED -> "the event is refused: the book has no rule for it, or its rule refuses it now";
            case ILLEGAL -> "the move is illegal";
        };
        return "Under " + book + ": " + verdict + ". " + subject.textOf(ruling).map(text -> text + " ").orElse("")
                + subject.why();
    }
}
