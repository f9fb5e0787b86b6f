package org.chesseus.rules.l2.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The positions of the issue ({@code proof/issue-positions.txt}): the dead ones are proven dead for
 * both sides; in the live ones the side whose helpmate line (replayed with l1's legality) ends in
 * checkmate is never said unable to mate.
 */
class IssuePositionsTest {

    /** One line of the resource: dead, or a mate by a side with its line. */
    record IssuePosition(String kind, int side, String fen, List<String> line) {
        @Override
        public String toString() {
            return kind + (kind.equals("mate") ? (side == 0 ? " by White " : " by Black ") : " ") + fen;
        }
    }

    static List<IssuePosition> positions() {
        List<IssuePosition> positions = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                IssuePositionsTest.class.getResourceAsStream("/proof/issue-positions.txt"), StandardCharsets.UTF_8))) {
            String text;
            while ((text = in.readLine()) != null) {
                if (!text.isBlank() && !text.startsWith("#")) {
                    positions.add(parse(text));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return positions;
    }

    private static IssuePosition parse(String text) {
        if (text.startsWith("dead ")) {
            return new IssuePosition("dead", -1, text.substring(5).strip(), List.of());
        }
        String[] halves = text.substring(5).split("\\|");
        String[] head = halves[0].strip().split(" ", 2);
        return new IssuePosition("mate", head[0].equals("white") ? 0 : 1, head[1].strip(),
                List.of(halves[1].strip().split(" ")));
    }

    static List<IssuePosition> dead() {
        return positions().stream().filter(p -> p.kind().equals("dead")).toList();
    }

    static List<IssuePosition> live() {
        return positions().stream().filter(p -> p.kind().equals("mate")).toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("dead")
    void lockedPawnsWithTheKingsApartAreDeadForBothSides(IssuePosition position) {
        SearchBoard board = Boards.of(position.fen());
        assertEquals(Proof.BLOCKADE, StaticProof.cannotMate(board, 0), position::toString);
        assertEquals(Proof.BLOCKADE, StaticProof.cannotMate(board, 1), position::toString);
        assertEquals(Proof.BLOCKADE, StaticProof.quickBlockade(board, 0), position::toString);
        assertEquals(Proof.BLOCKADE, StaticProof.quickBlockade(board, 1), position::toString);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("live")
    void aSideWithAHelpmateLineIsNeverSaidUnableToMate(IssuePosition position) {
        Position start = Boards.position(position.fen());
        Position end = replay(start, position.line());
        assertTrue(Boards.LEGALITY.isCheckmate(end), () -> "the line does not mate: " + position);
        assertEquals(position.side() ^ 1, end.sideToMove().ordinal(), () -> "the wrong side is mated: " + position);
        SearchBoard board = Boards.LEGALITY.board(start);
        assertEquals(Proof.NONE, StaticProof.cannotMate(board, position.side()), position::toString);
        assertEquals(Proof.NONE, StaticProof.quickBlockade(board, position.side()), position::toString);
        assertFalse(StaticProof.cannotMate(board, 0).proven() && StaticProof.cannotMate(board, 1).proven(),
                () -> "called dead: " + position);
    }

    private static Position replay(Position start, List<String> line) {
        MoveNotation notation = Boards.LEGALITY.notation(false);
        Position position = start;
        for (String uci : line) {
            position = Boards.LEGALITY.play(position, notation.parseUci(position, uci));
        }
        return position;
    }
}
