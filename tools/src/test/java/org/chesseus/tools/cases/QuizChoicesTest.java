package org.chesseus.tools.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The public choices are the quiz's own: a front end asking the question offers what {@code chesseus quiz} offers. */
class QuizChoicesTest {
    private static final Casebook CASEBOOK = Casebook.shipped();

    @Test
    void theChoicesOfACaseAreThoseOfEveryQuestionDrawnOnIt() {
        for (Question question : Quiz.draw(CASEBOOK, CASEBOOK.cases(), Optional.empty(), 64, 11)) {
            assertEquals(question.choices(), QuizChoices.of(question.subject()), question.subject().id());
        }
    }

    @Test
    void aKnightAgainstARookOnTimeOffersTheThreeFlagCodesAndRefused() {
        // l1 and l2 have no flag rule (refused); FIDE gives Black the game (BT), US Chess a draw (TM),
        // Armageddon BT scored BA.
        List<String> choices = QuizChoices.of(CASEBOOK.find("rook-flags-against-knight").orElseThrow());
        assertEquals(List.of("BT", "BT/BA", "TM", "refused"), choices);
        assertThrows(UnsupportedOperationException.class, () -> choices.add("WT"));
    }
}
