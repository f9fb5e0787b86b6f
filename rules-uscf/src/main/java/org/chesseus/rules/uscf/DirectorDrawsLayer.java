package org.chesseus.rules.uscf;

import java.util.Set;
import org.chesseus.api.rules.RuleBookBuilder;
import org.chesseus.api.rules.RuleLayer;

/**
 * Layer {@code uscf-14k}, the option of US Chess 14K, off unless composed ({@code uscf+uscf-14k}):
 * the director declares the draws that 14K lets him declare — five repetitions (14K1) and 75 moves
 * without a capture or pawn move (14K2) — as soon as they arise, as FIDE 9.6 does. Requires
 * {@code uscf}.
 */
public final class DirectorDrawsLayer implements RuleLayer {

    @Override
    public String id() {
        return "uscf-14k";
    }

    @Override
    public String title() {
        return "US Chess 14K as an event option: the director declares fivefold repetition and 75 moves";
    }

    @Override
    public Set<String> requires() {
        return Set.of("uscf");
    }

    @Override
    public void contribute(RuleBookBuilder book) {
        book.add(new DirectorFivefoldRule());
        book.add(new DirectorSeventyFiveRule());
    }
}
