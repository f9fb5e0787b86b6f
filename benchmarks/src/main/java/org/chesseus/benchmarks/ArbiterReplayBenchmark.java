package org.chesseus.benchmarks;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ServiceLoader;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPInputStream;
import org.chesseus.api.Position;
import org.chesseus.api.game.Game;
import org.chesseus.api.pgn.PgnReader;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.tools.arbiter.GameCorpus;
import org.chesseus.tools.arbiter.RandomGames;
import org.chesseus.tools.arbiter.RecordedGames;
import org.chesseus.tools.perft.Progress;
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
 * The replay of {@code chesseus bench arbiter}, one judged move an operation: the corpus — the
 * repository's real-games corpus ({@code engine-games}, {@link RecordedGames#DEFAULT}, found upwards
 * from the working directory or this jar) or random legal games ({@code random}, {@link
 * RandomGames}, the bench's default seed) — is played move after move with {@link
 * Game#advance(int)}, each game from its own start, a new game started where one ends (so an
 * operation also carries its share of a game's start). With {@code -prof gc}, B/op is what judging
 * a move allocates, with each game's share of its start; {@link #start} is that start alone (the
 * game's buffers, board and repetition history: tens of kilobytes a game), so the move path's own
 * B/op is {@code advance} less {@code start} over the moves of a game (114 on average in the
 * real-games corpus). Under {@code l1} the move path allocates only where a game ends (its outcome
 * and sentence) and where a game passes the 512 plies its board and record make room for at its
 * start (none of the corpus does; {@code MovePathAllocationTest} checks every other move at 0 B);
 * under {@code l2} and {@code fide} also the dead-position questions where one is asked.
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

    /** The games: {@code engine-games} (the real-games corpus) or {@code random}. */
    @Param({"engine-games", "random"})
    public String corpus;

    /** Games of the random corpus (the real-games corpus is replayed whole). */
    @Param({"100"})
    public int games;

    private RuleBook book;
    private int[][] replays;
    private Position[] starts;
    private int next;
    private int[] moves;
    private int index;
    private Game game;

    /** Composes the book from the layers on the class path and makes the corpus under it. */
    @Setup
    public void setUp() {
        RuleBookComposer composer = new RuleBookComposer(
                ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).toList());
        book = composer.compose(profile);
        GameCorpus made = corpus.equals("random")
                ? RandomGames.generate(book, games, RandomGames.DEFAULT_SEED, RandomGames.DEFAULT_PLY_CAP, Progress.NONE)
                : RecordedGames.read(book, PgnReader.read(realGames()), RecordedGames.DEFAULT, Progress.NONE);
        replays = new int[made.size()][];
        starts = new Position[made.size()];
        for (int i = 0; i < replays.length; i++) {
            replays[i] = made.game(i);
            starts[i] = made.start(i);
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

    /** One game's start from the next start position of the corpus, judged at once. */
    @Benchmark
    public Game start() {
        Game started = Game.start(book, starts[next]);
        next = (next + 1) % starts.length;
        return started;
    }

    private void startNext() {
        do {
            moves = replays[next];
            game = Game.start(book, starts[next]);
            next = (next + 1) % replays.length;
        } while (moves.length == 0);
        index = 0;
    }

    /** The text of the real-games corpus, found upwards from the working directory, then from this jar. */
    private static String realGames() {
        Path file = upwards(Path.of("").toAbsolutePath());
        if (file == null) {
            try {
                file = upwards(Path.of(ArbiterReplayBenchmark.class.getProtectionDomain().getCodeSource().getLocation().toURI()));
            } catch (URISyntaxException e) {
                file = null;
            }
        }
        if (file == null) {
            throw new IllegalStateException(RecordedGames.DEFAULT + " is not found upwards from the working directory"
                    + " or the benchmarks jar: run from the project, or choose -p corpus=random");
        }
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    private static Path upwards(Path start) {
        for (Path folder = start; folder != null; folder = folder.getParent()) {
            if (Files.isRegularFile(folder.resolve(RecordedGames.DEFAULT))) {
                return folder.resolve(RecordedGames.DEFAULT);
            }
        }
        return null;
    }
}
