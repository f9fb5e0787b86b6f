package org.chesseus.tck;

import java.util.List;
import org.chesseus.api.rules.RuleLayer;

/** The kit run on layer l3, whose book is the FIDE Laws: the kit's own test, with FIDE's scenarios. */
class FideLayersConformanceTest extends RuleLayerConformance {

    @Override
    protected RuleLayer layer() {
        return layers().stream().filter(layer -> layer.id().equals("l3")).findFirst().orElseThrow();
    }

    @Override
    protected List<Scenario> scenarios() {
        return List.of(
                Scenario.of("threefold is only claimable", START, SHUFFLE, "*"),
                new Scenario("threefold claimed", START, SHUFFLE, "claim", "3R"),
                Scenario.of("fifty moves only claimable", "4k3/8/8/8/8/8/8/R3K3 w - - 99 60", "a1a2", "*"),
                Scenario.of("75 moves automatic", "4k3/8/8/8/8/8/8/R3K3 w - - 149 100", "a1a2", "75"),
                Scenario.of("dead position by blockade", "4k3/8/8/p1p2p1p/P1P2P1P/8/8/4K3 w - - 0 1", "", "DP"),
                new Scenario("flag against a lone knight", "1n2k3/8/8/8/8/8/8/R3K3 w - - 0 1", "", "flag:white", "BT"),
                new Scenario("flag where only the mate of the flagger's own making exists",
                        "8/6pp/6bk/6q1/6BK/4B1PP/8/8 w - - 0 1", "", "flag:white", "TM"),
                new Scenario("resignation against a bare king", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "", "resign:white", "RM"));
    }

    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static final String SHUFFLE = "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8";
}
