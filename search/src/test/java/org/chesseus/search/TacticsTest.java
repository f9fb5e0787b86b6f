package org.chesseus.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.Stream;
import org.chesseus.api.Position;
import org.chesseus.api.engine.SearchLimits;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Simple tactics ({@code tactics.txt}): the engine chooses Stockfish's move at a modest depth. */
class TacticsTest {

    static Stream<Arguments> tactics() {
        return Suites.read("tactics.txt").stream().map(entry -> Arguments.of(entry[0], entry[1]));
    }

    @ParameterizedTest(name = "{1} in {0}")
    @MethodSource("tactics")
    void choosesStockfishsMove(String fen, String expected) {
        Position position = Chess.fen(fen);
        String best = Chess.uci(position, Chess.search(Chess.engine(), fen, SearchLimits.depth(8)).best().orElseThrow());
        assertEquals(expected, best);
    }
}
