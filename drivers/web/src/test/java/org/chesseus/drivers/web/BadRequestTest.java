package org.chesseus.drivers.web;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chesseus.drivers.web.ServedGames.Answer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Bad requests get a 4xx with a JSON message naming what was wrong, and the game is left exactly as
 * it was (its whole view compared before and after). No browser: the JDK's HTTP client.
 */
class BadRequestTest {
    private final ServedGames served = new ServedGames();

    @AfterEach
    void stop() {
        served.close();
    }

    /** Sends an action to a game after 1.e4 and checks the refusal and that nothing changed. */
    private Answer refused(String action, int status) {
        String id = served.open("{}");
        served.play(id, "e4");
        Answer before = served.get("/api/games/" + id);
        Answer answer = served.post("/api/games/" + id + "/actions", action);
        Answer after = served.get("/api/games/" + id);
        assertAll(
                () -> assertEquals(status, answer.status(), answer.text()),
                () -> assertFalse(answer.error().isBlank(), answer.text()),
                () -> assertFalse(answer.text().contains("\tat "), "no stack trace: " + answer.text()),
                () -> assertEquals(before.body(), after.body(), "the game is unchanged"));
        return answer;
    }

    @Test
    void anUnknownGameIsNotFoundAndNamed() {
        Answer answer = served.get("/api/games/42");
        Answer action = served.post("/api/games/42/actions", "{\"type\":\"move\",\"move\":\"e4\"}");
        assertAll(
                () -> assertEquals(404, answer.status()),
                () -> assertTrue(answer.error().startsWith("no game '42' on this server"), answer.text()),
                () -> assertEquals(404, action.status()),
                () -> assertEquals(404, served.get("/api/games/42/compare").status()),
                () -> assertEquals(404, served.get("/api/nothing").status()));
    }

    @Test
    void anIllegalMoveIsUnprocessableSaysWhyAndChangesNothing() {
        Answer answer = refused("{\"type\":\"move\",\"move\":\"e5e4\"}", 422);
        assertTrue(answer.error().startsWith("e5e4"), answer.text());
    }

    @Test
    void aMoveThatIsNoMoveAtAllIsUnprocessable() {
        Answer answer = refused("{\"type\":\"move\",\"move\":\"Qh9\"}", 422);
        assertTrue(answer.error().startsWith("'Qh9': not a move"), answer.text());
    }

    @Test
    void malformedJsonIsABadRequestWithItsPlace() {
        Answer answer = refused("{\"type\": \"move\", \"move\": ", 400);
        assertTrue(answer.error().startsWith("malformed JSON in the body of an action at line 1"), answer.text());
    }

    @Test
    void aBodyThatIsNoObjectIsABadRequest() {
        Answer answer = refused("[\"e4\"]", 400);
        assertTrue(answer.error().startsWith("the body of an action must be a JSON object"), answer.text());
    }

    @Test
    void anUnknownFieldOrTypeIsABadRequest() {
        Answer field = refused("{\"type\":\"move\",\"mvoe\":\"e5\"}", 400);
        Answer type = refused("{\"type\":\"castle\"}", 400);
        Answer side = refused("{\"type\":\"resign\",\"by\":\"red\"}", 400);
        assertAll(
                () -> assertTrue(field.error().startsWith("unknown field 'mvoe' in an action"), field.text()),
                () -> assertTrue(type.error().startsWith("unknown action type \"castle\""), type.text()),
                () -> assertTrue(side.error().contains("\"red\" is no side"), side.text()));
    }

    @Test
    void aDrawRequestRidesWithAMoveOnly() {
        Answer answer = refused("{\"type\":\"offer\",\"claim\":true}", 400);
        assertTrue(answer.error().startsWith("field 'claim' rides with a move"), answer.text());
    }

    @Test
    void aResignationMustNameWhoResigns() {
        Answer answer = refused("{\"type\":\"resign\"}", 400);
        assertTrue(answer.error().contains("needs the field 'by'"), answer.text());
    }

    @Test
    void anOfferByTheSideNotOnMoveIsOutOfTurn() {
        Answer answer = refused("{\"type\":\"offer\",\"by\":\"white\"}", 409);
        assertTrue(answer.error().startsWith("White may not offer a draw now: it is Black's move"), answer.text());
    }

    @Test
    void aMoveByTheSideNotOnMoveIsOutOfTurn() {
        Answer answer = refused("{\"type\":\"move\",\"move\":\"d4\",\"by\":\"white\"}", 409);
        assertTrue(answer.error().startsWith("White may not move now"), answer.text());
    }

    @Test
    void acceptingWhenNoOfferStandsIsRefusedByTheArbiter() {
        Answer answer = refused("{\"type\":\"accept\"}", 409);
        assertTrue(answer.error().startsWith("Black cannot accept: no draw offer from White stands"), answer.text());
    }

    @Test
    void aFlagThatHasNotFallenIsRefused() {
        ServedGames timed = new ServedGames("fide", "5+0");
        try {
            String id = timed.open("{}");
            Answer before = timed.get("/api/games/" + id);
            Answer answer = timed.post("/api/games/" + id + "/actions", "{\"type\":\"flag\",\"side\":\"white\"}");
            assertAll(
                    () -> assertEquals(409, answer.status(), answer.text()),
                    () -> assertTrue(answer.error().startsWith("White's flag has not fallen: 5:00.0 left"), answer.text()),
                    () -> assertEquals(before.body(), timed.get("/api/games/" + id).body()));
        } finally {
            timed.close();
        }
    }

