package org.chesseus.rules.uscf;

import java.util.List;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.tck.RuleLayerConformance;
import org.chesseus.tck.Scenario;

/** Overlay uscf against the conformance kit, with the scenarios of issue 6 it promises (uscf column). */
class UscfConformanceTest extends RuleLayerConformance {
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final String SHUFFLE = "g1f3 g8f6 f3g1 f6g8 ";

    @Override
    protected RuleLayer layer() {
        return new UscfLayer();
    }

    @Override
    protected List<Scenario> scenarios() {
        return List.of(
                Scenario.of("threefold is a claim, not an ending", START, SHUFFLE + SHUFFLE, "*"),
                new Scenario("threefold claimed", START, SHUFFLE + SHUFFLE, "claim", "3R"),
                new Scenario("fifty moves claimed", "4k3/8/8/8/8/8/8/R3K3 w - - 99 60", "a1a2", "claim", "50"),
                Scenario.of("75 moves: the game continues (14K)", "4k3/8/8/8/8/8/8/R3K3 w - - 149 100", "a1a2", "*"),
                Scenario.of("blocked pawns: dead position", "4k3/8/8/p1p2p1p/P1P2P1P/8/8/4K3 w - - 0 1", "", "DP"),
                Scenario.of("bishops of opposite colours play on", "4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1", "", "*"),
                Scenario.of("two knights play on", "4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1", "", "*"),
                new Scenario("White flags against K+N (14E2)", "1n2k3/8/8/8/8/8/8/R3K3 w - - 0 1", "", "flag:white", "TM"),
                new Scenario("White flags against K+B (14E2)", "7K/2b2k2/7P/8/8/8/8/8 w - - 0 1", "", "flag:white", "TM"),
                new Scenario("bare king flags against K+N+N (14E3)", "4k3/8/8/8/8/8/8/1N2K1N1 b - - 0 1", "", "flag:black", "TM"),
                new Scenario("K+P flags against K+N+N", "4k3/7p/8/8/8/8/8/1N2K1N1 b - - 0 1", "", "flag:black", "WT"),
                new Scenario("White flags against queen, bishop and pawns", "8/6pp/6bk/6q1/6BK/4B1PP/8/8 w - - 0 1", "",
                        "flag:white", "BT"),
                new Scenario("K+Q resigns against a bare king", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "", "resign:white", "BR"));
    }
}
