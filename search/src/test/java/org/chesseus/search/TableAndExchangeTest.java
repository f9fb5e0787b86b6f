package org.chesseus.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The transposition table keeps mates relative to the node; static exchanges counted by hand. */
class TableAndExchangeTest {

    @Test
    void aMateScoreStoredAtOnePlyIsReadBackRelativeToTheOtherPly() {
        TranspositionTable table = new TranspositionTable(1);
        table.allocate();
        int mateInSevenPliesFromRoot = Scores.MATE - 7;
        table.store(42L, 0, Scores.toTable(mateInSevenPliesFromRoot, 3), 0, 5, TranspositionTable.EXACT);
        long entry = table.probe(42L);
        // the same position reached at ply 5 instead of 3 is mated two plies later from the root
        assertEquals(Scores.MATE - 9, Scores.fromTable(TranspositionTable.score(entry), 5));
        assertEquals(5, TranspositionTable.depth(entry));
        assertEquals(TranspositionTable.EXACT, TranspositionTable.bound(entry));
    }

    @Test
    void beingMatedIsStoredRelativeToTheNodeToo() {
        TranspositionTable table = new TranspositionTable(1);
        table.allocate();
        table.store(7L, 0, Scores.toTable(Scores.mated(6), 2), 0, 1, TranspositionTable.UPPER);
        assertEquals(Scores.mated(4), Scores.fromTable(TranspositionTable.score(table.probe(7L)), 0));
    }

    @Test
    void aMoveStoredIsKeptWhenTheSameKeyIsStoredWithoutOne() {
        TranspositionTable table = new TranspositionTable(1);
        table.allocate();
        table.store(9L, 1234, 10, 0, 3, TranspositionTable.LOWER);
        table.store(9L, 0, 20, 0, 4, TranspositionTable.UPPER);
        assertEquals(1234, TranspositionTable.move(table.probe(9L)));
        assertEquals(20, TranspositionTable.score(table.probe(9L)));
    }

    @ParameterizedTest(name = "{1} in {0}: {2}")
    @CsvSource({
        "4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1, d1d5, 100",
        "4k3/8/4p3/3p4/8/8/8/3RK3 w - - 0 1, d1d5, -400",
        "3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1, d2d5, 100",
        "4k3/8/2p5/3p4/8/4N3/8/4K3 w - - 0 1, e3d5, -220",
        "4k3/8/4p3/3n4/4P3/8/8/4K3 w - - 0 1, e4d5, 220",
        "4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1, d1d5, -800",
        "8/8/8/3k4/4p3/8/2B5/4RK2 w - - 0 1, c2e4, 100",
        "3qk3/8/8/3r4/8/8/3R4/3QK3 w - - 0 1, d2d5, 500",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1, e5d6, 100"
    })
    void staticExchangeCountsTheWholeSequence(String fen, String uci, int expected) {
        Position position = Chess.fen(fen);
        SearchBoard board = Chess.LEGALITY.board(position);
        assertEquals(expected, new StaticExchange().evaluate(board, Chess.uci(position, uci).packed()));
    }
}
