package org.chesseus.rules.l1;

import java.util.Set;
import org.chesseus.api.rules.RuleBookBuilder;
import org.chesseus.api.rules.RuleLayer;

/**
 * Teaching layer {@code double-step}, a rung of FideLite's historical ladder on top of
 * {@code core}: a pawn on its first move may advance two squares, and the double step brings en
 * passant with it (FIDE 3.7.2, 3.7.3.1-3.7.3.2). Profile {@code core+underpromotion+double-step}.
 */
public final class DoubleStepLayer implements RuleLayer {

    @Override
    public String id() {
        return "double-step";
    }

    @Override
    public String title() {
        return "Teaching rung 3: the pawn's double step with en passant on top of core";
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
        book.add(LegalityLayer.doubleStep());
    }
}
