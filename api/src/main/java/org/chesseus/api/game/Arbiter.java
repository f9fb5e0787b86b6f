package org.chesseus.api.game;

import static java.util.Objects.requireNonNull;

import java.time.Duration;
import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.Move;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.clock.ChessClock;
import org.chesseus.api.clock.TimeControl;
import org.chesseus.api.rules.Rule;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleEntry;

/**
 * The players' actions and the clock of a {@link Game}, ruled by the book's action rules: draw
 * offers, agreement, claims, resignation, flag fall, illegal moves (FIDE 5.1.2, 5.2.3, 6, 7.5,
 * 9.1-9.5). Before any action the running clock is read: a flag that fell first ends the game by
 * the flag rule and the action comes too late. A book without the rule an action needs refuses it,
 * naming the rule.
 */
final class Arbiter {
    private final Game game;
    private final RuleBook book;
    private final GameOptions options;
    private final ClaimRule[] claims;
    private final DrawOfferRule offers;
    private final AgreementRule agreement;
    private final ResignationRule resignation;
    private final FlagRule flag;
    private final IllegalMoveRule illegalMoves;
    private final ClaimPenaltyRule claimPenalty;
    private final ForfeitRule forfeit;
    private final ChessClock clock;
    private final int[] illegalCounts = new int[2];
    private Color pendingOffer;
    private String notice;

    Arbiter(Game game, RuleBook book, GameOptions options) {
        this.game = game;
        this.book = book;
        this.options = requireNonNull(options, "options");
        this.claims = book.rules().stream().map(RuleEntry::rule)
                .filter(ClaimRule.class::isInstance).map(ClaimRule.class::cast).toArray(ClaimRule[]::new);
        this.offers = single(DrawOfferRule.class);
        this.agreement = single(AgreementRule.class);
        this.resignation = single(ResignationRule.class);
        this.flag = single(FlagRule.class);
        this.illegalMoves = single(IllegalMoveRule.class);
        this.claimPenalty = single(ClaimPenaltyRule.class);
        this.forfeit = single(ForfeitRule.class);
        this.clock = options.timeControl().map(this::clock).orElse(null);
    }

    GameOptions options() {
        return options;
    }

    /** The clock, or null: the game's hot path checks it once per move. */
    ChessClock clock() {
        return clock;
    }

    Optional<Color> pendingOffer() {
        return Optional.ofNullable(pendingOffer);
    }

    Optional<String> notice() {
        return Optional.ofNullable(notice);
    }

    int illegalMoves(Color side) {
        return illegalCounts[side.ordinal()];
    }

    Optional<ClockReading> reading() {
        if (clock == null) {
            return Optional.empty();
        }
        return Optional.of(new ClockReading(Duration.ofNanos(clock.remainingNanos(Color.WHITE)),
                Duration.ofNanos(clock.remainingNanos(Color.BLACK)), clock.running().orElse(null), options.timeClass()));
    }

    /** Starts the clock of the side to move, unless the set-up already ended the game. */
    void startClock() {
        if (clock != null && !game.isOver()) {
            clock.start(game.sideToMove());
        }
    }

    /** The game ended: the clocks stop and an offer has nothing left to draw. */
    void stop() {
        pendingOffer = null;
        if (clock != null) {
            clock.stop();
        }
    }

    /**
     * Before a move: whether it may be played — false when the mover's flag fell before it came
     * (the game then ends by the flag rule and the move is not played). Allocates nothing without
     * a clock.
     */
    boolean beforeMove(int move) {
        notice = null;
        if (clock == null || !flagDown()) {
            return true;
        }
        note(Move.ofPacked(move) + " came after the flag fell and is not played.");
        return false;
    }

    /** After a move by {@code mover} (0 White, 1 Black): an offer of the other side lapses, the clock is pressed. */
    void afterMove(int mover) {
        if (game.isOver()) {
            stop();
            return;
        }
        if (pendingOffer != null && pendingOffer.ordinal() != mover) {
            note(pendingOffer.title() + "'s draw offer lapsed: " + pendingOffer.opposite().title()
                    + " moved instead of accepting it (FIDE 9.1.2.2).");
            pendingOffer = null;
        }
        if (clock != null) {
            clock.press();
        }
    }

    /** The draw the player having the move may claim now, as the outcome it would give. */
    Optional<Outcome> claimNow() {
        for (ClaimRule rule : claims) {
            Optional<Ending> ending = rule.claimable(game.state());
            if (ending.isPresent()) {
                return Optional.of(game.outcomeOf(rule, ending.get()));
            }
        }
        return Optional.empty();
    }

    boolean hasClaims() {
        return claims.length > 0;
    }

