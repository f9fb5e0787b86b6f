package org.chesseus.tools.arbiter;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import org.chesseus.api.CastlingNotation;
import org.chesseus.api.FenWriter;
import org.chesseus.api.Move;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.game.Game;
import org.chesseus.api.rules.RuleBook;

/**
 * The games of {@code bench arbiter}, as the book judged them when the corpus was made: each game's
 * start position, its moves packed ({@link Move#packed()}, as {@link Game#advance(int)} takes them)
 * up to the ply where the book ended it or to the end of its moves, and whether the book ended it
 * there. Made by {@link RandomGames} (random legal games, fixed seed) or {@link RecordedGames}
 * (a PGN record such as the repository's real-games corpus). A replay under the same book must end
 * every game exactly where the corpus says.
 *
 * @param source what the games are, for reports ({@code random (seed 20240501)} or the file read)
 * @param starts the position each game starts from
 * @param games the moves of each game, packed
 * @param ended whether the book ended each game at its last move (rather than the moves running out)
 */
public record GameCorpus(String source, List<Position> starts, List<int[]> games, boolean[] ended) {
    /** Copies the arrays: the corpus is a value. */
    public GameCorpus {
        requireNonNull(source, "source");
        starts = List.copyOf(starts);
        games = games.stream().map(int[]::clone).toList();
        ended = ended.clone();
        if (games.size() != ended.length || games.size() != starts.size()) {
            throw new IllegalArgumentException("one start position and one 'ended' flag per game");
        }
    }

    /** The number of games. */
    public int size() {
        return games.size();
    }

    /** The moves of all games together. */
    public long moves() {
        return games.stream().mapToLong(game -> game.length).sum();
    }

    /** The position a game starts from. */
    public Position start(int index) {
        return starts.get(index);
    }

    /** The moves of one game, packed (a copy). */
    public int[] game(int index) {
        return games.get(index).clone();
    }

    /** Whether the book ended a game at its last move. */
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

    /**
     * Each game as one line for a peer, in the words of the UCI {@code position} command: {@code
     * startpos moves e2e4 e7e5 …} for a game from the start position, else {@code fen <six fields>
     * moves …}; castling as the king's move (standard chess).
     */
    public List<String> uciLines(RuleBook book) {
        MoveNotation notation = book.legality().notation(false);
        FenWriter fen = new FenWriter(book.legality(), CastlingNotation.STANDARD);
        List<String> lines = new ArrayList<>(games.size());
        for (int i = 0; i < games.size(); i++) {
            Position start = starts.get(i);
            StringBuilder line = new StringBuilder(start.equals(Position.start()) ? "startpos" : "fen " + fen.write(start));
            line.append(" moves");
            SearchBoard board = book.legality().board(start);
            for (int move : games.get(i)) {
                line.append(' ').append(notation.uci(board.toPosition(), Move.ofPacked(move)));
                board.make(move);
            }
            lines.add(line.toString());
        }
        return lines;
    }
}
