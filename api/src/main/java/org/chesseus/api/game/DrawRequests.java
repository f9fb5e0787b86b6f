package org.chesseus.api.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.Move;
import org.chesseus.api.RejectedInputException;

/**
 * The draws the players ask for: offers standing until accepted, declined or lapsed (FIDE 9.1.2),
 * agreement (5.2.3), claims by the player having the move, on the present position or with the move
 * written first (9.2, 9.3), and incorrect claims, which may give the opponent time and stand as
 * offers (9.5.3, 9.1.2.3).
 */
final class DrawRequests {
    private final Game game;
    private final BookRules rules;
    private final ClaimRule[] claims;
    private final DrawOfferRule offers;
    private final AgreementRule agreement;
    private final ClaimPenaltyRule claimPenalty;
    private final AbortRule abort;
    private final GameOptions options;
    private final Notice notice;
    private final GameClock clock;
    private Color pendingOffer;

    DrawRequests(Game game, BookRules rules, GameOptions options, Notice notice, GameClock clock) {
        this.game = game;
        this.rules = rules;
        this.claims = rules.claims();
        this.offers = rules.single(DrawOfferRule.class);
        this.agreement = rules.single(AgreementRule.class);
        this.claimPenalty = rules.single(ClaimPenaltyRule.class);
        this.abort = rules.single(AbortRule.class);
        this.options = options;
        this.notice = notice;
        this.clock = clock;
    }

    Optional<Color> pendingOffer() {
        return Optional.ofNullable(pendingOffer);
    }

    /** The game ended: an offer has nothing left to draw. */
    void withdraw() {
        pendingOffer = null;
    }

    /** After a move by {@code mover} (0 White, 1 Black): an offer of the other side lapses. */
    void afterMove(int mover) {
        if (pendingOffer != null && pendingOffer.ordinal() != mover) {
            notice.add(pendingOffer.title() + "'s draw offer lapsed: " + pendingOffer.opposite().title()
                    + " moved instead of accepting it (FIDE 9.1.2.2).");
            pendingOffer = null;
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

    /** The draw the player having the move could claim with {@code move} written first; the game is left as it is. */
    Optional<Outcome> claimAfter(Move move) {
        if (game.isOver() || claims.length == 0) {
            return Optional.empty();
        }
        int packed = move.packed();
        game.state().tryMove(packed);
        try {
            return claimNow();
        } finally {
            game.state().takeBack(packed);
        }
    }

    /** A move carrying a draw request: a claim on the position it produces if correct, else an offer (9.1.2.3). */
    Ruling playWithRequest(Move move) {
        game.requireOngoing(move.toString());
        DrawOfferRule rule = rules.required(offers, "a draw request with a move", DrawOfferRule.ID, "FIDE 9.1");
        Color mover = game.state().sideToMove();
        int before = game.state().ply();
        if (!game.advance(move.packed())) {
            if (game.state().ply() > before) {
                notice.add("The move ended the game; the draw request has nothing left to ask.");
            }
            return game.ruling();
        }
        Optional<Outcome> claim = claimNow();
        if (claim.isPresent()) {
            notice.add(mover.title() + " claimed the draw with " + move + " (FIDE 9.2.1, 9.3.1).");
            game.end(claim.get());
            return game.ruling();
        }
        offer(mover, rule, "with the move " + move + " (FIDE 9.1.2.1)");
        return game.changed();
    }

    Ruling offerDraw(Color by) {
        game.requireOngoing("draw offer");
        DrawOfferRule rule = rules.required(offers, "a draw offer", DrawOfferRule.ID, "FIDE 9.1");
        if (clock.flagFirst()) {
            return game.ruling();
        }
        if (pendingOffer == by) {
            notice.add(by.title() + "'s draw offer already stands (FIDE 9.1.2.2).");
            return game.changed();
        }
        Optional<String> refusal = refusal(rule, by);
        if (refusal.isPresent()) {
            throw new RejectedInputException(by.title() + " may not offer a draw: " + refusal.get());
        }
        offer(by, rule, "(FIDE 9.1.2)");
        return game.changed();
    }

    Ruling acceptDraw(Color by) {
        game.requireOngoing("draw acceptance");
        rules.required(agreement, "a draw agreement", AgreementRule.ID, "FIDE 5.2.3");
        if (clock.flagFirst()) {
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
        rules.required(offers, "a draw refusal", DrawOfferRule.ID, "FIDE 9.1");
        if (clock.flagFirst()) {
            return game.ruling();
        }
        if (pendingOffer != by.opposite()) {
            throw new RejectedInputException(by.title() + " cannot decline: no draw offer from " + by.opposite().title() + " stands");
        }
        pendingOffer = null;
        notice.add(by.title() + " declines the draw offer (FIDE 9.1.2.2).");
        return game.changed();
    }

    Ruling claimDraw(Color by) {
        game.requireOngoing("draw claim");
        if (claims.length == 0) {
            throw rules.noClaims();
        }
        if (clock.flagFirst()) {
            return game.ruling();
        }
        if (by != game.state().sideToMove()) {
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

    /** Why {@code by} may not offer a draw now: while the game can be aborted, or by the offer rule. */
    private Optional<String> refusal(DrawOfferRule rule, Color by) {
        if (abort != null) {
            Optional<String> abortable = abort.abortable(game.state());
            if (abortable.isPresent()) {
                return Optional.of("the game can still be aborted (" + abort.article() + ") and " + abortable.get()
                        + "; a draw can be offered once both players have moved");
            }
        }
        return rule.refusal(game.state(), by);
    }

    private void offer(Color by, DrawOfferRule rule, String how) {
        Optional<String> refusal = refusal(rule, by);
        if (refusal.isPresent()) {
            notice.add("No draw offer is made: " + refusal.get());
        } else if (pendingOffer == by.opposite() && agreement != null) {
            notice.add(by.title() + " offers a draw " + how + " while " + by.opposite().title() + "'s offer stands.");
            agree();
        } else {
            pendingOffer = by;
            notice.add(by.title() + " offers a draw " + how + ".");
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
        List<String> shortfalls = new ArrayList<>();
        for (ClaimRule rule : claims) {
            rule.shortfall(game.state()).ifPresent(shortfalls::add);
        }
        notice.add(by.title() + "'s claim is incorrect (FIDE 9.5.3): " + (shortfalls.isEmpty()
                ? "the position has occurred " + game.state().repetitionCount() + " time(s) and the half-move clock"
                        + " stands at " + game.state().halfmoveClock() : String.join("; ", shortfalls)) + ".");
        if (claimPenalty != null && options.claimPenalty()) {
            notice.add(clock.award(by.opposite(), claimPenalty.bonus(game.state(), by), claimPenalty.article()));
        }
        if (offers == null) {
            return;
        }
        if (pendingOffer != by.opposite()) {
            offer(by, offers, "by the incorrect claim (FIDE 9.1.2.3)");
        } else if (agreement != null && agreement.refusal(game.state()).isEmpty()) {
            notice.add("As a draw offer (FIDE 9.1.2.3) it meets " + by.opposite().title() + "'s standing offer.");
            agree();
        } else {
            notice.add(by.opposite().title() + "'s draw offer still stands.");
        }
    }
}
