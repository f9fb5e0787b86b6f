package org.chesseus.tools.arbiter;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.game.Game;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.tools.perft.Progress;

/**
 * A fixed corpus of random legal games ({@code bench arbiter --corpus random}): each game starts
 * from the start position and picks every move uniformly among the legal ones ({@link
 * SplittableRandom}, whose sequence for a seed is fixed by its specification), until the book ends
 * the game or the ply cap is reached. The same book, seed, count and cap always give the same games.
 */
public final class RandomGames {
    /** The default seed of {@code bench arbiter --corpus random}. */
    public static final long DEFAULT_SEED = 20_240_501L;
    /** The default ply cap: far beyond the 75-move rule, so under {@code l2} and up every game ends on its own. */
    public static final int DEFAULT_PLY_CAP = 1_000;
    /** The default number of games. */
    public static final int DEFAULT_GAMES = 200;

    private RandomGames() {
    }

    /** Plays {@code count} random games under {@code book}, reporting each finished game to {@code progress}. */
    public static GameCorpus generate(RuleBook book, int count, long seed, int plyCap, Progress progress) {
        if (count < 1 || plyCap < 1) {
            throw new IllegalArgumentException("a corpus needs at least one game and a ply cap of at least 1");
        }
        SplittableRandom random = new SplittableRandom(seed);
        List<int[]> games = new ArrayList<>(count);
        boolean[] ended = new boolean[count];
        int[] legal = new int[256];
        long moves = 0;
        progress.start(count);
        for (int i = 0; i < count; i++) {
            Game game = Game.start(book, Position.start());
            SearchBoard board = book.legality().board(Position.start());
            int[] played = new int[64];
            int ply = 0;
            while (!game.isOver() && ply < plyCap) {
                int move = legal[random.nextInt(board.legalMoves(legal, 0))];
                game.advance(move);
                board.make(move);
                if (ply == played.length) {
                    played = Arrays.copyOf(played, ply * 2);
                }
                played[ply++] = move;
            }
            games.add(Arrays.copyOf(played, ply));
            ended[i] = game.isOver();
            moves += ply;
            progress.advance(i + 1, moves);
        }
        return new GameCorpus("random (seed " + seed + ", at most " + plyCap + " plies)",
                Collections.nCopies(count, Position.start()), games, ended);
    }
}
