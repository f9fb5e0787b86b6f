package org.chesseus.drivers.web;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.drivers.web.ServedGames.Answer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * What the page's items ask of the API, each checked against a scenario worked out by hand from
 * the book: the claims the book would grant now and with each move (FIDE 9.2.1, 9.2.2, 9.3.1), an
 * action refused when sent for a position the game has left, earlier positions by ply, the icon,
 * and each version of the game sent once to a page.
 */
class PageItemsApiTest {
    /** After 1.e4 e5 (the e-pawn's double step gives no en-passant capture, so no square in the FEN). */
    private static final String AFTER_E4_E5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private final ServedGames served = new ServedGames();

    @AfterEach
    void stop() {
        served.close();
    }

    private Answer act(String id, String action) {
        return served.post("/api/games/" + id + "/actions", action);
    }

    /** The SAN of the legal moves a claim written with would be granted. */
    private static List<String> claimingMoves(JsonNode view) {
        List<String> moves = new ArrayList<>();
        view.path("legal").forEach(move -> {
            if (!move.path("claim").isNull()) {
                moves.add(move.path("san").asText() + " " + move.path("claim").path("code").asText());
            }
        });
        return moves;
    }

    @Test
    void aThreefoldClaimIsShownOnlyWhereTheBookWouldGrantIt() {
        String id = served.open("{}");
        JsonNode start = served.get("/api/games/" + id).body();
        // 1.Nf3 Nf6 2.Ng1 Ng8 3.Nf3 Nf6 4.Ng1: Black to move, the position seen twice; only Ng8 makes
        // the start stand a third time, so only a claim written with Ng8 is correct (9.2.1).
        JsonNode twice = served.play(id, "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1").body();
        // 4...Ng8: the start a third time, White to move: a claim now is correct (9.2.2), and so is
        // one written with Nf3, whose position would stand a third time too.
        JsonNode thrice = served.play(id, "Ng8").body();
        assertAll(
                () -> assertTrue(start.path("claim").isNull(), start.path("claim").toString()),
                () -> assertEquals(List.of(), claimingMoves(start)),
                () -> assertTrue(twice.path("claim").isNull(), twice.path("claim").toString()),
                () -> assertEquals(List.of("Ng8 3R"), claimingMoves(twice)),
                () -> assertEquals("3R", thrice.path("claim").path("code").asText(), thrice.toString()),
                () -> assertEquals(List.of("Nf3 3R"), claimingMoves(thrice)));
    }

    @Test
    void anActionSentForAPositionTheGameHasLeftIsRefusedAndChangesNothing() {
        String id = served.open("{}");
        served.play(id, "e4");
        JsonNode before = served.get("/api/games/" + id).body();
        // Sent by a page that still showed the start: e5 would be legal now, but it was meant for ply 0.
        Answer stale = act(id, "{\"type\":\"move\",\"move\":\"e5\",\"ply\":0}");
        Answer staleOffer = act(id, "{\"type\":\"offer\",\"ply\":0}");
        JsonNode after = served.get("/api/games/" + id).body();
        Answer current = act(id, "{\"type\":\"move\",\"move\":\"e5\",\"ply\":1}");
        assertAll(
                () -> assertEquals(409, stale.status(), stale.text()),
                () -> assertEquals("this move was sent for the position after 0 half-moves, but the game is at 1 (last move"
                        + " 1.e4): refused, as it was meant for another position; look at the game again", stale.error()),
                () -> assertEquals(409, staleOffer.status(), staleOffer.text()),
                () -> assertTrue(staleOffer.error().startsWith("this offer was sent for the position after 0"), staleOffer.error()),
                () -> assertEquals(before, after),
                () -> assertEquals(200, current.status(), current.text()),
                () -> assertEquals(AFTER_E4_E5, current.body().path("fen").asText()));
    }

    @Test
    void aPlyThatIsNoCountIsABadRequest() {
        String id = served.open("{}");
        Answer negative = act(id, "{\"type\":\"move\",\"move\":\"e4\",\"ply\":-1}");
        Answer text = act(id, "{\"type\":\"move\",\"move\":\"e4\",\"ply\":\"one\"}");
        assertAll(
                () -> assertEquals(400, negative.status()),
                () -> assertEquals("field 'ply' of an action must be a whole number at least 0, not number -1", negative.error()),
                () -> assertEquals(400, text.status()),
                () -> assertEquals("field 'ply' of an action must be a whole number at least 0, not \"one\"", text.error()),
                () -> assertEquals(0, served.get("/api/games/" + id).body().path("ply").asInt()));
    }

