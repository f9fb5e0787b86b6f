package org.chesseus.api.game;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.chesseus.api.IllegalMoveException;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.rules.RuleBook;

/**
 * A game played under a composed rule book. Moves are checked against the book's legality and
 * played on a live {@link SearchBoard}; after each one (and at the start: a FEN set-up is judged
 * like a position after an irreversible move) the book's {@link PositionRule}s are judged in
 * precedence order and the first ending ends the game. Repetitions are counted exactly over the
 * positions since the last irreversible move (FIDE 9.2.3; {@link PositionHistory}).
 *
 * <p>{@link #play(Move)} answers with a {@link Ruling}; {@link #advance(int)} is the same with a
 * packed move and no ruling, allocating nothing while the game's rules read only the primitive
 * state — the path for replaying many games. Not thread-safe.
 */
public final class Game {
    private final RuleBook book;
    private final Legality legality;
    private final PositionRule[] rules;
    private final Position start;
    private final SearchBoard board;
    private final int[] legal = new int[256];
    private final PositionHistory history = new PositionHistory();
    private final PositionState state;
    private final MateMemory mateMemory;
    private int[] moves = new int[256];
    private int ply;
    private boolean lastIrreversible = true;
    private Outcome outcome;
    private Ruling ruling;

    private Game(RuleBook book, Position start) {
        this.book = requireNonNull(book, "book");
        this.legality = book.legality();
        this.rules = book.rules().stream()
                .filter(entry -> entry.rule() instanceof PositionRule)
                .map(entry -> (PositionRule) entry.rule())
                .sorted(Comparator.comparingInt(PositionRule::precedence))
                .toArray(PositionRule[]::new);
        this.start = requireNonNull(start, "start");
        this.board = legality.board(start);
        this.state = new PositionState(this);
        this.mateMemory = new MateMemory(book);
        history.push(board, true);
        judge();
    }

    /** A game from a position (the start of the record), judged at once. */
    public static Game start(RuleBook book, Position start) {
        return new Game(book, start);
    }

    /** The rule book of this game. */
    public RuleBook book() {
        return book;
    }

    /** The ruling on the present position (made on first request after each move). */
    public Ruling ruling() {
        if (ruling == null) {
            ruling = new Ruling(state.position(), ply, state.repetitionCount(), state.inCheck(), lastMove().orElse(null),
                    outcome);
        }
        return ruling;
    }

    /** The outcome, once the game has ended. */
    public Optional<Outcome> outcome() {
        return Optional.ofNullable(outcome);
    }

    /** Whether the game has ended. */
    public boolean isOver() {
        return outcome != null;
    }

    /** The moves played, from the start. */
    public List<Move> moves() {
        List<Move> played = new ArrayList<>(ply);
        for (int i = 0; i < ply; i++) {
            played.add(Move.ofPacked(moves[i]));
        }
        return List.copyOf(played);
    }

    /** The positions of the game, from the start, replayed from the record. */
    public List<Position> positions() {
        List<Position> positions = new ArrayList<>(ply + 1);
        SearchBoard replay = legality.board(start);
        positions.add(start);
        for (int i = 0; i < ply; i++) {
            replay.make(moves[i]);
            positions.add(replay.toPosition());
        }
        return List.copyOf(positions);
    }

    /**
     * Plays a move and rules on the position it produces.
     *
     * @throws IllegalMoveException when the move is not legal, saying why
     * @throws RejectedInputException when the game has already ended
     */
    public Ruling play(Move move) {
        advance(requireNonNull(move, "move").packed());
        return ruling();
    }

    /**
     * Plays a move given in packed form ({@link Move#packed()}) and judges the position it produces,
     * without making a ruling.
     *
     * @return whether the game goes on
     * @throws IllegalMoveException when the move is not legal, saying why
     * @throws RejectedInputException when the game has already ended
     */
    public boolean advance(int move) {
        if (outcome != null) {
            throw new RejectedInputException(Move.ofPacked(move) + ": the game is over (" + outcome.score().pgn() + ", "
                    + outcome.code().code() + ", " + outcome.article() + ")");
        }
        if (!isLegal(move)) {
            legality.play(state.position(), Move.ofPacked(move));
            throw new IllegalStateException("the legality accepted " + Move.ofPacked(move) + " but did not generate it");
        }
        int from = Move.fromIndex(move);
        int castling = board.castlingBits();
        boolean pawn = board.pieceOn(from) % 6 == 0;
        board.make(move);
        lastIrreversible = pawn || (Move.flags(move) & Move.CAPTURE) != 0 || castling != board.castlingBits();
        if (ply == moves.length) {
            moves = Arrays.copyOf(moves, ply * 2);
        }
        moves[ply++] = move;
        history.push(board, lastIrreversible);
        judge();
        return outcome == null;
    }

    private boolean isLegal(int move) {
        int n = board.legalMoves(legal, 0);
        for (int i = 0; i < n; i++) {
            if (legal[i] == move) {
                return true;
            }
        }
        return false;
    }

    private void judge() {
        state.reset();
        ruling = null;
        for (PositionRule rule : rules) {
            Optional<Ending> ending = rule.judge(state);
            if (ending.isPresent()) {
                outcome = new Outcome(ending.get().code(), rule.id(), rule.article(), ending.get().explanation(), ply);
                return;
            }
        }
    }

    int ply() {
        return ply;
    }

    SearchBoard board() {
        return board;
    }

    PositionHistory history() {
        return history;
    }

    MateMemory mateMemory() {
        return mateMemory;
    }

    Optional<Move> lastMove() {
        return ply == 0 ? Optional.empty() : Optional.of(Move.ofPacked(moves[ply - 1]));
    }

    boolean blockadeMayHaveArisen() {
        boolean lapsedEnPassant = ply >= 2 && Move.flags(moves[ply - 2]) == Move.DOUBLE_STEP;
        return ply == 0 || lastIrreversible || lapsedEnPassant;
    }
}
