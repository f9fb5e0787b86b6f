package org.chesseus.rules.chesscom;

import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.game.Ending;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.PositionRule;
import org.chesseus.api.game.Precedence;
import org.chesseus.api.game.ResultCode;

/**
 * Chess.com's insufficient material: the game is drawn ({@code IM}) at once when each side has at
 * most a king and one minor piece (so K+B against K+B on opposite colours too, where a mate is
 * possible on the board), or when a king and two knights face a bare king. Other dead positions,
 * blocked pawn chains included, play on. Rests on the site's help text ("Insufficient material").
 */
final class InsufficientMaterialRule implements PositionRule {

    @Override
    public String id() {
        return ChesscomLayer.DEAD_POSITION;
    }

    @Override
    public String article() {
        return ChesscomLayer.HELP;
    }

    @Override
    public String summary() {
        return "The game is drawn at once when each side has at most a king and one minor piece, or K+N+N faces a bare"
                + " king; other dead positions play on. Rests on the site's help text.";
    }

    @Override
    public int precedence() {
        return Precedence.DEAD_POSITION;
    }

    @Override
    public Optional<Ending> judge(GameState state) {
        SearchBoard board = state.board();
        boolean minors = Material.atMostOneMinor(board, Color.WHITE) && Material.atMostOneMinor(board, Color.BLACK);
        boolean knights = Material.twoKnights(board, Color.WHITE) && Material.bareKing(board, Color.BLACK)
                || Material.twoKnights(board, Color.BLACK) && Material.bareKing(board, Color.WHITE);
        if (!minors && !knights) {
            return Optional.empty();
        }
        return Optional.of(new Ending(ResultCode.INSUFFICIENT_MATERIAL, minors
                ? "Each side has at most a king and one minor piece: drawn by insufficient material."
                : "Two knights against a bare king: drawn by insufficient material."));
    }
}
