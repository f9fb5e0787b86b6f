package org.chesseus.rules.l1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.chesseus.api.CastlingNotation;
import org.chesseus.api.Color;
import org.chesseus.api.FenWriter;
import org.chesseus.api.Move;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;

/**
 * Round trips on positions from random games, standard and Chess960: FEN written in each castling
 * notation reads back to the same position; every legal move's SAN and UCI read back to that
 * move; and no legal move leaves the mover's king in check (FIDE 3.9).
 */
class RoundTripTest {

    @Provide
    Arbitrary<GamePosition> positions() {
        return GamePosition.arbitrary();
    }

    @Property(tries = 1000)
    void aFenInAnyCastlingNotationReadsBackToTheSamePosition(@ForAll("positions") GamePosition game) {
        for (CastlingNotation notation : CastlingNotation.values()) {
            String fen = new FenWriter(Books.FIDE, notation).write(game.position());
            assertEquals(game.position(), game.reader().read(fen), () -> notation + ": " + fen);
        }
    }

    @Property(tries = 1000)
    void theSanAndUciOfEveryLegalMoveReadBackToThatMove(@ForAll("positions") GamePosition game) {
        Position position = game.position();
        MoveNotation notation = game.notation();
        for (Move move : Books.FIDE.legalMoves(position)) {
            String san = notation.san(position, move);
            String uci = notation.uci(position, move);
            assertEquals(move, notation.parseSan(position, san), () -> san + " in " + game);
            assertEquals(move, notation.parseUci(position, uci), () -> uci + " in " + game);
            assertEquals(move, notation.parse(position, san), () -> san + " in " + game);
            assertEquals(move, notation.parse(position, uci), () -> uci + " in " + game);
        }
    }

    @Property(tries = 1000)
    void noLegalMoveLeavesTheMoversKingInCheck(@ForAll("positions") GamePosition game) {
        Position position = game.position();
        Color mover = position.sideToMove();
        for (Move move : Books.FIDE.legalMoves(position)) {
            Position after = Books.FIDE.play(position, move);
            assertFalse(Books.FIDE.inCheck(after, mover), () -> move + " in " + game);
            for (Move reply : Books.FIDE.legalMoves(after)) {
                assertFalse(Books.FIDE.inCheck(Books.FIDE.play(after, reply), after.sideToMove()),
                        () -> move + " " + reply + " in " + game);
            }
        }
    }
}
