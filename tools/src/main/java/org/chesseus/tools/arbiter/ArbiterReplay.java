package org.chesseus.tools.arbiter;

import static java.util.Objects.requireNonNull;

import java.util.function.LongSupplier;
import org.chesseus.api.Position;
import org.chesseus.api.game.Game;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.tools.perft.Progress;

/**
 * One timed pass of the arbiter over a {@link GameCorpus}: each game is started under the book and
 * its moves are played with {@link Game#advance(int)}, which judges every position (legality,
 * repetition count, the book's endings, the dead-position check where one can arise) without making
 * a ruling object. Every game must end where the corpus says it ended: a replay that disagrees with
 * the generation is an internal error, counted in {@link Pass#mismatches()}.
 */
public final class ArbiterReplay {
    private final RuleBook book;
    private final GameCorpus corpus;
    private final LongSupplier clock;
    private final int[][] games;
    private final Position[] starts;

    /** A replay of {@code corpus} under {@code book}, timed with {@code clock} (nanoseconds). */
    public ArbiterReplay(RuleBook book, GameCorpus corpus, LongSupplier clock) {
        this.book = requireNonNull(book, "book");
        this.corpus = requireNonNull(corpus, "corpus");
        this.clock = requireNonNull(clock, "clock");
        this.games = new int[corpus.size()][];
        this.starts = new Position[corpus.size()];
        for (int i = 0; i < games.length; i++) {
            games[i] = corpus.game(i);
            starts[i] = corpus.start(i);
        }
    }

    /**
     * A pass's figures.
     *
     * @param moves the moves judged
     * @param nanos the time taken
     * @param mismatches games that did not end where the corpus says
     */
    public record Pass(long moves, long nanos, int mismatches) {
        /** Judged moves per second. */
        public long movesPerSecond() {
            return nanos <= 0 ? 0 : Math.round(moves * 1e9 / nanos);
        }
    }

    /** Replays every game once, reporting each finished game to {@code progress}. */
    public Pass run(Progress progress) {
        long moves = 0;
        int mismatches = 0;
        long begin = clock.getAsLong();
        for (int i = 0; i < games.length; i++) {
            mismatches += play(starts[i], games[i], corpus.ended(i)) ? 0 : 1;
            moves += games[i].length;
            progress.advance(i + 1, moves);
        }
        return new Pass(moves, clock.getAsLong() - begin, mismatches);
    }

    /** Plays one game; whether it ended exactly at its last move (or went on, if its moves ran out first). */
    private boolean play(Position start, int[] moves, boolean ended) {
        Game game = Game.start(book, start);
        for (int i = 0; i < moves.length; i++) {
            if (!game.advance(moves[i])) {
                return ended && i == moves.length - 1;
            }
        }
        return ended == game.isOver();
    }
}