    /** A move carrying a draw request: a claim on the position it produces if correct, else an offer (9.1.2.3). */
    Ruling playWithRequest(Move move) {
        game.requireOngoing(move.toString());
        DrawOfferRule rule = required(offers, "a draw request with a move", DrawOfferRule.ID, "FIDE 9.1");
        Color mover = game.sideToMove();
        int before = game.ply();
        if (!game.advance(move.packed())) {
            if (game.ply() > before) {
                note("The move ended the game; the draw request has nothing left to ask.");
            }
            return game.ruling();
        }
        Optional<Outcome> claim = claimNow();
        if (claim.isPresent()) {
            note(mover.title() + " claimed the draw with " + move + " (FIDE 9.2.1, 9.3.1).");
            game.end(claim.get());
            return game.ruling();
        }
        offer(mover, rule, "with the move " + move + " (FIDE 9.1.2.1)");
        return game.changed();
    }

    Ruling offerDraw(Color by) {
        game.requireOngoing("draw offer");
        DrawOfferRule rule = required(offers, "a draw offer", DrawOfferRule.ID, "FIDE 9.1");
        if (flagFirst()) {
            return game.ruling();
        }
        if (pendingOffer == by) {
            note(by.title() + "'s draw offer already stands (FIDE 9.1.2.2).");
            return game.changed();
        }
        Optional<String> refusal = rule.refusal(game.state(), by);
        if (refusal.isPresent()) {
            throw new RejectedInputException(by.title() + " may not offer a draw: " + refusal.get());
        }
        offer(by, rule, "(FIDE 9.1.2)");
        return game.changed();
    }

    Ruling acceptDraw(Color by) {
        game.requireOngoing("draw acceptance");
        required(agreement, "a draw agreement", AgreementRule.ID, "FIDE 5.2.3");
        if (flagFirst()) {
            return game.ruling();
        }
        if (pendingOffer != by.opposite()) {
            throw new RejectedInputException(by.title() + " cannot accept: no draw offer from "
                    + by.opposite().title() + " stands" + (pendingOffer == by ? " (the offer standing is " + by.title() + "'s own)" : ""));
        }
        agree();
        return game.ruling();
    }

    Ruling declineDraw(Color by) {
        game.requireOngoing("draw refusal");
        required(offers, "a draw refusal", DrawOfferRule.ID, "FIDE 9.1");
        if (flagFirst()) {
            return game.ruling();
        }
        if (pendingOffer != by.opposite()) {
            throw new RejectedInputException(by.title() + " cannot decline: no draw offer from " + by.opposite().title() + " stands");
        }
        pendingOffer = null;
        note(by.title() + " declines the draw offer (FIDE 9.1.2.2).");
        return game.changed();
    }

    Ruling claimDraw(Color by) {
        game.requireOngoing("draw claim");
        if (claims.length == 0) {
            throw missing("a draw claim", ClaimRule.THREEFOLD + "' or '" + ClaimRule.FIFTY_MOVES, "FIDE 9.2, 9.3");
        }
        if (flagFirst()) {
            return game.ruling();
        }
        if (by != game.sideToMove()) {
            throw new RejectedInputException(by.title() + " may not claim now: only the player having the move claims"
                    + " (FIDE 9.2.1, 9.3.1); write the move and claim with it, or offer a draw");
        }
        Optional<Outcome> claim = claimNow();
        if (claim.isPresent()) {
            game.end(claim.get());
            return game.ruling();
        }
        incorrectClaim(by);
        return game.changed();
    }

    Ruling resign(Color by) {
        game.requireOngoing("resignation");
        ResignationRule rule = required(resignation, "resignation", ResignationRule.ID, "FIDE 5.1.2");
        if (flagFirst()) {
            return game.ruling();
        }
        game.end(rule, rule.resign(game.state(), by));
        return game.ruling();
    }

    Ruling forfeit(Color by, String cause) {
        game.requireOngoing("forfeit");
        ForfeitRule rule = required(forfeit, "a forfeit", ForfeitRule.ID, "FIDE 6.9, 7.5.5");
        if (!flagFirst()) {
            game.end(rule, rule.forfeit(game.state(), by, cause));
        }
        return game.ruling();
    }

    Ruling flagFall(Color flagged) {
        game.requireOngoing("flag fall");
        FlagRule rule = required(flag, "a flag fall", FlagRule.ID, "FIDE 6.9");
        if (flagFirst()) {
            return game.ruling();
        }
        if (clock != null && !clock.flagFallen(flagged)) {
            throw new RejectedInputException(flagged.title() + "'s flag has not fallen: "
                    + ClockReading.format(Duration.ofNanos(clock.remainingNanos(flagged))) + " left on the clock");
        }
        game.end(rule, rule.flagFall(game.state(), flagged));
        return game.ruling();
    }

