package org.chesseus.rules.uscf;

import java.util.Set;
import org.chesseus.api.kit.RuleKit;
import org.chesseus.api.rules.FideRule;
import org.chesseus.api.rules.RuleBookBuilder;
import org.chesseus.api.rules.RuleLayer;

/**
 * Overlay {@code uscf}: the US Chess Federation's Official Rules of Chess (7th edition) where they
 * differ from the FIDE book it amends. Triple occurrence (14C) and fifty moves (14F) are claims, as
 * in FIDE; there is no automatic fivefold or 75-move ending — the director <em>may</em> declare them
 * (14K), which the optional layer {@code uscf-14k} ({@link DirectorDrawsLayer}) does; resignation
 * always loses; a fallen flag draws only by 14E (the opponent has a lone king, or only a minor piece,
 * or two knights against a pawnless flagger, and no forced win); sudden death without an increment is
 * played with a simple delay (5E, 5F). Requires {@code l3}; every other rule of {@code fide} stands.
 */
public final class UscfLayer implements RuleLayer {

    @Override
    public String id() {
        return "uscf";
    }

    @Override
    public String title() {
        return "US Chess (7th edition): claims, 14E on time, no automatic 9.6, resignation loses, delay clocks";
    }

    @Override
    public Set<String> requires() {
        return Set.of("l3");
    }

    @Override
    public void contribute(RuleBookBuilder book) {
        // 14K: the director may declare these draws; the layer uscf-14k adds them back as an event option.
        book.remove(FideRule.FIVEFOLD.id());
        book.remove(FideRule.SEVENTY_FIVE.id());
        book.replace(FideRule.THREEFOLD.id(), RuleKit.repetitionClaim(3, "USCF 14C"));
        book.replace(FideRule.FIFTY_MOVES.id(), RuleKit.moveClaim(50, "USCF 14F"));
        book.replace(FideRule.RESIGNATION.id(), RuleKit.resignationAlwaysLoses("USCF 13"));
        book.replace(FideRule.FLAG_FALL.id(), new InsufficientMaterialOnTimeRule());
        book.replace(FideRule.CLOCK.id(), clock -> RuleKit.amendedClock(clock, "USCF 5E, 5F", DelayClocks.SUMMARY,
                (control, white, black) -> DelayClocks.asPlayed(control)));
    }
}
