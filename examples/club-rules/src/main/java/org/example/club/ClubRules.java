package org.example.club;

import java.util.Set;
import org.chesseus.api.kit.RuleKit;
import org.chesseus.api.rules.FideRule;
import org.chesseus.api.rules.RuleBookBuilder;
import org.chesseus.api.rules.RuleLayer;

/** Our club's book: FIDE's, with threefold automatic, resignation always lost, a 30-move rule. */
public final class ClubRules implements RuleLayer {

    @Override
    public String id() {
        return "club";
    }

    @Override
    public String title() {
        return "Club rules: automatic threefold, resignation always loses, 30-move rule";
    }

    @Override
    public Set<String> requires() {
        return Set.of("l3");
    }

    @Override
    public int apiVersion() {
        return RuleLayer.API_VERSION;
    }

    @Override
    public void contribute(RuleBookBuilder book) {
        book.replace(FideRule.THREEFOLD.id(), claim -> RuleKit.automatic(claim, "Club rules 1"));
        book.replace(FideRule.RESIGNATION.id(), RuleKit.resignationAlwaysLoses("Club rules 2"));
        book.replace(FideRule.FIFTY_MOVES.id(), RuleKit.automaticMoves(30, "Club rules 3"));
    }
}
