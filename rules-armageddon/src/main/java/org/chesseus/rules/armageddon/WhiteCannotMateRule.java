package org.chesseus.rules.armageddon;

import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.PositionRule;
import org.chesseus.api.game.Precedence;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateBudget;
import org.chesseus.api.mate.MateVerdict;
import org.chesseus.api.rules.FideRule;

/**
 * Armageddon's one-sided ending: White must win, so the game ends, scored {@code BA}, as soon as
 * White can no longer checkmate by any series of legal moves — the FIDE 5.2.2 question asked for
 * White alone. The ruling is named for what was proven: {@code DP} when neither side can mate (a
 * dead position, 5.2.2), {@code NM} when only White is proven unable (Black still could, or Black's
 * answer is not proven: then the position is not dead, and 5.2.2 is not what ended it). Asked where
 * the answer can first change: at the start, after a capture, pawn move or lost castling right, one
 * half-move after a double step, and where the side to move is in check or has at most two moves.
 * Only a proven {@code no} ends the game.
 */
final class WhiteCannotMateRule implements PositionRule {
    /** The id of the rule it replaces (5.2.2). */
    static final String ID = FideRule.DEAD_POSITION.id();
    private static final int NARROW = 2;
    /** Bounded as layer l2 bounds its own question after every move. */
    private static final MateBudget BUDGET = MateBudget.board().withNodes(20_000);

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String article() {
        return ArmageddonLayer.ARTICLE + " (FIDE 5.2.2 for White alone)";
    }

    @Override
    public String summary() {
        return "The game ends at once, as a Black win, when White can no longer checkmate by any series of legal"
                + " moves: DP when neither side can (a dead position), NM when only White is proven unable.";
    }

    @Override
    public int precedence() {
        return Precedence.DEAD_POSITION;
    }

    @Override
    public Optional<Ending> judge(GameState state) {
        boolean proven = state.provenCannotMate(Color.WHITE);
        if (!proven && !state.blockadeMayHaveArisen() && !state.inCheck() && state.legalMoveCount() > NARROW) {
            return Optional.empty();
        }
        MateAnswer answer = state.canMate(Color.WHITE, BUDGET);
        if (!answer.isNo()) {
            return Optional.empty();
        }
        MateAnswer black = state.canMate(Color.BLACK, BUDGET);
        if (black.isNo()) {
            return Optional.of(new Ending(ResultCode.DEAD_POSITION, "Neither player can checkmate by any series of legal"
                    + " moves (proof: " + answer.reason().word() + "), a dead position; in Armageddon that is Black's win."));
        }
        return Optional.of(new Ending(ResultCode.WHITE_CANNOT_MATE, "White can no longer checkmate by any series of legal"
                + " moves (proof: " + answer.reason().word() + "), though the position is not dead (Black "
                + (black.verdict() == MateVerdict.YES ? "still could" : "is not proven unable") + "); in Armageddon that is Black's win."));
    }
}
