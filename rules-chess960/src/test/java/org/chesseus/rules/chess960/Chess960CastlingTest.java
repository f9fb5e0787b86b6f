package org.chesseus.rules.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.TreeSet;
import org.chesseus.api.FenReader;
import org.chesseus.api.IllegalMoveException;
import org.chesseus.api.Move;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.Ruling;
import org.chesseus.api.rules.RuleBook;
import org.junit.jupiter.api.Test;

/**
 * Chess960 castling (FIDE Guidelines II.3) under {@code fide+chess960}: with the king on b1 and
 * rooks on a1 and g1, both castlings; a black rook on e8 attacks e1, which the king crosses on its
 * way to g1, so only {@code O-O-O} remains. The legal moves are Stockfish 15.1's ({@code
 * UCI_Chess960}, {@code go perft 1}: 25 moves, then 24).
 */
class Chess960CastlingTest {
    private static final RuleBook BOOK = Books.book("fide+chess960");
    private static final MoveNotation NOTATION = BOOK.legality().notation(true);

    @Test
    void bothCastlingsAreLegalAndWrittenAsKingTakesRook() {
        Position position = read("1k6/8/8/8/8/8/8/RK4R1 w AG - 0 1");
        assertEquals(Set.of("b1c1", "b1a2", "b1b2", "b1c2", "b1g1", "b1a1"), kingMoves(position));
        assertEquals(25, BOOK.legality().legalMoves(position).size());
        assertEquals("b1g1", NOTATION.uci(position, NOTATION.parseSan(position, "O-O")));
        assertEquals("b1a1", NOTATION.uci(position, NOTATION.parseSan(position, "O-O-O")));
    }

    @Test
    void castlingPutsKingAndRookOnTheirStandardSquares() {
        Ruling shortSide = play("1k6/8/8/8/8/8/8/RK4R1 w AG - 0 1", "O-O");
        assertEquals("R4RK1", firstRank(shortSide.position()));
        Ruling longSide = play("1k6/8/8/8/8/8/8/RK4R1 w AG - 0 1", "O-O-O");
        assertEquals("2KR2R1", firstRank(longSide.position()));
        assertFalse(longSide.isOver());
    }

    @Test
    void aRookAttackingTheKingsPathLeavesOnlyTheLongCastling() {
        Position position = read("1k2r3/8/8/8/8/8/8/RK4R1 w AG - 0 1");
        assertEquals(Set.of("b1c1", "b1a2", "b1b2", "b1c2", "b1a1"), kingMoves(position));
        assertEquals(24, BOOK.legality().legalMoves(position).size());
        IllegalMoveException refused = assertThrows(IllegalMoveException.class, () -> NOTATION.parseSan(position, "O-O"));
        assertTrue(refused.getMessage().contains("e1"), refused.getMessage());
        assertEquals("b1a1", NOTATION.uci(position, NOTATION.parseSan(position, "O-O-O")));
    }

    private static Position read(String fen) {
        return FenReader.chess960(BOOK.legality()).read(fen);
    }

    /** The king's legal moves from b1, castlings included, in UCI. */
    private static Set<String> kingMoves(Position position) {
        Set<String> moves = new TreeSet<>();
        for (Move move : BOOK.legality().legalMoves(position)) {
            String uci = NOTATION.uci(position, move);
            if (uci.startsWith("b1")) {
                moves.add(uci);
            }
        }
        return moves;
    }

    private static Ruling play(String fen, String san) {
        Position start = read(fen);
        Game game = Game.start(BOOK, start);
        return game.play(NOTATION.parseSan(start, san));
    }

    private static String firstRank(Position position) {
        String fen = new org.chesseus.api.FenWriter(BOOK.legality(), org.chesseus.api.CastlingNotation.SHREDDER)
                .write(position);
        String placement = fen.substring(0, fen.indexOf(' '));
        return placement.substring(placement.lastIndexOf('/') + 1);
    }
}
