package org.chesseus.api.kit;

import static java.util.Objects.requireNonNull;

import java.util.Set;
import org.chesseus.api.game.ClaimRule;
import org.chesseus.api.game.ClockRule;
import org.chesseus.api.game.CountedDraw;
import org.chesseus.api.game.PositionRule;
import org.chesseus.api.game.ResignationRule;
import org.chesseus.api.rules.FideRule;
import org.chesseus.api.rules.ProfileException;
import org.chesseus.api.rules.Rule;

/**
 * The plugin author's kit: the amendments every federation and platform makes, one call each, so
 * that a layer states its book's differences and writes no rule the kernel already knows. Each
 * factory takes the article the amended rule implements ({@code "USCF 14C"}, {@code "Club rules
 * 4"}), which every verdict of the rule cites. With {@link org.chesseus.api.rules.RuleBookBuilder#replace(String,
 * java.util.function.UnaryOperator)} a layer decorates the rule it replaces:
 *
 * <pre>{@code
 * book.replace(FideRule.THREEFOLD.id(), claim -> RuleKit.automatic(claim, "FIDE Online 5.4.1"));
 * book.replace(FideRule.FIFTY_MOVES.id(), RuleKit.automaticMoves(30, "Club rules 3"));
 * book.replace(FideRule.RESIGNATION.id(), RuleKit.resignationAlwaysLoses("FIDE Online 5.2"));
 * }</pre>
 *
 * Since API version 2.
 */
public final class RuleKit {
    private RuleKit() {
    }

    /**
     * The claim of a repetition (FIDE 9.2's form, rule {@link FideRule#THREEFOLD}): the player having
     * the move may claim a draw once the same position has appeared {@code occurrences} times, now
     * or after the move written with the claim.
     */
    public static ClaimRule repetitionClaim(int occurrences, String article) {
        return new CountedClaim(FideRule.THREEFOLD.id(), new DrawCount(CountedDraw.Count.REPETITIONS, occurrences),
                article);
    }

    /**
     * The claim of a move count (FIDE 9.3's form, rule {@link FideRule#FIFTY_MOVES}): the player
     * having the move may claim a draw once {@code moves} moves by each player have passed without a
     * pawn move or a capture.
     */
    public static ClaimRule moveClaim(int moves, String article) {
        return new CountedClaim(FideRule.FIFTY_MOVES.id(), new DrawCount(CountedDraw.Count.HALF_MOVES, 2 * moves),
                article);
    }

    /**
     * {@code claim} made automatic: the draw it lets a player claim comes by itself, without a
     * claim, at the same count; same id, same needs. Judged after checkmate, stalemate and the
     * board's draws, so a mate given by the move that reaches the count stands.
     *
     * @throws ProfileException if {@code claim} does not say its count ({@link CountedDraw})
     */
    public static PositionRule automatic(Rule claim, String article) {
        requireNonNull(claim, "claim");
        if (!(claim instanceof CountedDraw)) {
            throw new ProfileException("rule '" + claim.id() + "' (" + claim.article() + ") does not say what it counts"
                    + " (it is no CountedDraw), so the kit cannot make it automatic; write the automatic rule instead");
        }
        CountedDraw counted = (CountedDraw) claim;
        return new AutomaticDraw(claim.id(), new DrawCount(counted.count(), counted.threshold()), article,
                claim.needs());
    }

    /**
     * The automatic draw by repetition (rule {@link FideRule#THREEFOLD}, as FIDE Online 5.4.1 has it):
     * drawn, without a claim, once the same position has appeared {@code occurrences} times.
     */
    public static PositionRule automaticRepetition(int occurrences, String article) {
        DrawCount draw = new DrawCount(CountedDraw.Count.REPETITIONS, occurrences);
        return new AutomaticDraw(FideRule.THREEFOLD.id(), draw, article, needs(draw));
    }

    /**
     * The automatic draw by moves (rule {@link FideRule#FIFTY_MOVES}, as FIDE Online 5.4.4 has it
     * with 50): drawn, without a claim, once {@code moves} moves by each player have passed without
     * a pawn move or a capture.
     */
    public static PositionRule automaticMoves(int moves, String article) {
        DrawCount draw = new DrawCount(CountedDraw.Count.HALF_MOVES, 2 * moves);
        return new AutomaticDraw(FideRule.FIFTY_MOVES.id(), draw, article, needs(draw));
    }

    /** {@link #automaticMoves} with FIDE's 50 moves. */
    public static PositionRule automaticFiftyMoves(String article) {
        return automaticMoves(50, article);
    }

    /**
     * Resignation without FIDE 5.1.2's exception (rule {@link FideRule#RESIGNATION}): the player
     * who resigns loses, whatever material the opponent has left.
     */
    public static ResignationRule resignationAlwaysLoses(String article) {
        return new ResignationLoses(article);
    }

    /**
     * {@code clock} (rule {@link FideRule#CLOCK}) running each time control as {@code amendment}
     * reads it: US Chess's default delay, Armageddon's check that White has more time.
     *
     * @throws ProfileException if {@code clock} is not a clock rule
     */
    public static ClockRule amendedClock(Rule clock, String article, String summary, ClockAmendment amendment) {
        requireNonNull(clock, "clock");
        if (!(clock instanceof ClockRule)) {
            throw new ProfileException("rule '" + clock.id() + "' (" + clock.article() + ") is no clock rule; the kit"
                    + " amends the clock a book runs");
        }
        return new AmendedClock((ClockRule) clock, article, summary, amendment);
    }

    /**
     * A platform's dead position by material alone (rule {@link FideRule#DEAD_POSITION}, code
     * {@code IM}): drawn at once when {@code test} finds the material insufficient; other dead
     * positions play on.
     */
    public static PositionRule insufficientMaterial(String article, String summary, MaterialTest test) {
        return new MaterialDraw(article, summary, test);
    }

    /** Repetitions are counted by the book's identity, rule {@link FideRule#REPETITION}. */
    static Set<String> needs(DrawCount draw) {
        return draw.count() == CountedDraw.Count.REPETITIONS ? Set.of(FideRule.REPETITION.id()) : Set.of();
    }
}
