package org.chesseus.rules.l1;

import java.util.List;
import org.chesseus.api.FenReader;
import org.chesseus.api.Legality;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.rules.RuleBookComposer;

/** The legality of layer {@code l1} as a composed book gives it, with its FEN readers and notations. */
final class Books {
    /** FIDE's Article 3, from the book {@code l1}. */
    static final Legality FIDE = new RuleBookComposer(List.of(new LegalityLayer())).compose("l1").legality();
    static final FenReader STANDARD = FenReader.standard(FIDE);
    static final FenReader CHESS960 = FenReader.chess960(FIDE);
    static final MoveNotation NOTATION = FIDE.notation(false);
    static final MoveNotation NOTATION_960 = FIDE.notation(true);

    private Books() {
    }

    /** The legality of {@code l1} without the named rules ({@code --without}). */
    static Legality without(String... rules) {
        return new RuleBookComposer(List.of(new LegalityLayer())).compose("l1", List.of(rules)).legality();
    }

    /** A standard-chess position. */
    static Position standard(String fen) {
        return STANDARD.read(fen);
    }

    /** A Chess960 position. */
    static Position chess960(String fen) {
        return CHESS960.read(fen);
    }
}
