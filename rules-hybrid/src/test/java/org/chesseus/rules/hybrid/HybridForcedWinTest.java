package org.chesseus.rules.hybrid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chesseus.api.Color;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.ResultCode;
import org.chesseus.tck.Games;
import org.junit.jupiter.api.Test;

/**
 * The hybrid book's forced-mate test (after US Chess 14E) asked of the position as it stands, on
 * hand-checked positions of issue 13: K+N against K+P with Black to move, where Black's only move
 * decides whether White forces mate; and a K+N+N position whose 15-ply search runs out of positions
 * (the oracle of {@link HybridForcedWinPropertyTest} finds no forced mate there, after 22 million).
 */
class HybridForcedWinTest {
    /** Black to move: 1...h2 is forced, and 2.Ng3# follows. */
    private static final String ONLY_MOVE_ALLOWS_MATE = "8/8/8/8/8/7p/5K2/5N1k b - - 0 1";
    /** Black to move: 1...h2 is forced; then 2.Ng3+ hxg3, and no other way to mate (USCF 14E rules it TM). */
    private static final String ONLY_MOVE_ESCAPES = "8/8/8/8/7p/7p/5K2/5N1k b - - 0 1";

    @Test
    void hybridFlagFallAsksTheForcedMateQuestionWithTheFlaggerToMove() {
        Outcome outcome = flag(ONLY_MOVE_ALLOWS_MATE, Color.BLACK);
        assertEquals(ResultCode.WHITE_WINS_ON_TIME, outcome.code(), outcome.explanation());
        assertTrue(outcome.explanation().contains("forces mate in 1 move"), outcome.explanation());
    }

    @Test
    void hybridFlagFallDrawsWhereTheFlaggersOnlyMoveLeadsToNoForcedMate() {
        Outcome outcome = flag(ONLY_MOVE_ESCAPES, Color.BLACK);
        assertEquals(ResultCode.TIMEOUT_CANNOT_MATE, outcome.code(), outcome.explanation());
    }

    @Test
    void hybridResignationAsksTheForcedMateQuestionWithTheResignerToMove() {
        Outcome outcome = Games.game("hybrid", ONLY_MOVE_ALLOWS_MATE).resign(Color.BLACK).outcome().orElseThrow();
        assertEquals(ResultCode.WHITE_WINS_BY_RESIGNATION, outcome.code(), outcome.explanation());
    }

    @Test
    void hybridResignationDrawsWhereTheResignersOnlyMoveLeadsToNoForcedMate() {
        Outcome outcome = Games.game("hybrid", ONLY_MOVE_ESCAPES).resign(Color.BLACK).outcome().orElseThrow();
        assertEquals(ResultCode.RESIGNATION_CANNOT_MATE, outcome.code(), outcome.explanation());
    }

    @Test
    void hybridFlagFallLeavesTheLossStandingWhenTheForcedMateSearchRunsOut() {
        Outcome outcome = flag("8/6k1/8/8/n1N1K3/8/4N3/8 w - - 0 1", Color.BLACK);
        assertEquals(ResultCode.WHITE_WINS_ON_TIME, outcome.code(), outcome.explanation());
        assertTrue(outcome.explanation().contains("ran out of positions, so the loss stands"), outcome.explanation());
    }

    private static Outcome flag(String fen, Color flagged) {
        return Games.game("hybrid", fen).flagFall(flagged).outcome().orElseThrow();
    }
}