    @Test
    void aGameWithoutAClockHasNoFlagToFall() {
        String id = served.open("{}");
        Answer before = served.get("/api/games/" + id);
        Answer answer = served.post("/api/games/" + id + "/actions", "{\"type\":\"flag\",\"side\":\"black\"}");
        assertAll(
                () -> assertEquals(409, answer.status(), answer.text()),
                () -> assertTrue(answer.error().startsWith("this game has no clock, so no flag can fall (FIDE 6.9)"),
                        answer.text()),
                () -> assertEquals(before.body(), served.get("/api/games/" + id).body(), "nothing changes"));
    }

    @Test
    void actionsAfterTheEndAreRefused() {
        String id = served.open("{}");
        served.play(id, "f3", "e5", "g4", "Qh4");
        Answer answer = served.post("/api/games/" + id + "/actions", "{\"type\":\"resign\",\"by\":\"black\"}");
        assertAll(
                () -> assertEquals(409, answer.status()),
                () -> assertTrue(answer.error().startsWith("the game is over (0-1, B#, FIDE 5.1.1)"), answer.text()));
    }

    @Test
    void aGameThatCannotBeSetUpIsABadRequestNamingTheField() {
        Answer profile = served.post("/api/games", "{\"profile\":\"fidee\"}");
        Answer fen = served.post("/api/games", "{\"fen\":\"8/8/8/8/8/8/8/8 w - - 0 1\"}");
        Answer time = served.post("/api/games", "{\"time\":\"5+x\"}");
        Answer both = served.post("/api/games", "{\"fen\":\"8/8/8/8/8/8/8/8 w - - 0 1\",\"chess960\":\"12\"}");
        Answer number = served.post("/api/games", "{\"chess960\":\"960\"}");
        assertAll(
                () -> assertEquals(400, profile.status()),
                () -> assertTrue(profile.error().contains("fidee"), profile.text()),
                () -> assertEquals(400, fen.status()),
                () -> assertTrue(fen.error().startsWith("a new game: FEN"), fen.text()),
                () -> assertEquals(400, time.status()),
                () -> assertTrue(time.error().startsWith("a new game: 'time' 5+x"), time.text()),
                () -> assertEquals(400, both.status()),
                () -> assertTrue(both.error().contains("both give the start position"), both.text()),
                () -> assertEquals(400, number.status()),
                () -> assertTrue(number.error().contains("0-959"), number.text()),
                () -> assertEquals("[]", served.get("/api/games").body().path("games").toString(), "no game was opened"));
    }

    @Test
    void aBadDelayOddsOrRuleIdIsABadRequestNamingTheField() {
        Answer negative = served.post("/api/games", "{\"time\":\"5\",\"delay\":\"-1\"}");
        Answer increment = served.post("/api/games", "{\"time\":\"5+3\",\"delay\":2}");
        Answer both = served.post("/api/games", "{\"time\":\"5\",\"delay\":\"2\",\"bronstein\":\"2\"}");
        Answer untimed = served.post("/api/games", "{\"blackTime\":\"4\"}");
        Answer odds = served.post("/api/games", "{\"time\":\"5\",\"whiteTime\":\"lots\"}");
        Answer rule = served.post("/api/games", "{\"without\":\"fivefold,fivefolds\"}");
        Answer kind = served.post("/api/games", "{\"without\":{\"rule\":\"fivefold\"}}");
        assertAll(
                () -> assertEquals(400, negative.status(), negative.text()),
                () -> assertEquals("a new game: 'delay' -1: the delay is more than 0 and at most 3600 seconds", negative.error()),
                () -> assertEquals(400, increment.status(), increment.text()),
                () -> assertEquals("a new game: 'delay' 2: a delay goes with an increment-free base (\"time\": \"5\","
                        + " not \"time\": \"5+3\")", increment.error()),
                () -> assertEquals("a new game: 'delay' and 'bronstein': choose one delay", both.error()),
                () -> assertEquals("a new game: 'whiteTime' and 'blackTime' give odds on a clock: add 'time', e.g."
                        + " \"time\": \"5\"", untimed.error()),
                () -> assertTrue(odds.error().startsWith("a new game: 'whiteTime' lots: a time such as 5 (minutes) or 270s ("),
                        odds.text()),
                () -> assertEquals(400, rule.status(), rule.text()),
                () -> assertTrue(rule.error().startsWith("a new game: 'without' fivefolds: no rule 'fivefolds' in the book of"
                        + " 'fide'; its rules are: "), rule.text()),
                () -> assertTrue(rule.error().contains("seventy-five"), rule.text()),
                () -> assertEquals(400, kind.status(), kind.text()),
                () -> assertTrue(kind.error().startsWith("field 'without' of a new game must be rule ids"), kind.text()),
                () -> assertTrue(List.of(negative, increment, both, untimed, odds, rule, kind).stream()
                        .noneMatch(answer -> answer.text().contains("\tat ")), "no stack trace"),
                () -> assertEquals("[]", served.get("/api/games").body().path("games").toString(), "no game was opened"));
    }

    @Test
    void aWrongMethodIsNotAllowed() {
        String id = served.open("{}");
        Answer answer = served.send("DELETE", "/api/games/" + id, "");
        Answer page = served.send("POST", "/", "{}");
        assertAll(
                () -> assertEquals(405, answer.status()),
                () -> assertTrue(answer.error().contains("this path takes GET"), answer.text()),
                () -> assertEquals(405, page.status()));
    }
}
