package org.chesseus.rules.fide.online;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chesseus.api.Color;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.game.Ruling;
import org.junit.jupiter.api.Test;

/**
 * FIDE Online 5.4.1 and 5.4.4: threefold repetition and fifty moves end the game by themselves, on
 * the third occurrence and the hundredth half-move, where the FIDE Laws (9.2, 9.3) wait for a claim.
 */
class AutomaticDrawsTest {

    @Test
    void threefoldShuffleFromTheStartEndsTheGameOnTheThirdOccurrence() {
        Ruling ruling = Games.play(Games.game("fide-online", Games.START), Games.SHUFFLE);
        Outcome outcome = ruling.outcome().orElseThrow();
        assertEquals(ResultCode.THREEFOLD_REPETITION, outcome.code());
        assertEquals("FIDE Online 5.4.1", outcome.article());
        assertEquals(8, outcome.ply());
    }

    @Test
    void underFideTheSameShuffleOnlyOpensAClaim() {
        Ruling ruling = Games.play(Games.game("fide", Games.START), Games.SHUFFLE);
        assertFalse(ruling.isOver());
        assertEquals(ResultCode.THREEFOLD_REPETITION, ruling.claimAvailable().orElseThrow().code());
    }

    @Test
    void twoOccurrencesAreNotEnough() {
        Ruling ruling = Games.play(Games.game("fide-online", Games.START), "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
        assertFalse(ruling.isOver());
    }

    @Test
    void theHundredthHalfMoveWithoutCaptureOrPawnMoveEndsTheGame() {
        Ruling ruling = Games.play(Games.game("fide-online", "4k3/8/8/8/8/8/8/R3K3 w - - 99 60"), "a1a2");
        Outcome outcome = ruling.outcome().orElseThrow();
        assertEquals(ResultCode.FIFTY_MOVES, outcome.code());
        assertEquals("FIDE Online 5.4.4", outcome.article());
        assertEquals(1, outcome.ply());
    }

    @Test
    void aMateOnTheHundredthHalfMoveStands() {
        Ruling ruling = Games.play(Games.game("fide-online", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 60"), "a1a8");
        assertEquals(ResultCode.WHITE_CHECKMATES, ruling.outcome().orElseThrow().code());
    }

    @Test
    void aSetUpPositionAlreadyPastFiftyMovesIsDrawnAtOnce() {
        Game game = Games.game("fide-online", "4k3/8/8/8/8/8/8/R3K3 w - - 149 100");
        assertEquals(ResultCode.FIFTY_MOVES, game.outcome().orElseThrow().code());
        assertEquals(0, game.outcome().orElseThrow().ply());
    }

    @Test
    void thereIsNoClaimToMakeOnline() {
        Game game = Games.game("fide-online", Games.START);
        RejectedInputException refused = assertThrows(RejectedInputException.class, () -> game.claimDraw(Color.WHITE));
        assertTrue(refused.getMessage().contains("threefold"), refused.getMessage());
    }

    @Test
    void aClaimIsRefusedBecauseThreefoldAndFiftyMovesAreAutomaticOnline() {
        Game game = Games.game("fide-online", Games.START);
        String refused = assertThrows(RejectedInputException.class, () -> game.claimDraw(Color.WHITE)).getMessage();
        assertTrue(refused.contains("draw claims do not exist under profile 'fide-online'"), refused);
        assertTrue(refused.contains("threefold repetition (FIDE Online 5.4") && refused.contains("fifty moves (FIDE Online 5.4")
                && refused.contains("are automatic"), refused);
        assertFalse(refused.contains("leaves out"), refused);
    }

    @Test
    void stalemateStaysAutomatic() {
        Ruling ruling = Games.play(Games.game("fide-online", "k7/8/8/1Q6/8/8/8/4K3 w - - 0 1"), "b5b6");
        assertEquals(ResultCode.STALEMATE, ruling.outcome().orElseThrow().code());
    }

    @Test
    void aBlockedPawnWallIsADeadPositionAtOnce() {
        Game game = Games.game("fide-online", "4k3/8/8/p1p2p1p/P1P2P1P/8/8/4K3 w - - 0 1");
        assertEquals(ResultCode.DEAD_POSITION, game.outcome().orElseThrow().code());
    }
}
