package org.chesseus.api.game;

import static java.util.Objects.requireNonNull;

import java.time.Duration;
import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.Move;
import org.chesseus.api.rules.RuleBook;

/**
 * The players' actions and the clock of a {@link Game}, ruled by the book's action rules: draw
 * offers, agreement, claims, resignation, flag fall, illegal moves (FIDE 5.1.2, 5.2.3, 6, 7.5,
 * 9.1-9.5). Before any action the running clock is read: a flag that fell first ends the game by
 * the flag rule and the action comes too late. A book without the rule an action needs refuses it,
 * naming the rule. The draws are {@link DrawRequests}' to rule, the clock {@link GameClock}'s.
 */
final class Arbiter {
    private final Game game;
    private final GameOptions options;
    private final BookRules rules;
    private final Notice notice = new Notice();
    private final GameClock clock;
    private final DrawRequests draws;
    private final ResignationRule resignation;
    private final IllegalMoveRule illegalMoves;
    private final ForfeitRule forfeit;
    private final AbortRule abort;
    private final int[] illegalCounts = new int[2];

    Arbiter(Game game, RuleBook book, GameOptions options) {
        this.game = game;
        this.options = requireNonNull(options, "options");
        this.rules = BookRules.of(book);
        this.resignation = rules.single(ResignationRule.class);
        this.illegalMoves = rules.single(IllegalMoveRule.class);
        this.forfeit = rules.single(ForfeitRule.class);
        this.abort = rules.single(AbortRule.class);
        this.clock = new GameClock(game, rules, options, notice);
        this.draws = new DrawRequests(game, rules, options, notice, clock);
    }

    GameOptions options() {
        return options;
    }

    Optional<Color> pendingOffer() {
        return draws.pendingOffer();
    }

    Optional<String> notice() {
        return notice.text();
    }

    int illegalMoves(Color side) {
        return illegalCounts[side.ordinal()];
    }

    Optional<ClockReading> reading() {
        return clock.reading();
    }

    /** Starts the clock of the side to move, unless the set-up already ended the game. */
    void startClock() {
        clock.start();
    }

    /** The game ended: the clocks stop and an offer has nothing left to draw. */
    void stop() {
        draws.withdraw();
        clock.stop();
    }

    /**
     * Before a move: whether it may be played — false when the mover's flag fell before it came
     * (the game then ends by the flag rule and the move is not played). Allocates nothing without
     * a clock.
     */
    boolean beforeMove(int move) {
        return clock.beforeMove(move);
    }

    /** After a move by {@code mover} (0 White, 1 Black): an offer of the other side lapses, the clock is pressed. */
    void afterMove(int mover) {
        if (game.isOver()) {
            stop();
            return;
        }
        draws.afterMove(mover);
        clock.press();
    }

    /** The draw the player having the move may claim now, as the outcome it would give. */
    Optional<Outcome> claimNow() {
        return draws.claimNow();
    }

    Optional<Outcome> claimAfter(Move move) {
        return draws.claimAfter(move);
    }

    Ruling playWithRequest(Move move) {
        return draws.playWithRequest(move);
    }

    Ruling offerDraw(Color by) {
        return draws.offerDraw(by);
    }

    Ruling acceptDraw(Color by) {
        return draws.acceptDraw(by);
    }

    Ruling declineDraw(Color by) {
        return draws.declineDraw(by);
    }

    Ruling claimDraw(Color by) {
        return draws.claimDraw(by);
    }

    Ruling resign(Color by) {
        game.requireOngoing("resignation");
        ResignationRule rule = rules.required(resignation, "resignation", ResignationRule.ID, "FIDE 5.1.2");
        if (clock.flagFirst()) {
            return game.ruling();
        }
        Optional<Ending> aborted = BookRules.abortInstead(abort, game.state(), by.title() + " resigned");
        if (aborted.isPresent()) {
            game.end(abort, aborted.get());
            return game.ruling();
        }
        game.end(rule, rule.resign(game.state(), by));
        return game.ruling();
    }

    Ruling forfeit(Color by, String cause) {
        game.requireOngoing("forfeit");
        ForfeitRule rule = rules.required(forfeit, "a forfeit", ForfeitRule.ID, "Chesseus forfeit");
        if (!clock.flagFirst()) {
            game.end(rule, rule.forfeit(game.state(), by, cause));
        }
        return game.ruling();
    }

    Ruling flagFall(Color flagged) {
        return clock.flagFall(flagged);
    }

    Ruling illegalMove(Color by) {
        game.requireOngoing("illegal move");
        IllegalMoveRule rule = rules.required(illegalMoves, "an illegal move", IllegalMoveRule.ID, "FIDE 7.5");
        if (clock.flagFirst()) {
            return game.ruling();
        }
        int count = ++illegalCounts[by.ordinal()];
        Optional<Ending> forfeit = rule.forfeit(game.state(), by, count);
        if (forfeit.isPresent()) {
            game.end(rule, forfeit.get());
            return game.ruling();
        }
        Duration bonus = rule.bonus(game.state(), by, count);
        notice.add(by.title() + "'s illegal move no. " + count + " is taken back and the position before it stands (FIDE 7.5.1); "
                + clock.award(by.opposite(), bonus, rule.article()));
        return game.changed();
    }

    /** A reading of the clocks: a flag that has fallen ends the game. */
    Ruling readClock() {
        return clock.read();
    }
}
