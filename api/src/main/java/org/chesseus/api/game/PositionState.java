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
    private final GameRecord record;
    private final MateMemory mateMemory;
    private final int[] buffer = new int[256];
    private int legalMoveCount;
    private int inCheck;
    private int repetitionCount;
    private Position position;
    private List<Move> legalMoves;

    PositionState(Game game, GameRecord record) {
        this.game = game;
        this.record = record;
        this.mateMemory = new MateMemory(game.book());
        reset();
    }

    /** Tries a move on the record (a claim with the move written first): the state is of the position it produces. */
    void tryMove(int move) {
        record.tryMove(move);
        reset();
    }

    /** Takes back the move tried: the state is of the present position again. */
    void takeBack(int move) {
        record.takeBack(move);
        reset();
    }

    Color sideToMove() {
        return record.sideToMove();
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
        return record.board();
    }

    @Override
    public Position position() {
        if (position == null) {
            position = record.board().toPosition();
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
        return record.ply();
    }

    @Override
    public int halfmoveClock() {
        return record.halfmoveClock();
    }

    @Override
    public int repetitionCount() {
        if (repetitionCount < 0) {
            repetitionCount = record.repetitionCount();
        }
        return repetitionCount;
    }

    @Override
    public List<Integer> repetitionPlies() {
        return record.repetitionPlies();
    }

    @Override
    public Position start() {
        return record.start();
    }

    @Override
    public String san(int ply) {
        return record.san(ply);
    }

    @Override
    public boolean inCheck() {
        if (inCheck < 0) {
            inCheck = record.board().inCheck() ? 1 : 0;
        }
        return inCheck == 1;
    }

    @Override
    public int legalMoveCount() {
        if (legalMoveCount < 0) {
            legalMoveCount = record.board().countLegalMoves();
        }
        return legalMoveCount;
    }

    @Override
    public List<Move> legalMoves() {
        if (legalMoves == null) {
            int n = record.board().legalMoves(buffer, 0);
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
        return record.lastMove();
    }

    @Override
    public boolean blockadeMayHaveArisen() {
        return record.blockadeMayHaveArisen();
    }

    @Override
    public GameOptions options() {
        return game.options();
    }

    @Override
    public MateAnswer canMate(Color mater, MateBudget budget) {
        return mateMemory.canMate(this, mater, budget, !record.tentative());
    }

    @Override
    public MateAnswer quickCanMate(Color mater) {
        return mateMemory.quickCanMate(this, mater, !record.tentative());
    }

    @Override
    public boolean provenCannotMate(Color mater) {
        return mateMemory.proven(mater);
    }
}
