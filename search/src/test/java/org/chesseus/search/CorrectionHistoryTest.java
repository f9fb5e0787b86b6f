package org.chesseus.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chesseus.api.SearchBoard;
import org.junit.jupiter.api.Test;

/**
 * The evaluation's correction against hand-computed running averages: it starts at nothing, moves
 * towards the searched score by a weight that grows with depth, stays within its bound however far
 * the searches land, belongs to one pawn placement and side to move, and is forgotten on clear.
 */
class CorrectionHistoryTest {
    private static final SearchBoard WHITE = Chess.LEGALITY.board(Chess.fen("4k3/pp6/8/8/8/8/5PPP/4K3 w - - 0 1"));
    private static final SearchBoard BLACK = Chess.LEGALITY.board(Chess.fen("4k3/pp6/8/8/8/8/5PPP/4K3 b - - 0 1"));
    private static final SearchBoard OTHER_PAWNS = Chess.LEGALITY.board(Chess.fen("4k3/pp6/8/8/8/5P2/6PP/4K3 w - - 0 1"));
    private static final SearchBoard SAME_PAWNS = Chess.LEGALITY.board(Chess.fen("3rk3/pp6/8/8/8/8/5PPP/2R1K3 w - - 0 1"));

    @Test
    void aDeepSearchMovesTheCorrectionFurtherThanAShallowOne() {
        CorrectionHistory shallow = new CorrectionHistory();
        shallow.update(WHITE, 1, 124, 100);
        // weight 4 of 1024: 24 cp * 256 * 4 / 1024 = 24 grains, less than a centipawn
        assertEquals(30, shallow.correct(WHITE, 30));
        CorrectionHistory deep = new CorrectionHistory();
        deep.update(WHITE, 12, 124, 100);
        // weight 128 of 1024: 24 * 256 / 8 = 768 grains = 3 cp
        assertEquals(33, deep.correct(WHITE, 30));
        assertEquals(33, deep.correct(SAME_PAWNS, 30));
        assertEquals(30, deep.correct(BLACK, 30));
        assertEquals(30, deep.correct(OTHER_PAWNS, 30));
        deep.clear();
        assertEquals(30, deep.correct(WHITE, 30));
    }

    @Test
    void repeatedSearchesConvergeWithinTheBound() {
        CorrectionHistory history = new CorrectionHistory();
        for (int i = 0; i < 200; i++) {
            history.update(WHITE, 10, -20, 0);
        }
        assertEquals(-20 + 1, history.correct(WHITE, 1), 1);
        for (int i = 0; i < 200; i++) {
            history.update(WHITE, 10, 5000, 0);
        }
        // the target is bounded too: 5000 cp counts as 32
        int most = history.correct(WHITE, 0);
        assertTrue(most >= 31 && most <= 32, () -> "correction " + most + ", bound 32");
        assertEquals(0, history.correct(BLACK, 0));
    }
}