    @Test
    void anEarlierPositionIsShownByItsPly() {
        String id = served.open("{}");
        JsonNode now = served.play(id, "e4", "e5", "Nf3").body();
        JsonNode first = served.get("/api/games/" + id + "/positions/0").body();
        JsonNode second = served.get("/api/games/" + id + "/positions/2").body();
        JsonNode third = served.get("/api/games/" + id + "/positions/3").body();
        Answer beyond = served.get("/api/games/" + id + "/positions/4");
        Answer word = served.get("/api/games/" + id + "/positions/last");
        assertAll(
                () -> assertEquals(START, first.path("fen").asText()),
                () -> assertTrue(first.path("san").isNull() && first.path("lastMove").isNull(), first.toString()),
                () -> assertEquals(AFTER_E4_E5, second.path("fen").asText()),
                () -> assertEquals("e5", second.path("san").asText()),
                () -> assertEquals("{\"from\":\"e7\",\"to\":\"e5\"}", second.path("lastMove").toString()),
                () -> assertEquals("white", second.path("toMove").asText()),
                () -> assertEquals("p", second.path("board").get(36).asText(), "e5 is square 36"),
                () -> assertEquals(now.path("fen"), third.path("fen")),
                () -> assertEquals(now.path("board"), third.path("board")),
                () -> assertEquals(404, beyond.status()),
                () -> assertEquals("no position after 4 half-moves in game " + id + ": its positions are 0 (the start) to 3",
                        beyond.error()),
                () -> assertEquals(404, word.status()));
    }

    @Test
    void anEarlierPositionInCheckSaysSo() {
        String id = served.open("{}");
        served.play(id, "e4", "f5", "Qh5+", "g6");
        JsonNode check = served.get("/api/games/" + id + "/positions/3").body();
        assertAll(
                () -> assertTrue(check.path("check").asBoolean(), check.toString()),
                () -> assertEquals("Qh5+", check.path("san").asText()));
    }

    @Test
    void theIconIsAnSvgOfTheServersOwn() {
        Answer svg = served.get("/favicon.svg");
        Answer ico = served.get("/favicon.ico");
        assertAll(
                () -> assertEquals(200, svg.status()),
                () -> assertTrue(svg.text().startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\""), svg.text()),
                () -> assertEquals(svg.text(), ico.text()),
                () -> assertTrue(served.get("/").text().contains("<link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\">")));
    }

    @Test
    void aViewIsGivenOncePerVersionToAReaderThatPassesTheVersionItLastSent() {
        OpenGames games = new OpenGames(new RuleBookComposer(ServiceLoader.load(RuleLayer.class).stream()
                .map(ServiceLoader.Provider::get).toList()), EngineSeats.none(), () -> 0L, ServeLimits.DEFAULTS);
        WebGame game = games.open(NewGame.read("{}", new ServeDefaults("fide", "")));
        Optional<ObjectNode> first = game.viewSince(-1);
        Optional<ObjectNode> again = game.viewSince(0);
        game.act(ActionRequest.read("{\"type\":\"move\",\"move\":\"e4\"}"));
        Optional<ObjectNode> moved = game.viewSince(0);
        Optional<ObjectNode> movedAgain = game.viewSince(1);
        assertAll(
                () -> assertEquals(0, first.orElseThrow().path("version").asLong()),
                () -> assertTrue(again.isEmpty(), "version 0 again: " + again),
                () -> assertEquals(1, moved.orElseThrow().path("version").asLong()),
                () -> assertEquals("[\"e4\"]", moved.orElseThrow().path("moves").toString()),
                () -> assertTrue(movedAgain.isEmpty(), "version 1 again: " + movedAgain));
    }

    @Test
    void eachVersionOfTheGameGoesOnceToAPage() throws Exception {
        String id = served.open("{}");
        String[] moves = {"Nf3", "Nf6", "Ng1", "Ng8", "Nc3", "Nc6", "Nb1", "Nb8", "e4", "e5", "d4", "exd4", "Qxd4", "Nc6"};
        List<Long> versions = new ArrayList<>();
        CompletableFuture<Void> stream = served.follow(id, view -> {
            synchronized (versions) {
                versions.add(view.path("version").asLong());
            }
            return view.path("version").asLong() < moves.length;
        });
        // Every move lands while the stream may be between reading a version and writing a view.
        for (String move : moves) {
            served.sendAsync("POST", "/api/games/" + id + "/actions", "{\"type\":\"move\",\"move\":\"" + move + "\"}")
                    .get(30, TimeUnit.SECONDS);
        }
        stream.get(30, TimeUnit.SECONDS);
        synchronized (versions) {
            for (int i = 1; i < versions.size(); i++) {
                assertTrue(versions.get(i) > versions.get(i - 1), "versions sent: " + versions);
            }
            assertEquals(moves.length, versions.get(versions.size() - 1), versions.toString());
        }
    }
}
