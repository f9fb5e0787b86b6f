package org.chesseus.rules.l3;

import java.util.Set;
import org.chesseus.api.kit.RuleKit;
import org.chesseus.api.rules.FideRule;
import org.chesseus.api.rules.RuleBookBuilder;
import org.chesseus.api.rules.RuleLayer;

/**
 * Layer {@code l3}: the rules of people and clocks that make {@code fide} (= l1+l2+l3) the complete
 * FIDE Laws (2023) arbiter — claims of threefold repetition and fifty moves on the present position
 * or on the move to be played (9.2, 9.3) with the penalty for an incorrect claim (9.5.3), draw
 * offers and agreement (9.1, 5.2.3), resignation (5.1.2), flag fall (6.9), illegal moves (7.5), forfeits (an engine's
 * failure, read as 6.9 and 7.5.5 read a loss) and the clock (6). Requires {@code l2}, whose mate question decides 5.1.2, 6.9 and 7.5.5.
 */
public final class ArbiterLayer implements RuleLayer {

    @Override
    public String id() {
        return "l3";
    }

    @Override
    public String title() {
        return "The full FIDE arbiter: people and clocks";
    }

    @Override
    public Set<String> requires() {
        return Set.of("l2");
    }

    @Override
    public void contribute(RuleBookBuilder book) {
        book.add(RuleKit.repetitionClaim(3, FideRule.THREEFOLD.article()));
        book.add(RuleKit.moveClaim(50, FideRule.FIFTY_MOVES.article()));
        book.add(new DrawOfferTimingRule());
        book.add(new AgreementAfterMovesRule());
        book.add(new ResignationUnlessCannotMateRule());
        book.add(new FlagFallRule());
        book.add(new IllegalMovePenaltyRule());
        book.add(new ForfeitUnlessCannotMateRule());
        book.add(new IncorrectClaimPenaltyRule());
        book.add(new FideClockRule());
    }
}
