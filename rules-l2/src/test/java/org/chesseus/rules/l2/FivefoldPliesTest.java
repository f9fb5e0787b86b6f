package org.chesseus.rules.l2;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.chesseus.api.game.Game;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.ResultCode;
import org.junit.jupiter.api.Test;

/**
 * FIDE 9.6.1 and 9.6.2 under profile {@code l2} say where: the plies and moves of the five
 * occurrences, the move that last restarted the half-move counter. Worked out by hand: the
 * knights out and back from the start repeat the start position after every fourth half-move.
 */
class FivefoldPliesTest {

    @Test
    void fivefoldNamesTheStartPositionAndTheFourPliesAfterIt() {
        Game game = Books.game("l2");
        String out = "Nf3 Nf6 Ng1 Ng8 ";
        Outcome outcome = Books.play(game, out + out + out + out).outcome().orElseThrow();
        assertEquals(ResultCode.FIVEFOLD_REPETITION, outcome.code());
        assertEquals(16, outcome.ply());
        assertEquals("The same position has now appeared 5 times: the start position (ply 0) and after 2\u2026 Ng8"
                + " (ply 4), 4\u2026 Ng8 (ply 8), 6\u2026 Ng8 (ply 12) and 8\u2026 Ng8 (ply 16), White to move each time"
                + " (same player to move, same pieces, same castling rights and en-passant possibilities).",
                outcome.explanation());
    }

    /** Black to move in the FEN (move 40): after 40… e5 (ply 1) the knights shuffle; the fifth occurrence is at ply 17. */
    @Test
    void fivefoldAfterAPawnMoveNumbersBlacksMoveFromTheFen() {
        Game game = Books.game("l2", "4k1n1/4p3/8/8/8/8/4P3/4K1N1 b - - 3 40");
        String out = "Nf3 Nf6 Ng1 Ng8 ";
        Outcome outcome = Books.play(game, "e5 " + out + out + out + out).outcome().orElseThrow();
        assertEquals(ResultCode.FIVEFOLD_REPETITION, outcome.code());
        assertEquals("The same position has now appeared 5 times: after 40\u2026 e5 (ply 1), 42\u2026 Ng8 (ply 5),"
                + " 44\u2026 Ng8 (ply 9), 46\u2026 Ng8 (ply 13) and 48\u2026 Ng8 (ply 17), White to move each time"
                + " (same player to move, same pieces, same castling rights and en-passant possibilities).",
                outcome.explanation());
    }
}
