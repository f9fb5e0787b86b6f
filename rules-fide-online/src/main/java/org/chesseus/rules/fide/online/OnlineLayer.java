package org.chesseus.rules.fide.online;

import java.util.Set;
import org.chesseus.api.kit.RuleKit;
import org.chesseus.api.rules.FideRule;
import org.chesseus.api.rules.RuleBookBuilder;
import org.chesseus.api.rules.RuleLayer;

/**
 * Overlay {@code fide-online}: the FIDE Online Chess Regulations amend the FIDE Laws in three
 * places and keep the rest (stalemate, dead position, fivefold, 75 moves, offers, agreement, flag
 * fall by 6.9, the clock). Threefold repetition (Online 5.4.1) and fifty moves (Online 5.4.4) end
 * the game automatically, as if both players held standing claims, so there is no claim to make
 * and no penalty for an incorrect one (FIDE 9.5.3 leaves the book); resignation always loses
 * (Online 5.2: no {@code RM}). Requires {@code l3}, whose rules it replaces by id.
 */
public final class OnlineLayer implements RuleLayer {

    @Override
    public String id() {
        return "fide-online";
    }

    @Override
    public String title() {
        return "FIDE Online Chess Regulations: automatic threefold and fifty moves, resignation always loses";
    }

    @Override
    public Set<String> requires() {
        return Set.of("l3");
    }

    @Override
    public void contribute(RuleBookBuilder book) {
        book.replace(FideRule.THREEFOLD.id(), claim -> RuleKit.automatic(claim, "FIDE Online 5.4.1"));
        book.replace(FideRule.FIFTY_MOVES.id(), claim -> RuleKit.automatic(claim, "FIDE Online 5.4.4"));
        book.replace(FideRule.RESIGNATION.id(), RuleKit.resignationAlwaysLoses("FIDE Online 5.2"));
        book.remove(FideRule.CLAIM_PENALTY.id());
    }
}
