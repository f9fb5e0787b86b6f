package org.chesseus.api.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateBudget;
import org.chesseus.api.rules.RuleBook;

/**
 * The {@link GameState} of a {@link Game}'s present position: one object per game, reset after
 * every move, computing each answer at most once.
 */
final class PositionState implements GameState {
    private final Game game;
    private final int[] buffer = new int[256];
    private int legalMoveCount;
    private int inCheck;
    private int repetitionCount;
    private Position position;
    private List<Move> legalMoves;

    PositionState(Game game) {
        this.game = game;
        reset();
    }

    void reset() {
        legalMoveCount = -1;
        inCheck = -1;
        repetitionCount = -1;
        position = null;
        legalMoves = null;
    }

    @Override
    public SearchBoard board() {
        return game.board();
    }

    @Override
    public Position position() {
        if (position == null) {
            position = game.board().toPosition();
        }
        return position;
    }

    @Override
    public RuleBook book() {
        return game.book();
    }

    @Override
    public Optional<Color> pendingOffer() {
        return game.pendingOffer();
    }

    @Override
    public int ply() {
        return game.ply();
    }

    @Override
    public int halfmoveClock() {
        return game.halfmoveClock();
    }

    @Override
    public int repetitionCount() {
        if (repetitionCount < 0) {
            repetitionCount = game.history().count();
        }
        return repetitionCount;
    }

    @Override
    public boolean inCheck() {
        if (inCheck < 0) {
            inCheck = game.board().inCheck() ? 1 : 0;
        }
        return inCheck == 1;
    }

    @Override
    public int legalMoveCount() {
        if (legalMoveCount < 0) {
            legalMoveCount = game.board().countLegalMoves();
        }
        return legalMoveCount;
    }

    @Override
    public List<Move> legalMoves() {
        if (legalMoves == null) {
            int n = game.board().legalMoves(buffer, 0);
            List<Move> moves = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                moves.add(Move.ofPacked(buffer[i]));
            }
            legalMoves = List.copyOf(moves);
        }
        return legalMoves;
    }

    @Override
    public Optional<Move> lastMove() {
        return game.lastMove();
    }

    @Override
    public boolean blockadeMayHaveArisen() {
        return game.blockadeMayHaveArisen();
    }

    @Override
    public GameOptions options() {
        return game.options();
    }

    @Override
    public MateAnswer canMate(Color mater, MateBudget budget) {
        return game.mateMemory().canMate(this, mater, budget, !game.tentative());
    }

    @Override
    public boolean provenCannotMate(Color mater) {
        return game.mateMemory().proven(mater);
    }
}
