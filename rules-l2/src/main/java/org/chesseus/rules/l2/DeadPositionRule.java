package org.chesseus.rules.l2;

import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.Position;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.PositionRule;
import org.chesseus.api.game.Precedence;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.mate.DeadPositionAnswer;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateBudget;
import org.chesseus.api.mate.MateReason;
import org.chesseus.api.mate.MateVerdict;
import org.chesseus.rules.l2.proof.Material;
import org.chesseus.rules.l2.proof.ProofWords;
import org.chesseus.rules.l2.search.HelpmateQuestion;

/**
 * FIDE 5.2.2: the game is drawn at once when neither player can checkmate by any series of legal
 * moves. Read from the board alone: the half-move clock is ignored (where it is about to reach
 * 150, 9.6.2 ends the game instead). The question is asked where a dead position can first arise:
 * at the start of the record, after a capture, pawn move or lost castling right, one half-move after
 * a double step, and wherever the side to move is in check or has at most two legal moves (a
 * forced line, such as a queen that must be taken, can make a position dead after any move). Each
 * side is asked the quick tier first ({@link GameState#quickCanMate}: material, the quick blockade
 * proof, a search of a few dozen nodes), and the full question, with {@link
 * HelpmateQuestion#ARBITER_NODES} nodes, only where the quick tier says "probably can". A proven answer is kept for
 * the rest of the game; an unknown one keeps the game going.
 *
 * <p><b>Gates.</b> Where the question would be asked, three gates answer "not dead" at once. Each
 * skips only questions whose answers could not have made the position dead, and leaves the game's
 * memory of proven "no" as the questions would have left it, so the verdict is the full question's
 * in every position (a differential test replays random games gated and ungated and compares every
 * verdict):
 * <ol>
 *   <li><em>The start position</em> (the standard array, White to move, all four castling rights; any
 *       clocks): both sides can checkmate — 1.f3 e5 2.g4 Qh4# and 1.e4 f6 2.Nc3 g5 3.Qh5# are
 *       series of legal moves — so no sound question can answer "no" for either side there, and
 *       asking would have left the memory empty.
 *   <li><em>A third occurrence, with nothing proven</em>: the position has occurred at least twice
 *       before (same identity, FIDE 9.2.3, since the last irreversible move) and neither side is yet
 *       proven unable to mate. The rule asks here only because the side to move is in check or has
 *       at most two moves — the position's own properties (a capture, pawn move, lost castling
 *       right or lapsing en-passant right starts a new repetition history, so a position reached
 *       that way occurs once) — so the same was true at the second occurrence, which was judged
 *       without this gate. The memory of proven "no" only grows and is empty now, so it was empty
 *       then: the side asked first there is the side asked first now (the order reads the memory
 *       and the board alone) and its answer was not "no" (else it would be remembered). The board-only question reads the position's identity, and the half-move clock
 *       only to tell whether a line's last move reset it (clock 0 or 1); from the second occurrence
 *       on the clock is at least 4, so the question asked now is the same computation, with the
 *       same answer: not "no", the game goes on.
 *   <li><em>No dead position in sight</em> ({@link DeadPositionCriterion}): the full question is
 *       asked only where a dead position could be at hand — both sides could be unable to mate by
 *       {@link org.chesseus.rules.l2.proof.Confinement} (each lacks mating material, or, with pawns
 *       on the board, has no queen, rook or free pawn that can reach the other king's region
 *       through the men that cannot move now), or the position is forced (at most two legal moves, in check, or the other side
 *       with at most two moves were it to move) and every legal move leads to a position where a dead position could be at
 *       hand. Elsewhere the position is not dead: some side keeps a queen, rook or free pawn that can
 *       come next to the other king, or mating material in a pawnless ending, and, the line not being forced, the kings
 *       cooperating let it mate there (the assumption {@code Confinement} states); a forced
 *       position with a move to such a position is not dead either, as that line continues to a
 *       mate. No question is asked, so the memory of proven "no" misses what such a question
 *       would have added: a side that cannot mate by material is proven again by material when
 *       next asked. The criterion is checked against the full question on CHA-Solver's
 *       adversarial positions, on random games against the ungated rule, and on the real-games
 *       corpus, where every game ends as before.
 * </ol>
 */
