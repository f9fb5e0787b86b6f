package org.chesseus.rules.l2;

import java.util.Set;
import org.chesseus.api.game.RepetitionIdentity;
import org.chesseus.api.mate.MateQuestion;
import org.chesseus.api.rules.FideRule;
import org.chesseus.api.rules.Rule;
import org.chesseus.api.rules.RuleBookBuilder;
import org.chesseus.api.rules.RuleLayer;

/**
 * Layer {@code l2}: the draws born on the board, with no action from the players — dead position
 * (FIDE 5.2.2), fivefold repetition and the 75-move rule (9.6) — on the repetition identity of
 * 9.2.3. Requires {@code l1}.
 */
public final class DrawLayer implements RuleLayer {
    /** Rule id: what counts as the same position (9.2.3). */
    public static final String REPETITION = FideRule.REPETITION.id();
    /** Rule id: fivefold repetition (9.6.1). */
    public static final String FIVEFOLD = FideRule.FIVEFOLD.id();
    /** Rule id: the 75-move rule (9.6.2). */
    public static final String SEVENTY_FIVE = FideRule.SEVENTY_FIVE.id();
    /** Rule id: dead position (5.2.2). */
    public static final String DEAD_POSITION = FideRule.DEAD_POSITION.id();

    @Override
    public String id() {
        return "l2";
    }

    @Override
    public String title() {
        return "Draws born on the board: dead position, fivefold repetition, 75 moves";
    }

    @Override
    public Set<String> requires() {
        return Set.of("l1");
    }

    @Override
    public void contribute(RuleBookBuilder book) {
        book.add(Rule.of(REPETITION, FideRule.REPETITION.article(),
                "A position repeats when the same player is to move, the same pieces stand on the same squares,"
                        + " the castling rights are the same and so are the en-passant captures possible.", Set.of(),
                RepetitionIdentity.class));
        book.add(new DeadPositionRule());
        book.add(new FivefoldRule());
        book.add(new SeventyFiveMoveRule());
        book.provide(MateQuestion.class, composed -> MateQuestions.of(composed.legality()));
    }
}
