package org.chesseus.benchmarks;

import java.util.ServiceLoader;
import java.util.SplittableRandom;
import org.chesseus.api.Legality;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;

/**
 * Positions of random legal games under the {@code l1} book, for the evaluation benchmarks: from the
 * start, one uniformly random legal move after another (seed fixed, so every run sees the same
 * positions), a new game when one ends or reaches 100 half-moves without a capture or pawn move; every
 * phase from the opening to bare endgames.
 */
public final class RandomGames {
    private RandomGames() {
    }

    /** A copy of the board of each of {@code count} successive positions. */
    public static SearchBoard[] boards(int count) {
        Legality legality = new RuleBookComposer(ServiceLoader.load(RuleLayer.class).stream()
                .map(ServiceLoader.Provider::get).toList()).compose("l1").legality();
        SplittableRandom random = new SplittableRandom(20_240_607L);
        int[] moves = new int[256];
        SearchBoard[] boards = new SearchBoard[count];
        SearchBoard board = legality.board(Position.start());
        for (int i = 0; i < count; i++) {
            int legal = board.legalMoves(moves, 0);
            if (legal == 0 || board.halfmoveClock() >= 100) {
                board = legality.board(Position.start());
                legal = board.legalMoves(moves, 0);
            }
            board.make(moves[random.nextInt(legal)]);
            boards[i] = board.copy();
        }
        return boards;
    }
}
