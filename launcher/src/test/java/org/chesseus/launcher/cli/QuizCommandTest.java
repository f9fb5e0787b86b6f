package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chesseus.launcher.cli.CasebookOracle.Entry;
import org.chesseus.launcher.terminal.ExitStatus;
import org.chesseus.launcher.wiring.RuleLayerDiscovery;
import org.junit.jupiter.api.Test;

/**
 * {@code chesseus quiz} through a pipe, answers scripted: a right answer, a bad one, a wrong one,
 * the end of the input; and {@code --json}. Every ruling, article, score, why and text the quiz
 * shows is checked against the casebook's text file read on its own ({@link CasebookOracle}); the
 * quiz's JSON is used only to learn which case and book a seed draws.
 */
class QuizCommandTest {
    private static final Map<String, Entry> CASES = CasebookOracle.cases();
    private static final Pattern HEADING = Pattern.compile(
            "Quiz of (\\d+) questions? \\(seed (\\d+); \\./chesseus quiz --seed (\\d+)(.*) repeats it\\)");

    @Test
    void aScriptedQuizTellsRightFromWrongExplainsAndEndsWithTheInput() {
        List<JsonNode> drawn = drawn("--seed", "11", "--count", "3");
        JsonNode first = drawn.get(0);
        JsonNode second = drawn.get(1);
        String firstAnswer = expected(first);
        String secondAnswer = expected(second);
        int firstNumber = choices(first).indexOf(firstAnswer) + 1;
        String wrong = choices(second).stream().filter(choice -> !choice.equals(secondAnswer)).findFirst().orElseThrow();
        CommandRun run = CommandRun.with(RuleLayerDiscovery::found,
                firstNumber + "\nperhaps\n" + wrong.toUpperCase(Locale.ROOT) + "\n", "quiz", "--seed", "11", "--count", "3");
        String out = run.out();
        List<String> lines = run.lines();
        assertAll(
                () -> assertEquals(ExitStatus.OK, run.status(), run.err()),
                () -> assertEquals("Quiz of 3 questions (seed 11; ./chesseus quiz --seed 11 --count 3 repeats it)",
                        lines.get(0)),
                () -> assertTrue(lines.contains("Question 1 of 3 (" + field(first, "topic") + "): " + field(first, "title")),
                        out),
                () -> assertTrue(lines.contains("How does the book " + first.get("book").asText() + " rule?"), out),
                () -> assertTrue(lines.contains("Right: " + firstAnswer + "."), out),
                () -> assertTrue(lines.contains("Answer with 1–" + choices(second).size() + " or one of: "
                        + String.join(", ", choices(second))), out),
                () -> assertTrue(lines.contains("Wrong: you answered " + wrong + "; the answer is " + secondAnswer + "."),
                        out),
                () -> assertExplained(out, first),
                () -> assertExplained(out, second),
                () -> assertTrue(lines.contains("Question 3 of 3 (" + field(drawn.get(2), "topic") + "): "
                        + field(drawn.get(2), "title")), "the third is asked before the input ends:\n" + out),
                () -> assertEquals("The quiz ended after 2 of 3 questions. Score so far: 1 of 2 right.",
                        lines.get(lines.size() - 3), out),
                () -> assertEquals("Revisit the cases you missed:", lines.get(lines.size() - 2), out),
                () -> assertEquals("  ./chesseus compare --case " + second.get("case").asText(),
                        lines.get(lines.size() - 1), out),
                () -> assertEquals("", run.err()));
    }

    @Test
    void aQuizAnsweredToTheEndGivesTheScore() {
        List<JsonNode> drawn = drawn("--seed", "4", "--count", "2", "--book", "fide");
        String script = expected(drawn.get(0)).toLowerCase(Locale.ROOT) + "\n" + expected(drawn.get(1)) + "\n";
        CommandRun run = CommandRun.with(RuleLayerDiscovery::found, script, "quiz", "--seed", "4", "--count", "2",
                "--book", "fide");
        List<String> lines = run.lines();
        assertAll(
                () -> assertEquals(ExitStatus.OK, run.status(), run.err()),
                () -> assertEquals("Quiz of 2 questions (seed 4; ./chesseus quiz --seed 4 --book fide --count 2 repeats it)",
                        lines.get(0)),
                () -> assertEquals("Score: 2 of 2 right.", lines.get(lines.size() - 1), run.out()),
                () -> assertFalse(run.out().contains("Revisit"), run.out()));
    }

