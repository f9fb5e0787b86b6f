package org.chesseus.rules.uscf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.Tag;
import org.chesseus.api.Color;
import org.chesseus.api.Position;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.mate.MateQuestion;
import org.chesseus.api.mate.MateVerdict;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.tck.FewPiecePositions;
import org.chesseus.tck.ForcedMateOracle;
import org.chesseus.tck.Games;

/**
 * US Chess 14E2/14E3 on small positions against an independent oracle: for a position of at most
 * five pieces where the flag falls for the player whose opponent has only a king and a minor piece,
 * or two knights against a pawnless flagger, with either side to move, the book rules a loss exactly
 * where {@link ForcedMateOracle} (full width, from the position as it stands) finds a forced mate
 * within the book's bound of {@link ForcedWin#SEARCH_PLIES} half-moves, and a draw ({@code TM})
 * where it finds none — unless the book's search ran out of nodes, which leaves the loss standing.
 * Below five pieces the book reads the endgame tables, exact at any length; no 14E material of four
 * pieces has a forced mate longer than 13 half-moves, so the oracle's bound is no restriction there.
 */
class ForcedWinPropertyTest {
    private static final RuleBook BOOK = Games.book("uscf");
    private static final MateQuestion QUESTION = BOOK.service(MateQuestion.class).orElseThrow();
    /** The oracle's limit: far more than any position of five pieces needs within the bound. */
    private static final long ORACLE_NODES = 200_000_000;

    /** A position and the side whose material is of 14E's class: the winner-to-be, the other side flags. */
    record Case(Position position, Color winner) {
        @Override
        public String toString() {
            return position + ", " + winner.title() + " to win";
        }
    }

    @Property(tries = 80)
    void flagFallAgainstFourPiecesIsALossExactlyWhereTheOpponentForcesMateWithTheSideToMoveAsGiven(
            @ForAll("fourPieces") Case scenario) {
        assertRuledAsTheOracleSays(scenario);
    }

    @Property(tries = 60)
    @Tag("conformance")
    void flagFallAgainstFivePiecesIsALossExactlyWhereTheOpponentForcesMateWithinTheBound(
            @ForAll("fivePieces") Case scenario) {
        assertRuledAsTheOracleSays(scenario);
    }

    @Provide
    Arbitrary<Case> fourPieces() {
        return Arbitraries.longs().map(seed -> draw(new Random(seed), 4));
    }

    @Provide
    Arbitrary<Case> fivePieces() {
        return Arbitraries.longs().map(seed -> draw(new Random(seed), 5));
    }

    /**
     * The winner-to-be has a minor piece, or two knights against no pawn; the other side pieces up to
     * the size. Half the time a few moves before a mate by the winner-to-be (where forced mates are),
     * else anywhere or in a corner.
     */
    private static Case draw(Random random, int pieces) {
        String[] classes = {"N", "B", "N", "B", "NN"};
        String mine = classes[random.nextInt(classes.length)];
        String pool = mine.equals("NN") ? "NBRQ" : "PPPNBRQ";
        Color winner = random.nextBoolean() ? Color.WHITE : Color.BLACK;
        int others = pieces - 2 - mine.length();
        switch (random.nextInt(4)) {
            case 0:
                return new Case(FewPiecePositions.draw(random, BOOK.legality(), winner, mine, pool, others), winner);
            case 1:
                return new Case(FewPiecePositions.drawInACorner(random, BOOK.legality(), winner, mine, pool, others), winner);
            default:
                return new Case(FewPiecePositions.drawNearAMate(random, BOOK.legality(), winner, mine, pool, others, 3),
                        winner);
        }
    }

    private static void assertRuledAsTheOracleSays(Case scenario) {
        Position position = scenario.position();
        Color winner = scenario.winner();
        Game game = Game.start(BOOK, position);
        Assume.that(!game.isOver());
        ResultCode ruled = game.flagFall(winner.opposite()).outcome().orElseThrow().code();
        ResultCode loss = winner == Color.WHITE ? ResultCode.WHITE_WINS_ON_TIME : ResultCode.BLACK_WINS_ON_TIME;
        if (QUESTION.forcedMate(position, winner, ForcedWin.SEARCH_PLIES, ForcedWin.SEARCH_NODES).verdict()
                == MateVerdict.UNKNOWN) {
            Statistics.collect("the book's search ran out: the loss stands");
            assertEquals(loss, ruled, scenario::toString);
            return;
        }
        // A new oracle each time: jqwik may still be shrinking an earlier failure on another thread.
        boolean mate = new ForcedMateOracle(BOOK.legality(), ORACLE_NODES).forcesMate(position, winner, ForcedWin.SEARCH_PLIES);
        Statistics.collect(mate ? "forced mate: loss" : "no forced mate: draw");
        assertEquals(mate ? loss : ResultCode.TIMEOUT_CANNOT_MATE, ruled, () -> scenario + " ("
                + game.outcome().orElseThrow().explanation() + ")");
    }
}
