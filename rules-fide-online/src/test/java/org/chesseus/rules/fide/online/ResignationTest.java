package org.chesseus.rules.fide.online;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.chesseus.api.Color;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.ResultCode;
import org.junit.jupiter.api.Test;

/**
 * FIDE Online 5.2: resignation always loses — the over-the-board draw of FIDE 5.1.2 when the
 * opponent cannot checkmate ({@code RM}) does not exist online.
 */
class ResignationTest {

    @Test
    void resigningWithKingAndQueenAgainstABareKingLosesOnline() {
        Outcome outcome = Games.game("fide-online", "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1").resign(Color.WHITE)
                .outcome().orElseThrow();
        assertEquals(ResultCode.BLACK_WINS_BY_RESIGNATION, outcome.code());
        assertEquals("FIDE Online 5.2", outcome.article());
        assertEquals("0-1", outcome.score().pgn());
    }

    @Test
    void underFideTheSameResignationIsADraw() {
        Outcome outcome = Games.game("fide", "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1").resign(Color.WHITE).outcome().orElseThrow();
        assertEquals(ResultCode.RESIGNATION_CANNOT_MATE, outcome.code());
    }

    @Test
    void blackResigningOutOfTurnLosesToo() {
        Outcome outcome = Games.game("fide-online", Games.START).resign(Color.BLACK).outcome().orElseThrow();
        assertEquals(ResultCode.WHITE_WINS_BY_RESIGNATION, outcome.code());
    }

    @Test
    void aFlagStillFallsByFide69() {
        Outcome outcome = Games.game("fide-online", "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1").flagFall(Color.BLACK)
                .outcome().orElseThrow();
        assertEquals(ResultCode.WHITE_WINS_ON_TIME, outcome.code());
        Outcome cannotMate = Games.game("fide-online", "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1").flagFall(Color.WHITE)
                .outcome().orElseThrow();
        assertEquals(ResultCode.TIMEOUT_CANNOT_MATE, cannotMate.code());
        assertEquals("FIDE 6.9", cannotMate.article());
    }
}
