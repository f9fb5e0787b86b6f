package org.chesseus.rules.l2.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.chesseus.api.CastlingNotation;
import org.chesseus.api.Color;
import org.chesseus.api.FenWriter;
import org.chesseus.api.Move;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateBudget;
import org.chesseus.api.mate.MateReason;
import org.junit.jupiter.api.Test;

/**
 * Helpmate lines a person can follow (FIDE 5.2.2, 6.9, 9.2.3, 9.6.2): the loops of a mating line
 * cut, its shortcuts taken, and what is left still mates — replayed by {@link Chess#matesBy}.
 */
class HelpmateLineTest {
    private static final MoveNotation SAN = Chess.LEGALITY.notation(false);
    private static final FenWriter FEN = new FenWriter(Chess.LEGALITY, CastlingNotation.STANDARD);

    private static List<Move> line(String fen, String... moves) {
        Position at = Chess.fen(fen);
        List<Move> line = new ArrayList<>();
        for (String san : moves) {
            Move move = SAN.parseSan(at, san);
            line.add(move);
            at = Chess.LEGALITY.play(at, move);
        }
        return line;
    }

    private static List<String> san(String fen, List<Move> line) {
        Position at = Chess.fen(fen);
        List<String> moves = new ArrayList<>();
        for (Move move : line) {
            moves.add(SAN.san(at, move));
            at = Chess.LEGALITY.play(at, move);
        }
        return moves;
    }

    private static MateAnswer tidied(String fen, Color mater, boolean clockAware, String... moves) {
        List<Move> found = line(fen, moves);
        assertTrue(Chess.matesBy(Chess.fen(fen), found, mater), "the test's line must mate");
        return HelpmateLine.tidy(MateAnswer.yes(mater, found, 7), Chess.fen(fen), Chess.LEGALITY, clockAware);
    }

    @Test
    void aLoopThatReturnsToAPositionIsCutAndTheRestStillMates() {
        String fen = "7k/8/6K1/8/8/8/8/1Q6 w - - 0 1";
        MateAnswer answer = tidied(fen, Color.WHITE, false, "Qc1", "Kg8", "Qb1", "Kh8", "Qc1", "Kg8", "Qc8#");
        assertEquals(List.of("Qb8#"), san(fen, answer.line()));
        assertEquals(7, answer.nodes(), "the nodes of the search stand");
    }

    @Test
    void aMateInOneTheLineWalkedPastIsTaken() {
        String fen = "7k/8/6K1/8/8/8/8/1Q6 w - - 0 1";
        assertEquals(List.of("Qb8#"), san(fen, tidied(fen, Color.WHITE, false, "Qc1", "Kg8", "Qc8#").line()));
    }

    @Test
    void aMoveThatReachesAPositionFurtherAlongReplacesTheStretchBetween() {
        // The queen goes h1-h3-h4-h5 while the king steps out and back: Qh5+ reaches the fifth position at once.
        String fen = "8/8/8/4k3/8/8/8/K6Q w - - 0 1";
        List<Move> detour = line(fen, "Qh3", "Kd5", "Qh4", "Ke5", "Qh5+");
        Position fifth = Chess.fen("8/8/8/4k2Q/8/8/8/K7 b - - 5 3");
        MateAnswer rest = new HelpmateQuestion(Chess.LEGALITY).canMate(fifth, Color.WHITE,
                MateBudget.board());
        List<Move> found = new ArrayList<>(detour);
        found.addAll(rest.line());
        MateAnswer answer = HelpmateLine.tidy(MateAnswer.yes(Color.WHITE, found, 0), Chess.fen(fen), Chess.LEGALITY, false);
        assertTrue(Chess.matesBy(Chess.fen(fen), answer.line(), Color.WHITE), () -> san(fen, answer.line()).toString());
        assertTrue(answer.line().size() <= 1 + rest.line().size(), () -> san(fen, answer.line()).toString());
        assertNoPositionRepeats(Chess.fen(fen), answer.line());
    }

    /** Every position along the line differs in identity (9.2.3) from every other. */
    static void assertNoPositionRepeats(Position start, List<Move> line) {
        Set<String> seen = new HashSet<>();
        Position at = start;
        for (int i = 0; ; i++) {
            String[] fields = FEN.write(at).split(" ");
            String identity = String.join(" ", fields[0], fields[1], fields[2], fields[3]);
            int ply = i;
            assertTrue(seen.add(identity), () -> "position " + identity + " again at ply " + ply + " of "
                    + san(FEN.write(start), line));
            if (i == line.size()) {
                return;
            }
            at = Chess.LEGALITY.play(at, line.get(i));
        }
    }

    @Test
    void aClockAwareLineMatesBeforeTheSeventyFiveMoveRuleEndsTheGame() {
        String fen = "7k/8/6K1/8/8/8/8/1Q6 w - - 146 80";
        MateAnswer answer = tidied(fen, Color.WHITE, true, "Qc1", "Kg8", "Qb1", "Kh8", "Qb8#");
        assertEquals(List.of("Qb8#"), san(fen, answer.line()));
    }

    @Test
    void aLineWithoutLoopsOrShortcutsIsReturnedAsItIs() {
        String fen = "k7/8/8/1K6/8/8/8/6R1 w - - 0 1";
        MateAnswer found = MateAnswer.yes(Color.WHITE, line(fen, "Kb6", "Kb8", "Rg8#"), 3);
        assertSame(found, HelpmateLine.tidy(found, Chess.fen(fen), Chess.LEGALITY, false));
    }

    @Test
    void answersOtherThanAYesAreReturnedAsTheyAre() {
        Position position = Chess.fen("k7/8/1K6/8/8/8/8/8 w - - 0 1");
        MateAnswer no = MateAnswer.no(Color.WHITE, MateReason.MATERIAL, 0);
        MateAnswer unknown = MateAnswer.unknown(Color.BLACK, 100);
        assertSame(no, HelpmateLine.tidy(no, position, Chess.LEGALITY, false));
        assertSame(unknown, HelpmateLine.tidy(unknown, position, Chess.LEGALITY, true));
    }
}
