package org.chesseus.benchmarks;

import java.util.ServiceLoader;
import java.util.concurrent.TimeUnit;
import org.chesseus.api.Position;
import org.chesseus.api.game.Game;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.drivers.arbiter.GameCorpus;
import org.chesseus.drivers.perft.Progress;
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
 * The replay of {@code chesseus bench arbiter}, one judged move an operation: the corpus of random
 * legal games ({@link GameCorpus}, the bench's default seed) is played move after move with {@link
 * Game#advance(int)}, a new game started where one ends (so an operation also carries its share of
 * a game's start). With {@code -prof gc}, B/op is what judging a move allocates: under {@code l1}
 * only each game's share of its start (the game's buffers and history, a few kilobytes over
 * hundreds of moves); under {@code l2} and {@code fide} also the dead-position questions (a
 * snapshot of the position and the question's own work) where one is asked.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-XX:+UseTransparentHugePages")
public class ArbiterReplayBenchmark {
    /** The rule book's profile. */
    @Param({"l1", "l2", "fide"})
    public String profile;

    /** Games in the corpus. */
    @Param({"100"})
    public int games;

    private RuleBook book;
    private int[][] corpus;
    private int next;
    private int[] moves;
    private int index;
    private Game game;

    /** Composes the book from the layers on the class path and generates the corpus. */
    @Setup
    public void setUp() {
        RuleBookComposer composer = new RuleBookComposer(
                ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).toList());
        book = composer.compose(profile);
        GameCorpus generated = GameCorpus.generate(book, profile, games, GameCorpus.DEFAULT_SEED,
                GameCorpus.DEFAULT_PLY_CAP, Progress.NONE);
        corpus = new int[generated.size()][];
        for (int i = 0; i < corpus.length; i++) {
            corpus[i] = generated.game(i);
        }
        startNext();
    }

    /** One judged move; the next game starts where a game's moves run out. */
    @Benchmark
    public boolean advance() {
        if (index == moves.length) {
            startNext();
        }
        return game.advance(moves[index++]);
    }

    private void startNext() {
        moves = corpus[next];
        next = (next + 1) % corpus.length;
        index = 0;
        game = Game.start(book, Position.start());
    }
}
