package org.chesseus.rules.chesscom;

import java.util.Set;
import org.chesseus.api.kit.RuleKit;
import org.chesseus.api.rules.FideRule;
import org.chesseus.api.rules.RuleBookBuilder;
import org.chesseus.api.rules.RuleLayer;

/**
 * Plugin {@code chesscom}: the rules Chess.com applies, over the FIDE book. Its code is not public,
 * so every rule here rests on the site's help pages ("Draws", "Timeouts", "Insufficient material")
 * and says so. Threefold repetition and fifty moves end the game automatically, so FIDE's fivefold
 * and 75-move rules never come into play; the game is drawn by insufficient material ({@code IM}) at
 * once when each side has at most a king and one minor piece, or two knights face a bare king; on
 * timeout only the material of the side with time counts (a lone king, K+B or K+N draw; K+N+N wins);
 * resignation always loses; repetitions count an en-passant square pseudo-legally. Written against the kernel's interfaces only, as any third party would.
 * Requires {@code l3}.
 */
public final class ChesscomLayer implements RuleLayer {
    static final String HELP = "Chess.com (help pages)";

    @Override
    public String id() {
        return "chesscom";
    }

    @Override
    public String title() {
        return "Chess.com: automatic threefold and fifty, insufficient material by its lists, its timeout rule";
    }

    @Override
    public Set<String> requires() {
        return Set.of("l3");
    }

    @Override
    public void contribute(RuleBookBuilder book) {
        book.replace(FideRule.THREEFOLD.id(), claim -> RuleKit.automatic(claim, HELP));
        book.replace(FideRule.FIFTY_MOVES.id(), claim -> RuleKit.automatic(claim, HELP));
        // No fivefold or 75-move rule: the automatic threefold and fifty-move draws always come first.
        book.remove(FideRule.FIVEFOLD.id());
        book.remove(FideRule.SEVENTY_FIVE.id());
        book.replace(FideRule.REPETITION.id(), new PseudoLegalEnPassantIdentity());
        book.replace(FideRule.DEAD_POSITION.id(),
                RuleKit.insufficientMaterial(HELP, InsufficientMaterial.SUMMARY, new InsufficientMaterial()));
        book.replace(FideRule.FLAG_FALL.id(), new TimeoutRule());
        book.replace(FideRule.RESIGNATION.id(), RuleKit.resignationAlwaysLoses(HELP));
    }
}
