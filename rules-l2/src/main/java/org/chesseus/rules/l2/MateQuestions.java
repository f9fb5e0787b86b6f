package org.chesseus.rules.l2;

import org.chesseus.api.Legality;
import org.chesseus.api.mate.MateQuestion;
import org.chesseus.rules.l2.proof.StaticProof;
import org.chesseus.rules.l2.search.ClosingProof;
import org.chesseus.rules.l2.search.HelpmateQuestion;
import org.chesseus.rules.l2.search.SearchTuning;

/**
 * The mate question layer {@code l2} offers its books: the searches of {@link HelpmateQuestion},
 * with the full static proof ({@link StaticProof#cannotMate}, case splits included) at the position
 * asked about, and the quick blockade proof ({@link StaticProof#quickBlockade}) closing lines after
 * every capture or pawn move inside the searches.
 */
public final class MateQuestions {
    private MateQuestions() {
    }

    /** The proof asked of the position itself: material, then the full blockade analysis. */
    public static ClosingProof rootProof() {
        return ClosingProof.material().or((board, mater) -> StaticProof.cannotMate(board, mater).proven());
    }

    /** The proof the searches close lines with: material, then the quick blockade analysis. */
    public static ClosingProof lineProof() {
        return ClosingProof.material().or((board, mater) -> StaticProof.quickBlockade(board, mater).proven());
    }

    /** The question for a book with this legality. */
    public static MateQuestion of(Legality legality) {
        return new HelpmateQuestion(legality, rootProof(), lineProof(), SearchTuning.standard());
    }
}
