package org.chesseus.api.mate;

import org.chesseus.api.Color;
import org.chesseus.api.Position;

/**
 * The one question under dead position (FIDE 5.2.2), flag fall (6.9) and resignation (5.1.2):
 * can a side still checkmate by some series of legal moves, both sides cooperating (a helpmate,
 * not a forced mate)? A rule book offers it as a service ({@code l2} provides it).
 *
 * <p>Contract: {@code no} is sound — it is never answered where some legal series mates, and it
 * comes with the proof that gave it; {@code yes} comes with a line that plays out to that mate;
 * anything unproven within the budget is {@code unknown}, and the caller keeps the book's
 * default.
 */
public interface MateQuestion {
    /** The node budget of the default {@link #quickCanMate}. */
    long QUICK_NODES = 64;

    /** Can {@code mater} checkmate the other side by some series of legal moves? */
    MateAnswer canMate(Position position, Color mater, MateBudget budget);

    /**
     * {@link #canMate} for a caller that reads the verdict and its proof, not the line (an arbiter
     * judging every move): with {@code readableLine} false, a yes still carries a legal series of
     * moves to mate, but the provider may return it as its search found it (long, with detours)
     * instead of tidying it for a reader. The default ignores the flag.
     */
    default MateAnswer canMate(Position position, Color mater, MateBudget budget, boolean readableLine) {
        return canMate(position, mater, budget);
    }

    /**
     * The quick tier of {@link #canMate}: a few microseconds on real positions, for a caller that
     * must answer after every move or over an archive. Its {@code no} is as sound as the full
     * question's and carries its proof; its {@code yes} carries a line, as ever; {@code unknown}
     * here means "probably can": the quick tier found no proof either way, and a caller that must
     * be complete asks the full question. A default that only narrows the budget is provided; a
     * rule layer overrides it with its cheap proofs.
     *
     * @param clockAware whether lines close at 150 half-moves (6.9, 5.1.2) or the board alone is read (5.2.2)
     */
    default MateAnswer quickCanMate(Position position, Color mater, boolean clockAware) {
        return canMate(position, mater, new MateBudget(QUICK_NODES, MateBudget.DEFAULT_PLIES, clockAware));
    }

    /** The quick tier of {@link #deadPosition}: dead only when both quick answers are a proven no. */
    default DeadPositionAnswer quickDeadPosition(Position position) {
        return new DeadPositionAnswer(quickCanMate(position, Color.WHITE, false),
                quickCanMate(position, Color.BLACK, false));
    }

    /** Dead position (5.2.2): both sides asked, the board alone (the clock ignored). */
    default DeadPositionAnswer deadPosition(Position position, MateBudget budget) {
        MateBudget board = new MateBudget(budget.nodes(), budget.plies(), false);
        return new DeadPositionAnswer(canMate(position, Color.WHITE, board), canMate(position, Color.BLACK, board));
    }

    /**
     * What proved {@code answer}, a dead position of {@code position} ({@link
     * DeadPositionAnswer#isDead()}), in words and squares for people. The default tells the kind
     * of proof alone ({@link DeadPositionProof#ofKind}); a provider that knows its proofs names the
     * men and squares they rest on.
     *
     * @throws IllegalArgumentException when the answer is not a dead position
     */
    default DeadPositionProof explain(Position position, DeadPositionAnswer answer) {
        return DeadPositionProof.ofKind(answer);
    }

    /**
     * Can {@code mater} force mate within {@code plies} half-moves, visiting at most {@code nodes}
     * positions, from the position as it stands (its side to move)? A provider may answer exactly
     * where it knows more than a search ({@link ForcedMateAnswer#exact()}: an endgame table).
     */
    ForcedMateAnswer forcedMate(Position position, Color mater, int plies, long nodes);
}
