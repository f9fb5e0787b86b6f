package org.chesseus.api.game;

import java.time.Duration;
import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.Move;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.clock.ChessClock;
import org.chesseus.api.clock.TimeControl;

/**
 * The clock of a game under the book's clock and flag rules (FIDE 6): started for the side to move
 * (6.5), pressed after each move, stopped at the end, read before every action — a flag that fell
 * first ends the game by the flag rule (6.9) and the action comes too late — and given the time an
 * article awards (7.5.5, 9.5.3) — allocating nothing while no clock is attached.
 */
final class GameClock {
    private final Game game;
    private final BookRules rules;
    private final GameOptions options;
    private final FlagRule flag;
    private final AbortRule abort;
    private final Notice notice;
    private final ChessClock clock;

    /**
     * The clock {@code options} ask for, or none.
     *
     * @throws RejectedInputException when a clock is asked for under a book without the rules
     *     {@code clock} and {@code flag-fall}
     */
    GameClock(Game game, BookRules rules, GameOptions options, Notice notice) {
        this.game = game;
        this.rules = rules;
        this.options = options;
        this.flag = rules.single(FlagRule.class);
        this.abort = rules.single(AbortRule.class);
        this.notice = notice;
        this.clock = options.timeControl().map(this::clock).orElse(null);
    }

    private ChessClock clock(TimeControl control) {
        ClockRule rule = rules.required(rules.single(ClockRule.class), "a clock", ClockRule.ID, "FIDE 6");
        rules.required(flag, "a clock", FlagRule.ID, "FIDE 6.9");
        return rule.clock(control, options.timeSource(), options.whiteTime(), options.blackTime());
    }

    Optional<ClockReading> reading() {
        if (clock == null) {
            return Optional.empty();
        }
        return Optional.of(new ClockReading(Duration.ofNanos(clock.remainingNanos(Color.WHITE)),
                Duration.ofNanos(clock.remainingNanos(Color.BLACK)), clock.running().orElse(null), options.timeClass()));
    }

    /** Starts the clock of the side to move, unless the set-up already ended the game. */
    void start() {
        if (clock != null && !game.isOver()) {
            clock.start(game.state().sideToMove());
        }
    }

    void stop() {
        if (clock != null) {
            clock.stop();
        }
    }

    /** After a move that leaves the game going on. */
    void press() {
        if (clock != null) {
            clock.press();
        }
    }

    /**
     * Before a move: whether it may be played — false when the mover's flag fell before it came
     * (the game then ends by the flag rule and the move is not played).
     */
    boolean beforeMove(int move) {
        notice.clear();
        if (clock == null || !flagDown()) {
            return true;
        }
        notice.add(Move.ofPacked(move) + " came after the flag fell and is not played.");
        return false;
    }

    /** Reads the clock before an action: true when the running side's flag fell first and ended the game. */
    boolean flagFirst() {
        notice.clear();
        if (!flagDown()) {
            return false;
        }
        notice.add("The flag fell before this action, which comes too late.");
        return true;
    }

    private boolean flagDown() {
        if (clock == null) {
            return false;
        }
        Optional<Color> running = clock.running();
        if (running.isEmpty() || !clock.flagFallen(running.get())) {
            return false;
        }
        endByFlag(flag, running.get());
        return true;
    }

    /** Ends the game on {@code flagged}'s fallen flag: by the flag rule, or as an abort while the book allows one. */
    private void endByFlag(FlagRule rule, Color flagged) {
        Optional<Ending> aborted = BookRules.abortInstead(abort, game.state(), flagged.title() + "'s flag fell");
        if (aborted.isPresent()) {
            game.end(abort, aborted.get());
        } else {
            game.end(rule, rule.flagFall(game.state(), flagged));
        }
    }

    /** The flag of {@code flagged} reported fallen (6.9): the attached clock, if any, must show it. */
    Ruling flagFall(Color flagged) {
        game.requireOngoing("flag fall");
        FlagRule rule = rules.required(flag, "a flag fall", FlagRule.ID, "FIDE 6.9");
        if (flagFirst()) {
            return game.ruling();
        }
        if (clock != null && !clock.flagFallen(flagged)) {
            throw new RejectedInputException(flagged.title() + "'s flag has not fallen: "
                    + ClockReading.format(Duration.ofNanos(clock.remainingNanos(flagged))) + " left on the clock");
        }
        endByFlag(rule, flagged);
        return game.ruling();
    }

    /**
     * A reading of the clocks: a flag that has fallen ends the game. No action came, so nothing
     * comes too late: the ending's own sentence is all there is to say.
     */
    Ruling read() {
        notice.clear();
        if (!game.isOver() && flagDown()) {
            return game.ruling();
        }
        return game.changed();
    }

    /** Gives time to {@code side} where a clock is attached, and says so. */
    String award(Color side, Duration time, String article) {
        String amount = ClockReading.format(time);
        if (clock == null) {
            return side.title() + " would get " + amount + " on a clock (" + article + "); no clock is attached.";
        }
        clock.addTime(side, time);
        return side.title() + " gets " + amount + " (" + article + ").";
    }
}
