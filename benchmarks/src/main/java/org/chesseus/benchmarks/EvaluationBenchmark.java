package org.chesseus.benchmarks;

import java.util.concurrent.TimeUnit;
import org.chesseus.api.SearchBoard;
import org.chesseus.search.eval.TaperedEvaluator;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The search plugin's tuned evaluation ({@link TaperedEvaluator}) over 4,096 positions of random
 * legal games (every phase from the opening to bare endgames), one evaluation an operation: the
 * score is evaluations per second, and with {@code -prof gc} B/op shows it allocates nothing.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-XX:+UseTransparentHugePages")
public class EvaluationBenchmark {
    private static final int POSITIONS = 4096;
    private final SearchBoard[] boards = new SearchBoard[POSITIONS];
    private final TaperedEvaluator evaluator = new TaperedEvaluator();
    private int next;

    /** The positions of random legal games ({@link RandomGames}). */
    @Setup
    public void setUp() {
        System.arraycopy(RandomGames.boards(POSITIONS), 0, boards, 0, POSITIONS);
    }

    /** One static evaluation of the next position. */
    @Benchmark
    public int evaluate() {
        next = (next + 1) & (POSITIONS - 1);
        return evaluator.evaluate(boards[next]);
    }
}
