package org.chesseus.tools.cases;

import java.util.List;

/**
 * The answers the quiz offers on a case, for front ends that ask the question themselves (the
 * page's class view, guessing first): every answer some book gives ({@link CaseRuling#answer()}),
 * topped up from the answers that apply to the case's kind of event, in the quiz's fixed order —
 * the same choices {@link Quiz#draw} puts in each {@link Question}.
 */
public final class QuizChoices {
    private QuizChoices() {
    }

    /** The choices on {@code subject}, every book's right answer among them. */
    public static List<String> of(Case subject) {
        return List.copyOf(Quiz.choices(subject));
    }
}
