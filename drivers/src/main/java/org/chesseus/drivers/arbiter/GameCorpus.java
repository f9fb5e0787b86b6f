package org.chesseus.drivers.arbiter;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.chesseus.api.Move;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.game.Game;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.drivers.perft.Progress;

/**
 * A fixed corpus of random legal games: each game starts from the start position and picks every
 * move uniformly among the legal ones ({@link SplittableRandom}, whose sequence for a seed is fixed
 * by its specification), until the book ends the game or the ply cap is reached. The same book,
 * seed, count and cap always give the same games. Moves are kept packed ({@link Move#packed()}),
 * as {@link Game#advance(int)} takes them.
 *
 * @param profile the profile of the book the games were played under
 * @param seed the seed of the random choices
 * @param plyCap the most half-moves a game may last
 * @param games the moves of each game, packed
 * @param ended whether each game ended under the book (rather than at the cap)
 */
public record GameCorpus(String profile, long seed, int plyCap, List<int[]> games, boolean[] ended) {
    /** The default seed of {@code bench arbiter}. */
    public static final long DEFAULT_SEED = 20_240_501L;
    /** The default ply cap: far beyond the 75-move rule, so under {@code l2} and up every game ends on its own. */
    public static final int DEFAULT_PLY_CAP = 1_000;

    /** Copies the arrays: the corpus is a value. */
    public GameCorpus {
        requireNonNull(profile, "profile");
        games = games.stream().map(int[]::clone).toList();
        ended = ended.clone();
        if (games.size() != ended.length) {
            throw new IllegalArgumentException("one 'ended' flag per game");
        }
    }

    /**
     * Plays {@code count} random games under {@code book}, reporting each finished game to {@code progress}.
     *
     * @param profile the name of the book's profile, for reports
     */
    public static GameCorpus generate(RuleBook book, String profile, int count, long seed, int plyCap, Progress progress) {
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
        return new GameCorpus(profile, seed, plyCap, games, ended);
    }

    /** The number of games. */
    public int size() {
        return games.size();
    }

    /** The moves of all games together. */
    public long moves() {
        return games.stream().mapToLong(game -> game.length).sum();
    }

    /** The moves of one game, packed (a copy). */
    public int[] game(int index) {
        return games.get(index).clone();
    }

    /** Whether a game ended under the book rather than at the ply cap. */
    public boolean ended(int index) {
        return ended[index];
    }

    /** The number of games that ended under the book. */
    public int endedCount() {
        int count = 0;
        for (boolean end : ended) {
            count += end ? 1 : 0;
        }
        return count;
    }

    @Override
    public boolean[] ended() {
        return ended.clone();
    }

    /** Each game as one line of UCI moves separated by spaces, for a peer (castling as the king's move). */
    public List<String> uciLines(RuleBook book) {
        MoveNotation notation = book.legality().notation(false);
        List<String> lines = new ArrayList<>(games.size());
        for (int[] game : games) {
            SearchBoard board = book.legality().board(Position.start());
            StringBuilder line = new StringBuilder();
            for (int move : game) {
                if (line.length() > 0) {
                    line.append(' ');
                }
                line.append(notation.uci(board.toPosition(), Move.ofPacked(move)));
                board.make(move);
            }
            lines.add(line.toString());
        }
        return lines;
    }
}
