package org.chesseus.rules.uscf;

import org.chesseus.api.Color;
import org.chesseus.api.PieceType;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.FlagRule;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.kit.Material;

/**
 * US Chess 14E, insufficient material to win on time: a player whose flag falls loses, except that
 * the game is drawn ({@code TM}) when the opponent has only a lone king (14E1); only a king and a
 * bishop or a king and a knight, and no forced win (14E2); or only a king and two knights, the
 * flagged player has no pawn, and the opponent has no forced win (14E3). With more material the
 * loss stands, even where the opponent could never checkmate. A forced win is a forced mate against
 * any defence, from the position as it stands ({@link ForcedWin}): exact from the endgame table for
 * four pieces or fewer, otherwise "none found within the search bound" counts as none.
 */
final class InsufficientMaterialOnTimeRule implements FlagRule {

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String article() {
        return "USCF 14E";
    }

    @Override
    public String summary() {
        return "A player whose flag falls loses, unless the opponent has a lone king, or only K+B or K+N, or only K+N+N"
                + " against no pawns, and no forced win: then the game is drawn.";
    }

    @Override
    public Ending flagFall(GameState state, Color flagged) {
        Color opponent = flagged.opposite();
        SearchBoard board = state.board();
        int knights = Material.count(board, opponent, PieceType.KNIGHT);
        int bishops = Material.count(board, opponent, PieceType.BISHOP);
        int others = Material.pawnsAndMajors(board, opponent);
        String fell = flagged.title() + "'s flag fell";
        if (others == 0 && knights + bishops == 0) {
            return draw(fell + " but " + opponent.title() + " has a lone king (USCF 14E1).");
        }
        boolean minor = others == 0 && knights + bishops == 1;
        boolean twoKnights = others == 0 && bishops == 0 && knights == 2
                && Material.count(board, flagged, PieceType.PAWN) == 0;
        if (!minor && !twoKnights) {
            return loss(flagged, fell + " and " + opponent.title() + " has more than 14E's insufficient material.");
        }
        String material = minor ? "only a king and " + (knights == 1 ? "knight" : "bishop") + " (USCF 14E2)"
                : "only a king and two knights against no pawns (USCF 14E3)";
        ForcedWin.Answer answer = ForcedWin.ask(state, opponent);
        if (answer.won()) {
            return loss(flagged, fell + "; " + opponent.title() + " has " + material + " but " + answer.explanation() + ".");
        }
        if (answer.unknown()) {
            return loss(flagged, fell + "; " + opponent.title() + " has " + material + ", but " + answer.explanation()
                    + ", so the loss stands.");
        }
        return draw(fell + " but " + opponent.title() + " has " + material + " and " + answer.explanation() + ".");
    }

    private static Ending draw(String explanation) {
        return new Ending(ResultCode.TIMEOUT_CANNOT_MATE, explanation);
    }

    private static Ending loss(Color flagged, String explanation) {
        return new Ending(ResultCode.win(flagged.opposite(), ResultCode.Win.ON_TIME), explanation);
    }
}
