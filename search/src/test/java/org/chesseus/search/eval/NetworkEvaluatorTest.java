package org.chesseus.search.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.chesseus.api.Move;
import org.chesseus.api.SearchBoard;
import org.junit.jupiter.api.Test;

/**
 * The evaluation network: accumulators kept along a line equal those computed from scratch (castling
 * both ways, en passant, promotions with and without capture, null moves), the shipped network
 * agrees with the trainer's own floating-point output on positions it was not fitted to (within the
 * quantisation: 12 cp and 3 % each, 5 cp on average), and a broken file is refused.
 */
class NetworkEvaluatorTest {
    private static final String[] STARTS = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "rnbqkbnr/pppp1ppp/8/8/3PpP2/8/PPP1P1PP/RNBQKBNR b KQkq d3 0 3",
    };

    @Test
    void accumulatorsFollowedAlongALineEqualThoseComputedFromScratch() throws IOException {
        NetworkWeights net = randomNetwork(32, 7);
        SplittableRandom random = new SplittableRandom(11);
        int[] moves = new int[256];
        int checked = 0;
        for (String fen : STARTS) {
            for (int line = 0; line < 40; line++) {
                SearchBoard board = Boards.of(fen);
                NetworkEvaluator followed = new NetworkEvaluator(net);
                followed.reset(board);
                int[] played = new int[60];
                int depth = 0;
                for (; depth < played.length; depth++) {
                    if (random.nextInt(4) == 0) {
                        assertEquals(new NetworkEvaluator(net).evaluate(board), followed.evaluate(board), Boards.fen(board));
                        checked++;
                    }
                    int count = board.legalMoves(moves, 0);
                    if (count == 0) {
                        break;
                    }
                    if (random.nextInt(10) == 0 && !board.inCheck()) {
                        followed.passing();
                        board.makeNull();
                        played[depth] = 0;
                    } else {
                        int move = moves[random.nextInt(count)];
                        followed.playing(board, move);
                        board.make(move);
                        played[depth] = move;
                    }
                }
                for (int ply = depth - 1; ply >= 0; ply--) {
                    if (played[ply] == 0) {
                        board.unmakeNull();
                    } else {
                        board.unmake(played[ply]);
                    }
                    followed.takenBack();
                    if (random.nextInt(3) == 0) {
                        assertEquals(new NetworkEvaluator(net).evaluate(board), followed.evaluate(board), Boards.fen(board));
                        checked++;
                    }
                }
            }
        }
        assertTrue(checked > 1000, "checked " + checked);
    }

    @Test
    void everyKindOfMoveUpdatesTheAccumulatorExactly() throws IOException {
        NetworkWeights net = randomNetwork(16, 3);
        int[] moves = new int[256];
        int[] kinds = new int[16];
        for (String fen : STARTS) {
            SearchBoard board = Boards.of(fen);
            int count = board.legalMoves(moves, 0);
            for (int i = 0; i < count; i++) {
                NetworkEvaluator followed = new NetworkEvaluator(net);
                followed.reset(board);
                followed.evaluate(board);
                followed.playing(board, moves[i]);
                board.make(moves[i]);
                assertEquals(new NetworkEvaluator(net).evaluate(board), followed.evaluate(board),
                        fen + " then " + Move.ofPacked(moves[i]));
                board.unmake(moves[i]);
                kinds[Move.flags(moves[i])]++;
            }
        }
        for (int flag : new int[] {Move.QUIET, Move.DOUBLE_STEP, Move.CASTLING, Move.CAPTURE, Move.EN_PASSANT, 8, 11, 12, 15}) {
            assertTrue(kinds[flag] > 0, "no move with flags " + flag + " was tried");
        }
    }

    @Test
    void theShippedNetworkAgreesWithItsTrainer() throws IOException {
        NetworkEvaluator evaluator = new NetworkEvaluator(NetworkWeights.shipped(), null);
        int lines = 0;
        double error = 0;
        try (InputStream in = NetworkEvaluatorTest.class.getResourceAsStream("network-probe.txt");
                BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                String[] fields = line.split(";");
                SearchBoard board = Boards.of(fields[0]);
                double expected = Double.parseDouble(fields[1]);
                int actual = evaluator.evaluate(board);
                assertEquals(expected, actual, 12 + Math.abs(expected) * 0.03, fields[0]);
                error += Math.abs(expected - actual);
                lines++;
            }
        }
        assertTrue(lines >= 100, "probe lines " + lines);
        assertTrue(error / lines < 5, "the quantised network is off by " + error / lines + " cp on average");
    }

    @Test
    void aBrokenFileIsRefusedWithWhatIsWrong() {
        IOException magic = assertThrows(IOException.class,
                () -> NetworkWeights.read(new ByteArrayInputStream("weights mg eg".getBytes(StandardCharsets.US_ASCII)), "w.bin"));
        assertTrue(magic.getMessage().contains("w.bin") && magic.getMessage().contains("CNN1"), magic.getMessage());
        byte[] truncated = new byte[200];
        ByteBuffer.wrap(truncated).order(ByteOrder.LITTLE_ENDIAN).putInt(0x314E4E43).putInt(16).putInt(0);
        IOException size = assertThrows(IOException.class, () -> NetworkWeights.read(new ByteArrayInputStream(truncated), "t.bin"));
        assertTrue(size.getMessage().contains("200 bytes"), size.getMessage());
    }

    /** A network of width {@code hidden} with random weights within the file's bounds. */
    static NetworkWeights randomNetwork(int hidden, long seed) throws IOException {
        SplittableRandom random = new SplittableRandom(seed);
        int count = NetworkWeights.INPUTS * hidden + hidden + 2 * hidden;
        ByteBuffer bytes = ByteBuffer.allocate(12 + 2 * count + 4).order(ByteOrder.LITTLE_ENDIAN);
        bytes.putInt(0x314E4E43).putInt(hidden).putInt(0);
        for (int i = 0; i < NetworkWeights.INPUTS * hidden + hidden; i++) {
            bytes.putShort((short) random.nextInt(-120, 121));
        }
        for (int i = 0; i < 2 * hidden; i++) {
            bytes.putShort((short) random.nextInt(-200, 201));
        }
        bytes.putInt(random.nextInt(-5000, 5001));
        return NetworkWeights.read(new ByteArrayInputStream(bytes.array()), "random");
    }
}
