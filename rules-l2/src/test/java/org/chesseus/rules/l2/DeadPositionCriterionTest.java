package org.chesseus.rules.l2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import org.chesseus.api.Color;
import org.chesseus.api.FenReader;
import org.chesseus.api.Legality;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.rules.l2.search.LabelledPosition;
import org.chesseus.rules.l2.search.SharedData;
import org.junit.jupiter.api.Test;

/**
 * The arbiter's third gate (FIDE 5.2.2, {@link DeadPositionCriterion}) never passes over a dead
 * position: the oracle is CHA-Solver's labels of its 3,414 adversarial positions — every position
 * it labels dead ({@code --}, neither side can mate) must be one where a dead position could be at
 * hand — and a few positions of real games where it must not ask.
 */
class DeadPositionCriterionTest {
    private static final Legality LEGALITY = new RuleBookComposer(ServiceLoader.load(RuleLayer.class).stream()
            .map(ServiceLoader.Provider::get).toList()).compose("l1").legality();
    private static final FenReader FEN = FenReader.standard(LEGALITY);

    @Test
    void everyPositionCHASolverLabelsDeadCouldBeDead() {
        List<String> missed = new ArrayList<>();
        int dead = 0;
        for (LabelledPosition labelled : LabelledPosition.read(SharedData.file("chasolver-positions.txt"))) {
            if (labelled.canMate(Color.WHITE) || labelled.canMate(Color.BLACK)) {
                continue;
            }
            dead++;
            if (!couldBeDead(labelled.fen())) {
                missed.add(labelled.fen());
            }
        }
        assertTrue(dead > 1000, "the file labels more than a thousand positions dead: " + dead);
        assertEquals(List.of(), missed, "labelled dead, yet the gate would not ask");
    }

    @Test
    void anOpenMiddlegameIsNotAskedAbout() {
        assertFalse(couldBeDead("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"));
        assertFalse(couldBeDead("8/5pk1/6p1/8/8/6P1/5PK1/3R4 w - - 0 40"), "a rook can come next to the king");
    }

    @Test
    void aQueenThatMustBeTakenIsFollowed() {
        // Black in check by the queen, the only reply takes it: bare kings follow.
        assertTrue(couldBeDead("7k/6Q1/8/8/8/8/8/K7 b - - 0 1"));
    }

    @Test
    void lockedPawnsWithOnlyBishopsCouldBeDead() {
        assertTrue(couldBeDead("2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1"));
    }

    /** The rule's reading. */
    private static boolean couldBeDead(String fen) {
        return DeadPositionCriterion.couldBeDead(LEGALITY.board(FEN.read(fen)));
    }
}
