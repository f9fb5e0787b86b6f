package org.chesseus.search.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.chesseus.api.SearchBoard;

/** Positions from games of random legal moves: the evaluation's property tests range over them. */
final class RandomGames {
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private RandomGames() {
    }

    /** The board after up to {@code plies} random legal plies from the start (fewer if the game ends). */
    static SearchBoard after(long seed, int plies) {
        SplittableRandom random = new SplittableRandom(seed);
        SearchBoard board = Boards.of(START);
        int[] moves = new int[256];
        for (int i = 0; i < plies; i++) {
            int count = board.legalMoves(moves, 0);
            if (count == 0) {
                break;
            }
            board.make(moves[random.nextInt(count)]);
        }
        return board;
    }

    /** Every position of {@code games} random games of up to {@code plies} plies, as FEN. */
    static List<String> positions(long seed, int games, int plies) {
        List<String> fens = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(seed);
        int[] moves = new int[256];
        for (int game = 0; game < games; game++) {
            SearchBoard board = Boards.of(START);
            for (int i = 0; i < plies; i++) {
                int count = board.legalMoves(moves, 0);
                if (count == 0) {
                    break;
                }
                board.make(moves[random.nextInt(count)]);
                fens.add(Boards.fen(board));
            }
        }
        return fens;
    }
}
