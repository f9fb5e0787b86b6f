package org.chesseus.api.game;

import java.util.List;
import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateBudget;
import org.chesseus.api.rules.RuleBook;

/** The {@link GameState} of one position of a {@link Game}, computing each answer at most once. */
final class PositionState implements GameState {
    private final Game game;
    private List<Move> legalMoves;
    private Boolean inCheck;
    private int repetitionCount = -1;

    PositionState(Game game) {
        this.game = game;
    }

    @Override
    public Position position() {
        return game.position();
    }

    @Override
    public RuleBook book() {
        return game.book();
    }

    @Override
    public int ply() {
        return game.ply();
    }

    @Override
    public int halfmoveClock() {
        return position().halfmoveClock();
    }

    @Override
    public int repetitionCount() {
        if (repetitionCount < 0) {
            repetitionCount = game.repetitionCount();
        }
        return repetitionCount;
    }

    @Override
    public boolean inCheck() {
        if (inCheck == null) {
            inCheck = game.legality().inCheck(position(), position().sideToMove());
        }
        return inCheck;
    }

    @Override
    public List<Move> legalMoves() {
        if (legalMoves == null) {
            legalMoves = game.legality().legalMoves(position());
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
    public MateAnswer canMate(Color mater, MateBudget budget) {
        return game.mateMemory().canMate(position(), mater, budget);
    }
}
