package org.chesseus.rules.l1;

import java.util.Set;

/**
 * Which of L1's optional rules a generator applies, so teaching profiles can climb FideLite's
 * historical ladder: castling (FIDE 3.8.2), the pawn's double step with en passant (3.7.2,
 * 3.7.3.1 — en passant cannot exist without the double step), under-promotion (3.7.3.3: without
 * it a pawn always becomes a queen). With all three on, the generator is FIDE's.
 *
 * @param castling castling is a move
 * @param doubleStep a pawn on its first move may advance two squares, and be taken en passant
 * @param underPromotion a pawn may promote to rook, bishop or knight as well as queen
 */
record MoveRules(boolean castling, boolean doubleStep, boolean underPromotion) {
    /** Every rule of FIDE's Article 3. */
    static final MoveRules FIDE = new MoveRules(true, true, true);

    /** The rules present in a book, by rule id. */
    static MoveRules of(Set<String> ruleIds) {
        return new MoveRules(ruleIds.contains(LegalityLayer.CASTLING),
                ruleIds.contains(LegalityLayer.DOUBLE_STEP),
                ruleIds.contains(LegalityLayer.UNDER_PROMOTION));
    }
}