final class DeadPositionRule implements PositionRule {
    private static final int NARROW = 2;
    private static final long START_WHITE_PAWNS = 0xFF00L;
    /** Pawn, knight, bishop, rook, queen, king: the weights that tell the weaker side. */
    private static final int[] WEIGHTS = {1, 3, 3, 5, 9, 0};
    /** The budget of each question: bounded so that a move is judged in milliseconds at worst. */
    private static final MateBudget BUDGET = HelpmateQuestion.arbiterBudget(false);

    private final boolean gated;

    /** The rule with its gates. */
    DeadPositionRule() {
        this(true);
    }

    /** The rule with or without its gates (without: the questions every time, for comparisons). */
    DeadPositionRule(boolean gated) {
        this.gated = gated;
    }

    @Override
    public String id() {
        return DrawLayer.DEAD_POSITION;
    }

    @Override
    public String article() {
        return "FIDE 5.2.2";
    }

    @Override
    public String summary() {
        return "The game is drawn at once when neither player can checkmate by any series of legal moves"
                + " (material, blockade or every line searched).";
    }

    @Override
    public int precedence() {
        return Precedence.DEAD_POSITION;
    }

    @Override
    public Optional<Ending> judge(GameState state) {
        if (!state.blockadeMayHaveArisen() && !state.inCheck() && state.legalMoveCount() > NARROW) {
            return Optional.empty();
        }
        if (gated && (repeatedSinceAsked(state) || isStartPosition(state) || !couldBeDead(state))) {
            return Optional.empty();
        }
        Color first = firstAsked(state);
        MateAnswer one = settle(state, first);
        if (!one.isNo()) {
            return Optional.empty();
        }
        MateAnswer other = settle(state, first.opposite());
        if (!other.isNo()) {
            return Optional.empty();
        }
        DeadPositionAnswer answer = first == Color.WHITE ? new DeadPositionAnswer(one, other)
                : new DeadPositionAnswer(other, one);
        MateReason proof = answer.reason().orElseThrow();
        return Optional.of(new Ending(ResultCode.DEAD_POSITION, "Neither player can checkmate by any series of legal"
                + " moves: " + ProofWords.explain(state.book().legality(), state.board(), answer).words() + " (proof: " + proof.word() + ")."));
    }

    /**
     * One side's answer: the quick tier's where it settles the question (a proven no, or a yes with
     * its line), the full question's at {@link #BUDGET} where the quick tier says only "probably
     * can". Either way the answer is the full question's verdict or a sounder one: a yes has a
     * line, and a no rests on a proof.
     */
    private static MateAnswer settle(GameState state, Color side) {
        MateAnswer quick = state.quickCanMate(side);
        return quick.verdict() != MateVerdict.UNKNOWN ? quick : state.canMate(side, BUDGET);
    }

    /** Gate 3: whether a dead position could be at hand ({@link DeadPositionCriterion}). */
    private static boolean couldBeDead(GameState state) {
        return DeadPositionCriterion.couldBeDead(state.board(), state.legalMoveCount());
    }

    /** Gate 2: a third occurrence or later, with neither side proven unable to mate. */
    private static boolean repeatedSinceAsked(GameState state) {
        return !state.provenCannotMate(Color.WHITE) && !state.provenCannotMate(Color.BLACK)
                && state.repetitionCount() >= 3;
    }

    /** Gate 1: the standard start position (its identity; the clocks do not count), met only at ply 0. */
    private static boolean isStartPosition(GameState state) {
        return state.ply() == 0 && state.board().pieces(0) == START_WHITE_PAWNS
                && state.board().sameIdentity(state.book().legality().board(Position.start()));
    }

    /**
     * The side asked first. A position is dead only when both answers are "no", so the order never
     * changes the verdict; it decides how much is spent. A side already proven unable to mate, or
     * whose material alone cannot mate (the cheapest "no", {@link Material}), goes first; otherwise
     * the side with more material, whose helpmate is usually short, so that one "yes" ends the
     * question early (the weaker side's long helpmates were most of the arbiter's time).
     */
    private static Color firstAsked(GameState state) {
        for (Color side : Color.values()) {
            if (state.provenCannotMate(side)) {
                return side;
            }
        }
        Color weaker = material(state, 0) <= material(state, 1) ? Color.WHITE : Color.BLACK;
        return Material.cannotMate(state.board(), weaker.ordinal()) ? weaker : weaker.opposite();
    }

    private static int material(GameState state, int color) {
        int total = 0;
        for (int type = 0; type < 6; type++) {
            total += WEIGHTS[type] * Long.bitCount(state.board().pieces(color * 6 + type));
        }
        return total;
    }
}
