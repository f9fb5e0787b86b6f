package org.chesseus.rules.hybrid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import java.util.Random;
import java.util.ServiceLoader;
import org.chesseus.api.FenReader;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.junit.jupiter.api.Test;

/**
 * The hybrid identity's castling part is the castlings the move generator of l1 (perft-checked
 * against Stockfish) would play now: for the side to move on the board, for the other side on the
 * board turned to it.
 */
class LegalCastlingIdentityTest {
    private static final Legality LEGALITY = new RuleBookComposer(
            ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).toList()).compose("l1").legality();
    private static final LegalCastlingIdentity IDENTITY = new LegalCastlingIdentity();

    @Test
    void castlingCountsForBothSidesExactlyWhereTheGeneratorWouldCastle() {
        Random random = new Random(20240601);
        List<String> starts = List.of("r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 0 1",
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        int compared = 0;
        for (String fen : starts) {
            for (int game = 0; game < 60; game++) {
                SearchBoard board = LEGALITY.board(FenReader.standard(LEGALITY).read(fen));
                for (int ply = 0; ply < 30 && board.countLegalMoves() > 0; ply++) {
                    compared += compare(board);
                    int[] moves = new int[256];
                    int n = board.legalMoves(moves, 0);
                    board.make(moves[random.nextInt(n)]);
                }
            }
        }
        assertNotEquals(0, compared);
    }

    @Test
    void chess960CastlingIsMeasuredWithItsOwnGeometry() {
        Legality chess960 = LEGALITY;
        for (String fen : List.of("1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1", "rk4r1/8/8/8/8/8/8/RK4R1 w AGag - 0 1",
                "1k6/8/8/8/8/8/8/RK4R1 w AG - 0 1", "1k2r3/8/8/8/8/8/8/RK4R1 w AG - 0 1")) {
            SearchBoard board = chess960.board(FenReader.chess960(chess960).read(fen));
            compare(board);
        }
    }

    @Test
    void blockedCastlingCountsAsNoCastlingThoughTheRightStands() {
        SearchBoard blocked = LEGALITY.board(FenReader.standard(LEGALITY).read("4k3/8/8/8/8/8/8/4KB1R w K - 0 1"));
        SearchBoard lost = LEGALITY.board(FenReader.standard(LEGALITY).read("4k3/8/8/8/8/8/8/4KB1R w - - 0 1"));
        assertNotEquals(blocked.castlingBits(), lost.castlingBits(), "FIDE 9.2.3.2 tells them apart");
        assertEquals(IDENTITY.castlingIdentity(blocked), IDENTITY.castlingIdentity(lost), "the hybrid does not");
        SearchBoard open = LEGALITY.board(FenReader.standard(LEGALITY).read("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
        assertEquals(1 << 7, IDENTITY.castlingIdentity(open));
    }

    /** Compares both sides' castling identity with the generator's castlings; returns 1. */
    private static int compare(SearchBoard board) {
        int side = board.sideToMove();
        assertEquals(castlings(board) & (0xFF << (8 * side)), IDENTITY.castlingIdentity(board) & (0xFF << (8 * side)),
                board.toPosition().toString());
        if (!board.inCheck()) {
            Position position = board.toPosition();
            Position turned = position.toBuilder().sideToMove(position.sideToMove().opposite()).noEnPassant().build();
            SearchBoard other = LEGALITY.board(turned);
            int them = 1 - side;
            assertEquals(castlings(other) & (0xFF << (8 * them)), IDENTITY.castlingIdentity(board) & (0xFF << (8 * them)),
                    "turned: " + turned);
        }
        return 1;
    }

    /** The castling moves the generator gives the side to move, as rights bits (king takes its own rook). */
    private static int castlings(SearchBoard board) {
        int[] moves = new int[256];
        int n = board.legalMoves(moves, 0);
        int bits = 0;
        for (int i = 0; i < n; i++) {
            if (Move.flags(moves[i]) == Move.CASTLING) {
                bits |= 1 << (board.sideToMove() * 8 + Move.toIndex(moves[i]) % 8);
            }
        }
        return bits;
    }
}
