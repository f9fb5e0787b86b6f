package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.chesseus.launcher.wiring.RuleLayerDiscovery;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code adjudicate} and {@code compare --pgn} read what recorders write — Chesseus's own {@code
 * ResultCode}, Lichess's and cutechess's {@code Termination}, chess.com's sentences, cutechess's and
 * fastchess's last comments — and {@code agrees} compares the reason as well as the score. The
 * samples in {@code adjudicate/recorders/} are written by hand in each recorder's documented format
 * with its real tag values; the sidecars say, from the rule book, what each game is judged.
 */
class RecordersTest {
    private static List<JsonNode> adjudicate(String pgn, String... more) {
        String[] args = new String[3 + more.length];
        args[0] = "adjudicate";
        args[1] = "--json";
        System.arraycopy(more, 0, args, 2, more.length);
        args[args.length - 1] = "-";
        return CommandRun.with(RuleLayerDiscovery::found, pgn, args).json();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"lichess", "chesscom", "cutechess", "fastchess"})
    void aRecordersGamesAreJudgedWithTheReasonItsFormatGives(String recorder) {
        CommandRun run = CommandRun.of("adjudicate", "--json",
                AdjudicateCommandTest.resource("recorders/" + recorder + ".pgn").toString());
        AdjudicateCommandTest.assertMatches(AdjudicateCommandTest.expected("recorders/" + recorder + ".expected"), run.json());
    }

    @Test
    void chesseusOwnFlagLossIsJudgedAsAFlagFallNotAResignation() {
        // As `play` wrote it before the standard Termination: the code in a tag of its own.
        JsonNode verdict = adjudicate("[White \"human\"]\n[Black \"human\"]\n[Result \"1-0\"]\n[Termination \"WT FIDE 6.9\"]\n"
                + "[ResultCode \"WT\"]\n\n1. e4 {[%emt 0:00:01] [%clk 0:00:59]} 1-0\n\n").get(0);
        assertAll(
                () -> assertEquals("WT", verdict.path("code").asText(), verdict.toString()),
                () -> assertEquals("time-forfeit", verdict.path("recordedReason").asText()),
                () -> assertTrue(verdict.path("agrees").asBoolean(), verdict.toString()));
    }

    @Test
    void aMatchCrashForfeitIsJudgedAsAForfeitNotAFlagFall() {
        JsonNode verdict = adjudicate("[White \"crash.sh\"]\n[Black \"stockfish\"]\n[Result \"0-1\"]\n"
                + "[Termination \"abandoned\"]\n[ResultCode \"BF\"]\n\n1. e4 e5 0-1\n\n").get(0);
        assertAll(
                () -> assertEquals("BF", verdict.path("code").asText(), verdict.toString()),
                () -> assertEquals("forfeit", verdict.path("ruledReason").asText()),
                () -> assertTrue(verdict.path("agrees").asBoolean(), verdict.toString()));
    }

    @Test
    void agreesComparesTheReasonAsWellAsTheScore() {
        // cutechess says White mates, but 2. Qh5 is no mate: Black's resignation is the most the book can rule.
        JsonNode verdict = adjudicate("[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
                + "1. e4 {+0.3/10 0.1s} e5 {-0.3/10 0.1s} 2. Qh5 {+M1/1 0.01s, White mates} 1-0\n\n").get(0);
        assertAll(
                () -> assertEquals("WR", verdict.path("code").asText(), verdict.toString()),
                () -> assertEquals("checkmate", verdict.path("recordedReason").asText()),
                () -> assertEquals("resignation", verdict.path("ruledReason").asText()),
                () -> assertTrue(verdict.path("scoreAgrees").asBoolean(), verdict.toString()),
                () -> assertFalse(verdict.path("agrees").asBoolean(), "the score agrees, the reason does not: " + verdict));
    }

    @Test
    void theSummaryCountsAgreementsByScoreAloneAndByScoreAndReason() {
        CommandRun run = CommandRun.with(RuleLayerDiscovery::found, "[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n"
                + "[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 {White mates} 1-0\n\n", "adjudicate", "--json", "-");
        assertTrue(run.err().contains("2 agree on the score, 1 on the score and the reason; 0 disagree on the score"),
                run.err());
    }

    @Test
    void compareJudgesAnEnginesRecordedIllegalMoveAsAForfeitUnderEveryProfile() {
        List<JsonNode> rows = CommandRun.with(RuleLayerDiscovery::found, "[White \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n"
                + "[Termination \"illegal move\"]\n\n1. e4 {+0.30/16 0.5s} e5 {-0.25/15 0.4s, White makes an illegal move: e1e3} 0-1\n\n",
                "compare", "--profiles", "fide,uscf", "--pgn", "-", "--json").json();
        assertAll(
                () -> assertEquals("BF", rows.get(0).path("code").asText(), rows.toString()),
                () -> assertEquals("BF", rows.get(1).path("code").asText(), rows.toString()));
    }
}
