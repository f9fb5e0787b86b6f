package org.chesseus.rules.l1;

import java.util.Set;
import org.chesseus.api.rules.RuleBookBuilder;
import org.chesseus.api.rules.RuleLayer;

/**
 * Teaching layer {@code underpromotion}, a rung of FideLite's historical ladder on top of
 * {@code core}: a pawn reaching the last rank may become a rook, bishop or knight as well as a
 * queen (FIDE 3.7.3.3). Profile {@code core+underpromotion}.
 */
public final class UnderPromotionLayer implements RuleLayer {

    @Override
    public String id() {
        return "underpromotion";
    }

    @Override
    public String title() {
        return "Teaching rung 2: under-promotion on top of core";
    }

    @Override
    public Set<String> requires() {
        return Set.of("core");
    }

    @Override
    public Set<String> conflicts() {
        return Set.of("l1");
    }

    @Override
    public void contribute(RuleBookBuilder book) {
        book.add(LegalityLayer.underPromotion());
    }
}
