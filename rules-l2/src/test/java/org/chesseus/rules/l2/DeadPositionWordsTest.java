package org.chesseus.rules.l2;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.chesseus.api.Color;
import org.chesseus.api.Position;
import org.chesseus.api.Square;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.mate.DeadPositionProof;
import org.chesseus.api.mate.MateBudget;
import org.chesseus.api.mate.MateQuestion;
import org.chesseus.api.mate.MateReason;
import org.chesseus.api.rules.RuleBook;
import org.junit.jupiter.api.Test;

/**
 * "Why is this a draw?" for FIDE 5.2.2: a dead position's ruling and {@code analyze} name what proved
 * it — the men left (material), the men walled in and the kings' squares (blockade), the forced
 * line (a narrow position). The expectations are worked out on the board by hand.
 */
class DeadPositionWordsTest {
    private static final RuleBook BOOK = Books.book("l2");
    private static final MateQuestion QUESTION = MateQuestions.of(BOOK.legality());

    private static DeadPositionProof proof(String fen) {
        Position position = Books.position(BOOK, fen);
        return QUESTION.explain(position, QUESTION.deadPosition(position, MateBudget.board()));
    }

    /**
     * Eight pawns head to head on the a, c, f and h files: none can move or be taken; the black pawns
     * attack b4, d4, e4 and g4, so White's king keeps to ranks 1–3 (24 squares), Black's to 6–8.
     */
    @Test
    void blockadeNamesTheWalledInPawnsTheKingsSquaresAndTheSquaresNoManReaches() {
        DeadPositionProof proof = proof("4k3/8/8/p1p2p1p/P1P2P1P/8/8/4K3 w - - 0 1");
        assertEquals(MateReason.BLOCKADE, proof.kind());
        assertEquals("the pawns on a4, c4, f4, h4, a5, c5, f5, h5 are blocked for ever; White's king is confined to 24"
                + " squares (ranks 1\u20133), Black's to 24 squares (ranks 6\u20138); no man can ever reach b4, d4, e4, g4,"
                + " b5, d5, e5, g5", proof.words());
        assertEquals(squares("a4 c4 f4 h4 a5 c5 f5 h5"), proof.walledIn());
        assertEquals(squares("b4 d4 e4 g4 b5 d5 e5 g5"), proof.unreachable());
        assertEquals(24, proof.kingRegions().get(Color.WHITE).size());
        assertEquals(Square.of(0), proof.kingRegions().get(Color.WHITE).get(0));
        assertEquals(squares("a6 b6 c6 d6 e6 f6 g6 h6 a7 b7 c7 d7 e7 f7 g7 h7 a8 b8 c8 d8 e8 f8 g8 h8"),
                proof.kingRegions().get(Color.BLACK));
    }

    /** King and bishop each, c1 and f8 both dark squares (a1 is dark; c1 and f8 share its colour). */
    @Test
    void sameColouredBishopsNameTheColourAndTheSquares() {
        DeadPositionProof proof = proof("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1");
        assertEquals(MateReason.MATERIAL, proof.kind());
        assertEquals("only kings and bishops, all on dark squares (White's on c1, Black's on f8)", proof.words());
        assertEquals(List.of(), proof.walledIn());
    }

    /** Kb1 in check from the queen on b2, defended by nothing: Kxb2 is the only move and leaves bare kings. */
    @Test
    void narrowPositionNamesTheOnlyMove() {
        DeadPositionProof proof = proof("8/8/8/8/8/3k4/1q6/1K6 w - - 0 1");
        assertEquals("White's king alone cannot mate; the only legal move, Kxb2, leaves only the two kings",
                proof.words());
    }

    /** The game's ruling carries the same words before the proof's kind. */
    @Test
    void deadPositionRulingNamesTheProof() {
        Outcome outcome = Books.game("l2", "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1").outcome().orElseThrow();
        assertEquals(ResultCode.DEAD_POSITION, outcome.code());
        assertEquals("Neither player can checkmate by any series of legal moves: only kings and bishops, all on dark"
                + " squares (White's on c1, Black's on f8) (proof: material).", outcome.explanation());
    }

    /** The queen position in a game: the arbiter's search closes Black's lines after the only move. */
    @Test
    void deadPositionRulingAfterASearchCountsItsPositions() {
        String explanation = Books.game("l2", "8/8/8/8/8/3k4/1q6/1K6 w - - 0 1").outcome().orElseThrow().explanation();
        assertEquals(true, explanation.matches("Neither player can checkmate by any series of legal moves: White's king"
                + " alone cannot mate; every line in which Black could mate was closed by a search of [0-9,]+ positions?"
                + " \\(proof: search\\)\\."), explanation);
    }

    private static List<Square> squares(String names) {
        List<Square> squares = new ArrayList<>();
        for (String name : names.split(" ")) {
            squares.add(Square.parse(name).orElseThrow());
        }
        return squares;
    }
}
