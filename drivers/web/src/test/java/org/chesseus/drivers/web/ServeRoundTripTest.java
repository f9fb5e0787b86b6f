package org.chesseus.drivers.web;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.pgn.PgnEntry;
import org.chesseus.api.pgn.PgnGame;
import org.chesseus.api.pgn.PgnReader;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.tools.adjudicate.Adjudication;
import org.chesseus.tools.adjudicate.Adjudicator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * The round trip of {@code chesseus serve}: every game the API plays, taken from {@code GET
 * /api/games/{id}/pgn} once it is over — the board's endings, claims with and without a move, an
 * agreement, resignations with and without mating material, flags on a clock the test moves —
 * re-judged by the adjudicator of {@code adjudicate} (tools), agrees with its record on the score and the reason.
 */
class ServeRoundTripTest {
    private static final String SHUFFLE = "Nf3,Nf6,Ng1,Ng8";

    private final ServedGames untimed = new ServedGames();
    private final ServedGames timed = new ServedGames("fide", "1+0");
    private final StringBuilder corpus = new StringBuilder();

    @AfterEach
    void stop() {
        untimed.close();
        timed.close();
    }

    private String open(ServedGames served, String fen) {
        return served.open(fen == null ? "{}" : "{\"fen\":\"" + fen + "\"}");
    }

    private void act(ServedGames served, String id, String action) {
        ServedGames.Answer answer = served.post("/api/games/" + id + "/actions", action);
        assertEquals(200, answer.status(), answer.text());
    }

    private void record(ServedGames served, String id) {
        ServedGames.Answer answer = served.get("/api/games/" + id + "/pgn");
        assertEquals(200, answer.status(), answer.text());
        corpus.append(answer.text());
    }

    private void played(String fen, String moves) {
        String id = open(untimed, fen);
        untimed.play(id, moves.split(","));
        record(untimed, id);
    }

    @Test
    void everyGameServeRecordsIsRejudgedAsItEndedOnScoreAndReason() {
        played(null, "f3,e5,g4,Qh4#");
        played(null, "e4,e5,Qh5,Nc6,Bc4,Nf6,Qxf7#");
        played("7k/3Q4/6K1/8/8/8/8/8 w - - 0 60", "Qf7");
        played("4k3/8/8/8/8/8/4r3/4KB2 w - - 0 50", "Kxe2");
        played("4k3/8/8/8/8/8/8/R3K3 w - - 149 80", "Ra2");
        played(null, String.join(",", SHUFFLE, SHUFFLE, SHUFFLE, SHUFFLE));

        String fifty = open(untimed, "4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
        untimed.play(fifty, "Ra2");
        act(untimed, fifty, "{\"type\":\"claim\",\"by\":\"black\"}");
        record(untimed, fifty);

        String threefold = open(untimed, null);
        untimed.play(threefold, (SHUFFLE + ",Nf3,Nf6,Ng1").split(","));
        act(untimed, threefold, "{\"type\":\"move\",\"move\":\"Ng8\",\"claim\":true,\"by\":\"black\"}");
        record(untimed, threefold);

        String agreed = open(untimed, null);
        untimed.play(agreed, "e4", "e5");
        act(untimed, agreed, "{\"type\":\"move\",\"move\":\"Nf3\",\"claim\":true}");
        act(untimed, agreed, "{\"type\":\"accept\",\"by\":\"black\"}");
        record(untimed, agreed);

        String blackResigns = open(untimed, null);
        untimed.play(blackResigns, "e4");
        act(untimed, blackResigns, "{\"type\":\"resign\",\"by\":\"black\"}");
        record(untimed, blackResigns);

        String whiteResigns = open(untimed, null);
        act(untimed, whiteResigns, "{\"type\":\"resign\",\"by\":\"white\"}");
        record(untimed, whiteResigns);

        String drawnResignation = open(untimed, "4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
        act(untimed, drawnResignation, "{\"type\":\"resign\",\"by\":\"white\"}");
        record(untimed, drawnResignation);

        String whiteFlag = open(timed, null);
        String blackFlag = open(timed, null);
        timed.play(blackFlag, "e4");
        String rookFlag = open(timed, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        timed.elapse(61);
        record(timed, whiteFlag);
        record(timed, blackFlag);
        record(timed, rookFlag);

        Set<String> codes = assertEveryGameAgrees(corpus.toString());
        assertEquals(Set.of("B#", "W#", "SM", "DP", "75", "5R", "50", "3R", "DA", "WR", "BR", "RM", "BT", "WT", "TM"), codes);
    }

    /**
     * Re-judges {@code corpus} under {@code fide} as {@code adjudicate} does and asserts that each
     * game agrees on score and reason with its record's {@code ResultCode}; returns the codes ruled.
     */
    private static Set<String> assertEveryGameAgrees(String corpus) {
        List<PgnGame> games = PgnReader.read(corpus);
        List<PgnEntry> entries = PgnReader.readEach(corpus);
        assertEquals(games.size(), entries.size(), "one entry a game");
        Adjudicator fide = new Adjudicator(new RuleBookComposer(
                ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).toList()).compose("fide"));
        List<Executable> checks = new ArrayList<>();
        Set<String> codes = new TreeSet<>();
        for (int i = 0; i < games.size(); i++) {
            PgnGame game = games.get(i);
            Adjudication verdict = fide.judge(i + 1, entries.get(i));
            String code = verdict.code().map(ResultCode::code).orElse("?");
            String where = "serve game " + (i + 1) + " (" + game.tag("ResultCode").orElse("?") + ", "
                    + game.tag("Termination").orElse("no Termination") + "): " + verdict.explanation();
            codes.add(code);
            checks.add(() -> assertTrue(verdict.agrees(), where));
            checks.add(() -> assertEquals(game.tag("ResultCode").orElse("?"), code, where));
            checks.add(() -> assertTrue(game.tag("TimeControl").isPresent(), "a TimeControl tag: " + where));
        }
        assertAll(checks);
        return codes;
    }
}
