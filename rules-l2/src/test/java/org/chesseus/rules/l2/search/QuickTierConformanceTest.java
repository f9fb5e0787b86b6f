package org.chesseus.rules.l2.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.chesseus.api.Color;
import org.chesseus.api.Position;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateBudget;
import org.chesseus.api.mate.MateQuestion;
import org.chesseus.api.mate.MateVerdict;
import org.chesseus.rules.l2.MateQuestions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The quick tier ({@link MateQuestion#quickCanMate}, FIDE 5.2.2) loses nothing the full question
 * finds and proves nothing it does not: on every position of CHA-Solver's labelled file and of the
 * benchmarks' real-games positions ({@code benchmarks/corpus/engine-positions.txt.gz}), each side's
 * quick "no" is a full "no" (and agrees with CHA-Solver's label), a quick "yes" carries a line that
 * mates, and no quick answer contradicts the full one.
 */
@Tag("conformance")
class QuickTierConformanceTest {
    private static final MateQuestion QUESTION = MateQuestions.of(Chess.LEGALITY);
    private static final Path CORPUS = Path.of(System.getProperty("user.dir")).resolveSibling("benchmarks")
            .resolve("corpus").resolve("engine-positions.txt.gz");

    @Test
    void theQuickTierAgreesWithTheFullQuestionAndTheLabelsOnChasolverPositions() {
        List<String> wrong = new ArrayList<>();
        int quickNo = 0;
        for (LabelledPosition labelled : LabelledPosition.read(SharedData.file("chasolver-positions.txt"))) {
            Position position = Chess.fen(labelled.fen());
            for (Color side : Color.values()) {
                MateAnswer quick = QUESTION.quickCanMate(position, side, false);
                if (quick.isNo()) {
                    quickNo++;
                    if (labelled.canMate(side)) {
                        wrong.add("unsound quick no for " + side + ": " + labelled.fen());
                    }
                }
                check(position, side, quick, labelled.fen(), wrong);
            }
        }
        assertEquals(List.of(), wrong);
        assertTrue(quickNo > 2000, "the quick tier proves most of the file's 'cannot mate' labels: " + quickNo);
    }

    @Test
    void theQuickTierAgreesWithTheFullQuestionOnRealGamesPositions() throws IOException {
        List<String> wrong = new ArrayList<>();
        List<String> fens = corpus();
        assertTrue(fens.size() > 30_000, "the real-games positions: " + fens.size());
        for (String fen : fens) {
            Position position = Chess.fen(fen);
            for (Color side : Color.values()) {
                check(position, side, QUESTION.quickCanMate(position, side, false), fen, wrong);
            }
        }
        assertEquals(List.of(), wrong);
    }

    /** A quick no or yes must be the full question's verdict; a quick yes's line must mate. */
    private static void check(Position position, Color side, MateAnswer quick, String fen, List<String> wrong) {
        if (quick.verdict() == MateVerdict.UNKNOWN) {
            return;
        }
        if (quick.verdict() == MateVerdict.YES && !Chess.matesBy(position, quick.line(), side)) {
            wrong.add("quick yes for " + side + " without a mating line: " + fen);
        }
        MateAnswer full = QUESTION.canMate(position, side, MateBudget.board());
        if (full.verdict() != MateVerdict.UNKNOWN && full.verdict() != quick.verdict()) {
            wrong.add("quick " + quick.verdict().word() + ", full " + full.verdict().word() + " for " + side + ": " + fen);
        }
        if (quick.isNo() && !full.isNo()) {
            wrong.add("quick no that the full question does not prove for " + side + ": " + fen);
        }
    }

    private static List<String> corpus() throws IOException {
        List<String> fens = new ArrayList<>();
        try (InputStream in = new GZIPInputStream(Files.newInputStream(CORPUS))) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String fen = line.strip();
                if (!fen.isEmpty() && !fen.startsWith("#")) {
                    fens.add(fen);
                }
            }
        }
        return fens;
    }
}
