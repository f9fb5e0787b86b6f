package org.chesseus.tools.arbiter;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.chesseus.api.IllegalMoveException;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.game.Game;
import org.chesseus.api.pgn.PgnGame;
import org.chesseus.api.pgn.PgnMove;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.tools.perft.Progress;

/**
 * A corpus of recorded games ({@code bench arbiter --corpus FILE}, by default the repository's
 * real-games corpus {@code benchmarks/corpus/engine-games.pgn.gz}): each game starts from its
 * {@code FEN} tag's position when it has one ({@code SetUp "1"}), else from the start position, and
 * its SAN moves are played under the book with {@link Game#advance(int)}. Where the book's
 * automatic ending fires (mate, stalemate, dead position, fivefold, 75 moves under {@code fide}) the
 * game is cut at that ply and marked ended; a game the book does not end keeps all its moves (a
 * claimed threefold, for instance, is no automatic ending).
 */
public final class RecordedGames {
    /** The real-games corpus, from the project root. */
    public static final String DEFAULT = "benchmarks/corpus/engine-games.pgn.gz";

    private RecordedGames() {
    }

    /**
     * The corpus of {@code records} as {@code book} judges them.
     *
     * @param source the name of the file, for reports and errors
     * @throws RejectedInputException naming the game, its PGN line and the move when a set-up cannot
     *     be read or a move is not legal
     */
    public static GameCorpus read(RuleBook book, List<PgnGame> records, String source, Progress progress) {
        if (records.isEmpty()) {
            throw new RejectedInputException(source + ": no game to replay");
        }
        List<Position> starts = new ArrayList<>(records.size());
        List<int[]> games = new ArrayList<>(records.size());
        boolean[] ended = new boolean[records.size()];
        long moves = 0;
        progress.start(records.size());
        for (int i = 0; i < records.size(); i++) {
            PgnGame record = records.get(i);
            Position start = record.startPosition(book.legality());
            Game game = Game.start(book, start);
            int[] played = play(book, game, record, start, i + 1, source);
            starts.add(start);
            games.add(played);
            ended[i] = game.isOver();
            moves += played.length;
            progress.advance(i + 1, moves);
        }
        return new GameCorpus(source, starts, games, ended);
    }

    /** Plays the record's moves until they run out or the book ends the game; the moves played, packed. */
    private static int[] play(RuleBook book, Game game, PgnGame record, Position start, int number, String source) {
        MoveNotation notation = book.legality().notation(record.isChess960());
        SearchBoard board = book.legality().board(start);
        int[] played = new int[record.moves().size()];
        int ply = 0;
        for (PgnMove written : record.moves()) {
            if (game.isOver()) {
                break;
            }
            int move;
            try {
                move = notation.parseSan(board.toPosition(), written.san()).packed();
            } catch (IllegalMoveException illegal) {
                String reason = illegal.getMessage().replace("'" + written.san() + "': ", "");
                throw new RejectedInputException(source + ": game " + number + ", PGN line " + written.line() + ": '"
                        + written.san() + "' (ply " + (ply + 1) + "): " + reason);
            }
            game.advance(move);
            board.make(move);
            played[ply++] = move;
        }
        return Arrays.copyOf(played, ply);
    }
}
