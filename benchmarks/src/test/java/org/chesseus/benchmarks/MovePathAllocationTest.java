package org.chesseus.benchmarks;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.zip.GZIPInputStream;
import org.chesseus.api.game.Game;
import org.chesseus.api.pgn.PgnReader;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.tools.arbiter.GameCorpus;
import org.chesseus.tools.arbiter.RecordedGames;
import org.chesseus.tools.perft.Progress;
import org.junit.jupiter.api.Test;

/**
 * The move path of layer {@code l1} allocates nothing: every move of the real-games corpus ({@code
 * benchmarks/corpus/engine-games.pgn.gz}, 480 engine games, 54,605 moves) judged with {@link
 * Game#advance(int)} under {@code l1} allocates 0 bytes, read from the thread's allocation counter
 * (the one JMH's {@code -prof gc} reads) around each call — the move that ends a game excepted
 * (its outcome and sentence, once a game), after a first replay that loads the classes and makes
 * what is made once on first use (one move of the first pass allocates 896 B so). Each game's start, which makes the board, the record and
 * their room for {@code 512} plies, is outside the count. It holds in the interpreter as well as
 * compiled: nothing on the path relies on escape analysis. A move counts as allocating when it
 * allocates in two replays in a row: a deoptimisation's one-off materialisation is not the path's.
 */
class MovePathAllocationTest {
    private static final Path CORPUS = Path.of(System.getProperty("user.dir")).resolve(RecordedGames.DEFAULT
            .substring("benchmarks/".length()));

    @Test
    void everyMoveThatDoesNotEndTheGameAllocatesNothingUnderL1() throws IOException {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        RuleBook book = new RuleBookComposer(ServiceLoader.load(RuleLayer.class).stream()
                .map(ServiceLoader.Provider::get).toList()).compose("l1");
        GameCorpus corpus = RecordedGames.read(book, PgnReader.read(text(CORPUS)), RecordedGames.DEFAULT, Progress.NONE);
        replay(book, corpus, threads, thread, new ArrayList<>());
        List<String> allocating = new ArrayList<>();
        long moves = replay(book, corpus, threads, thread, allocating);
        assertTrue(moves > 50_000, "the corpus has its moves: " + moves);
        if (!allocating.isEmpty()) {
            // The JIT may deoptimise a method while it runs and materialise, once, an object its
            // compiled code had kept in registers (seen once in 9 CI runs: 3 moves, 112-2,440 B). An
            // allocation on the path itself comes back on every replay: count only those.
            List<String> again = new ArrayList<>();
            replay(book, corpus, threads, thread, again);
            allocating.retainAll(again);
        }
        assertTrue(allocating.isEmpty(), "moves that allocate under l1, in two replays:\n" + String.join("\n", allocating));
    }

    /** Replays the corpus, noting the moves that allocate; returns the moves played. */
    private static long replay(RuleBook book, GameCorpus corpus, com.sun.management.ThreadMXBean threads, long thread,
            List<String> allocating) {
        long moves = 0;
        for (int g = 0; g < corpus.size(); g++) {
            int[] played = corpus.game(g);
            Game game = Game.start(book, corpus.start(g));
            for (int i = 0; i < played.length; i++) {
                long before = threads.getThreadAllocatedBytes(thread);
                boolean goesOn = game.advance(played[i]);
                long bytes = threads.getThreadAllocatedBytes(thread) - before;
                moves++;
                if (goesOn && bytes != 0 && allocating.size() < 20) {
                    allocating.add("game " + (g + 1) + ", ply " + (i + 1));
                }
            }
        }
        return moves;
    }

    private static String text(Path gzip) throws IOException {
        try (InputStream in = new GZIPInputStream(Files.newInputStream(gzip))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
