package org.chesseus.api.game;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.IllegalMoveException;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
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
 * {@code l2}) the action is refused naming that rule.
 *
 * <p>{@link #advance(int)} plays a packed move without a ruling, allocating nothing while no clock
 * is attached and the game's rules read only the primitive state — the path for replaying many
 * games. Not thread-safe.
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
    private final Arbiter arbiter;
    private final ScoringRule scoring;
    private final RepetitionIdentity identity;
    private final boolean restartsOnLostRights;
    private int[] halfmoveClocks = new int[256];
    private int[] moves = new int[256];
    private int ply;
    private boolean lastIrreversible = true;
    private boolean tentative;
    private Outcome outcome;
    private Ruling ruling;

    private Game(RuleBook book, Position start, GameOptions options) {
        this.book = requireNonNull(book, "book");
        this.legality = book.legality();
        this.rules = book.rules().stream()
                .filter(entry -> entry.rule() instanceof PositionRule)
                .map(entry -> (PositionRule) entry.rule())
                .sorted(Comparator.comparingInt(PositionRule::precedence))
                .toArray(PositionRule[]::new);
        this.scoring = rule(book, ScoringRule.class);
        this.identity = rule(book, RepetitionIdentity.class);
        HalfmoveClockRule clockRule = rule(book, HalfmoveClockRule.class);
        this.restartsOnLostRights = clockRule != null && clockRule.restartsOnLostRights();
        this.start = requireNonNull(start, "start");
        this.board = legality.board(start);
        halfmoveClocks[0] = board.halfmoveClock();
        this.state = new PositionState(this);
        this.mateMemory = new MateMemory(book);
        this.arbiter = new Arbiter(this, book, options);
        record(true, 0);
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
    public RuleBook book() {
        return book;
    }

    /** The clock and event regulations of this game. */
    public GameOptions options() {
        return arbiter.options();
    }

    /** The ruling on the present position (made on first request after each action). */
    public Ruling ruling() {
        if (ruling == null) {
            ruling = new Ruling(this, arbiter);
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
            throw new RejectedInputException(Move.ofPacked(move) + ": the game is over (" + over() + ")");
        }
        if (!arbiter.beforeMove(move)) {
            return false;
        }
        if (!isLegal(move)) {
            legality.play(state.position(), Move.ofPacked(move));
            throw new IllegalStateException("the legality accepted " + Move.ofPacked(move) + " but did not generate it");
        }
        int mover = board.sideToMove();
        step(move);
        judge();
        arbiter.afterMove(mover);
        return outcome == null;
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
        int packed = requireNonNull(move, "move").packed();
        if (outcome != null || !arbiter.hasClaims()) {
            return Optional.empty();
        }
        if (!isLegal(packed)) {
            legality.play(state.position(), move);
            throw new IllegalStateException("the legality accepted " + move + " but did not generate it");
        }
        int irreversibleFrom = history.irreversibleFrom();
        boolean wasIrreversible = lastIrreversible;
        step(packed);
        state.reset();
        tentative = true;
        try {
            return arbiter.claimNow();
        } finally {
            tentative = false;
            ply--;
            history.pop(irreversibleFrom);
            board.unmake(packed);
            lastIrreversible = wasIrreversible;
            state.reset();
        }
    }

    private void step(int move) {
        int from = Move.fromIndex(move);
        int castling = board.castlingBits();
        boolean lostEnPassant = restartsOnLostRights && board.enPassantSquare() >= 0;
        boolean pawn = board.pieceOn(from) % 6 == 0;
        board.make(move);
        lastIrreversible = pawn || (Move.flags(move) & Move.CAPTURE) != 0 || castling != board.castlingBits();
        if (ply + 1 == moves.length) {
            moves = Arrays.copyOf(moves, moves.length * 2);
            halfmoveClocks = Arrays.copyOf(halfmoveClocks, moves.length);
        }
        moves[ply++] = move;
        record(lastIrreversible || lostEnPassant, move);
    }

    /** Records the present position and its half-move counter, {@code restart} when the move to it was irreversible. */
    private void record(boolean restart, int move) {
        if (ply > 0) {
            halfmoveClocks[ply] = restartsOnLostRights ? (restart ? 0 : halfmoveClocks[ply - 1] + 1) : board.halfmoveClock();
        }
        if (identity == null) {
            history.push(board, restart);
        } else {
            history.push(board, restart, identity, move);
        }
    }

    /** The half-move counter of the present position, as the book counts it ({@link HalfmoveClockRule}). */
    int halfmoveClock() {
        return halfmoveClocks[ply];
    }

    private static <T> T rule(RuleBook book, Class<T> type) {
        return book.rules().stream().map(entry -> entry.rule()).filter(type::isInstance).map(type::cast)
                .findFirst().orElse(null);
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
                outcome = outcomeOf(rule, ending.get());
                return;
            }
        }
    }

    private String over() {
        return outcome.score().pgn() + ", " + outcome.code().code() + ", " + outcome.article();
    }

    void requireOngoing(String action) {
        if (outcome != null) {
            throw new RejectedInputException(action + ": the game is over (" + over() + ")");
        }
    }

    Outcome outcomeOf(Rule rule, Ending ending) {
        ResultCode scored = scoring == null ? ending.code() : scoring.scoreCode(ending.code()).orElse(ending.code());
        return new Outcome(ending.code(), rule.id(), rule.article(), ending.explanation(), ply, scored);
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

    Color sideToMove() {
        return board.sideToMove() == 0 ? Color.WHITE : Color.BLACK;
    }

    GameState state() {
        return state;
    }

    int ply() {
        return ply;
    }

    boolean tentative() {
        return tentative;
    }

    SearchBoard board() {
        return board;
    }

    PositionHistory history() {
        return history;
    }

    Optional<Color> pendingOffer() {
        return arbiter.pendingOffer();
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
