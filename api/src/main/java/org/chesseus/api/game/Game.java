package org.chesseus.api.game;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.IllegalMoveException;
import org.chesseus.api.Move;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.rules.Rule;
import org.chesseus.api.rules.RuleBook;

/**
 * A game played under a composed rule book. Moves are checked against the book's legality and
 * played on a live {@link SearchBoard}; after each one (and at the start: a FEN set-up is judged
 * like a position after an irreversible move) the book's {@link PositionRule}s are judged in
 * precedence order and the first ending ends the game. Repetitions are counted exactly over the
 * positions since the last irreversible move (FIDE 9.2.3; {@link PositionHistory}).
 *
 * <p>The players act through the book's action rules: a move may carry a draw request (a claim on
 * the position it produces if correct, 9.2.1 and 9.3.1, else an offer, 9.1.2.3); offers, acceptance
 * and claims (9.1-9.5, 5.2.3); resignation by either player at any moment (5.1.2); a flag fall
 * (6.9) and illegal moves (7.5). A clock is attached at the start ({@link GameOptions}): moves press
 * it, and a flag it shows on a move or any other action ends the game by the flag rule unless the
 * board ended it first (6.2.1.1). Every action answers with a {@link Ruling}; once the game is over
 * every action is refused, and under a book without the rule an action needs (profiles {@code l1},
 * {@code l2}) the action is refused naming that rule. Under a book with an {@link AbortRule} (a
 * platform's), a resignation or a flag while the game can still be aborted ends it with no result
 * ({@link ResultCode#ABORTED}), and no draw can be offered then.
 *
 * <p>{@link #advance(int)} plays a packed move without a ruling, allocating nothing while no clock
 * is attached and the game's rules read only the primitive state — the path for replaying many
 * games. Not thread-safe.
 */
public final class Game implements GameView {
    private final RuleBook book;
    private final PositionJudge judge;
    private final GameRecord record;
    private final PositionState state;
    private final Arbiter arbiter;
    private Outcome outcome;
    private Ruling ruling;

    private Game(RuleBook book, Position start, GameOptions options) {
        this.book = requireNonNull(book, "book");
        this.judge = PositionJudge.of(book);
        this.record = new GameRecord(book, requireNonNull(start, "start"));
        this.state = new PositionState(this, record);
        this.arbiter = new Arbiter(this, book, options);
        judge();
        arbiter.startClock();
    }

    /** A game from a position (the start of the record), judged at once, with no clock. */
    public static Game start(RuleBook book, Position start) {
        return new Game(book, start, GameOptions.none());
    }

    /**
     * A game from a position with a clock and event regulations; the clock of the side to move
     * starts at once (FIDE 6.5).
     *
     * @throws RejectedInputException when a clock is asked for under a book without the rules
     *     {@code clock} and {@code flag-fall} (layer {@code l3})
     */
    public static Game start(RuleBook book, Position start, GameOptions options) {
        return new Game(book, start, options);
    }

    /** The rule book of this game. */
    @Override
    public RuleBook book() {
        return book;
    }

    /** The clock and event regulations of this game. */
    @Override
    public GameOptions options() {
        return arbiter.options();
    }

    /** The ruling on the present position (made on first request after each action). */
    @Override
    public Ruling ruling() {
        if (ruling == null) {
            ruling = new Ruling(this, arbiter);
        }
        return ruling;
    }

    /** The outcome, once the game has ended. */
    @Override
    public Optional<Outcome> outcome() {
        return Optional.ofNullable(outcome);
    }

    /** Whether the game has ended. */
    @Override
    public boolean isOver() {
        return outcome != null;
    }

    /** The moves played, from the start. */
    @Override
    public List<Move> moves() {
        return record.moves();
    }

    /** The positions of the game, from the start, replayed from the record. */
    @Override
    public List<Position> positions() {
        return record.positions();
    }

    /**
     * Plays a move and rules on the position it produces. With a clock, a move that comes after
     * the mover's flag fell is not played: the flag rule ends the game.
     *
     * @throws IllegalMoveException when the move is not legal, saying why
     * @throws RejectedInputException when the game has already ended
     */
    public Ruling play(Move move) {
        advance(requireNonNull(move, "move").packed());
        return ruling();
    }

