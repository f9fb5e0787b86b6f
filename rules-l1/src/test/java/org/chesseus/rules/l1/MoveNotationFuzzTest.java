package org.chesseus.rules.l1;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import java.util.function.BiFunction;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.StringLength;
import org.chesseus.api.IllegalMoveException;
import org.chesseus.api.Move;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;

/**
 * Fuzzing {@link MoveNotation}: on positions from random games, any text and any damaged SAN or UCI
 * is read as one of the position's legal moves or refused with an {@link IllegalMoveException}
 * saying why; no other exception, no error.
 */
class MoveNotationFuzzTest {
    private static final List<GamePosition> POOL = GamePosition.pool(11L, 8);

    @Property(tries = 2000)
    void anyTextIsALegalMoveOrRefused(@ForAll("positions") GamePosition game,
            @ForAll @StringLength(max = 12) String text) {
        parseOrRefuse(game, text);
    }

    @Property(tries = 2000)
    void textOfMoveLettersIsALegalMoveOrRefused(@ForAll("positions") GamePosition game,
            @ForAll("moveLetters") String text) {
        parseOrRefuse(game, text);
    }

    @Property(tries = 3000)
    void aDamagedSanOrUciMoveIsALegalMoveOrRefused(@ForAll("positions") GamePosition game, @ForAll Random random) {
        Position position = game.position();
        List<Move> legal = Books.FIDE.legalMoves(position);
        if (legal.isEmpty()) {
            parseOrRefuse(game, Mutations.mutate("e4", Mutations.MOVE_ALPHABET, 3, random));
            return;
        }
        Move move = legal.get(random.nextInt(legal.size()));
        String written = random.nextBoolean() ? game.notation().san(position, move) : game.notation().uci(position, move);
        parseOrRefuse(game, Mutations.mutate(written, Mutations.MOVE_ALPHABET, 3, random));
    }

    @Provide
    Arbitrary<GamePosition> positions() {
        return Arbitraries.of(POOL);
    }

    @Provide
    Arbitrary<String> moveLetters() {
        return Arbitraries.strings().withChars(Mutations.MOVE_ALPHABET).ofMaxLength(8);
    }

    private static void parseOrRefuse(GamePosition game, String text) {
        MoveNotation notation = game.notation();
        parseOrRefuse(game, text, notation::parse);
        parseOrRefuse(game, text, notation::parseSan);
        parseOrRefuse(game, text, notation::parseUci);
    }

    private static void parseOrRefuse(GamePosition game, String text, BiFunction<Position, String, Move> reader) {
        Move move;
        try {
            move = reader.apply(game.position(), text);
        } catch (IllegalMoveException refused) {
            assertTrue(refused.getMessage().contains(": "), refused.getMessage());
            return;
        }
        assertTrue(Books.FIDE.legalMoves(game.position()).contains(move),
                () -> "'" + text + "' was read as " + move + ", which is not legal in " + game);
    }
}
