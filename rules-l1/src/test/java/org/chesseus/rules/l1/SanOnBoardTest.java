package org.chesseus.rules.l1;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
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
import org.chesseus.api.SearchBoard;
import org.junit.jupiter.api.Test;

/**
 * Reading SAN on a live board ({@link MoveNotation#parseSan(SearchBoard, String)}, {@link
 * SanOnBoard}) against reading it on the position ({@link SanReader}, the oracle): on positions
 * of random standard and Chess960 games, every legal move's SAN in the spellings a record may use,
 * damaged SAN and any text give the same move or the same refusal, and the board is left as it
 * was.
 */
class SanOnBoardTest {
    private static final List<GamePosition> POOL = GamePosition.pool(23L, 8);

    @Property(tries = 400)
    void everyLegalMoveInEverySpellingReadsAsOnThePosition(@ForAll("positions") GamePosition game) {
        Position position = game.position();
        for (Move move : Books.FIDE.legalMoves(position)) {
            for (String written : spellings(game.notation().san(position, move))) {
                assertSameReading(game, written);
            }
        }
    }

    @Property(tries = 3000)
    void damagedSanReadsAsOnThePosition(@ForAll("positions") GamePosition game, @ForAll Random random) {
        Position position = game.position();
        List<Move> legal = Books.FIDE.legalMoves(position);
        String written = legal.isEmpty() ? "e4" : game.notation().san(position, legal.get(random.nextInt(legal.size())));
        assertSameReading(game, Mutations.mutate(written, Mutations.MOVE_ALPHABET, 3, random));
    }

    @Property(tries = 2000)
    void anyTextReadsAsOnThePosition(@ForAll("positions") GamePosition game,
            @ForAll @StringLength(max = 10) String text) {
        assertSameReading(game, text);
    }

    @Property(tries = 2000)
    void textOfMoveLettersReadsAsOnThePosition(@ForAll("positions") GamePosition game,
            @ForAll("moveLetters") String text) {
        assertSameReading(game, text);
    }

    @Test
    void theSpellingsRecordsUseAreRead() {
        GamePosition game = new GamePosition(Books.standard("r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1"), false);
        for (String text : List.of("O-O", "0-0-0", "O-O+", "exd6", "xd6", "e6", "b8=Q", "b8Q", "bxa8=N+", "bxa8n",
                "Raxa8", "R1d1", "Kd1!?", " e6 ", "O-0", "e5e6", "b8", "Rd1", "Kg1", "Kh1", "Qd1")) {
            assertSameReading(game, text);
        }
    }

    @Provide
    Arbitrary<GamePosition> positions() {
        return Arbitraries.of(POOL);
    }

    @Provide
    Arbitrary<String> moveLetters() {
        return Arbitraries.strings().withChars(Mutations.MOVE_ALPHABET).ofMaxLength(8);
    }

    /** The SAN as written, and as records also write it: without check marks, with zeros, = dropped, a lower-case piece. */
    private static List<String> spellings(String san) {
        List<String> spellings = new ArrayList<>(List.of(san, san + "!?", san.replace("+", "").replace("#", ""),
                san.replace('O', '0'), san.replace("=", ""), " " + san + " "));
        int equals = san.indexOf('=');
        if (equals >= 0) {
            spellings.add(san.substring(0, equals + 1) + Character.toLowerCase(san.charAt(equals + 1)));
        }
        if (san.contains("x") && Character.isLowerCase(san.charAt(0))) {
            spellings.add(san.substring(1));
        }
        return spellings;
    }

    private static void assertSameReading(GamePosition game, String text) {
        Position position = game.position();
        MoveNotation notation = game.notation();
        String expected;
        try {
            expected = "move " + notation.parseSan(position, text);
        } catch (IllegalMoveException refused) {
            expected = "refused " + refused.getMessage();
        }
        SearchBoard board = Books.FIDE.board(position);
        long key = board.key();
        String actual;
        try {
            actual = "move " + Move.ofPacked(notation.parseSan(board, text));
        } catch (IllegalMoveException refused) {
            actual = "refused " + refused.getMessage();
        }
        assertEquals(expected, actual, () -> "'" + text + "' on " + game);
        assertEquals(key, board.key(), "the board is left as it was");
        assertEquals(position, board.toPosition(), "the board is left as it was");
    }
}
