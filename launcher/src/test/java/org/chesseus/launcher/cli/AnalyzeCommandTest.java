package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code chesseus analyze}: status, dead position and its proof, and each side's answer, on the
 * issue's labelled positions; batches give one object per line, errors included.
 */
class AnalyzeCommandTest {
    private static final List<String> FIELDS =
            List.of("fen", "status", "dead", "reason", "canMate", "line", "legalMoves", "check", "micros");

    @Test
    void blockadeIsDeadWithNoForBothSides() {
        JsonNode object = only(CommandRun.of("analyze", "--json", "--fen", "4k3/8/8/p1p2p1p/P1P2P1P/8/8/4K3 w - - 0 1"));
        List<String> fields = new ArrayList<>(FIELDS);
        fields.add(fields.indexOf("reason") + 1, "proof");
        JsonNode proof = object.get("proof");
        assertAll(
                () -> assertEquals(fields, CommandRun.fieldNames(object)),
                () -> assertEquals("dead", object.get("status").asText()),
                () -> assertTrue(object.get("dead").asBoolean()),
                () -> assertEquals("blockade", object.get("reason").asText()),
                () -> assertEquals("blockade", proof.get("kind").asText()),
                // The eight rams never move; the black pawns guard b4, d4, e4, g4 (and the white ones b5 ... g5).
                () -> assertEquals("[\"a4\",\"c4\",\"f4\",\"h4\",\"a5\",\"c5\",\"f5\",\"h5\"]",
                        proof.get("walledIn").toString()),
                () -> assertEquals("[\"b4\",\"d4\",\"e4\",\"g4\",\"b5\",\"d5\",\"e5\",\"g5\"]",
                        proof.get("unreachable").toString()),
                () -> assertEquals(24, proof.get("confinement").get("white").size(), "ranks 1-3"),
                () -> assertEquals("h3", proof.get("confinement").get("white").get(23).asText()),
                () -> assertEquals("a6", proof.get("confinement").get("black").get(0).asText()),
                () -> assertTrue(proof.get("words").asText().startsWith("the pawns on a4, c4, f4, h4, a5, c5, f5, h5 are"
                        + " blocked for ever"), proof.get("words").asText()),
                () -> assertEquals("no", object.get("canMate").get("white").asText()),
                () -> assertEquals("no", object.get("canMate").get("black").asText()));
    }

    @Test
    void knightAgainstKnightIsAliveWithAHelpmateLineForEachSide() {
        JsonNode object = only(CommandRun.of("analyze", "--json", "--fen", "4k1n1/8/8/8/8/8/8/4K1N1 w - - 0 1"));
        assertAll(
                () -> assertEquals("ongoing", object.get("status").asText()),
                () -> assertFalse(object.get("dead").asBoolean()),
                () -> assertTrue(object.get("reason").isNull()),
                () -> assertEquals("yes", object.get("canMate").get("white").asText()),
                () -> assertEquals("yes", object.get("canMate").get("black").asText()),
                () -> assertTrue(object.get("line").get("white").size() > 0),
                () -> assertTrue(object.get("line").get("white").get(object.get("line").get("white").size() - 1)
                        .asText().endsWith("#")));
    }

    @Test
    void withTheClockKnightAgainstKnightFourHalfMovesFromTheLimitCannotBeMatedButIsNotDead() {
        JsonNode object = only(CommandRun.of("analyze", "--json", "--clock", "--fen", "4k1n1/8/8/8/8/8/8/4K1N1 w - - 146 80"));
        assertAll(
                () -> assertEquals("no", object.get("canMate").get("white").asText()),
                () -> assertEquals("no", object.get("canMate").get("black").asText()));
    }

    @Test
    void checkmateSaysYesForTheMaterAndNoForTheMated() {
        JsonNode object = only(CommandRun.of("analyze", "--json", "--fen", "k6R/8/1K6/8/8/8/8/8 b - - 0 1"));
        assertAll(
                () -> assertEquals("checkmate", object.get("status").asText()),
                () -> assertEquals("yes", object.get("canMate").get("white").asText()),
                () -> assertEquals(0, object.get("line").get("white").size()),
                () -> assertEquals("no", object.get("canMate").get("black").asText()));
    }

    @Test
    void batchGivesOneObjectPerLineInOrderWithLabelsCheckedAndErrorsKept() {
        String input = String.join("\n", "# labelled as in chasolver-positions.txt",
                "-- 4k3/8/8/p1p2p1p/P1P2P1P/8/8/4K3 w - -", "", "not a fen", "WB 4k1n1/8/8/8/8/8/8/4K1N1 w - -");
        CommandRun run = CommandRun.with(org.chesseus.launcher.wiring.RuleLayerDiscovery::found, input,
                "analyze", "--json", "--input", "-");
        List<JsonNode> objects = run.json();
        assertAll(
                () -> assertEquals(1, run.status(), run.err()),
                () -> assertEquals(3, objects.size()),
                () -> assertTrue(objects.get(0).get("agrees").asBoolean()),
                () -> assertTrue(objects.get(1).get("error").asText().startsWith("line 4: FEN:"), objects.get(1).toString()),
                () -> assertEquals("unknown", objects.get(1).get("canMate").get("white").asText()),
                () -> assertTrue(objects.get(2).get("agrees").asBoolean()),
                () -> assertTrue(run.err().contains("labels: 2 of 2 'no' proven"), run.err()),
                () -> assertTrue(run.err().contains("0 unsound"), run.err()));
    }

