package org.chesseus.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.engine.SearchLimits;
import org.chesseus.api.engine.SearchResult;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The mate suite ({@code mates.txt}, each mate in exactly N confirmed by Stockfish in {@link
 * MateSuiteStockfishTest}): within a node budget the engine announces {@code mate N}, exactly N,
 * and its first move starts a mate in N — checked by an exhaustive search over the legal moves
 * that owes nothing to the engine's pruning.
 */
class MateSuiteTest {
    private static final long NODE_BUDGET = 3_000_000;

    static Stream<Arguments> mates() {
        return Suites.read("mates.txt").stream().map(entry -> Arguments.of(entry[0], Integer.parseInt(entry[1])));
    }

    @ParameterizedTest(name = "mate in {1}: {0}")
    @MethodSource("mates")
    void announcesTheMateInExactlyNAndPlaysIntoIt(String fen, int n) {
        SearchResult result = Chess.search(Chess.engine(), fen, SearchLimits.nodes(NODE_BUDGET));
        assertEquals(n, result.last().orElseThrow().score().mateIn(), () -> "score " + result.last());
        Position position = Chess.fen(fen);
        Position after = Chess.LEGALITY.play(position, result.best().orElseThrow());
        assertTrue(forcesMateWithin(after, n), () -> Chess.uci(position, result.best().get())
                + " does not force mate in " + n);
    }

    /** Whether the move that led to {@code after} forces mate within {@code n} moves in all (exhaustively). */
    static boolean forcesMateWithin(Position after, int n) {
        return everyReplyMatedWithin(after, n - 1);
    }

    /** Whether the side to move, whatever it plays, is mated within {@code moves} of the other side's moves. */
    private static boolean everyReplyMatedWithin(Position position, int moves) {
        List<Move> replies = Chess.LEGALITY.legalMoves(position);
        if (replies.isEmpty()) {
            return Chess.LEGALITY.inCheck(position, position.sideToMove());
        }
        if (moves == 0) {
            return false;
        }
        for (Move reply : replies) {
            if (!matesWithin(Chess.LEGALITY.play(position, reply), moves)) {
                return false;
            }
        }
        return true;
    }

    private static boolean matesWithin(Position position, int moves) {
        for (Move move : Chess.LEGALITY.legalMoves(position)) {
            if (everyReplyMatedWithin(Chess.LEGALITY.play(position, move), moves - 1)) {
                return true;
            }
        }
        return false;
    }
}
