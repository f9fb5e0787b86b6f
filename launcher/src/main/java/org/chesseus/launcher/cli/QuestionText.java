package org.chesseus.launcher.cli;

import java.util.ArrayList;
import java.util.List;
import org.chesseus.tools.cases.Case;
import org.chesseus.tools.cases.Question;
import org.chesseus.tools.compare.Step;

/**
 * A quiz question as a person reads it at a terminal: the case's title and topic, the position it
 * starts from (its FEN and a board, or the standard start position), the steps numbered as moves,
 * the event in words, the book asked and the choices numbered with what each means; after the
 * answer, whether it was right, the casebook's ruling with its article, why, and the rule texts
 * cited. Text is wrapped to {@link #WIDTH} columns.
 */
final class QuestionText {
    /** The width prose is wrapped to. */
    static final int WIDTH = 80;

    private QuestionText() {
    }

    /** The question, numbered {@code number} of {@code count}. */
    static List<String> asked(Question question, int number, int count) {
        Case subject = question.subject();
        List<String> lines = new ArrayList<>();
        lines.add("Question " + number + " of " + count + " (" + subject.topic() + "): " + subject.title());
        lines.add("");
        if (subject.fen().isPresent()) {
            String fen = subject.fen().get();
            lines.addAll(board(fen));
            lines.add("   FEN " + fen);
        } else {
            lines.add("   From the start position.");
        }
        if (!subject.steps().isEmpty()) {
            lines.addAll(wrap("Steps: " + numbered(subject), "   ", "          "));
            if (subject.steps().stream().anyMatch(step -> Step.requestsDraw(step) && Step.read(step).isEmpty())) {
                lines.add("   (a move with = is played with a draw request: a claim, or else an offer)");
            }
        }
        lines.add("");
        lines.addAll(wrap(subject.event(), "", ""));
        lines.addAll(choices(question));
        return lines;
    }

    /** The question asked, and the choices numbered with their meanings. */
    static List<String> choices(Question question) {
        List<String> lines = new ArrayList<>();
        lines.add("How does the book " + question.book() + " rule?");
        List<String> choices = question.choices();
        int width = choices.stream().mapToInt(String::length).max().orElse(0);
        for (int i = 0; i < choices.size(); i++) {
            String choice = choices.get(i);
            String head = "  " + (i + 1) + "  " + choice + " ".repeat(width - choice.length()) + "  ";
            lines.addAll(wrap(AnswerMeanings.of(choice), head, " ".repeat(head.length())));
        }
        return lines;
    }

    /** The one line a bad answer gets: {@code Answer with 1–4 or one of: BT, TM, refused, BT/BA}. */
    static String badAnswer(Question question) {
        return "Answer with 1–" + question.choices().size() + " or one of: " + String.join(", ", question.choices());
    }

    /** What follows the answer {@code given} (a choice as written): right or wrong, the ruling, why and the texts. */
    static List<String> answered(Question question, String given) {
        List<String> lines = new ArrayList<>();
        String right = question.ruling().answer();
        lines.add(question.isRight(given) ? "Right: " + right + "."
                : "Wrong: you answered " + given + "; the answer is " + right + ".");
        lines.addAll(wrap(question.explanation(), "", ""));
        for (String text : question.subject().texts()) {
            lines.addAll(wrap(text, "  > ", "    "));
        }
        lines.add("(case " + question.subject().id() + ")");
        return lines;
    }

    /**
     * The steps with move numbers, from the FEN's side to move and move number: {@code 1. Kd2 Kd7
     * flag:white}, {@code 1... Kd7 2. Kd2 flag:black}. A step that is no move ({@link Step}) keeps
     * its place and takes no number.
     */
    static String numbered(Case subject) {
        String[] fields = subject.fen().map(fen -> fen.strip().split("\\s+")).orElse(new String[0]);
        boolean white = fields.length < 2 || !fields[1].equals("b");
        int move = fields.length >= 6 && fields[5].matches("\\d+") ? Integer.parseInt(fields[5]) : 1;
        StringBuilder written = new StringBuilder();
        boolean numberDue = true;
        for (String step : subject.steps()) {
            if (written.length() > 0) {
                written.append(' ');
            }
            if (Step.read(step).isPresent()) {
                written.append(step);
                numberDue = true;
                continue;
            }
            if (white) {
                written.append(move).append(". ");
            } else if (numberDue) {
                written.append(move).append("... ");
            }
            written.append(step);
            numberDue = false;
            if (!white) {
                move++;
            }
            white = !white;
        }
        return written.toString();
    }

    /** The FEN's placement as a board from White's side: FEN letters, {@code .} for an empty square. */
    static List<String> board(String fen) {
        String[] fields = fen.strip().split("\\s+");
        String[] ranks = fields[0].split("/");
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < ranks.length; i++) {
            StringBuilder row = new StringBuilder("   ").append(8 - i).append(' ');
            for (char square : ranks[i].toCharArray()) {
                if (Character.isDigit(square)) {
                    row.append(" .".repeat(square - '0'));
                } else {
                    row.append(' ').append(square);
                }
            }
            lines.add(row.toString());
        }
        lines.add("      a b c d e f g h");
        lines.add("   " + (fields.length > 1 && fields[1].equals("b") ? "Black" : "White") + " to move");
        return lines;
    }

    /** {@code text} in lines of at most {@link #WIDTH} columns, the first after {@code first}, the others after {@code rest}. */
    static List<String> wrap(String text, String first, String rest) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder(first);
        int start = first.length();
        for (String word : text.strip().split("\\s+")) {
            if (line.length() > start && line.length() + 1 + word.length() > WIDTH) {
                lines.add(line.toString());
                line = new StringBuilder(rest);
                start = rest.length();
            }
            if (line.length() > start) {
                line.append(' ');
            }
            line.append(word);
        }
        lines.add(line.toString());
        return lines;
    }
}
