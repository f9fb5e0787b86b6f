package org.chesseus.rules.l1;

import java.util.concurrent.TimeUnit;
import org.chesseus.api.FenReader;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The legality layer's inner loops on the classic perft positions: legal generation into a
 * buffer, the bulk count of perft's last ply, every move made and unmade, and a perft of depth 3.
 * Run with {@code -prof gc}: each reports 0 B/op, the proof that the inner loops allocate nothing.
 * Lives in the layer's package (class path) to reach its package-private board.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-XX:+UseTransparentHugePages")
public class MoveGenerationBenchmark {
    /** Start position, Kiwipete, CPW positions 3 and 5. */
    @Param({
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
    })
    public String fen;

    private Board board;
    private MoveGenerator generator;
    private Perft perft;
    private final int[] moves = new int[256];

    /** Loads the position once; the benchmarks leave it as they found it. */
    @Setup
    public void setUp() {
        BitboardLegality legality = new BitboardLegality(MoveRules.FIDE);
        board = Board.of(FenReader.standard(legality).read(fen));
        generator = new MoveGenerator(MoveRules.FIDE);
        perft = new Perft(generator, board);
        perft.count(3);
    }

    /** Legal moves written into a buffer. */
    @Benchmark
    public int generate() {
        return generator.generate(board, moves, 0);
    }

    /** Legal moves counted without writing them (perft's last ply). */
    @Benchmark
    public long count() {
        return generator.count(board);
    }

    /** Every legal move made and taken back; returns a key sum so nothing is optimised away. */
    @Benchmark
    public long makeUnmake() {
        int n = generator.generate(board, moves, 0);
        long keys = 0;
        for (int i = 0; i < n; i++) {
            board.make(moves[i]);
            keys += board.key;
            board.unmake(moves[i]);
        }
        return keys;
    }

    /** A whole perft of depth 3 on the preloaded board. */
    @Benchmark
    public long perft3() {
        return perft.count(3);
    }
}
