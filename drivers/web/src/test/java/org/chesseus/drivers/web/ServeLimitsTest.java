package org.chesseus.drivers.web;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.HttpURLConnection;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.chesseus.api.RejectedInputException;
import org.chesseus.drivers.web.ServedGames.Answer;
import org.junit.jupiter.api.Test;

/**
 * The server's memory stays bounded: finished games go 30 minutes after their end, others 24 hours
 * after their last action, an expired game's id is unknown (404); past the most games or the most
 * event streams a request is refused 503. Time passes on the server's clock by hand, never by sleep.
 */
class ServeLimitsTest {
    private static final double MINUTE = 60;
    private static final double HOUR = 60 * MINUTE;
    private static final String[] FOOLS_MATE = {"f3", "e5", "g4", "Qh4#"};

    @Test
    void aGameIsLetGo24HoursAfterItsLastActionNotAfterItsLastLook() {
        try (ServedGames served = new ServedGames()) {
            String id = served.open("{}");
            served.elapse(23 * HOUR);
            served.play(id, "e4");
            served.elapse(23 * HOUR);
            int looked = served.get("/api/games/" + id).status();
            served.elapse(HOUR);
            Answer gone = served.get("/api/games/" + id);
            Answer action = served.post("/api/games/" + id + "/actions", "{\"type\":\"move\",\"move\":\"e5\"}");
            assertAll(
                    () -> assertEquals(200, looked, "an action restarts the idle time"),
                    () -> assertEquals(404, gone.status(), gone.text()),
                    () -> assertTrue(gone.error().startsWith("no game '" + id + "' on this server: expired or unknown"
                            + " (finished games are kept 30m after their end (--expire-finished), others 24h after"
                            + " their last action (--expire-idle))"), gone.text()),
                    () -> assertEquals(404, action.status(), action.text()),
                    () -> assertEquals("[]", served.get("/api/games").body().path("games").toString()));
        }
    }

    @Test
    void aFinishedGameIsLetGo30MinutesAfterItsEndAnUnfinishedOneStays() {
        try (ServedGames served = new ServedGames()) {
            String mated = served.open("{}");
            String playing = served.open("{}");
            served.play(mated, FOOLS_MATE);
            served.elapse(30 * MINUTE - 1);
            int before = served.get("/api/games/" + mated).status();
            served.elapse(1);
            assertAll(
                    () -> assertEquals(200, before),
                    () -> assertEquals(404, served.get("/api/games/" + mated).status()),
                    () -> assertEquals(200, served.get("/api/games/" + playing).status()),
                    () -> assertEquals("[\"" + playing + "\"]", served.get("/api/games").body().path("games").toString()));
        }
    }

    @Test
    void aTimedGameEndsByTheFlagAndIsLetGo30MinutesAfter() {
        try (ServedGames served = new ServedGames("fide", "1+0")) {
            String id = served.open("{}");
            served.play(id, "e4", "e5");
            served.elapse(2 * MINUTE);
            Answer flagged = served.get("/api/games/" + id);
            served.elapse(30 * MINUTE);
            assertAll(
                    () -> assertEquals("FIDE 6.9", flagged.body().path("outcome").path("article").asText(), flagged.text()),
                    () -> assertEquals(404, served.get("/api/games/" + id).status()));
        }
    }

    @Test
    void pastTheMostGamesANewGameIsRefused503UntilOneExpires() {
        ServeLimits two = new ServeLimits(Duration.ofMinutes(30), Duration.ofHours(24), 2, 256);
        try (ServedGames served = new ServedGames(two)) {
            String first = served.open("{}");
            served.open("{}");
            Answer third = served.post("/api/games", "{}");
            served.play(first, FOOLS_MATE);
            served.elapse(30 * MINUTE);
            Answer after = served.post("/api/games", "{}");
            assertAll(
                    () -> assertEquals(503, third.status(), third.text()),
                    () -> assertTrue(third.error().startsWith("this server already holds 2 open games, its limit (--max-games);"
                            + " no new game until one expires: finished games are kept 30m"), third.text()),
                    () -> assertEquals(201, after.status(), "the mated game expired: " + after.text()));
        }
    }

    @Test
    void pastTheMostEventStreamsOverAllGamesAStreamIsRefused503() throws IOException {
        ServeLimits one = new ServeLimits(Duration.ofMinutes(30), Duration.ofHours(24), 1_000, 1);
        try (ServedGames served = new ServedGames(one)) {
            String watched = served.open("{}");
            String other = served.open("{}");
            HttpURLConnection stream = served.connect("/api/games/" + watched + "/events");
            try (BufferedReader events = new BufferedReader(new InputStreamReader(stream.getInputStream(), StandardCharsets.UTF_8))) {
                String first = events.readLine();
                Answer second = served.get("/api/games/" + other + "/events");
                assertAll(
                        () -> assertTrue(first.startsWith("data: {"), first),
                        () -> assertEquals(503, second.status(), second.text()),
                        () -> assertEquals("this server already streams to 1 pages, its limit (--max-streams); close a page"
                                + " of another game, or try again later", second.error()));
            } finally {
                stream.disconnect();
            }
        }
    }

    @Test
    void anExpiredGamesEventStreamEnds() throws IOException {
        try (ServedGames served = new ServedGames()) {
            String id = served.open("{}");
            HttpURLConnection stream = served.connect("/api/games/" + id + "/events");
            try (BufferedReader events = new BufferedReader(new InputStreamReader(stream.getInputStream(), StandardCharsets.UTF_8))) {
                String first = events.readLine();
                served.elapse(24 * HOUR);
                // Blocks until the server ends the stream; the read timeout fails the test if it never does.
                String rest = events.lines().reduce("", String::concat);
                assertAll(
                        () -> assertTrue(first.startsWith("data: {"), first),
                        () -> assertTrue(rest.isEmpty(), rest),
                        () -> assertEquals(404, served.get("/api/games/" + id).status()));
            } finally {
                stream.disconnect();
            }
        }
    }

    @Test
    void limitsOutOfRangeAreRefusedNamingTheOption() {
        RejectedInputException unit = assertThrows(RejectedInputException.class, () -> ServeLimits.duration("--expire-idle", "5x"));
        RejectedInputException zero = assertThrows(RejectedInputException.class,
                () -> new ServeLimits(ServeLimits.duration("--expire-finished", "0m"), Duration.ofHours(1), 1, 1));
        RejectedInputException games = assertThrows(RejectedInputException.class,
                () -> new ServeLimits(Duration.ofHours(1), Duration.ofHours(1), 0, 1));
        assertAll(
                () -> assertEquals("--expire-idle 5x: a duration is a whole number and a unit, s, m, h or d (90s, 30m, 24h, 7d)",
                        unit.getMessage()),
                () -> assertTrue(zero.getMessage().startsWith("--expire-finished: "), zero.getMessage()),
                () -> assertEquals("--max-games 0: at least 1", games.getMessage()),
                () -> assertEquals(Duration.ofMinutes(90), ServeLimits.duration("--expire-idle", "90m")),
                () -> assertEquals("30m", ServeLimits.written(ServeLimits.DEFAULTS.expireFinished())),
                () -> assertEquals("24h", ServeLimits.written(ServeLimits.DEFAULTS.expireIdle())));
    }
}
