package org.chesseus.rules.hybrid;

import java.util.List;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.tck.RuleLayerConformance;
import org.chesseus.tck.Scenario;

/** Overlay hybrid against the conformance kit, with the scenarios it promises. */
class HybridConformanceTest extends RuleLayerConformance {
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final String SHUFFLE = "g1f3 g8f6 f3g1 f6g8 ";

    @Override
    protected RuleLayer layer() {
        return new HybridLayer();
    }

    @Override
    protected List<Scenario> scenarios() {
        return List.of(
                Scenario.of("threefold is no ending", START, SHUFFLE + SHUFFLE, "*"),
                Scenario.of("fivefold ends the game", START, SHUFFLE + SHUFFLE + SHUFFLE + SHUFFLE, "5R"),
                Scenario.of("75 moves", "4k3/8/8/8/8/8/8/R3K3 w - - 149 100", "a1a2", "75"),
                Scenario.of("a lost castling right restarts the counter", "4k3/8/8/8/8/8/8/4K2R w K - 149 100", "e1f1", "*"),
                Scenario.of("dead position at once", "4k3/8/8/p1p2p1p/P1P2P1P/8/8/4K3 w - - 0 1", "", "DP"),
                new Scenario("White flags against K+B, no forced mate", "7K/2b2k2/7P/8/8/8/8/8 w - - 0 1", "", "flag:white", "TM"),
                new Scenario("White flags against queen, bishop and pawns", "8/6pp/6bk/6q1/6BK/4B1PP/8/8 w - - 0 1", "",
                        "flag:white", "BT"),
                new Scenario("resignation against a bare king", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "", "resign:white", "RM"));
    }
}
