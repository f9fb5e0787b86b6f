package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.chesseus.launcher.cli.CasebookOracle.Entry;
import org.chesseus.launcher.play.TmuxPane;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code chesseus quiz} in a real terminal ({@link TmuxPane}): the lines are edited with JLine, one
 * question answered right by its number, one wrong by its code, each followed by the casebook's
 * ruling with its article and the rule text it cites; Ctrl-D at the third ends the quiz with the
 * score so far and the case to revisit.
 */
class QuizTerminalTest {
    @TempDir
    Path directory;

    @Test
    void aQuizAtATerminalExplainsEachAnswerAndCtrlDEndsItWithTheScore() throws Exception {
        List<JsonNode> drawn = QuizCommandTest.drawn("--seed", "2024", "--count", "3");
        JsonNode first = drawn.get(0);
        JsonNode second = drawn.get(1);
        String firstAnswer = QuizCommandTest.expected(first);
        String secondAnswer = QuizCommandTest.expected(second);
        String wrong = QuizCommandTest.choices(second).stream().filter(choice -> !choice.equals(secondAnswer))
                .findFirst().orElseThrow();
        Entry secondCase = CasebookOracle.cases().get(second.get("case").asText());
        try (TmuxPane pane = TmuxPane.chesseus(directory, "quiz", "quiz", "--seed", "2024", "--count", "3")) {
            String start = pane.await("Your answer (1–");
            pane.typeLine(String.valueOf(QuizCommandTest.choices(first).indexOf(firstAnswer) + 1));
            pane.await("Question 2 of 3");
            pane.await("Your answer (1–", 2);
            pane.typeLine(wrong);
            pane.await("Question 3 of 3");
            pane.await("Your answer (1–", 3);
            pane.press("C-d");
            String end = pane.await("exit status");
            String spaced = CasebookOracle.spaced(end);
            assertAll(
                    () -> assertTrue(start.startsWith("Quiz of 3 questions (seed 2024; ./chesseus quiz --seed 2024 --count 3"
                            + " repeats it)"), start),
                    () -> assertTrue(start.contains("How does the book " + first.get("book").asText() + " rule?"), start),
                    () -> assertTrue(end.contains("Right: " + firstAnswer + "."), end),
                    () -> assertTrue(end.contains("Wrong: you answered " + wrong + "; the answer is " + secondAnswer + "."),
                            end),
                    () -> assertTrue(spaced.contains("Under " + second.get("book").asText() + ": "), end),
                    () -> assertTrue(secondCase.article(second.get("book").asText()) == null
                            || spaced.contains(secondCase.article(second.get("book").asText())), "the article:\n" + end),
                    () -> assertTrue(spaced.contains("> " + CasebookOracle.spaced(secondCase.texts().get(0))),
                            "the text cited:\n" + end),
                    () -> assertTrue(end.contains("The quiz ended after 2 of 3 questions. Score so far: 1 of 2 right."), end),
                    () -> assertTrue(end.contains("  ./chesseus compare --case " + secondCase.id()), end),
                    () -> assertFalse(end.contains("Exception"), end),
                    () -> assertTrue(end.contains("exit status 0"), end));
        }
    }
}
