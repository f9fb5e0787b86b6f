package org.chesseus.search.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.chesseus.api.SearchBoard;
import org.junit.jupiter.api.Test;

/**
 * The tuned evaluation's invariants: colour symmetry, linearity in its weights, sides of the board;
 * the pawn hash table changes no score (the tracing evaluation, which does not use it, as the oracle).
 */
class TaperedEvaluatorTest {
    private final TaperedEvaluator evaluator = new TaperedEvaluator();
    private final TaperedEvaluator tracing = TaperedEvaluator.tracing(Weights.tuned());

    @Property(tries = 300)
    void aPositionAndItsColourFlippedMirrorScoreTheSameForTheSideToMove(@ForAll long seed,
            @ForAll @IntRange(min = 0, max = 160) int plies) {
        SearchBoard board = RandomGames.after(seed, plies);
        String fen = Boards.fen(board);
        SearchBoard mirror = Boards.of(Mirror.of(fen));
        assertEquals(evaluator.evaluate(board), evaluator.evaluate(mirror), fen);
        assertEquals(evaluator.evaluateForWhite(board), -evaluator.evaluateForWhite(mirror), fen);
    }

    @Property(tries = 200)
    void theScoreIsTheDotProductOfTermCountsAndPhaseBlendedWeights(@ForAll long seed,
            @ForAll @IntRange(min = 0, max = 160) int plies) {
        SearchBoard board = RandomGames.after(seed, plies);
        int score = tracing.evaluateForWhite(board);
        int[] counts = tracing.counts();
        int[] mg = Weights.tuned().middlegame();
        int[] eg = Weights.tuned().endgame();
        double phase = tracing.phase() / (double) TaperedEvaluator.MAX_PHASE;
        double scale = tracing.scale() / (double) TaperedEvaluator.NORMAL_SCALE;
        double linear = 0;
        for (int i = 0; i < Terms.COUNT; i++) {
            linear += counts[i] * (mg[i] * phase + eg[i] * (1 - phase) * scale);
        }
        assertEquals(linear, score, 1.0, Boards.fen(board));
    }

    @Test
    void theTracingAndThePlainEvaluationAgree() {
        for (String fen : RandomGames.positions(7, 20, 120)) {
            assertEquals(evaluator.evaluate(Boards.of(fen)), tracing.evaluate(Boards.of(fen)), fen);
        }
    }

    @Test
    void aPawnHashHitScoresAsTheUncachedEvaluationDoes() {
        TaperedEvaluator cached = new TaperedEvaluator();
        for (int round = 0; round < 2; round++) {
            for (String fen : RandomGames.positions(11, 40, 160)) {
                assertEquals(tracing.evaluate(Boards.of(fen)), cached.evaluate(Boards.of(fen)), fen);
            }
        }
        // the same pawns, the kings elsewhere: the passed pawn's king distances are not kept with the pawns
        for (String fen : new String[] {"8/8/1k6/8/3P4/8/8/4K3 w - - 0 1", "8/8/8/8/3P4/3K4/8/k7 w - - 0 1",
            "8/8/1k6/8/3P4/8/8/4K3 w - - 0 1", "8/3n4/1k6/8/3P4/8/8/4K3 w - - 0 1"}) {
            assertEquals(tracing.evaluate(Boards.of(fen)), cached.evaluate(Boards.of(fen)), fen);
        }
    }

    @Test
    void theStartPositionIsWorthTheTempoAndLittleElse() {
        int score = evaluator.evaluate(Boards.of(RandomGames.START));
        assertTrue(Math.abs(score) < 40, "start position scored " + score);
    }

    @Test
    void opposedBishopsAloneHalveTheEndgameScore() {
        TaperedEvaluator probe = new TaperedEvaluator();
        probe.evaluate(Boards.of("4k3/8/4b3/8/2P5/1PB5/8/4K3 w - - 0 1"));
        assertEquals(TaperedEvaluator.NORMAL_SCALE / 2, probe.scale());
        probe.evaluate(Boards.of("4k3/8/3b4/8/2P5/1PB5/8/4K3 w - - 0 1"));
        assertEquals(TaperedEvaluator.NORMAL_SCALE, probe.scale());
    }

    @Test
    void aRookAgainstABishopWithoutPawnsIsScaledTowardsADraw() {
        TaperedEvaluator probe = new TaperedEvaluator();
        probe.evaluate(Boards.of("4k3/8/3b4/8/8/8/8/R3K3 w - - 0 1"));
        assertEquals(TaperedEvaluator.NORMAL_SCALE / 8, probe.scale());
    }
}
