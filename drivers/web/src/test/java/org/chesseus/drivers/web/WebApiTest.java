package org.chesseus.drivers.web;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.HttpURLConnection;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.chesseus.drivers.web.ServedGames.Answer;
import org.chesseus.api.pgn.PgnGame;
import org.chesseus.api.pgn.PgnReader;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The JSON API over games under the rule book, each scenario checked against the book's own
 * articles: a fool's mate, a threefold claimed with the move (FIDE 9.2.1), an offer made and
 * accepted (9.1.2, 5.2.3), flag falls on a clock the test moves (6.9 and USCF 14E on K+N v K+R),
 * the compare panel, the page and the event stream.
 */
class WebApiTest {
    /** K+N v K+R, Black (the rook) to move: White can still mate by a helpmate, FIDE 6.9 gives White the game. */
    static final String KNIGHT_AGAINST_ROOK = "8/8/4k3/8/3r4/8/2N5/4K3 b - - 0 1";

    private final ServedGames served = new ServedGames();

    @AfterEach
    void stop() {
        served.close();
    }

    private Answer act(String id, String action) {
        return served.post("/api/games/" + id + "/actions", action);
    }

    @Test
    void foolsMateEndsTheGameWithBlackWinningByCheckmate() {
        String id = served.open("{\"profile\":\"fide\"}");
        JsonNode view = served.play(id, "f3", "e5", "g2g4", "Qh4#").body();
        assertAll(
                () -> assertEquals("B#", view.path("outcome").path("code").asText()),
                () -> assertEquals("0-1", view.path("outcome").path("score").asText()),
                () -> assertEquals("FIDE 5.1.1", view.path("outcome").path("article").asText()),
                () -> assertEquals("[\"f3\",\"e5\",\"g4\",\"Qh4#\"]", view.path("moves").toString()),
                () -> assertEquals(0, view.path("legal").size()));
    }

    @Test
    void aNewGameShowsTheStatusLineAndTheLegalMoves() {
        JsonNode view = served.get("/api/games/" + served.open("{}")).body();
        assertAll(
                () -> assertEquals(20, view.path("legal").size(), "20 legal moves at the start"),
                () -> assertEquals("White to move  M=0  R=1", view.path("status").asText()),
                () -> assertEquals("R", view.path("board").get(0).asText()),
                () -> assertEquals("k", view.path("board").get(60).asText()),
                () -> assertEquals("fide", view.path("profile").asText()));
    }

    @Test
    void aThreefoldRepetitionIsClaimedWithTheMoveThatMakesIt() {
        String id = served.open("{}");
        served.play(id, "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1");
        JsonNode view = act(id, "{\"type\":\"move\",\"move\":\"Ng8\",\"claim\":true,\"by\":\"black\"}").body();
        assertAll(
                () -> assertEquals("3R", view.path("outcome").path("code").asText(), view.toString()),
                () -> assertEquals("1/2-1/2", view.path("outcome").path("score").asText()),
                () -> assertTrue(view.path("outcome").path("article").asText().startsWith("FIDE 9.2"), view.toString()));
    }

    @Test
    void aDrawRequestWithAMoveThatMakesNoClaimIsAnOfferAndTheOpponentAccepts() {
        String id = served.open("{}");
        served.play(id, "e4", "e5");
        JsonNode offered = act(id, "{\"type\":\"move\",\"move\":\"Nf3\",\"claim\":true}").body();
        JsonNode accepted = act(id, "{\"type\":\"accept\",\"by\":\"black\"}").body();
        assertAll(
                () -> assertEquals("white", offered.path("offer").asText()),
                () -> assertTrue(offered.path("status").asText().endsWith("D? (White offers a draw)"), offered.toString()),
                () -> assertEquals("DA", accepted.path("outcome").path("code").asText(), accepted.toString()),
                () -> assertEquals("FIDE 5.2.3", accepted.path("outcome").path("article").asText()));
    }

    @Test
    void eitherPlayerMayResignAtAnyMoment() {
        String id = served.open("{}");
        served.play(id, "e4");
        JsonNode view = act(id, "{\"type\":\"resign\",\"by\":\"white\"}").body();
        assertAll(
                () -> assertEquals("BR", view.path("outcome").path("code").asText(), view.toString()),
                () -> assertEquals("FIDE 5.1.2", view.path("outcome").path("article").asText()));
    }

    @Test
    void theRookSideFlagsAgainstAKnightThatCanStillMateAndLosesUnderFide() {
        ServedGames timed = new ServedGames("fide", "1+0");
        try {
            String id = timed.open("{\"fen\":\"" + KNIGHT_AGAINST_ROOK + "\"}");
            timed.nanos.addAndGet(Duration.ofSeconds(61).toNanos());
            JsonNode view = timed.get("/api/games/" + id).body();
            assertAll(
                    () -> assertEquals("WT", view.path("outcome").path("code").asText(), view.toString()),
                    () -> assertEquals("FIDE 6.9", view.path("outcome").path("article").asText()),
                    () -> assertTrue(view.path("clocks").path("black").asLong() < 0, view.toString()));
        } finally {
            timed.close();
        }
    }

