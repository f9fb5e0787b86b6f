package org.chesseus.rules.l2;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ServiceLoader;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.chesseus.api.FenReader;
import org.chesseus.api.Legality;
import org.chesseus.api.Position;
import org.chesseus.api.mate.DeadPositionAnswer;
import org.chesseus.api.mate.MateBudget;
import org.chesseus.api.mate.MateQuestion;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.rules.l2.proof.RandomPositions;

/**
 * The arbiter's third gate ({@link DeadPositionCriterion}, FIDE 5.2.2) against the full question
 * on random small positions: wherever the full question, at the default budget, proves the
 * position dead (both sides' "no" rests on a proof), the criterion must say a dead position could
 * be at hand. The generators cover the cases its readings rest on: pawnless endings (the side with
 * mating material is taken to be able to mate), free pawns (a pawn whose file is clear promotes),
 * pawn rams and walls (where the pawns block), and kings caged by their own men.
 */
class DeadPositionCriterionPropertyTest {
    private static final Legality LEGALITY = new RuleBookComposer(ServiceLoader.load(RuleLayer.class).stream()
            .map(ServiceLoader.Provider::get).toList()).compose("l1").legality();
    private static final FenReader FEN = FenReader.standard(LEGALITY);
    private static final MateQuestion QUESTION = MateQuestions.of(LEGALITY);

    @Provide
    Arbitrary<String> pawnless() {
        return RandomPositions.pawnless();
    }

    @Provide
    Arbitrary<String> anySmall() {
        return RandomPositions.any();
    }

    @Provide
    Arbitrary<String> rammed() {
        return RandomPositions.rammed();
    }

    @Provide
    Arbitrary<String> walled() {
        return RandomPositions.breachedWalls();
    }

    @Provide
    Arbitrary<String> caged() {
        return RandomPositions.cagedKings();
    }

    @Property(tries = 600)
    void everyDeadPawnlessEndingCouldBeDead(@ForAll("pawnless") String fen) {
        assertAskedWhereDead(fen);
    }

    @Property(tries = 600)
    void everyDeadSmallPositionCouldBeDead(@ForAll("anySmall") String fen) {
        assertAskedWhereDead(fen);
    }

    @Property(tries = 400)
    void everyDeadPositionWithRamsCouldBeDead(@ForAll("rammed") String fen) {
        assertAskedWhereDead(fen);
    }

    @Property(tries = 200)
    void everyDeadWalledPositionCouldBeDead(@ForAll("walled") String fen) {
        assertAskedWhereDead(fen);
    }

    @Property(tries = 300)
    void everyDeadPositionAroundCagedKingsCouldBeDead(@ForAll("caged") String fen) {
        assertAskedWhereDead(fen);
    }

    private static void assertAskedWhereDead(String fen) {
        Position position = FEN.read(fen);
        boolean could = DeadPositionCriterion.couldBeDead(LEGALITY.board(position));
        if (could) {
            Statistics.collect("could be dead: asked");
            return;
        }
        DeadPositionAnswer full = QUESTION.deadPosition(position, MateBudget.board());
        Statistics.collect(full.isDead() ? "dead" : "not asked, not dead");
        assertTrue(!full.isDead(), "proven dead, yet the criterion would not ask: " + fen);
    }
}
