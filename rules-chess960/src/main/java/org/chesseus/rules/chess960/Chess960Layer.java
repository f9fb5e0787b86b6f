package org.chesseus.rules.chess960;

import java.util.Set;
import org.chesseus.api.Chess960;
import org.chesseus.api.rules.FideRule;
import org.chesseus.api.rules.Rule;
import org.chesseus.api.rules.RuleBookBuilder;
import org.chesseus.api.rules.RuleLayer;

/**
 * Overlay {@code chess960}: Chess960 as the FIDE Laws' Guidelines II describe it. The game starts
 * from one of 960 arrays (II.2), numbered 0–959 after Scharnagl (518 is the standard array), and is
 * then played under the same rules as standard chess (II.1): legality, castling (3.8, whose l1
 * geometry is Chess960-general: king and rook end on g/f or c/d, II.3), the draws and the arbiter
 * of whatever book it joins — {@code fide+chess960}, {@code uscf+chess960}. It adds one rule, the
 * setup, by which drivers read FEN as X-FEN or Shredder-FEN and write castling as {@code O-O} in
 * SAN and as king takes rook in UCI ({@code UCI_Chess960}). Requires only {@code l1}.
 */
public final class Chess960Layer implements RuleLayer {
    /** The rule id of the setup, by which drivers recognise a Chess960 book. */
    static final String SETUP = FideRule.CHESS960_SETUP.id();

    @Override
    public String id() {
        return "chess960";
    }

    @Override
    public String title() {
        return "Chess960: 960 start arrays, Chess960 castling notation, every rule unchanged";
    }

    @Override
    public Set<String> requires() {
        return Set.of("l1");
    }

    @Override
    public void contribute(RuleBookBuilder book) {
        book.add(Rule.of(SETUP, FideRule.CHESS960_SETUP.article(),
                "The game starts from one of 960 arrays (Scharnagl number 0-959, 518 the standard one) and is played"
                        + " under the book's rules unchanged; castling is written O-O / O-O-O, in UCI as the king taking"
                        + " its own rook, in FEN as X-FEN or Shredder-FEN.", Set.of(), Chess960.class));
    }
}