    @Test
    void aServedGameIsRecordedInPgnWithTheStandardTerminationAndTimeControl() {
        ServedGames timed = new ServedGames("fide", "1+0");
        try {
            String id = timed.open("{\"fen\":\"" + KNIGHT_AGAINST_ROOK + "\"}");
            timed.nanos.addAndGet(Duration.ofSeconds(61).toNanos());
            Answer answer = timed.get("/api/games/" + id + "/pgn");
            PgnGame record = PgnReader.read(answer.text()).get(0);
            assertAll(
                    () -> assertEquals(200, answer.status(), answer.text()),
                    () -> assertEquals("1-0", record.result()),
                    () -> assertEquals("time forfeit", record.tag("Termination").orElseThrow()),
                    () -> assertEquals("WT", record.tag("ResultCode").orElseThrow()),
                    () -> assertEquals("FIDE 6.9", record.tag("ResultArticle").orElseThrow()),
                    () -> assertEquals("60", record.tag("TimeControl").orElseThrow()),
                    () -> assertEquals(KNIGHT_AGAINST_ROOK, record.tag("FEN").orElseThrow()));
        } finally {
            timed.close();
        }
    }

    @Test
    void theSameFlagIsADrawUnderUsChess14E() {
        // US Chess puts a 5 s delay on a sudden-death control (USCF 5F), so 70 s pass.
        ServedGames timed = new ServedGames("uscf", "1+0");
        try {
            String id = timed.open("{\"fen\":\"" + KNIGHT_AGAINST_ROOK + "\"}");
            timed.nanos.addAndGet(Duration.ofSeconds(70).toNanos());
            JsonNode view = timed.get("/api/games/" + id).body();
            assertAll(
                    () -> assertEquals("TM", view.path("outcome").path("code").asText(), view.toString()),
                    () -> assertEquals("USCF 14E", view.path("outcome").path("article").asText()));
        } finally {
            timed.close();
        }
    }

    @Test
    void theComparePanelJudgesEveryProfileAndEachSidesFlag() {
        String id = served.open("{\"fen\":\"" + KNIGHT_AGAINST_ROOK + "\"}");
        JsonNode panel = served.get("/api/games/" + id + "/compare").body();
        JsonNode rows = panel.path("rows");
        assertAll(
                () -> assertEquals(ComparePanel.PROFILES.size(), rows.size()),
                () -> assertEquals("l1", rows.get(0).path("profile").asText()),
                () -> assertTrue(rows.get(0).path("flagBlack").path("explanation").asText().contains("refused"),
                        rows.get(0).toString()),
                () -> assertEquals("WT", rows.get(2).path("flagBlack").path("code").asText(), rows.get(2).toString()),
                () -> assertEquals("FIDE 6.9", rows.get(2).path("flagBlack").path("article").asText()),
                () -> assertEquals("TM", rows.get(4).path("flagBlack").path("code").asText(), rows.get(4).toString()),
                () -> assertEquals("BT", rows.get(2).path("flagWhite").path("code").asText()),
                () -> assertEquals("BR", rows.get(2).path("resignWhite").path("code").asText()),
                () -> assertTrue(rows.get(2).path("current").asBoolean()));
    }

    @Test
    void aChess960GameStartsFromItsNumber() {
        JsonNode view = served.post("/api/games", "{\"chess960\":\"0\"}").body();
        assertAll(
                () -> assertEquals(0, view.path("chess960Number").asInt()),
                () -> assertTrue(view.path("startFen").asText().startsWith("bbqnnrkr/pppppppp/"), view.toString()));
    }

    @Test
    void thePageIsServedAtTheRootAndAtEachGamesAddress() {
        Answer root = served.get("/");
        Answer game = served.get("/games/1");
        assertAll(
                () -> assertEquals(200, root.status()),
                () -> assertTrue(root.text().contains("Chesseus"), root.text()),
                () -> assertEquals(root.text(), game.text()),
                () -> assertEquals(200, served.get("/app.js").status()),
                () -> assertEquals(404, served.get("/secret.txt").status()));
    }

    @Test
    void theEventStreamSendsTheGameAtOnce() throws Exception {
        String id = served.open("{}");
        HttpURLConnection connection = served.connect("/api/games/" + id + "/events");
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(connection.getInputStream(), StandardCharsets.UTF_8))) {
            String first = lines.readLine();
            assertAll(
                    () -> assertEquals("text/event-stream; charset=utf-8", connection.getContentType()),
                    () -> assertTrue(first.startsWith("data: {\"id\":\"" + id + "\""), first));
        } finally {
            connection.disconnect();
        }
    }
}
