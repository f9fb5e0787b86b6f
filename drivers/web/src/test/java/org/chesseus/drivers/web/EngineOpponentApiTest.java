package org.chesseus.drivers.web;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.chesseus.drivers.web.ServedGames.Answer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A game against the engine through the API: the engine's reply arrives by itself as a move the
 * arbiter took — one of the legal moves the game listed for that position (after 1.e4, Black's 20;
 * at the start, White's 20) — and the person cannot act for the engine; a level outside the
 * engine's range, an unknown side or field, or a server without an engine is refused in one line
 * naming the field; a resignation stops the engine's search, and closing the server ends its threads.
 */
class EngineOpponentApiTest {
    /** How long a test waits for the engine's move: a level's search takes milliseconds, full strength a second. */
    private static final long PATIENCE_MILLIS = 15_000;

    private final ServedGames served = ServedGames.withEngine();

    @AfterEach
    void stop() {
        served.close();
    }

    private Answer act(String id, String action) {
        return served.post("/api/games/" + id + "/actions", action);
    }

    /** The game once it has reached {@code ply} (or ended), waiting for the engine. */
    private JsonNode atPly(String id, int ply) throws InterruptedException {
        long until = System.currentTimeMillis() + PATIENCE_MILLIS;
        JsonNode view = served.get("/api/games/" + id).body();
        while (view.path("ply").asInt() < ply && view.path("outcome").isNull() && System.currentTimeMillis() < until) {
            Thread.sleep(20);
            view = served.get("/api/games/" + id).body();
        }
        return view;
    }

    private static List<String> sans(JsonNode legal) {
        List<String> moves = new ArrayList<>();
        legal.forEach(move -> moves.add(move.path("san").asText()));
        return moves;
    }

    @Test
    void theEnginesReplyIsOneOfTheLegalMovesTheArbiterListedAndIsPlayedByItself() throws InterruptedException {
        Answer opened = served.post("/api/games", "{\"opponent\":{\"side\":\"black\",\"elo\":1200}}");
        String id = opened.body().path("id").asText();
        JsonNode afterE4 = act(id, "{\"type\":\"move\",\"move\":\"e4\",\"by\":\"white\",\"ply\":0}").body();
        List<String> blacksMoves = sans(afterE4.path("legal"));
        JsonNode replied = atPly(id, 2);
        String reply = replied.path("moves").path(1).asText();
        assertAll(
                () -> assertEquals(201, opened.status(), opened.text()),
                () -> assertEquals("{\"side\":\"black\",\"elo\":1200,\"thinking\":false}",
                        opened.body().path("opponent").toString(), "White moves first: the engine waits"),
                () -> assertEquals(20, blacksMoves.size(), "Black has 20 legal moves after 1.e4 (perft 2 = 400 = 20 x 20)"),
                () -> assertEquals(2, replied.path("ply").asInt(), "the engine replied: " + replied),
                () -> assertEquals("e4", replied.path("moves").path(0).asText()),
                () -> assertTrue(blacksMoves.contains(reply), reply + " is not among Black's legal moves " + blacksMoves),
                () -> assertEquals("white", replied.path("toMove").asText()),
                () -> assertFalse(replied.path("opponent").path("thinking").asBoolean(), "White to move: the engine waits"),
                () -> assertTrue(replied.path("legal").size() > 0, "White has moves again: the game goes on"),
                () -> assertTrue(replied.path("outcome").isNull()));
    }

    @Test
    void theEnginePlayingWhiteMovesFirstAndTheRecordNamesItsLevel() throws InterruptedException {
        List<String> whitesMoves = sans(served.get("/api/games/" + served.open("{}")).body().path("legal"));
        String id = served.open("{\"opponent\":{\"side\":\"white\",\"elo\":1000}}");
        JsonNode moved = atPly(id, 1);
        String pgn = served.get("/api/games/" + id + "/pgn").text();
        assertAll(
                () -> assertEquals(20, whitesMoves.size(), "20 legal moves at the start (perft 1)"),
                () -> assertEquals(1, moved.path("ply").asInt(), moved.toString()),
                () -> assertTrue(whitesMoves.contains(moved.path("moves").path(0).asText()), moved.path("moves").toString()),
                () -> assertTrue(pgn.contains("[White \"engine:1000\"]"), pgn),
                () -> assertTrue(pgn.contains("[Black \"?\"]"), pgn));
    }

    @Test
    void aPersonsRequestCannotActForTheEngine() throws InterruptedException {
        String id = served.open("{\"opponent\":{\"side\":\"white\",\"elo\":1000}}");
        atPly(id, 1);
        Answer offer = act(id, "{\"type\":\"offer\",\"by\":\"white\"}");
        Answer resign = act(id, "{\"type\":\"resign\",\"by\":\"white\"}");
        assertAll(
                () -> assertEquals(409, offer.status(), offer.text()),
                () -> assertEquals("White is played by the engine in this game: requests act for Black only", offer.error()),
                () -> assertEquals(409, resign.status(), resign.text()),
                () -> assertTrue(served.get("/api/games/" + id).body().path("outcome").isNull()));
    }

    @Test
    void aLevelOutsideTheEnginesRangeIsRefusedNamingTheField() {
        Answer high = served.post("/api/games", "{\"opponent\":{\"side\":\"black\",\"elo\":2500}}");
        Answer low = served.post("/api/games", "{\"opponent\":{\"side\":\"white\",\"elo\":\"999\"}}");
        Answer word = served.post("/api/games", "{\"opponent\":{\"side\":\"white\",\"elo\":\"strong\"}}");
        Answer side = served.post("/api/games", "{\"opponent\":{\"side\":\"green\"}}");
        Answer field = served.post("/api/games", "{\"opponent\":{\"side\":\"black\",\"level\":1200}}");
        Answer shape = served.post("/api/games", "{\"opponent\":\"black\"}");
        Map<String, Answer> refused = Map.of("high", high, "low", low, "word", word, "side", side, "field", field,
                "shape", shape);
        assertAll(
                () -> assertEquals("a new game: 'opponent.elo' 2500: the engine plays at levels 1000 to 2400;"
                        + " leave 'elo' out for its full strength", high.error()),
                () -> assertEquals("a new game: 'opponent.elo' 999: the engine plays at levels 1000 to 2400;"
                        + " leave 'elo' out for its full strength", low.error()),
                () -> assertEquals("a new game: 'opponent.elo' strong is no level; write a rating such as 1500, or"
                        + " leave 'elo' out for the engine's full strength", word.error()),
                () -> assertEquals("a new game: 'opponent.side' \"green\" is no side; write \"white\" or \"black\""
                        + " (the side the engine plays)", side.error()),
                () -> assertEquals("unknown field 'level' in 'opponent' of a new game; fields: elo, side", field.error()),
                () -> assertTrue(shape.error().startsWith("field 'opponent' of a new game must be an object"), shape.error()),
                () -> assertEquals(Map.of("high", 400, "low", 400, "word", 400, "side", 400, "field", 400, "shape", 400),
                        refused.entrySet().stream().collect(Collectors.toMap(Map.Entry::getKey, e -> e.getValue().status()))),
                () -> assertTrue(refused.values().stream().noneMatch(answer -> answer.error().contains("\n"))),
                () -> assertEquals("{\"games\":[]}", served.get("/api/games").body().toString(), "no game opened"));
    }

    @Test
    void aServerWithoutAnEngineRefusesAnOpponentAndSaysSoInItsProfiles() {
        try (ServedGames people = new ServedGames()) {
            Answer refused = people.post("/api/games", "{\"opponent\":{\"side\":\"black\"}}");
            assertAll(
                    () -> assertEquals(400, refused.status()),
                    () -> assertTrue(refused.error().startsWith("a new game: 'opponent': this server has no engine"),
                            refused.error()),
                    () -> assertTrue(people.get("/api/profiles").body().path("engine").isNull()),
                    () -> assertEquals("{\"name\":\"" + served.get("/api/profiles").body().path("engine").path("name").asText()
                                    + "\",\"lowest\":1000,\"highest\":2400}",
                            served.get("/api/profiles").body().path("engine").toString()));
        }
    }

    @Test
    void aResignationWhileTheEngineThinksStopsItsSearchAndNoMoveFollows() throws InterruptedException {
        // At full strength the engine thinks a second on an untimed move.
        String id = served.open("{\"opponent\":{\"side\":\"white\"}}");
        JsonNode resigned = act(id, "{\"type\":\"resign\",\"by\":\"black\"}").body();
        Thread.sleep(300);
        boolean searching = engineSearching();
        Thread.sleep(1_200);
        JsonNode later = served.get("/api/games/" + id).body();
        assertAll(
                () -> assertEquals("1-0", resigned.path("outcome").path("score").asText(), resigned.toString()),
                () -> assertEquals("FIDE 5.1.2", resigned.path("outcome").path("article").asText()),
                () -> assertFalse(searching, "an engine thread still searches 300 ms after the resignation"),
                () -> assertEquals("[]", later.path("moves").toString(), "the engine's move is not played after the end"),
                () -> assertEquals(resigned.path("version").asLong(), later.path("version").asLong()));
    }

    @Test
    void closingTheServerEndsTheEnginesThreads() throws InterruptedException {
        served.open("{\"opponent\":{\"side\":\"white\"}}");
        Thread.sleep(100);
        assertTrue(engineThreads() > 0, "the engine thinks on a thread of its own");
        served.close();
        long until = System.currentTimeMillis() + 3_000;
        while (engineThreads() > 0 && System.currentTimeMillis() < until) {
            Thread.sleep(20);
        }
        assertEquals(0, engineThreads(), "engine threads alive after the server closed");
    }

    /** The live threads the server's engines run on. */
    private static long engineThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.isAlive() && thread.getName().startsWith("chesseus-engine-")).count();
    }

    /** Whether an engine thread is inside the search plugin now. */
    private static boolean engineSearching() {
        return Thread.getAllStackTraces().entrySet().stream()
                .filter(entry -> entry.getKey().getName().startsWith("chesseus-engine-"))
                .anyMatch(entry -> List.of(entry.getValue()).stream()
                        .anyMatch(frame -> frame.getClassName().startsWith("org.chesseus.search.")));
    }
}
