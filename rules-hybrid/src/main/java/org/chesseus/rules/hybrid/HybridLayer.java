package org.chesseus.rules.hybrid;

import java.util.Set;
import org.chesseus.api.game.ClaimPenaltyRule;
import org.chesseus.api.game.ClaimRule;
import org.chesseus.api.game.FlagRule;
import org.chesseus.api.game.RepetitionIdentity;
import org.chesseus.api.game.ResignationRule;
import org.chesseus.api.rules.RuleBookBuilder;
import org.chesseus.api.rules.RuleLayer;

/**
 * Overlay {@code hybrid}: the mixed book FideLite's author proposes for online play (RULES-NOTES
 * §10), taking from FIDE and US Chess what seems fairest. From FIDE, unchanged: legality (l1),
 * fivefold and 75 moves automatic and dead position at once (l2, 9.6 and 5.2.2), offers and
 * agreement, clocks, illegal moves (l3). No claims of threefold or fifty moves. Its own: the
 * repetition identity measures castling and en passant by what could legally be played now, for
 * both sides; the half-move counter restarts on every irreversible event, lost castling and
 * en-passant rights included; flag fall and resignation are judged by the forced-mate test of
 * US Chess 14E, with the insufficient class widened to any number of same-coloured bishops.
 */
public final class HybridLayer implements RuleLayer {
    /** The article prefix of the rules this overlay writes. */
    static final String BOOK = "Hybrid";

    @Override
    public String id() {
        return "hybrid";
    }

    @Override
    public String title() {
        return "The hybrid book for online play (FideLite's author): FIDE's board, US Chess 14E's flag, no claims";
    }

    @Override
    public Set<String> requires() {
        return Set.of("l3");
    }

    @Override
    public void contribute(RuleBookBuilder book) {
        book.remove(ClaimRule.THREEFOLD);
        book.remove(ClaimRule.FIFTY_MOVES);
        book.remove(ClaimPenaltyRule.ID);
        book.replace(RepetitionIdentity.ID, new LegalCastlingIdentity());
        book.add(new IrreversibleEventCounter());
        book.replace(FlagRule.ID, new ForcedWinTest.Flag());
        book.replace(ResignationRule.ID, new ForcedWinTest.Resignation());
    }
}