    @Test
    void everyQuestionOfJsonIsTheCasebooksRuling() {
        CommandRun run = CommandRun.of("quiz", "--json", "--seed", "3", "--count", "500");
        assertEquals(ExitStatus.OK, run.status(), run.err());
        assertTrue(HEADING.matcher(run.err().strip()).matches(), "the seed line goes to standard error: " + run.err());
        List<JsonNode> questions = run.json();
        assertEquals(CASES.size(), questions.size(), "every case once");
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < questions.size(); i++) {
            JsonNode question = questions.get(i);
            String id = question.get("case").asText();
            Entry entry = CASES.get(id);
            String book = question.get("book").asText();
            assertTrue(entry != null && seen.add(id), id);
            assertEquals(List.of("number", "case", "title", "topic", "fen", "steps", "event", "book", "choices", "answer",
                    "article", "score", "why", "texts"), CommandRun.fieldNames(question));
            assertEquals(i + 1, question.get("number").asInt());
            assertEquals(entry.fields().get("title"), field(question, "title"), id);
            assertEquals(entry.fields().get("topic"), field(question, "topic"), id);
            assertEquals(entry.fields().getOrDefault("fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
                    field(question, "fen"), id);
            assertEquals(entry.fields().get("event"), field(question, "event"), id);
            assertEquals(entry.fields().get("why"), field(question, "why"), id);
            assertEquals(List.of(entry.fields().getOrDefault("steps", "").split(" ")).stream()
                    .filter(step -> !step.isEmpty() && !step.matches("\\d+\\.+")).toList(), strings(question.get("steps")), id);
            assertEquals(entry.texts(), strings(question.get("texts")), id);
            assertEquals(entry.answer(book), question.get("answer").asText(), id + " under " + book);
            assertEquals(entry.article(book), question.get("article").isNull() ? null : question.get("article").asText(),
                    id + " under " + book);
            assertEquals(entry.score(book), question.get("score").asText(), id + " under " + book);
            assertTrue(choices(question).contains(entry.answer(book)), id);
            for (JsonNode choice : question.get("choices")) {
                String meaning = choice.get("meaning").asText();
                assertFalse(meaning.isBlank() || meaning.equals(choice.get("answer").asText()),
                        "every choice is said in words: " + choice);
            }
        }
    }

    @Test
    void aBookAndATopicNarrowTheQuestions() {
        List<JsonNode> questions = drawn("--book", "uscf", "--topic", "FLAG", "--count", "100", "--seed", "8");
        long flagFalls = CASES.values().stream().filter(entry -> entry.fields().get("topic").equals("flag fall")).count();
        assertEquals(flagFalls, questions.size());
        for (JsonNode question : questions) {
            assertEquals("uscf", question.get("book").asText());
            assertEquals("flag fall", question.get("topic").asText());
        }
    }

    @Test
    void theSeedOnTheFirstLineRepeatsTheQuiz() {
        CommandRun random = CommandRun.of("quiz", "--count", "4");
        Matcher heading = HEADING.matcher(random.lines().get(0));
        assertTrue(heading.matches(), random.lines().get(0));
        assertEquals(heading.group(2), heading.group(3));
        assertEquals(" --count 4", heading.group(4));
        CommandRun again = CommandRun.of("quiz", "--count", "4", "--seed", heading.group(2));
        assertEquals(random.out(), again.out());
        assertTrue(random.out().contains("The quiz ended before the first answer."), random.out());
    }

    @Test
    void theCodesAreSaidInWords() {
        assertAll(
                () -> assertEquals("Black wins on time", AnswerMeanings.of("BT")),
                () -> assertEquals("drawn: a flag fell, but the opponent cannot checkmate", AnswerMeanings.of("TM")),
                () -> assertEquals("the game goes on", AnswerMeanings.of("goes on")),
                () -> assertEquals("drawn: dead position, no one can checkmate; the event scores it: Black wins the event"
                        + " (Armageddon: a draw counts for Black)", AnswerMeanings.of("DP/BA")));
    }

    /** The ruling's article, why and every cited text appear in the output (wrapped: compared spaced). */
    private static void assertExplained(String out, JsonNode question) {
        Entry entry = CASES.get(question.get("case").asText());
        String book = question.get("book").asText();
        String text = CasebookOracle.spaced(out);
        String article = entry.article(book);
        String ruling = switch (entry.answer(book)) {
            case "goes on" -> "the game goes on";
            case "refused" -> "the event is refused";
            case "illegal" -> "the move is illegal";
            default -> entry.answer(book) + " (" + entry.score(book) + ", " + article + ")";
        };
        assertTrue(text.contains("Under " + book + ": " + ruling), "the ruling under " + book + ":\n" + out);
        assertTrue(text.contains(CasebookOracle.spaced(entry.fields().get("why"))), "why:\n" + out);
        for (String cited : entry.texts()) {
            assertTrue(text.contains("> " + CasebookOracle.spaced(cited)), "the text " + cited + ":\n" + out);
        }
        assertTrue(out.contains("(case " + entry.id() + ")"), out);
    }

    /** The cases and books a quiz draws, as its JSON names them (the rulings are the oracle's). */
    static List<JsonNode> drawn(String... options) {
        List<String> line = new ArrayList<>(List.of("quiz", "--json"));
        line.addAll(List.of(options));
        CommandRun run = CommandRun.of(line.toArray(String[]::new));
        assertEquals(ExitStatus.OK, run.status(), run.err());
        return run.json();
    }

    /** The casebook file's answer to a drawn question. */
    static String expected(JsonNode question) {
        return CASES.get(question.get("case").asText()).answer(question.get("book").asText());
    }

    static List<String> choices(JsonNode question) {
        List<String> choices = new ArrayList<>();
        question.get("choices").forEach(choice -> choices.add(choice.get("answer").asText()));
        return choices;
    }

    private static String field(JsonNode question, String name) {
        return question.get(name).asText();
    }

    private static List<String> strings(JsonNode array) {
        List<String> strings = new ArrayList<>();
        array.forEach(value -> strings.add(value.asText()));
        return strings;
    }
}
