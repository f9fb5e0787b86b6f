package org.chesseus.search.eval;

import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.chesseus.api.SearchBoard;
import org.chesseus.benchmarks.RandomGames;
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
 * The evaluations as the search calls them: one operation is a position of a random legal game
 * (the evaluator {@link Evaluator#reset reset} to it) and every child of it told ({@link
 * Evaluator#playing}), made, evaluated, unmade and taken back — so the network's incremental
 * accumulator update and its output layer are in it, and its full refresh once per position. Compare
 * the evaluators with each other: the time includes making and unmaking the moves.
 * {@code evaluator}: {@code tuned} ({@link TaperedEvaluator}), {@code network} (the shipped network
 * added to the tuned evaluation, the default), {@code networkAlone} (its output only, to separate
 * the two). Run with {@code -prof gc}: 0 B/op. In the search plugin's package to reach the
 * network-only constructor.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-XX:+UseTransparentHugePages")
public class NetworkEvaluationBenchmark {
    private static final int POSITIONS = 1024;

    @Param({"tuned", "network", "networkAlone"})
    public String evaluator;

    private final SearchBoard[] boards = new SearchBoard[POSITIONS];
    private final int[][] moves = new int[POSITIONS][];
    private Evaluator evaluation;
    private int next;

    /** The positions of random legal games ({@link RandomGames}) and their legal moves. */
    @Setup
    public void setUp() {
        evaluation = switch (evaluator) {
            case "tuned" -> new TaperedEvaluator();
            case "network" -> new NetworkEvaluator();
            case "networkAlone" -> new NetworkEvaluator(NetworkWeights.shipped(), null);
            default -> throw new IllegalArgumentException("evaluator " + evaluator + ": tuned, network or networkAlone");
        };
        int[] buffer = new int[256];
        SearchBoard[] games = RandomGames.boards(POSITIONS);
        for (int i = 0; i < POSITIONS; i++) {
            boards[i] = games[i];
            moves[i] = Arrays.copyOf(buffer, games[i].legalMoves(buffer, 0));
        }
    }

    /** The next position's children, each evaluated as the search evaluates a node. */
    @Benchmark
    public int children() {
        next = (next + 1) & (POSITIONS - 1);
        SearchBoard board = boards[next];
        int[] children = moves[next];
        evaluation.reset(board);
        int sum = 0;
        for (int move : children) {
            evaluation.playing(board, move);
            board.make(move);
            sum += evaluation.evaluate(board);
            board.unmake(move);
            evaluation.takenBack();
        }
        return sum;
    }
}
