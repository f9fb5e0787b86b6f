package org.chesseus.drivers.web;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.chesseus.drivers.web.ServedGames.Answer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Only this machine's own pages may act: another site's page may not act on a game (cross-site
 * request forgery: its POST carries its own {@code Origin}), nor reach the server through a name of
 * its own (DNS rebinding: its requests carry its own {@code Host}). Requests are written by hand, as
 * the JDK's clients will not send those headers; the game's whole view is compared before and after.
 */
class OriginGuardTest {
    private static final String MOVE = "{\"type\":\"move\",\"move\":\"e5\"}";

    private final ServedGames served = new ServedGames();
    private final int port = served.server.port();

    @AfterEach
    void stop() {
        served.close();
    }

    @Test
    void aMoveFromAnotherSitesPageIsForbiddenAndChangesNothing() {
        String id = served.open("{}");
        served.play(id, "e4");
        Answer before = served.get("/api/games/" + id);
        Answer answer = served.raw("POST", "/api/games/" + id + "/actions", Map.of("Origin", "http://evil.example"), MOVE);
        Answer after = served.get("/api/games/" + id);
        assertAll(
                () -> assertEquals(403, answer.status(), answer.text()),
                () -> assertTrue(answer.error().startsWith("Origin 'http://evil.example' is not this server: only its own"
                        + " pages (http://127.0.0.1:" + port), answer.text()),
                () -> assertEquals(before.body(), after.body(), "the game is unchanged"));
    }

    @Test
    void aGameOpenedFromAnotherSitesPageOrAnotherPortIsForbidden() {
        Answer evil = served.raw("POST", "/api/games", Map.of("Origin", "http://evil.example"), "{}");
        Answer otherPort = served.raw("POST", "/api/games", Map.of("Origin", "http://127.0.0.1:" + (port == 1 ? 2 : 1)), "{}");
        Answer sandboxed = served.raw("POST", "/api/games", Map.of("Origin", "null"), "{}");
        assertAll(
                () -> assertEquals(403, evil.status(), evil.text()),
                () -> assertEquals(403, otherPort.status(), otherPort.text()),
                () -> assertEquals(403, sandboxed.status(), sandboxed.text()),
                () -> assertEquals("[]", served.get("/api/games").body().path("games").toString(), "no game was opened"));
    }

    @Test
    void anyRequestNamingAnotherHostIsForbiddenGetsAndEventStreamsToo() {
        String id = served.open("{}");
        Map<String, String> rebound = Map.of("Host", "evil.example:" + port);
        Answer game = served.raw("GET", "/api/games/" + id, rebound, null);
        Answer page = served.raw("GET", "/", rebound, null);
        Answer events = served.raw("GET", "/api/games/" + id + "/events", rebound, null);
        Answer move = served.raw("POST", "/api/games/" + id + "/actions", rebound, "{\"type\":\"move\",\"move\":\"e4\"}");
        Answer otherPort = served.raw("GET", "/api/games/" + id, Map.of("Host", "127.0.0.1:" + (port + 1)), null);
        assertAll(
                () -> assertEquals(403, game.status(), game.text()),
                () -> assertTrue(game.error().startsWith("Host 'evil.example:" + port + "' is not this server"), game.text()),
                () -> assertEquals(403, page.status(), page.text()),
                () -> assertEquals(403, events.status(), events.text()),
                () -> assertEquals(403, move.status(), move.text()),
                () -> assertEquals(403, otherPort.status(), otherPort.text()),
                () -> assertEquals(0, served.get("/api/games/" + id).body().path("ply").asInt(), "the game is unchanged"));
    }

    @Test
    void aMoveFromTheServersOwnPageUnderAnyOfItsNamesIsServed() {
        String id = served.open("{}");
        Answer numeric = served.raw("POST", "/api/games/" + id + "/actions",
                Map.of("Origin", "http://127.0.0.1:" + port), "{\"type\":\"move\",\"move\":\"e4\"}");
        Answer named = served.raw("POST", "/api/games/" + id + "/actions",
                Map.of("Host", "localhost:" + port, "Origin", "http://localhost:" + port), MOVE);
        Answer six = served.raw("POST", "/api/games/" + id + "/actions",
                Map.of("Host", "[::1]:" + port, "Origin", "http://[::1]:" + port), "{\"type\":\"move\",\"move\":\"Nf3\"}");
        assertAll(
                () -> assertEquals(200, numeric.status(), numeric.text()),
                () -> assertEquals(200, named.status(), named.text()),
                () -> assertEquals(200, six.status(), six.text()),
                () -> assertEquals(3, six.body().path("ply").asInt(), six.text()));
    }

    @Test
    void aRequestWithoutOriginIsServedAsCurlSendsIt() {
        Answer opened = served.raw("POST", "/api/games", Map.of(), "{}");
        String id = opened.body().path("id").asText();
        Answer moved = served.raw("POST", "/api/games/" + id + "/actions", Map.of(), "{\"type\":\"move\",\"move\":\"e4\"}");
        Answer shown = served.raw("GET", "/api/games/" + id, Map.of("Origin", "http://evil.example"), null);
        assertAll(
                () -> assertEquals(201, opened.status(), opened.text()),
                () -> assertEquals(200, moved.status(), moved.text()),
                () -> assertEquals(1, moved.body().path("ply").asInt(), moved.text()),
                () -> assertEquals(200, shown.status(), "a GET changes nothing; the browser keeps its answer from the other site"));
    }
}
