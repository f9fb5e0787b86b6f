package org.chesseus.api.mate;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import org.chesseus.api.Color;

/**
 * Dead position (FIDE 5.2.2): neither side can checkmate by any series of legal moves. Read from
 * the board alone, whatever the half-move clock says.
 *
 * @param white can White checkmate Black
 * @param black can Black checkmate White
 */
public record DeadPositionAnswer(MateAnswer white, MateAnswer black) {
    /** Requires both answers, for the right sides. */
    public DeadPositionAnswer {
        requireNonNull(white, "white");
        requireNonNull(black, "black");
        if (white.mater() != Color.WHITE || black.mater() != Color.BLACK) {
            throw new IllegalArgumentException("answers for White and Black, in that order");
        }
    }

    /** Whether the position is dead: both answers are a proven no. */
    public boolean isDead() {
        return white.isNo() && black.isNo();
    }

    /**
     * The proof of a dead position: the costliest of the two proofs (material, then blockade, then
     * search), or {@code game-over} for a stalemate.
     */
    public Optional<MateReason> reason() {
        if (!isDead()) {
            return Optional.empty();
        }
        return Optional.of(white.reason().compareTo(black.reason()) >= 0 ? white.reason() : black.reason());
    }

    /** The answer for one side. */
    public MateAnswer of(Color mater) {
        return mater == Color.WHITE ? white : black;
    }
}
