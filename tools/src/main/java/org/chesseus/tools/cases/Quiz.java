package org.chesseus.tools.cases;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.chesseus.api.game.ResultCode;

/**
 * Draws quiz questions from the casebook: {@code count} cases at random (a seed makes the draw
 * repeatable), each asked for one book — the book given, or else one drawn so that a ruling few
 * books give is asked as often as the ruling most give. The choices are every answer some book gives
 * on the case, topped up to at least three with the answers that apply to its kind of event (a
 * move is legal or illegal: two).
 */
public final class Quiz {
    private static final Map<String, List<String>> TOPIC_CHOICES = Map.of(
            "flag fall", List.of("WT", "BT", "TM"),
            "resignation", List.of("WR", "BR", "RM"),
            "repetition", List.of("3R", "5R", "goes on", "refused"),
            "fifty and seventy-five moves", List.of("50", "75", "goes on", "refused"),
            "dead position", List.of("DP", "IM", "goes on"),
            "offers and claims", List.of("DA", "goes on", "refused"),
            "illegal moves", List.of("WF", "BF", "FM", "goes on"),
            "moves", List.of("illegal", "goes on"),
            "checkmate and stalemate", List.of("W#", "B#", "SM"));

    private Quiz() {
    }

    /**
     * The questions.
     *
     * @param casebook where the cases come from
     * @param cases the cases to draw from ({@link Casebook#select})
     * @param book the book to ask about; empty to draw one per question
     * @param count how many questions (at most the number of cases)
     * @param seed the seed of the draw
     */
    public static List<Question> draw(Casebook casebook, List<Case> cases, Optional<String> book, int count, long seed) {
        if (count < 1) {
            throw new IllegalArgumentException("count must be at least 1");
        }
        Random random = new Random(seed);
        List<Case> shuffled = new ArrayList<>(cases);
        Collections.shuffle(shuffled, random);
        List<Question> questions = new ArrayList<>();
        for (Case subject : shuffled.subList(0, Math.min(count, shuffled.size()))) {
            String asked = book.orElseGet(() -> drawBook(subject, random));
            questions.add(new Question(subject, asked, choices(subject)));
        }
        return questions;
    }

    /** A ruling drawn evenly among the case's distinct rulings, then a book that gives it. */
    private static String drawBook(Case subject, Random random) {
        List<List<String>> groups = new ArrayList<>(subject.booksByRuling().values());
        List<String> group = groups.get(random.nextInt(groups.size()));
        return group.get(random.nextInt(group.size()));
    }

    /** Every answer some book gives, topped up from the topic's, in a fixed order. */
    static List<String> choices(Case subject) {
        Set<String> choices = new LinkedHashSet<>();
        subject.rulings().values().forEach(ruling -> choices.add(ruling.answer()));
        for (String extra : TOPIC_CHOICES.getOrDefault(subject.topic(), List.of("goes on", "refused"))) {
            if (choices.size() >= 3) {
                break;
            }
            choices.add(extra);
        }
        List<String> ordered = new ArrayList<>(choices);
        ordered.sort(Comparator.comparingInt(Quiz::rank).thenComparing(Comparator.naturalOrder()));
        return ordered;
    }

    /** Result codes in the order of {@link ResultCode}, then the words. */
    private static int rank(String answer) {
        String code = answer.contains("/") ? answer.substring(0, answer.indexOf('/')) : answer;
        return ResultCode.fromCode(code).map(Enum::ordinal).orElse(ResultCode.values().length);
    }
}
