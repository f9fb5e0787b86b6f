package org.chesseus.rules.chesscom;

import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.PieceType;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.kit.Material;
import org.chesseus.api.kit.MaterialTest;

/**
 * Chess.com's insufficient material: the game is drawn ({@code IM}) at once when each side has at
 * most a king and one minor piece (so K+B against K+B on opposite colours too, where a mate is
 * possible on the board), or when a king and two knights face a bare king. Other dead positions,
 * blocked pawn chains included, play on. Rests on the site's help text ("Insufficient material").
 */
final class InsufficientMaterial implements MaterialTest {
    /** What the rule built on this test says it does. */
    static final String SUMMARY = "The game is drawn at once when each side has at most a king and one minor piece,"
            + " or K+N+N faces a bare king; other dead positions play on. Rests on the site's help text.";

    @Override
    public Optional<String> drawn(SearchBoard board) {
        if (atMostOneMinor(board, Color.WHITE) && atMostOneMinor(board, Color.BLACK)) {
            return Optional.of("Each side has at most a king and one minor piece: drawn by insufficient material.");
        }
        if (twoKnights(board, Color.WHITE) && Material.bareKing(board, Color.BLACK)
                || twoKnights(board, Color.BLACK) && Material.bareKing(board, Color.WHITE)) {
            return Optional.of("Two knights against a bare king: drawn by insufficient material.");
        }
        return Optional.empty();
    }

    /** Whether {@code side} has a king and at most one minor piece, nothing else (the help pages' list). */
    static boolean atMostOneMinor(SearchBoard board, Color side) {
        return Material.pawnsAndMajors(board, side) == 0 && Material.minors(board, side) <= 1;
    }

    /** Whether {@code side} has a king and exactly two knights, nothing else. */
    private static boolean twoKnights(SearchBoard board, Color side) {
        return Material.pawnsAndMajors(board, side) == 0 && Material.count(board, side, PieceType.BISHOP) == 0
                && Material.count(board, side, PieceType.KNIGHT) == 2;
    }
}
