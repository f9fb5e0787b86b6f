package org.example.club;

import java.util.List;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.tck.RuleLayerConformance;
import org.chesseus.tck.Scenario;

/** The club's book through the conformance kit, with the three rulings its rules promise. */
class ClubRulesConformanceTest extends RuleLayerConformance {
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @Override
    protected RuleLayer layer() {
        return new ClubRules();
    }

    @Override
    protected List<Scenario> scenarios() {
        return List.of(
                Scenario.of("threefold automatic", START, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8", "3R"),
                Scenario.of("two occurrences play on", START, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1", "*"),
                Scenario.of("30 moves draw on the 60th half-move", "4k3/8/8/8/8/8/8/R3K3 w - - 59 60", "a1a2", "50"),
                Scenario.of("29 moves and a half play on", "4k3/8/8/8/8/8/8/R3K3 w - - 58 60", "a1a2", "*"),
                new Scenario("resignation against a bare king loses", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "",
                        "resign:white", "BR"));
    }
}
