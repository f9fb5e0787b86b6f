package org.chesseus.drivers.web;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The choices every command shares, on served games: rules dropped ({@code --without}, a request's
 * {@code without}), a simple or Bronstein delay, odds per side — as server defaults and per game.
 * Each scenario is checked against the rule it applies, by hand: FIDE 9.6.1 (the fifth occurrence
 * ends the game), the simple (US) delay (the clock runs only after the delay, so a move made within
 * it costs nothing), Bronstein's (the time used, up to the delay, is given back after the move),
 * odds as given.
 */
class ServeOptionsTest {
    /** Knights out and back twice over: the start position occurs for the fifth time after 16 plies. */
    private static final String[] FIVE_TIMES = {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8",
        "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"};

    private static ServedGames served(List<String> without, Map<String, String> clock) {
        return new ServedGames(new ServeDefaults("fide", without, clock));
    }

    @Test
    void aServerWithoutFivefoldAndSeventyFiveShowsItAndTheFifthOccurrenceDoesNotEndTheGame() {
        try (ServedGames plain = new ServedGames(); ServedGames teaching = served(List.of("fivefold", "seventy-five"), Map.of())) {
            JsonNode ended = plain.play(plain.open("{}"), FIVE_TIMES).body();
            String id = teaching.open("{}");
            JsonNode opened = teaching.get("/api/games/" + id).body();
            JsonNode goesOn = teaching.play(id, FIVE_TIMES).body();
            assertAll(
                    () -> assertEquals("5R", ended.path("outcome").path("code").asText(), ended.toString()),
                    () -> assertEquals("FIDE 9.6.1", ended.path("outcome").path("article").asText()),
                    () -> assertEquals("[]", ended.path("without").toString()),
                    () -> assertEquals("[\"fivefold\",\"seventy-five\"]", opened.path("without").toString()),
                    () -> assertTrue(goesOn.path("outcome").isNull(), goesOn.toString()),
                    () -> assertEquals(5, goesOn.path("repetitions").asInt()),
                    () -> assertEquals(20, goesOn.path("legal").size(), "the game goes on from the start position"));
        }
    }

    @Test
    void aRequestsWithoutReplacesTheServersAndTheServersSkipsABookWithoutTheRule() {
        try (ServedGames teaching = served(List.of("fivefold"), Map.of())) {
            JsonNode own = teaching.post("/api/games", "{\"without\":[\"seventy-five\"]}").body();
            JsonNode none = teaching.post("/api/games", "{\"without\":\"\"}").body();
            JsonNode l1 = teaching.post("/api/games", "{\"profile\":\"l1\"}").body();
            JsonNode profiles = teaching.get("/api/profiles").body();
            assertAll(
                    () -> assertEquals("[\"seventy-five\"]", own.path("without").toString(), own.toString()),
                    () -> assertEquals("[]", none.path("without").toString(), none.toString()),
                    () -> assertEquals("l1", l1.path("profile").asText(), l1.toString()),
                    () -> assertEquals("[]", l1.path("without").toString(), "l1 has no fivefold rule to drop"),
                    () -> assertEquals("[\"fivefold\"]", profiles.path("without").toString(), profiles.toString()));
        }
    }

    @Test
    void underASimpleDelayAMoveMadeWithinTheDelayLeavesTheClockUnchanged() {
        try (ServedGames timed = served(List.of(), Map.of("time", "1", "delay", "5"))) {
            String id = timed.open("{}");
            timed.elapse(3);
            JsonNode thinking = timed.get("/api/games/" + id).body();
            JsonNode moved = timed.play(id, "e4").body();
            timed.elapse(7);
            JsonNode black = timed.play(id, "e5").body();
            assertAll(
                    () -> assertEquals("1", thinking.path("time").asText()),
                    () -> assertEquals("5", thinking.path("delay").asText()),
                    () -> assertEquals(60_000, thinking.path("clocks").path("white").asLong(), "the delay runs first"),
                    () -> assertEquals(60_000, moved.path("clocks").path("white").asLong(), "3 s within a 5 s delay cost nothing"),
                    () -> assertEquals(58_000, black.path("clocks").path("black").asLong(), "7 s with a 5 s delay cost 2 s"));
        }
    }

    @Test
    void aBronsteinDelayPerGameGivesBackTheTimeUsedUpToTheDelay() {
        try (ServedGames served = new ServedGames()) {
            String id = served.open("{\"time\":\"1\",\"bronstein\":\"5\"}");
            served.elapse(3);
            JsonNode thinking = served.get("/api/games/" + id).body();
            JsonNode moved = served.play(id, "e4").body();
            served.elapse(7);
            JsonNode black = served.play(id, "e5").body();
            assertAll(
                    () -> assertEquals("5", thinking.path("bronstein").asText(), thinking.toString()),
                    () -> assertTrue(thinking.path("delay").isNull()),
                    () -> assertEquals(57_000, thinking.path("clocks").path("white").asLong(), "Bronstein's clock runs at once"),
                    () -> assertEquals(60_000, moved.path("clocks").path("white").asLong(), "3 s given back after the move"),
                    () -> assertEquals(58_000, black.path("clocks").path("black").asLong(), "7 s less the 5 s given back"));
        }
    }

    @Test
    void oddsApplyPerSideAsServerDefaultsAndPerGame() {
        try (ServedGames odds = served(List.of(), Map.of("time", "5", "black-time", "4"))) {
            JsonNode server = odds.post("/api/games", "{}").body();
            JsonNode white = odds.post("/api/games", "{\"whiteTime\":\"6\"}").body();
            JsonNode fresh = odds.post("/api/games", "{\"time\":\"3\"}").body();
            JsonNode armageddon = odds.post("/api/games", "{\"profile\":\"armageddon\",\"time\":\"5\",\"whiteTime\":\"5\",\"blackTime\":\"270s\"}").body();
            assertAll(
                    () -> assertEquals(300_000, server.path("clocks").path("white").asLong(), server.toString()),
                    () -> assertEquals(240_000, server.path("clocks").path("black").asLong()),
                    () -> assertEquals("4", server.path("blackTime").asText()),
                    () -> assertEquals(360_000, white.path("clocks").path("white").asLong(), white.toString()),
                    () -> assertEquals(240_000, white.path("clocks").path("black").asLong(), "the server's odds for Black stay"),
                    () -> assertEquals(180_000, fresh.path("clocks").path("black").asLong(), "a time of its own: no server odds"),
                    () -> assertEquals(270_000, armageddon.path("clocks").path("black").asLong(), armageddon.toString()),
                    () -> assertEquals(300_000, armageddon.path("clocks").path("white").asLong()));
        }
    }

    @Test
    void theFirstLineNamesWhatGamesGet() {
        assertAll(
                () -> assertEquals("rules fide, untimed", new ServeDefaults("fide", "").describe()),
                () -> assertEquals("rules fide without fivefold,seventy-five, time 5 delay 5 black-time 4",
                        new ServeDefaults("fide", List.of("fivefold", "seventy-five"),
                                Map.of("time", "5", "delay", "5", "black-time", "4", "bronstein", " ")).describe()));
    }
}
