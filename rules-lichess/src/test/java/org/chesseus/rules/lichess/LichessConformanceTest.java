package org.chesseus.rules.lichess;

import java.util.List;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.tck.RuleLayerConformance;
import org.chesseus.tck.Scenario;

/** Plugin lichess against the conformance kit, with the scenarios of issue 6 it promises (lichess column). */
class LichessConformanceTest extends RuleLayerConformance {
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final String SHUFFLE = "g1f3 g8f6 f3g1 f6g8 ";

    @Override
    protected RuleLayer layer() {
        return new LichessLayer();
    }

    @Override
    protected List<Scenario> scenarios() {
        return List.of(
                Scenario.of("threefold auto-claimed", START, SHUFFLE + SHUFFLE, "3R"),
                Scenario.of("fifty moves automatic", "4k3/8/8/8/8/8/8/R3K3 w - - 99 60", "a1a2", "50"),
                Scenario.of("blocked pawns play on", "4k3/8/8/p1p2p1p/P1P2P1P/8/8/4K3 w - - 0 1", "", "*"),
                Scenario.of("bishops of opposite colours play on", "4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1", "", "*"),
                Scenario.of("two knights play on", "4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1", "", "*"),
                new Scenario("White flags against K+N with a rook to block", "1n2k3/8/8/8/8/8/8/R3K3 w - - 0 1",
                        "e1d2 e8d7", "flag:white", "BT"),
                new Scenario("bare king flags against K+N+N", "4k3/8/8/8/8/8/8/1N2K1N1 b - - 0 1", "e8d8 e1d2",
                        "flag:black", "WT"),
                new Scenario("K+P flags against K+N+N", "4k3/7p/8/8/8/8/8/1N2K1N1 b - - 0 1", "e8d8 e1d2", "flag:black",
                        "WT"),
                new Scenario("K+Q resigns against a bare king", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "e1e2 e8e7", "resign:white",
                        "BR"),
                new Scenario("a resignation before both have moved aborts", START, "", "resign:white", "AB"),
                new Scenario("a flag before both have moved aborts", START, "e2e4", "flag:black", "AB"));
    }
}
