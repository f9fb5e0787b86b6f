package org.chesseus.rules.l1;

import java.util.Set;
import org.chesseus.api.rules.FideRule;
import org.chesseus.api.rules.ProfileException;
import org.chesseus.api.rules.Rule;
import org.chesseus.api.rules.RuleBookBuilder;
import org.chesseus.api.rules.RuleLayer;

/**
 * Layer {@code l1}: how the pieces move, check, checkmate and stalemate (FIDE Articles 3 and 5.1.1,
 * 5.2.1). Castling, the double step with en passant, and under-promotion are separate rules, so a
 * teaching profile can drop them ({@code --without castling}) and climb FideLite's historical
 * ladder; the move generator is built from the rules that remain.
 */
public final class LegalityLayer implements RuleLayer {
    /** Rule id: pieces move as Article 3 describes, and no move may leave one's king in check. */
    public static final String MOVES = FideRule.MOVES.id();
    /** Rule id: castling (3.8.2). */
    public static final String CASTLING = FideRule.CASTLING.id();
    /** Rule id: the pawn's double step and en passant (3.7.2, 3.7.3.1–3.7.3.2). */
    public static final String DOUBLE_STEP = FideRule.DOUBLE_STEP.id();
    /** Rule id: promotion to rook, bishop or knight as well as queen (3.7.3.3). */
    public static final String UNDER_PROMOTION = FideRule.UNDER_PROMOTION.id();
    /** Rule id: checkmate ends the game (5.1.1). */
    public static final String CHECKMATE = FideRule.CHECKMATE.id();
    /** Rule id: stalemate ends the game (5.2.1). */
    public static final String STALEMATE = FideRule.STALEMATE.id();

    @Override
    public String id() {
        return "l1";
    }

    @Override
    public String title() {
        return "Legality: how the pieces move, check, checkmate, stalemate";
    }

    @Override
    public void contribute(RuleBookBuilder book) {
        book.add(moves());
        book.add(Rule.of(CASTLING, "FIDE 3.8.2",
                "King and rook castle if neither has moved, the squares between are empty and the king "
                        + "neither stands on, crosses nor lands on an attacked square (Chess960 geometry included).", Set.of(MOVES),
                CastlingGeometry.class));
        book.add(doubleStep());
        book.add(underPromotion());
        book.add(new CheckmateRule());
        book.add(new StalemateRule());
        book.legality(LegalityLayer::legality);
    }

    /** Rule {@code moves}: the pieces' moves of Article 3, the optional ones aside. */
    static Rule moves() {
        return Rule.of(MOVES, "FIDE 3.1-3.7, 3.9",
                "Each piece moves as Article 3 describes, captures by moving onto an opponent's piece, "
                        + "and no move may leave the mover's own king attacked.", Set.of(), MoveGenerator.class);
    }

    /** Rule {@code double-step}: the pawn's first-move double step, with en passant. */
    static Rule doubleStep() {
        return Rule.of(DOUBLE_STEP, "FIDE 3.7.2, 3.7.3.1-3.7.3.2",
                "A pawn on its first move may advance two squares; an adjacent enemy pawn may take it "
                        + "en passant on the very next move.", Set.of(MOVES), MoveGenerator.class);
    }

    /** Rule {@code under-promotion}: promotion to rook, bishop or knight as well. */
    static Rule underPromotion() {
        return Rule.of(UNDER_PROMOTION, "FIDE 3.7.3.3",
                "A pawn reaching the last rank may become a rook, bishop or knight as well as a queen; "
                        + "without this rule it always becomes a queen.", Set.of(MOVES), MoveGenerator.class);
    }

    /** The move generator of a book's rules; without {@code moves} there is nothing to generate. */
    static BitboardLegality legality(Set<String> ruleIds) {
        if (!ruleIds.contains(MOVES)) {
            throw new ProfileException("the move generator of layer l1 needs rule '" + MOVES
                    + "' (FIDE 3.1-3.7, 3.9): without it no piece moves");
        }
        return new BitboardLegality(MoveRules.of(ruleIds));
    }
}
