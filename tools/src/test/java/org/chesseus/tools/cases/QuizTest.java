package org.chesseus.tools.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The quiz's draw: repeatable by seed, the right answer always offered, at least three choices (two for a move: legal or illegal). */
class QuizTest {
    private static final Casebook CASEBOOK = Casebook.shipped();

    @Test
    void theSameSeedDrawsTheSameQuestionsAndAnotherSeedOthers() {
        List<Question> first = Quiz.draw(CASEBOOK, CASEBOOK.cases(), Optional.empty(), 10, 7);
        List<Question> again = Quiz.draw(CASEBOOK, CASEBOOK.cases(), Optional.empty(), 10, 7);
        List<Question> other = Quiz.draw(CASEBOOK, CASEBOOK.cases(), Optional.empty(), 10, 8);
        assertEquals(first, again);
        assertNotEquals(first, other);
        assertEquals(10, new HashSet<>(first.stream().map(question -> question.subject().id()).toList()).size());
    }

    @Test
    void everyCaseOffersThreeChoicesOrLegalAndIllegalWithEveryBooksAnswerAmongThem() {
        for (Case subject : CASEBOOK.cases()) {
            List<String> choices = Quiz.choices(subject);
            assertTrue(choices.size() >= (subject.topic().equals("moves") ? 2 : 3), subject.id() + ": " + choices);
            subject.rulings().values().forEach(ruling -> assertTrue(choices.contains(ruling.answer()), subject.id()));
        }
    }

    @Test
    void aBookGivenIsTheBookAskedAndTheRightAnswerIsItsRuling() {
        List<Question> questions = Quiz.draw(CASEBOOK, CASEBOOK.select(Optional.of("uscf"), Optional.of("flag")),
                Optional.of("uscf"), 100, 1);
        assertEquals(CASEBOOK.select(Optional.empty(), Optional.of("flag")).size(), questions.size());
        for (Question question : questions) {
            assertEquals("uscf", question.book());
            assertTrue(question.isRight(question.subject().ruling("uscf").get().answer()));
            assertTrue(question.explanation().startsWith("Under uscf: "));
        }
    }

    @Test
    void withoutABookRareRulingsAreAskedToo() {
        Set<String> asked = new HashSet<>();
        Quiz.draw(CASEBOOK, CASEBOOK.cases(), Optional.empty(), 64, 3).forEach(question -> asked.add(question.book()));
        assertTrue(asked.size() >= 8, "books asked: " + asked);
    }
}
