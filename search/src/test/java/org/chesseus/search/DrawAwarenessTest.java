package org.chesseus.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chesseus.api.engine.DrawRules;
import org.chesseus.api.engine.EngineScore;
import org.chesseus.api.engine.SearchLimits;
import org.chesseus.api.engine.SearchListener;
import org.chesseus.api.engine.SearchRequest;
import org.junit.jupiter.api.Test;

/**
 * Draws the profile knows are draws inside the tree: a perpetual check saves two rooks, a knight and a bishop down
 * (Stockfish 15.1 scores the position 0.00 with Qe8+), the half-move limit ends a won game unless
 * the move before it mates.
 */
class DrawAwarenessTest {
    private static final String PERPETUAL = "n5k1/6p1/7p/8/8/8/rr4PP/b3Q2K w - - 0 1";

    private static EngineScore score(String fen, DrawRules rules, int depth) {
        return Chess.engine().search(Chess.request(Chess.fen(fen), List.of(), SearchLimits.depth(depth), rules),
                SearchListener.SILENT).last().orElseThrow().score();
    }

    @Test
    void perpetualCheckIsADrawWhenRepetitionDraws() {
        assertEquals(EngineScore.cp(0), score(PERPETUAL, DrawRules.FIDE, 10));
    }

    @Test
    void perpetualCheckIsLostWhenNothingDraws() {
        EngineScore score = score(PERPETUAL, DrawRules.NONE, 10);
        assertTrue(score.mateIn() < 0 || score.centipawns() < -500, score::toString);
    }

    @Test
    void theFiftyMoveLimitDrawsAQueenUpWithoutMate() {
        String queenUp = "8/8/8/4k3/8/8/8/4K2Q w - - 99 80";
        assertEquals(EngineScore.cp(0), score(queenUp, DrawRules.FIDE, 8));
        EngineScore unlimited = score(queenUp, DrawRules.NONE, 8);
        assertTrue(unlimited.mateIn() > 0 || unlimited.centipawns() > 500, unlimited::toString);
    }

    @Test
    void aMateOnTheLastMoveBeforeTheLimitStillCounts() {
        assertEquals(1, score("7k/8/6K1/8/8/8/8/1Q6 w - - 99 80", DrawRules.FIDE, 6).mateIn());
    }

    @Test
    void aMoveBackIntoAPositionOfTheGameIsADraw() {
        var position = Chess.fen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
        var game = Chess.line(position, "d1d2 e8e7 d2d1 e7e8");
        var repeat = Chess.line(position, "d1d2");
        var withHistory = new SearchRequest(position, game, SearchLimits.depth(1), DrawRules.FIDE, repeat, 1, false);
        var fresh = new SearchRequest(position, List.of(), SearchLimits.depth(1), DrawRules.FIDE, repeat, 1, false);
        assertEquals(EngineScore.cp(0), Chess.engine().search(withHistory, SearchListener.SILENT).last().orElseThrow().score());
        assertTrue(Chess.engine().search(fresh, SearchListener.SILENT).last().orElseThrow().score().centipawns() > 500);
    }
}