    /**
     * Plays a move; with {@code drawRequest}, the player claims a draw on the position the move
     * produces (FIDE 9.2.1, 9.3.1) — a correct claim ends the game — and otherwise offers one with
     * the move (9.1.2.1, 9.1.2.3). A move that ends the game (checkmate) stands before any request.
     *
     * @throws IllegalMoveException when the move is not legal, saying why
     * @throws RejectedInputException when the game has already ended, or a draw request is made
     *     under a book without the rule {@code draw-offer}
     */
    public Ruling play(Move move, boolean drawRequest) {
        requireNonNull(move, "move");
        return drawRequest ? arbiter.playWithRequest(move) : play(move);
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
            requireOngoing(Move.ofPacked(move).toString());
        }
        if (!arbiter.beforeMove(move)) {
            return false;
        }
        int mover = record.board().sideToMove();
        record.play(move);
        judge();
        arbiter.afterMove(mover);
        return outcome == null;
    }

    /**
     * Plays the move written in SAN, read by {@code notation} (the book's, {@link
     * org.chesseus.api.Legality#notation(boolean)}) on the game's live board, and judges the
     * position it produces without making a ruling, as {@link #advance(int)} does: the path for
     * replaying recorded games, which needs no {@link Position} a move.
     *
     * @return whether the game goes on
     * @throws IllegalMoveException when the text names no legal move or several, saying why
     * @throws RejectedInputException when the game has already ended
     */
    public boolean advance(String san, MoveNotation notation) {
        requireNonNull(notation, "notation");
        if (outcome != null) {
            requireOngoing(requireNonNull(san, "san"));
        }
        return advance(notation.parseSan(record.board(), san));
    }

    /**
     * The player {@code by} offers a draw (FIDE 9.1.2): it stands until the opponent accepts or
     * declines it, or moves. An offer meeting the opponent's standing offer is an agreement.
     *
     * @throws RejectedInputException when the book or the event forbids the offer now, or the game is over
     */
    public Ruling offerDraw(Color by) {
        return arbiter.offerDraw(requireNonNull(by, "by"));
    }

    /**
     * The player {@code by} accepts the opponent's standing offer: the game is drawn by agreement
     * (5.2.3), provided both players have made at least one move.
     *
     * @throws RejectedInputException when no offer of the opponent stands, the agreement is not
     *     valid yet, or the game is over
     */
    public Ruling acceptDraw(Color by) {
        return arbiter.acceptDraw(requireNonNull(by, "by"));
    }

    /**
     * The player {@code by} declines the opponent's standing offer (9.1.2.2).
     *
     * @throws RejectedInputException when no offer of the opponent stands, or the game is over
     */
    public Ruling declineDraw(Color by) {
        return arbiter.declineDraw(requireNonNull(by, "by"));
    }

    /**
     * The player {@code by}, having the move, claims a draw on the present position (9.2, 9.3). A
     * correct claim ends the game; an incorrect one may give the opponent time (9.5.3) and stands
     * as a draw offer (9.1.2.3).
     *
     * @throws RejectedInputException when {@code by} does not have the move, the book has no claim
     *     rule, or the game is over
     */
    public Ruling claimDraw(Color by) {
        return arbiter.claimDraw(requireNonNull(by, "by"));
    }

    /**
     * The player {@code by} resigns — at any moment, on the move or not (5.1.2).
     *
     * @throws RejectedInputException when the book has no rule {@code resignation}, or the game is over
     */
    public Ruling resign(Color by) {
        return arbiter.resign(requireNonNull(by, "by"));
    }

    /**
     * The flag of {@code flagged} has fallen (6.9), as an arbiter or an outside clock reports it.
     * With a clock attached, its own reading decides: a flag that has not fallen is refused.
     *
     * @throws RejectedInputException when the book has no rule {@code flag-fall}, the attached
     *     clock shows time left, or the game is over
     */
    public Ruling flagFall(Color flagged) {
        return arbiter.flagFall(requireNonNull(flagged, "flagged"));
    }

    /**
     * The player {@code by} cannot play on for a cause no article names — an engine's illegal move,
     * crash or disconnection ({@code cause}, a fragment such as "crashed"): a loss, or a draw when
     * the opponent cannot mate ({@link ForfeitRule}).
     *
     * @throws RejectedInputException when the book has no rule {@code forfeit}, or the game is over
     */
    public Ruling forfeit(Color by, String cause) {
        return arbiter.forfeit(requireNonNull(by, "by"), requireNonNull(cause, "cause"));
    }

    /**
     * The player {@code by} completed an illegal move, found and taken back (7.5.1): the first
     * gives the opponent time, the second loses unless the opponent cannot mate (7.5.5).
     *
     * @throws RejectedInputException when the book has no rule {@code illegal-move}, or the game is over
     */
    public Ruling illegalMove(Color by) {
        return arbiter.illegalMove(requireNonNull(by, "by"));
    }

    /** Applies {@code action} (the front ends' shared vocabulary), as its named method here does. */
    public Ruling apply(Action action) {
        return requireNonNull(action, "action").applyTo(this);
    }

    /** Reads the clock: a flag that has fallen ends the game by the flag rule (6.9). */
    public Ruling readClock() {
        return arbiter.readClock();
    }

    /**
     * The draw the player having the move could claim with {@code move} written first, on the
     * position it would produce (9.2.1, 9.3.1), as the outcome it would give; the game is left as
     * it is. Empty once the game is over or under a book without claims.
     *
     * @throws IllegalMoveException when the move is not legal, saying why
     */
    public Optional<Outcome> claimAfter(Move move) {
        return arbiter.claimAfter(requireNonNull(move, "move"));
    }

    private void judge() {
        state.reset();
        ruling = null;
        outcome = judge.ending(state, record.ply()).orElse(null);
    }

    void requireOngoing(String action) {
        if (outcome != null) {
            throw new RejectedInputException(action + ": the game is over (" + outcome.score().pgn() + ", "
                    + outcome.code().code() + ", " + outcome.article() + ")");
        }
    }

    Outcome outcomeOf(Rule rule, Ending ending) {
        return judge.outcomeOf(rule, ending, record.ply());
    }

    void end(Rule rule, Ending ending) {
        end(outcomeOf(rule, ending));
    }

    void end(Outcome ended) {
        outcome = ended;
        ruling = null;
        arbiter.stop();
    }

    /** The ruling after an action changed what it shows. */
    Ruling changed() {
        ruling = null;
        return ruling();
    }

    boolean isCurrent(Ruling asked) {
        return ruling == asked;
    }

    PositionState state() {
        return state;
    }

    Optional<Color> pendingOffer() {
        return arbiter.pendingOffer();
    }
}
