package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.chesseus.launcher.terminal.LineSource;
import org.chesseus.launcher.terminal.StopAsked;
import org.chesseus.tools.cases.Question;

/**
 * One sitting of the quiz: each question shown, an answer read (its number or the answer as
 * written, any case), a bad answer told the choices in one line and asked again, then whether it
 * was right and why; at the end, or when the input ends (Ctrl-D, the end of a pipe) or the person
 * asks to stop (Ctrl-C), the score so far and the cases to revisit.
 */
final class QuizSession {
    private final LineSource lines;

    QuizSession(LineSource lines) {
        this.lines = requireNonNull(lines, "lines");
    }

    /** Asks the questions in order and shows the score. */
    void ask(List<Question> questions) {
        int answered = 0;
        int right = 0;
        List<String> missed = new ArrayList<>();
        for (int i = 0; i < questions.size(); i++) {
            Question question = questions.get(i);
            show(QuestionText.asked(question, i + 1, questions.size()));
            Optional<String> given = answer(question);
            if (given.isEmpty()) {
                break;
            }
            answered++;
            if (question.isRight(given.get())) {
                right++;
            } else {
                missed.add(question.subject().id());
            }
            show(QuestionText.answered(question, given.get()));
            lines.show("");
        }
        show(score(questions.size(), answered, right, missed));
    }

    /** The choice the person gives, asked again after a bad answer; empty when the input ends or a stop is asked. */
    private Optional<String> answer(Question question) {
        String prompt = "Your answer (1–" + question.choices().size() + " or a code): ";
        while (true) {
            Optional<String> typed;
            try {
                typed = lines.readLine(prompt);
            } catch (StopAsked stop) {
                return Optional.empty();
            }
            if (typed.isEmpty()) {
                return Optional.empty();
            }
            if (!lines.interactive()) {
                // A script's answers are not echoed by a terminal: the transcript shows them.
                lines.show(prompt + typed.get().strip());
            }
            Optional<String> choice = choice(question, typed.get());
            if (choice.isPresent()) {
                return choice;
            }
            lines.show(QuestionText.badAnswer(question));
            show(QuestionText.choices(question));
        }
    }

    /** The choice {@code typed} names: its number (from 1) or the answer as written, any case and spacing. */
    static Optional<String> choice(Question question, String typed) {
        String given = typed.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
        List<String> choices = question.choices();
        if (given.matches("\\d{1,3}")) {
            int number = Integer.parseInt(given);
            return number >= 1 && number <= choices.size() ? Optional.of(choices.get(number - 1)) : Optional.empty();
        }
        return choices.stream().filter(choice -> choice.toLowerCase(Locale.ROOT).equals(given)).findFirst();
    }

    /** The score, and the command to revisit each case answered wrong. */
    static List<String> score(int asked, int answered, int right, List<String> missed) {
        List<String> lines = new ArrayList<>();
        if (answered == asked) {
            lines.add("Score: " + right + " of " + asked + " right.");
        } else if (answered == 0) {
            lines.add("The quiz ended before the first answer.");
        } else {
            lines.add("The quiz ended after " + answered + " of " + asked + " questions. Score so far: " + right + " of "
                    + answered + " right.");
        }
        if (!missed.isEmpty()) {
            lines.add("Revisit the cases you missed:");
            missed.forEach(id -> lines.add("  ./chesseus compare --case " + id));
        }
        return lines;
    }

    private void show(List<String> text) {
        lines.show(String.join("\n", text));
    }
}
