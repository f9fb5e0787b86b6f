package org.chesseus.rules.l1;

import java.util.Set;
import org.chesseus.api.rules.RuleBookBuilder;
import org.chesseus.api.rules.RuleLayer;

/**
 * Teaching layer {@code core}, the first rung of FideLite's historical ladder: the pieces move as
 * today (FIDE 3.1-3.7, 3.9) but without castling, a pawn advances one square only (so there is no
 * en passant) and always becomes a queen on the last rank; check, checkmate (5.1.1) and stalemate
 * (5.2.1). The next rungs are {@code core+underpromotion}, {@code core+underpromotion+double-step},
 * then {@code l1} (castling), {@code l2}, {@code fide}. A teaching book, no federation's; it cannot
 * share a book with {@code l1}, which brings the same moves with every option.
 */
public final class CoreLayer implements RuleLayer {

    @Override
    public String id() {
        return "core";
    }

    @Override
    public String title() {
        return "Teaching rung 1: today's moves without castling, pawns one step, automatic queening; check, checkmate,"
                + " stalemate";
    }

    @Override
    public Set<String> conflicts() {
        return Set.of("l1");
    }

    @Override
    public void contribute(RuleBookBuilder book) {
        book.add(LegalityLayer.moves());
        book.add(new CheckmateRule());
        book.add(new StalemateRule());
        book.legality(LegalityLayer::legality);
    }
}