    @Test
    void aBookWithoutTheMateQuestionIsRefusedNamingTheLayerItNeeds() {
        CommandRun run = CommandRun.of("analyze", "--rules", "l1");
        assertEquals(1, run.status());
        assertTrue(run.err().contains("needs layer l2"), run.err());
    }

    @Test
    void nineWhitePawnsAreJudgedWithAWarning() {
        JsonNode object = only(CommandRun.of("analyze", "--json", "--fen", "4k3/8/8/8/P7/PPPPPPPP/8/4K3 w - - 0 1"));
        assertTrue(object.get("warnings").get(0).asText().contains("9 pawns"), object.toString());
    }

    @Test
    void oneSideAskedKeepsTheShapeWithTheOtherSideNull() {
        JsonNode object = only(CommandRun.of("analyze", "--json", "--side", "white", "--fen",
                "4k3/8/8/p1p2p1p/P1P2P1P/8/8/4K3 w - - 0 1"));
        assertAll(
                () -> assertEquals(FIELDS, CommandRun.fieldNames(object)),
                () -> assertEquals(List.of("white", "black"), CommandRun.fieldNames(object.get("canMate"))),
                () -> assertEquals("no", object.get("canMate").get("white").asText()),
                () -> assertTrue(object.get("canMate").get("black").isNull()),
                () -> assertTrue(object.get("dead").isNull(), "one side cannot tell a dead position"),
                () -> assertEquals("ongoing", object.get("status").asText()));
    }

    @Test
    void oneSideThatCanMateSettlesThatThePositionIsNotDead() {
        JsonNode object = only(CommandRun.of("analyze", "--json", "--side", "black", "--fen",
                "4k1n1/8/8/8/8/8/8/4K1N1 w - - 0 1"));
        assertAll(
                () -> assertTrue(object.get("canMate").get("white").isNull()),
                () -> assertEquals("yes", object.get("canMate").get("black").asText()),
                () -> assertFalse(object.get("dead").asBoolean()),
                () -> assertEquals(List.of("black"), CommandRun.fieldNames(object.get("line"))));
    }

    @Test
    void flaggedAsksWhetherTheSideThatJustMovedCanMateCountingTheClock() {
        // White to move flags; Black's knight cannot mate before the 75-move rule ends the game (FIDE 6.9, 9.6.2).
        JsonNode object = only(CommandRun.of("analyze", "--json", "--side", "flagged", "--fen",
                "4k1n1/8/8/8/8/8/8/4K1N1 w - - 146 80"));
        assertAll(
                () -> assertTrue(object.get("canMate").get("white").isNull()),
                () -> assertEquals("no", object.get("canMate").get("black").asText()),
                () -> assertTrue(object.get("dead").isNull()));
        JsonNode early = only(CommandRun.of("analyze", "--json", "--side", "flagged", "--fen",
                "4k1n1/8/8/8/8/8/8/4K1N1 b - - 0 80"));
        assertEquals("yes", early.get("canMate").get("white").asText(), "Black flags: can White mate?");
    }

    @Test
    void quickTierProvesBareKingsDeadAndSaysProbablyWhereItFindsNoProof() {
        JsonNode dead = only(CommandRun.of("analyze", "--json", "--quick", "--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
        assertAll(
                () -> assertEquals("dead", dead.get("status").asText()),
                () -> assertEquals("material", dead.get("reason").asText()));
        CommandRun text = CommandRun.of("analyze", "--quick");
        assertEquals(0, text.status(), text.err());
        List<String> lines = text.out().lines().filter(line -> line.contains("can mate")).toList();
        assertEquals(2, lines.size(), text.out());
        assertTrue(lines.stream().allMatch(line -> line.contains("yes") || line.contains("probably")), text.out());
    }

    @Test
    void quickWithABudgetOrAnUnknownSideIsAUsageError() {
        CommandRun budget = CommandRun.of("analyze", "--quick", "--budget", "100");
        assertEquals(2, budget.status());
        assertTrue(budget.err().contains("--quick"), budget.err());
        CommandRun side = CommandRun.of("analyze", "--side", "red");
        assertEquals(2, side.status());
        assertTrue(side.err().contains("white, black, flagged"), side.err());
    }

    @Test
    void batchWithOneSideCountsOnlyThatSideAgainstItsLabel() {
        String input = String.join("\n", "-B 4k3/8/8/8/8/8/q7/7K b - -", "-- 4k3/8/8/p1p2p1p/P1P2P1P/8/8/4K3 w - -");
        CommandRun run = CommandRun.with(org.chesseus.launcher.wiring.RuleLayerDiscovery::found, input,
                "analyze", "--json", "--side", "black", "--input", "-");
        List<JsonNode> objects = run.json();
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertEquals(2, objects.size()),
                () -> assertTrue(objects.get(0).get("agrees").asBoolean()),
                () -> assertTrue(objects.get(1).get("agrees").asBoolean()),
                () -> assertTrue(run.err().contains("labels: 1 of 1 'no' proven"), run.err()),
                () -> assertFalse(run.err().contains("White "), run.err()));
    }

    private static JsonNode only(CommandRun run) {
        assertEquals(0, run.status(), run.err());
        List<JsonNode> objects = run.json();
        assertEquals(1, objects.size());
        return objects.get(0);
    }
}
