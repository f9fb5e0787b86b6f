package org.chesseus.tools.analyze;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Random;
import java.util.ServiceLoader;
import org.chesseus.api.Chess960;
import org.chesseus.api.FenReader;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.junit.jupiter.api.Test;

/**
 * SAN written along a line on one board (FIDE Appendix C) is what the legality layer's notation
 * writes, move for move: every legal move of every position of random games, standard and
 * Chess960 (castling, en passant, promotion, disambiguation by file, rank or square, check, mate).
 */
class SanLineTest {
    private static final Legality LEGALITY = new RuleBookComposer(ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).toList()).compose("l1").legality();

    @Test
    void everyLegalMoveOfRandomGamesReadsAsTheNotationWritesIt() {
        Random random = new Random(14);
        for (int game = 0; game < 24; game++) {
            Position start = game % 3 == 2 ? Chess960.position(random.nextInt(Chess960.COUNT)) : Position.start();
            assertEveryMoveAlong(start, random, game % 3 == 2);
        }
    }

    @Test
    void promotionsAndThreeQueensOnOneSquareNeedTheirDisambiguation() {
        FenReader fen = FenReader.standard(LEGALITY);
        for (String position : List.of("1nk5/P1P5/8/8/8/8/8/K7 w - - 0 1", "7k/8/8/8/Q1Q5/8/Q7/K7 w - - 0 1",
                "k7/8/2N1N3/1N3N2/8/1N3N2/2N1N3/K7 w - - 0 1", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
                "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1")) {
            assertEveryMoveAlong(fen.read(position), new Random(1), false);
        }
    }

    private static void assertEveryMoveAlong(Position start, Random random, boolean chess960) {
        MoveNotation notation = LEGALITY.notation(chess960);
        Position at = start;
        for (int ply = 0; ply < 120; ply++) {
            List<Move> moves = LEGALITY.legalMoves(at);
            if (moves.isEmpty()) {
                return;
            }
            SearchBoard board = LEGALITY.board(at);
            for (Move move : moves) {
                Position before = at;
                assertEquals(notation.san(at, move), SanLine.of(board, List.of(move)).get(0), () -> move + " in " + before);
            }
            Move played = moves.get(random.nextInt(moves.size()));
            Move next = LEGALITY.legalMoves(LEGALITY.play(at, played)).stream().findFirst().orElse(null);
            if (next != null) {
                List<Move> two = List.of(played, next);
                assertEquals(List.of(notation.san(at, played), notation.san(LEGALITY.play(at, played), next)),
                        SanLine.of(board, two), "a line of two moves");
            }
            at = LEGALITY.play(at, played);
        }
    }
}
