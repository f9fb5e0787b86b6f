package org.chesseus.rules.armageddon;

import java.util.List;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.tck.RuleLayerConformance;
import org.chesseus.tck.Scenario;

/** Overlay armageddon against the conformance kit, with the board codes it promises. */
class ArmageddonConformanceTest extends RuleLayerConformance {
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @Override
    protected RuleLayer layer() {
        return new ArmageddonLayer();
    }

    @Override
    protected List<Scenario> scenarios() {
        return List.of(
                Scenario.of("threefold ends the game", START, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8", "3R"),
                Scenario.of("fifty moves end the game", "4k3/8/8/8/8/8/8/R3K3 w - - 99 60", "a1a2", "50"),
                Scenario.of("White cannot mate: Black's win", "4k3/8/8/8/8/8/p7/4K3 w - - 0 1", "", "NM"),
                new Scenario("White flags against a bare king", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "", "flag:white", "TM"),
                new Scenario("Black flags", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "", "flag:black", "WT"));
    }
}