    Ruling illegalMove(Color by) {
        game.requireOngoing("illegal move");
        IllegalMoveRule rule = required(illegalMoves, "an illegal move", IllegalMoveRule.ID, "FIDE 7.5");
        if (flagFirst()) {
            return game.ruling();
        }
        int count = ++illegalCounts[by.ordinal()];
        Optional<Ending> forfeit = rule.forfeit(game.state(), by, count);
        if (forfeit.isPresent()) {
            game.end(rule, forfeit.get());
            return game.ruling();
        }
        Duration bonus = rule.bonus(game.state(), by, count);
        note(by.title() + "'s illegal move no. " + count + " is taken back and the position before it stands (FIDE 7.5.1); "
                + award(by.opposite(), bonus, rule.article()));
        return game.changed();
    }

    /** A reading of the clocks: a flag that has fallen ends the game. */
    Ruling readClock() {
        if (!game.isOver() && flagFirst()) {
            return game.ruling();
        }
        return game.changed();
    }

    private void offer(Color by, DrawOfferRule rule, String how) {
        Optional<String> refusal = rule.refusal(game.state(), by);
        if (refusal.isPresent()) {
            note("No draw offer is made: " + refusal.get());
        } else if (pendingOffer == by.opposite() && agreement != null) {
            note(by.title() + " offers a draw " + how + " while " + by.opposite().title() + "'s offer stands.");
            agree();
        } else {
            pendingOffer = by;
            note(by.title() + " offers a draw " + how + ".");
        }
    }

    private void agree() {
        Optional<String> refusal = agreement.refusal(game.state());
        if (refusal.isPresent()) {
            throw new RejectedInputException("No draw by agreement yet: " + refusal.get()
                    + "; the offer stands until " + pendingOffer.opposite().title() + " moves");
        }
        game.end(agreement, agreement.agreed(game.state()));
    }

    private void incorrectClaim(Color by) {
        note(by.title() + "'s claim is incorrect: the position has occurred " + game.state().repetitionCount()
                + " time(s) and the half-move clock stands at " + game.state().halfmoveClock() + " (FIDE 9.5.3).");
        if (claimPenalty != null && options.claimPenalty()) {
            note(award(by.opposite(), claimPenalty.bonus(game.state(), by), claimPenalty.article()));
        }
        if (offers == null) {
            return;
        }
        if (pendingOffer != by.opposite()) {
            offer(by, offers, "by the incorrect claim (FIDE 9.1.2.3)");
        } else if (agreement != null && agreement.refusal(game.state()).isEmpty()) {
            note("As a draw offer (FIDE 9.1.2.3) it meets " + by.opposite().title() + "'s standing offer.");
            agree();
        } else {
            note(by.opposite().title() + "'s draw offer still stands.");
        }
    }

    /** Gives time to {@code side} where a clock is attached, and says so. */
    private String award(Color side, Duration time, String article) {
        String amount = ClockReading.format(time);
        if (clock == null) {
            return side.title() + " would get " + amount + " on a clock (" + article + "); no clock is attached.";
        }
        clock.addTime(side, time);
        return side.title() + " gets " + amount + " (" + article + ").";
    }

    /** Reads the clock before an action: true when the running side's flag fell first and ended the game. */
    private boolean flagFirst() {
        notice = null;
        if (!flagDown()) {
            return false;
        }
        note("The flag fell before this action, which comes too late.");
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
        game.end(flag, flag.flagFall(game.state(), running.get()));
        return true;
    }

    private void note(String sentence) {
        notice = notice == null ? sentence : notice + " " + sentence;
    }

    private ChessClock clock(TimeControl control) {
        ClockRule rule = required(single(ClockRule.class), "a clock", ClockRule.ID, "FIDE 6");
        required(flag, "a clock", FlagRule.ID, "FIDE 6.9");
        return rule.clock(control, options.timeSource(), options.whiteTime(), options.blackTime());
    }

    private <T extends Rule> T single(Class<T> type) {
        T found = null;
        for (RuleEntry entry : book.rules()) {
            if (type.isInstance(entry.rule())) {
                if (found != null) {
                    throw new RejectedInputException("profile '" + book.profile() + "' holds two " + type.getSimpleName()
                            + "s, '" + found.id() + "' and '" + entry.id() + "'; an overlay replaces the rule it amends");
                }
                found = type.cast(entry.rule());
            }
        }
        return found;
    }

    private <T> T required(T rule, String action, String id, String article) {
        if (rule == null) {
            throw missing(action, id, article);
        }
        return rule;
    }

    private RejectedInputException missing(String action, String id, String article) {
        if (book.layers().contains("l3")) {
            return new RejectedInputException(action + " needs rule '" + id + "' (" + article + "), which profile '"
                    + book.profile() + "' leaves out");
        }
        return new RejectedInputException(action + " needs layer l3; profile '" + book.profile() + "' has no rule '"
                + id + "' (" + article + ")");
    }
}
