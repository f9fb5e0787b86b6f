package org.chesseus.rules.lichess;

import java.util.Set;
import org.chesseus.api.game.ClaimRule;
import org.chesseus.api.kit.RuleKit;
import org.chesseus.api.rules.FideRule;
import org.chesseus.api.rules.RuleBookBuilder;
import org.chesseus.api.rules.RuleLayer;

/**
 * Plugin {@code lichess}: the rules the Lichess server applies (its open-source rules library,
 * scalachess, and the game server lila), over the FIDE book. The fifty-move draw is automatic at 100
 * half-moves and there is no 75-move rule; fivefold repetition is automatic (FIDE 9.6.1 unchanged);
 * threefold repetition is a claim that the site makes for the player by default (auto-claim; the
 * layer {@code lichess-manual-claim} turns it off); dead position is judged by material only and
 * reported {@code IM}; a fallen flag loses unless the opponent's own material cannot mate, and draws
 * while the opponent's draw offer stands; resignation always loses; until both players have moved a
 * game is abortable — a resignation or a fallen flag aborts it with no result, and no draw can be
 * offered; an incorrect claim costs no time (the site offers a claim only when it is valid). Written
 * against the kernel's interfaces only, as any third party would. Requires {@code l3}.
 */
public final class LichessLayer implements RuleLayer {
    /** Where the rules of the site's code are found. */
    static final String CODE = "Lichess (code: scalachess)";

    @Override
    public String id() {
        return "lichess";
    }

    @Override
    public String title() {
        return "Lichess: automatic fifty moves, auto-claimed threefold, material-only draws, its flag rule";
    }

    @Override
    public Set<String> requires() {
        return Set.of("l3");
    }

    @Override
    public void contribute(RuleBookBuilder book) {
        book.replace(FideRule.FIFTY_MOVES.id(), RuleKit.automaticFiftyMoves(CODE));
        // No 75-move rule: the automatic fifty-move draw at 100 half-moves always comes first.
        book.remove(FideRule.SEVENTY_FIVE.id());
        book.replace(FideRule.THREEFOLD.id(), new AutoClaimedThreefoldRule());
        book.replace(FideRule.DEAD_POSITION.id(), RuleKit.insufficientMaterial(CODE, "The game is drawn at once when"
                + " neither side has the material to mate (bare kings, a lone minor piece, bishops on one colour); other"
                + " dead positions play on. From the site's code.", new MatingMaterial()));
        book.replace(FideRule.FLAG_FALL.id(), new LichessFlagRule());
        book.replace(FideRule.RESIGNATION.id(), RuleKit.resignationAlwaysLoses("Lichess (code: lila)"));
        book.add(new AbortBeforeBothMovedRule());
        // The claim button appears only when a claim is valid: there is no incorrect claim to penalise.
        book.remove(FideRule.CLAIM_PENALTY.id());
    }

    /**
     * Lichess's threefold repetition as a claim: the player having the move may claim the draw once
     * the position has occurred three times (positions compared by the legal measure of en passant, as
     * FIDE 9.2.3). From the site's code (scalachess {@code threefoldRepetition}).
     */
    static ClaimRule threefoldClaim() {
        return RuleKit.repetitionClaim(3, CODE);
    }
}
