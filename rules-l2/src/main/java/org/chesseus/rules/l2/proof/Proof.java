package org.chesseus.rules.l2.proof;

import java.util.Optional;
import org.chesseus.api.mate.MateReason;

/** What a static proof established about "can this side still checkmate?" (RULES-NOTES §5). */
public enum Proof {
    /** Nothing proven: the side may or may not be able to mate. */
    NONE,
    /** The side can never mate: its material cannot, wherever the pieces stand (branch 1). */
    MATERIAL,
    /** The side can never mate: the pieces can never get where a mate needs them (branch 2). */
    BLOCKADE,
    /** The side can never mate: the game is over on the board (stalemate, or the side is checkmated). */
    GAME_OVER;

    /** Whether this is a proof that the side can never mate. */
    public boolean proven() {
        return this != NONE;
    }

    /** The reason to report with a {@code no} answer; empty for {@link #NONE}. */
    public Optional<MateReason> reason() {
        switch (this) {
            case MATERIAL:
                return Optional.of(MateReason.MATERIAL);
            case BLOCKADE:
                return Optional.of(MateReason.BLOCKADE);
            case GAME_OVER:
                return Optional.of(MateReason.GAME_OVER);
            default:
                return Optional.empty();
        }
    }
}
