package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import jakarta.inject.Inject;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;
import org.chesseus.launcher.terminal.EditedLines;
import org.chesseus.launcher.terminal.ExitStatus;
import org.chesseus.launcher.terminal.LineSource;
import org.chesseus.launcher.terminal.PlainLines;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.tools.cases.Case;
import org.chesseus.tools.cases.Casebook;
import org.chesseus.tools.cases.Question;
import org.chesseus.tools.cases.Quiz;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code chesseus quiz}: the casebook's rulings asked as questions — a case, the book asked, the
 * choices — answered at the terminal or line by line from a pipe, each answer followed by the
 * ruling, its article, why and the rule texts; or, with {@code --json}, the questions with their
 * answers for a teacher's own tools. A seed makes a quiz repeatable.
 */
@Command(name = "quiz", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Answer the casebook's rulings as a quiz: how a rule book rules on a case, and why.",
            "Each answer is followed by the ruling, its article, why, and the rule texts."},
        footer = {"", "Answer with the choice's number or its code (BT, TM, goes on, ...). On a terminal the quiz is",
            "interactive; from a pipe the answers are read line by line, so a quiz can be scripted. A bad answer",
            "is told the choices and asked again; Ctrl-D (or the end of the input) and Ctrl-C end the quiz",
            "with the score so far. The first line names the seed, to repeat the quiz.",
            "",
            "With --json: nothing is asked; one object per question {number, case, title, topic, fen, steps,",
            "event, book, choices [{answer, meaning}], answer, article, score, why, texts}, the seed line",
            "on standard error.",
            "",
            "Exit status: 0 the quiz was asked (to its end or not), 1 --book or --topic refused, 2 usage error."})
public final class QuizCommand implements Callable<Integer> {
    private static final int DEFAULT_COUNT = 10;

    private final Terminal terminal;
    private final JsonLines json;

    @Spec
    private CommandSpec spec;

    @Option(names = "--book", paramLabel = "BOOK",
            description = "Ask every question about this book (one of the casebook's; default: a book drawn per question).")
    private String book;

    @Option(names = "--topic", paramLabel = "TOPIC",
            description = "Ask only about cases of this topic; a word of it is enough (flag, repetition, dead, ...).")
    private String topic;

    @Option(names = "--count", paramLabel = "N", description = "How many questions (default: 10).")
    private int count = DEFAULT_COUNT;

    @Option(names = "--seed", paramLabel = "S", description = "The seed of the draw (default: a random one, printed).")
    private Long seed;

    @Option(names = "--json", description = "Print the questions with their answers, one JSON object each; ask nothing.")
    private boolean asJson;

    @Inject
    QuizCommand(Terminal terminal, JsonLines json) {
        this.terminal = requireNonNull(terminal, "terminal");
        this.json = requireNonNull(json, "json");
    }

    @Override
    public Integer call() {
        if (count < 1) {
            throw new ParameterException(spec.commandLine(), "--count " + count + ": ask one question at least");
        }
        Casebook casebook = Casebook.shipped();
        List<Case> cases = casebook.select(Optional.ofNullable(book), Optional.ofNullable(topic));
        long drawn = seed != null ? seed : ThreadLocalRandom.current().nextInt(1, 100_000);
        List<Question> questions = Quiz.draw(casebook, cases, Optional.ofNullable(book), count, drawn);
        String heading = heading(questions.size(), drawn);
        if (asJson) {
            terminal.err().println(heading);
            terminal.err().flush();
            for (int i = 0; i < questions.size(); i++) {
                json.printBuffered(QuestionJson.of(i + 1, questions.get(i)));
            }
            json.flush();
            return ExitStatus.OK;
        }
        try (LineSource lines = terminal.interactive() ? EditedLines.open() : new PlainLines(terminal.in(), terminal.out())) {
            lines.show(heading);
            if (questions.size() < count) {
                lines.show("(--count " + count + ": only " + questions.size() + " cases to ask about)");
            }
            lines.show("");
            new QuizSession(lines).ask(questions);
        }
        return ExitStatus.OK;
    }

    /** The first line: how many questions, the seed, and the command that repeats the quiz. */
    private String heading(int questions, long drawn) {
        StringBuilder again = new StringBuilder("./chesseus quiz --seed ").append(drawn);
        if (book != null) {
            again.append(" --book ").append(quoted(book));
        }
        if (topic != null) {
            again.append(" --topic ").append(quoted(topic));
        }
        if (count != DEFAULT_COUNT) {
            again.append(" --count ").append(count);
        }
        return "Quiz of " + questions + (questions == 1 ? " question" : " questions") + " (seed " + drawn + "; " + again
                + " repeats it)";
    }

    /** A value as a shell reads it back: quoted when it holds anything but letters, digits and {@code -+_.}. */
    private static String quoted(String value) {
        return value.matches("[A-Za-z0-9_.+-]+") ? value : "'" + value.replace("'", "'\\''") + "'";
    }
}
