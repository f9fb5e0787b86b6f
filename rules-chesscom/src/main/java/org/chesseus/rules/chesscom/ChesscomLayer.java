package org.chesseus.rules.chesscom;

import java.util.Set;
import org.chesseus.api.game.ClaimRule;
import org.chesseus.api.game.FlagRule;
import org.chesseus.api.game.RepetitionIdentity;
import org.chesseus.api.game.ResignationRule;
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
    static final String FIVEFOLD = "fivefold";
    static final String SEVENTY_FIVE = "seventy-five";
    static final String DEAD_POSITION = "dead-position";

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
        book.replace(ClaimRule.THREEFOLD, new AutomaticThreefoldRule());
        book.replace(ClaimRule.FIFTY_MOVES, new AutomaticFiftyMovesRule());
        // No fivefold or 75-move rule: the automatic threefold and fifty-move draws always come first.
        book.remove(FIVEFOLD);
        book.remove(SEVENTY_FIVE);
        book.replace(RepetitionIdentity.ID, new PseudoLegalEnPassantIdentity());
        book.replace(DEAD_POSITION, new InsufficientMaterialRule());
        book.replace(FlagRule.ID, new TimeoutRule());
        book.replace(ResignationRule.ID, new ResignationLosesRule());
    }
}
