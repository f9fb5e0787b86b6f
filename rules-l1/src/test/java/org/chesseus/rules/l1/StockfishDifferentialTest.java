package org.chesseus.rules.l1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.chesseus.api.CastlingNotation;
import org.chesseus.api.FenWriter;
import org.chesseus.api.Move;
import org.chesseus.api.MoveKind;
import org.chesseus.api.Position;
import org.chesseus.rules.l1.RandomGames.Reached;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Our generator, divide and FEN writer against Stockfish 15.1 on positions from seeded random
 * games of standard chess. Stockfish writes an en-passant square whenever a pawn attacks it,
 * pins ignored; we write it only when a legal capture exists (FIDE 9.2.3.1), so that field is
 * compared by that rule instead of letter for letter.
 */
@Tag("stockfish")
class StockfishDifferentialTest {
    private static final FenWriter WRITER = new FenWriter(Books.FIDE, CastlingNotation.STANDARD);
    private static StockfishProcess stockfish;

    /** Each test is skipped with the reason where Stockfish is missing (failed under CI); one process serves them all. */
    @BeforeEach
    void startStockfish() {
        if (stockfish == null) {
            stockfish = StockfishProcess.start();
        }
    }

    @AfterAll
    static void stopStockfish() {
        if (stockfish != null) {
            stockfish.close();
        }
    }

    static List<Reached> positions() {
        return new RandomGames(0x5EED_2024L).sample(Position::start, false, 14, 100, 4);
    }

    @Test
    void theSampleHoldsSeveralHundredPositionsWithEnPassantSquaresAndCastlingRights() {
        List<Reached> sample = positions();
        long enPassant = sample.stream().filter(r -> r.position().enPassantSquare().isPresent()).count();
        long castling = sample.stream().filter(r -> !r.position().castlingRights().isEmpty()).count();
        assertTrue(sample.size() >= 300, () -> sample.size() + " positions");
        assertTrue(enPassant >= 10, () -> enPassant + " positions with an en-passant capture");
        assertTrue(castling >= 50, () -> castling + " positions with a castling right");
    }

    @ParameterizedTest(name = "{index}: {0}")
    @MethodSource("positions")
    void ourLegalMovesAreStockfishsPerftOneMoves(Reached reached) {
        stockfish.position(startposWith(reached));
        assertEquals(new TreeSet<>(stockfish.perft(1).keySet()), new TreeSet<>(ourMoves(reached.position())));
    }

    @ParameterizedTest(name = "{index}: {0}")
    @MethodSource("positions")
    void ourPerftTwoDivideIsStockfishs(Reached reached) {
        stockfish.position(startposWith(reached));
        Map<String, Long> ours = new TreeMap<>();
        Books.FIDE.divide(reached.position(), 2)
                .forEach((move, count) -> ours.put(Books.NOTATION.uci(reached.position(), move), count));
        assertEquals(new TreeMap<>(stockfish.perft(2)), ours);
    }

    @ParameterizedTest(name = "{index}: {0}")
    @MethodSource("positions")
    void ourFenIsStockfishsButForAnEnPassantSquareNoCaptureCanUse(Reached reached) {
        stockfish.position(startposWith(reached));
        assertFenAgrees(stockfish.fen(), reached.position());
    }

    @Test
    void aRankPinnedCapturerLeavesNoEnPassantSquareWhereStockfishWritesOne() {
        Position before = Books.standard("8/2p5/8/K2P3r/8/8/8/7k b - - 0 1");
        Position after = Books.FIDE.play(before, Books.NOTATION.parseUci(before, "c7c5"));
        stockfish.position("fen 8/2p5/8/K2P3r/8/8/8/7k b - - 0 1 moves c7c5");
        String theirs = stockfish.fen();
        assertEquals("8/8/8/K1pP3r/8/8/8/7k w - c6 0 2", theirs);
        assertEquals("8/8/8/K1pP3r/8/8/8/7k w - - 0 2", WRITER.write(after));
        assertFalse(stockfish.perft(1).containsKey("d5c6"), "Stockfish does not play the pinned capture");
        assertFenAgrees(theirs, after);
    }

    @Test
    void aFenGivingThePinnedEnPassantSquareIsReadButWrittenWithout() {
        Position given = Books.standard("8/8/8/K1pP3r/8/8/8/7k w - c6 0 1");
        stockfish.position("fen 8/8/8/K1pP3r/8/8/8/7k w - c6 0 1");
        assertEquals("8/8/8/K1pP3r/8/8/8/7k w - c6 0 1", stockfish.fen());
        assertFalse(Books.FIDE.enPassantCapturable(given));
        assertEquals("8/8/8/K1pP3r/8/8/8/7k w - - 0 1", WRITER.write(given));
        assertEquals(new TreeSet<>(stockfish.perft(1).keySet()), new TreeSet<>(ourMoves(given)));
    }

    private static void assertFenAgrees(String theirs, Position position) {
        String ours = WRITER.write(position);
        String[] a = theirs.split(" ");
        String[] b = ours.split(" ");
        assertEquals(6, b.length, ours);
        for (int field = 0; field < 6; field++) {
            if (field != 3) {
                assertEquals(a[field], b[field], "FEN field " + (field + 1) + ": Stockfish " + theirs + ", ours " + ours);
            }
        }
        if (!a[3].equals(b[3])) {
            assertEquals("-", b[3], "we wrote an en-passant square Stockfish did not: " + ours);
            assertTrue(Books.FIDE.legalMoves(position).stream().noneMatch(m -> m.kind() == MoveKind.EN_PASSANT),
                    () -> "Stockfish wrote " + a[3] + " and a legal en-passant capture exists: " + ours);
        }
    }

    private static List<String> ourMoves(Position position) {
        return Books.FIDE.legalMoves(position).stream().map((Move m) -> Books.NOTATION.uci(position, m)).toList();
    }

    private static String startposWith(Reached reached) {
        return "startpos moves " + String.join(" ", reached.moves());
    }
}
