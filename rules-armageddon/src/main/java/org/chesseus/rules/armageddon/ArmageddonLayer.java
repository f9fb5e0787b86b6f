package org.chesseus.rules.armageddon;

import java.util.Set;
import org.chesseus.api.game.AgreementRule;
import org.chesseus.api.game.ClaimPenaltyRule;
import org.chesseus.api.game.DrawOfferRule;
import org.chesseus.api.kit.RuleKit;
import org.chesseus.api.rules.FideRule;
import org.chesseus.api.rules.RuleBookBuilder;
import org.chesseus.api.rules.RuleLayer;

/**
 * Overlay {@code armageddon}: a decisive game on top of the FIDE book, as events regulate it (FIDE
 * World Cup and Candidates tie-breaks, Norway Chess). The board's code stays and a score code is
 * added: every drawn ending is a Black win ({@code BA}), a White win is {@code WA}. White must be
 * given more time than Black ({@code --white-time}/{@code --black-time}); no draw may be offered or
 * agreed; threefold repetition and fifty moves end the game at once; and the game ends as soon as
 * White can no longer checkmate by any series of legal moves ({@code DP}, scored {@code BA}).
 */
public final class ArmageddonLayer implements RuleLayer {
    /** The layer id. */
    static final String ID = "armageddon";
    /** The article every rule of this overlay cites. */
    static final String ARTICLE = "Armageddon regulations";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Armageddon: a draw counts as a Black win; White has more time";
    }

    @Override
    public Set<String> requires() {
        return Set.of("l3");
    }

    @Override
    public void contribute(RuleBookBuilder book) {
        book.add(new DrawIsBlackWinScoring());
        book.remove(AgreementRule.ID);
        book.remove(DrawOfferRule.ID);
        book.remove(ClaimPenaltyRule.ID);
        book.replace(FideRule.THREEFOLD.id(), claim -> RuleKit.automatic(claim, ARTICLE + " (FIDE 9.2 automatic)"));
        book.replace(FideRule.FIFTY_MOVES.id(), claim -> RuleKit.automatic(claim, ARTICLE + " (FIDE 9.3 automatic)"));
        book.replace(WhiteCannotMateRule.ID, new WhiteCannotMateRule());
        book.replace(FideRule.CLOCK.id(), clock -> RuleKit.amendedClock(clock, ARTICLE + " (FIDE 6.1-6.3)",
                MoreTimeForWhite.SUMMARY, MoreTimeForWhite::check));
    }
}
