package org.chesseus.rules.l1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.IntPredicate;
import java.util.stream.Stream;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.MoveKind;
import org.chesseus.api.PieceType;
import org.chesseus.api.Position;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The rule switches of {@link MoveRules} (castling 3.8.2, double step with en passant 3.7.2 and
 * 3.7.3.1, under-promotion 3.7.3.3): perft of a book without them equals a reference count that
 * walks the FIDE generator's legal moves and drops the moves the missing rules would allow,
 * counting every leaf (no bulk counting).
 */
class MoveRulesTest {
    private static final List<String> POSITIONS = List.of(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");

    static Stream<Arguments> booksAndPositions() {
        return Stream.of(
                Arguments.of("castling", List.of("castling")),
                Arguments.of("double-step", List.of("double-step")),
                Arguments.of("under-promotion", List.of("under-promotion")),
                Arguments.of("all three", List.of("castling", "double-step", "under-promotion")))
                .flatMap(book -> POSITIONS.stream().map(fen -> Arguments.of(book.get()[0], book.get()[1], fen)));
    }

    @ParameterizedTest(name = "without {0}: {2}")
    @MethodSource("booksAndPositions")
    void perftWithoutARuleCountsTheFideMovesThatRuleDoesNotAllow(String name, List<String> without, String fen) {
        Position position = Books.standard(fen);
        Legality book = Books.without(without.toArray(String[]::new));
        IntPredicate allowed = allowed(without);
        int depth = fen.startsWith("rnbqkbnr/pppppppp") ? 4 : 3;
        assertEquals(reference(Board.of(position), depth, allowed), book.perft(position, depth), fen);
    }

    @ParameterizedTest(name = "without {0}: {2}")
    @MethodSource("booksAndPositions")
    void aBookWithoutARuleGeneratesNoMoveOfThatRule(String name, List<String> without, String fen) {
        Position position = Books.standard(fen);
        for (Move move : Books.without(without.toArray(String[]::new)).legalMoves(position)) {
            assertTrue(allowed(without).test(move.packed()), () -> move + " in " + fen);
        }
        assertFalse(Books.without(without.toArray(String[]::new)).legalMoves(position).isEmpty());
    }

    /** The moves a book without these rules keeps. */
    private static IntPredicate allowed(List<String> without) {
        return packed -> {
            Move move = Move.ofPacked(packed);
            MoveKind kind = move.kind();
            return !(without.contains("castling") && kind == MoveKind.CASTLING)
                    && !(without.contains("double-step") && (kind == MoveKind.DOUBLE_STEP || kind == MoveKind.EN_PASSANT))
                    && !(without.contains("under-promotion") && move.promotion().filter(p -> p != PieceType.QUEEN).isPresent());
        };
    }

    /** Leaves of the FIDE tree of legal moves, pruned to the allowed moves, walked to depth 0. */
    private static long reference(Board board, int depth, IntPredicate allowed) {
        if (depth == 0) {
            return 1;
        }
        int[] moves = new int[256];
        int n = new MoveGenerator(MoveRules.FIDE).generate(board, moves, 0);
        long leaves = 0;
        for (int i = 0; i < n; i++) {
            if (allowed.test(moves[i])) {
                board.make(moves[i]);
                leaves += reference(board, depth - 1, allowed);
                board.unmake(moves[i]);
            }
        }
        return leaves;
    }
}
