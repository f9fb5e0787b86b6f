package org.chesseus.rules.l2.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.chesseus.api.Color;
import org.chesseus.api.Position;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateQuestion;
import org.chesseus.rules.l2.MateQuestions;
import org.chesseus.api.mate.MateBudget;
import org.chesseus.api.mate.MateVerdict;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * "Can X still checkmate?" over the 3,414 labelled positions of CHA-Solver's test file (shared
 * data, README there; labels by CHA-Solver, Miguel Ambrona, MIT): both sides asked with the board
 * alone at the default budget ({@link MateBudget#board()}, the budget of {@code chesseus analyze}).
 * A {@code no} is never answered where the label says that side can mate, every {@code yes} line
 * plays out to that side's mate, and at least 95% of the 2,877 {@code no} labels are answered
 * {@code no}. A first pass at the smaller {@link HelpmateQuestion#arbiterBudget} (the budget of the
 * dead-position rule after a move) warms the code up and reports its own coverage; counts,
 * unknowns and time per position (both sides, second pass) are printed.
 */
@Tag("conformance")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ChasolverConformanceTest {
    private static final String FILE = "chasolver-positions.txt";
    private static final MateBudget BUDGET = MateBudget.board();
    private static final MateBudget ARBITER = HelpmateQuestion.arbiterBudget(false);
    private static final double NO_BAR = 0.95;

    private final MateQuestion question = question();
    private final List<Asked> asked = new ArrayList<>();

    /** One labelled position with the two answers. */
    private record Asked(LabelledPosition labelled, Position position, MateAnswer white, MateAnswer black) {
        List<MateAnswer> answers() {
            return List.of(white, black);
        }
    }

    /** The question under test: the one layer l2 offers its books (material, blockade proof, searches). */
    private static MateQuestion question() {
        return MateQuestions.of(Chess.LEGALITY);
    }

    @BeforeAll
    void askBothSidesOfEveryPosition() {
        List<LabelledPosition> labelled = LabelledPosition.read(SharedData.file(FILE));
        List<Position> positions = labelled.stream().map(line -> Chess.fen(line.fen())).toList();
        long arbiterNo = 0;
        for (int i = 0; i < positions.size(); i++) {
            for (Color side : Color.values()) {
                MateAnswer answer = question.canMate(positions.get(i), side, ARBITER);
                arbiterNo += answer.isNo() && !labelled.get(i).canMate(side) ? 1 : 0;
            }
        }
        System.out.printf("[chesseus] %s at the arbiter budget (%d nodes): %d no labels answered no%n", FILE,
                ARBITER.nodes(), arbiterNo);
        long[] micros = new long[positions.size()];
        for (int i = 0; i < positions.size(); i++) {
            long start = System.nanoTime();
            MateAnswer white = question.canMate(positions.get(i), Color.WHITE, BUDGET);
            MateAnswer black = question.canMate(positions.get(i), Color.BLACK, BUDGET);
            micros[i] = (System.nanoTime() - start) / 1000;
            asked.add(new Asked(labelled.get(i), positions.get(i), white, black));
        }
        report(micros);
    }

    @Test
    void theFileHoldsTheLabelsItsReadmeAnnounces() {
        Map<String, Long> labels = asked.stream().collect(Collectors.groupingBy(a -> a.labelled().label(),
                TreeMap::new, Collectors.counting()));
        assertEquals(Map.of("--", 1157L, "-B", 238L, "W-", 325L, "WB", 1694L), labels);
    }

    @Test
    void noSideIsEverAnsweredNoWhereItsLabelSaysItCanMate() {
        List<String> unsound = new ArrayList<>();
        for (Asked a : asked) {
            for (MateAnswer answer : a.answers()) {
                if (answer.isNo() && a.labelled().canMate(answer.mater())) {
                    unsound.add(answer.mater() + " " + answer.reason().word() + " " + a.labelled().fen());
                }
            }
        }
        assertEquals(List.of(), unsound, "soundness errors");
    }

    @Test
    void everyYesLinePlaysOutToAMateByThatSide() {
        for (Asked a : asked) {
            for (MateAnswer answer : a.answers()) {
                if (answer.verdict() == MateVerdict.YES) {
                    assertTrue(Chess.matesBy(a.position(), answer.line(), answer.mater()),
                            () -> answer.mater() + " line " + answer.line() + " from " + a.labelled().fen());
                }
            }
        }
    }

    @Test
    void atLeastNinetyFivePercentOfTheNoLabelsAreAnsweredNo() {
        long labelledNo = noLabels();
        long answeredNo = asked.stream().flatMap(a -> a.answers().stream()
                .filter(answer -> answer.isNo() && !a.labelled().canMate(answer.mater()))).count();
        assertEquals(2877, labelledNo);
        assertTrue(answeredNo >= Math.ceil(NO_BAR * labelledNo),
                () -> answeredNo + " of " + labelledNo + " no labels answered no, below " + NO_BAR * 100 + "%");
    }

    private long noLabels() {
        return asked.stream().flatMap(a -> a.answers().stream().filter(answer -> !a.labelled().canMate(answer.mater())))
                .count();
    }

    private void report(long[] micros) {
        StringBuilder text = new StringBuilder("[chesseus] ").append(FILE).append(": ").append(asked.size())
                .append(" positions, ").append(BUDGET.nodes()).append(" nodes / ").append(BUDGET.plies())
                .append(" plies, board only\n");
        for (Color side : Color.values()) {
            Map<MateVerdict, Map<String, Long>> byVerdict = new EnumMap<>(MateVerdict.class);
            asked.stream().map(a -> side == Color.WHITE ? a.white() : a.black()).forEach(answer -> byVerdict
                    .computeIfAbsent(answer.verdict(), v -> new TreeMap<>()).merge(answer.reason().word(), 1L, Long::sum));
            text.append("  ").append(side).append(": ").append(byVerdict).append('\n');
        }
        long answeredNo = asked.stream().flatMap(a -> a.answers().stream()
                .filter(answer -> answer.isNo() && !a.labelled().canMate(answer.mater()))).count();
        text.append(String.format("  no labels answered no: %d of %d (%.1f%%)%n", answeredNo, noLabels(),
                100.0 * answeredNo / noLabels()));
        List<String> unknown = asked.stream().flatMap(a -> a.answers().stream()
                .filter(answer -> answer.verdict() == MateVerdict.UNKNOWN)
                .map(answer -> a.labelled().label() + " " + answer.mater() + " " + a.labelled().fen())).toList();
        text.append("  unknown: ").append(unknown.size()).append('\n');
        unknown.stream().limit(20).forEach(line -> text.append("    ").append(line).append('\n'));
        long[] sorted = micros.clone();
        Arrays.sort(sorted);
        text.append(String.format("  µs per position (both sides, warm): mean %.1f, p50 %d, p99 %d, max %d",
                Arrays.stream(micros).average().orElse(0), sorted[sorted.length / 2],
                sorted[(int) (sorted.length * 0.99)], sorted[sorted.length - 1]));
        System.out.println(text);
    }
}
