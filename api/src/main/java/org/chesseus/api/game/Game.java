package org.chesseus.api.game;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.MoveKind;
import org.chesseus.api.PieceType;
import org.chesseus.api.Position;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.rules.RuleBook;

/**
 * A game played under a composed rule book: moves are applied through the book's legality, and
 * after each one (and at the start: a FEN set-up is judged like a position after an irreversible
 * move) the book's {@link PositionRule}s are judged in precedence order; the first ending ends the
 * game. The game keeps the positions since the last irreversible move (capture, pawn move, lost
 * castling right) to count repetitions exactly (FIDE 9.2.3). Not thread-safe.
 */
public final class Game {
    private final RuleBook book;
    private final Legality legality;
    private final List<PositionRule> rules;
    private final List<Position> positions = new ArrayList<>();
    private final List<Move> moves = new ArrayList<>();
    private final List<RepetitionKey> sinceIrreversible = new ArrayList<>();
    private final MateMemory mateMemory;
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
                .toList();
        this.mateMemory = new MateMemory(book);
        positions.add(requireNonNull(start, "start"));
        sinceIrreversible.add(RepetitionKey.of(start, legality));
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

    /** The ruling on the present position. */
    public Ruling ruling() {
        return ruling;
    }

    /** The outcome, once the game has ended. */
    public Optional<Outcome> outcome() {
        return Optional.ofNullable(outcome);
    }

    /** The positions of the game, from the start. */
    public List<Position> positions() {
        return List.copyOf(positions);
    }

    /** The moves played, from the start. */
    public List<Move> moves() {
        return List.copyOf(moves);
    }

    /**
     * Plays a move and rules on the position it produces.
     *
     * @throws org.chesseus.api.IllegalMoveException when the move is not legal, saying why
     * @throws RejectedInputException when the game has already ended
     */
    public Ruling play(Move move) {
        requireNonNull(move, "move");
        if (outcome != null) {
            throw new RejectedInputException(move + ": the game is over (" + outcome.score().pgn() + ", "
                    + outcome.code().code() + ", " + outcome.article() + ")");
        }
        Position before = current();
        Position after = legality.play(before, move);
        lastIrreversible = move.kind().isCapture()
                || before.pieceAt(move.from()).map(piece -> piece.type() == PieceType.PAWN).orElse(false)
                || !before.castlingRights().equals(after.castlingRights());
        if (lastIrreversible) {
            sinceIrreversible.clear();
        }
        sinceIrreversible.add(RepetitionKey.of(after, legality));
        positions.add(after);
        moves.add(move);
        judge();
        return ruling;
    }

    private Position current() {
        return positions.get(positions.size() - 1);
    }

    private void judge() {
        PositionState state = new PositionState(this);
        for (PositionRule rule : rules) {
            Optional<Ending> ending = rule.judge(state);
            if (ending.isPresent()) {
                outcome = new Outcome(ending.get().code(), rule.id(), rule.article(), ending.get().explanation(), ply());
                break;
            }
        }
        ruling = new Ruling(current(), ply(), state.repetitionCount(), state.inCheck(),
                moves.isEmpty() ? null : moves.get(moves.size() - 1), outcome);
    }

    int ply() {
        return moves.size();
    }

    Position position() {
        return current();
    }

    Legality legality() {
        return legality;
    }

    MateMemory mateMemory() {
        return mateMemory;
    }

    Optional<Move> lastMove() {
        return moves.isEmpty() ? Optional.empty() : Optional.of(moves.get(moves.size() - 1));
    }

    int repetitionCount() {
        RepetitionKey present = sinceIrreversible.get(sinceIrreversible.size() - 1);
        int count = 0;
        for (RepetitionKey key : sinceIrreversible) {
            if (key.equals(present)) {
                count++;
            }
        }
        return count;
    }

    boolean blockadeMayHaveArisen() {
        boolean lapsedEnPassant = moves.size() >= 2 && moves.get(moves.size() - 2).kind() == MoveKind.DOUBLE_STEP;
        return moves.isEmpty() || lastIrreversible || lapsedEnPassant;
    }
}
