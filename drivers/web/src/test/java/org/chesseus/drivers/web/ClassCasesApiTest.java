package org.chesseus.drivers.web;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chesseus.drivers.web.CasebookFile.Written;
import org.chesseus.drivers.web.ServedGames.Answer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * The class view's API ({@code GET /api/cases}, {@code GET /api/cases/{id}}) against the casebook
 * file read line by line ({@link CasebookFile}): every book's live verdict on every case is the
 * ruling the file writes (code, score code and article; the game going on; the event refused; the
 * move illegal), marked against FIDE's as the file's rulings differ; the board of a case worked out
 * by hand; and bad requests refused naming what and where.
 */
class ClassCasesApiTest {
    private static final ServedGames SERVED = new ServedGames();

    @AfterAll
    static void stop() {
        SERVED.close();
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(item -> texts.add(item.asText()));
        return texts;
    }

    private static List<String> ids(JsonNode list) {
        List<String> ids = new ArrayList<>();
        list.path("cases").forEach(item -> ids.add(item.path("id").asText()));
        return ids;
    }

    @Test
    void everyBooksLiveVerdictOnEveryCaseIsTheRulingTheCasebookFileWrites() {
        List<Written> cases = CasebookFile.cases();
        assertTrue(cases.size() >= 60, "the file's cases: " + cases.size());
        for (Written written : cases) {
            Answer answer = SERVED.get("/api/cases/" + written.id());
            assertEquals(200, answer.status(), answer.text());
            JsonNode rulings = answer.body().path("rulings");
            List<String> books = new ArrayList<>();
            rulings.forEach(row -> books.add(row.path("book").asText()));
            assertEquals(List.copyOf(written.rulings().keySet()), books, written.id());
            String fide = written.rulings().get("fide");
            for (JsonNode row : rulings) {
                String book = row.path("book").asText();
                String expected = written.rulings().get(book);
                String where = written.id() + " under " + book + ": the file says '" + expected + "', the page shows " + row;
                assertEquals(expected, row.path("ruling").asText(), where);
                assertEquals(!expected.equals(fide), row.path("differsFromFide").asBoolean(), where);
                assertTrue(row.path("agrees").asBoolean(), where);
                switch (expected) {
                    case "-" -> assertTrue(row.path("code").isNull() && row.path("score").asText().equals("*")
                            && !row.path("error").asBoolean() && !row.path("explanation").asText().contains(" is refused: "), where);
                    case "refused" -> assertTrue(row.path("code").isNull() && !row.path("error").asBoolean()
                            && row.path("explanation").asText().contains(" is refused: "), where);
                    case "illegal" -> assertTrue(row.path("code").isNull() && row.path("error").asBoolean(), where);
                    default -> {
                        String[] codes = expected.substring(0, expected.indexOf(' ')).split("/");
                        assertEquals(codes[0], row.path("code").asText(), where);
                        assertEquals(codes.length == 2 ? codes[1] : null, row.path("scoreCode").textValue(), where);
                        assertEquals(expected.substring(expected.indexOf(' ') + 1), row.path("article").asText(), where);
                        assertFalse(row.path("explanation").asText().isBlank(), where);
                    }
                }
            }
        }
    }

    @Test
    void theListHoldsEveryCaseOfTheFileInItsOrderWithTheBooksApartFromFide() {
        JsonNode list = SERVED.get("/api/cases").body();
        List<Written> cases = CasebookFile.cases();
        assertEquals(cases.stream().map(Written::id).toList(), ids(list));
        assertEquals(CasebookFile.books(), texts(list.path("books")));
        assertEquals(cases.stream().map(Written::topic).distinct().toList(), texts(list.path("topics")));
        for (int i = 0; i < cases.size(); i++) {
            Written written = cases.get(i);
            JsonNode item = list.path("cases").get(i);
            assertEquals(written.topic(), item.path("topic").asText());
            assertFalse(item.path("title").asText().isBlank());
            assertEquals(written.rulings().entrySet().stream().filter(entry -> !entry.getValue().equals(written.rulings().get("fide")))
                    .map(Map.Entry::getKey).toList(), texts(item.path("apart")), written.id());
        }
    }

    @Test
    void aTopicKeepsItsCasesAndABookTheCasesWhereItPartsFromFide() {
        List<Written> cases = CasebookFile.cases();
        assertEquals(cases.stream().filter(one -> one.topic().equals("flag fall")).map(Written::id).toList(),
                ids(SERVED.get("/api/cases?topic=flag+fall").body()));
        assertEquals(cases.stream().filter(one -> one.topic().equals("flag fall")).map(Written::id).toList(),
                ids(SERVED.get("/api/cases?topic=Flag").body()), "a word of the topic, any case");
        assertEquals(cases.stream().filter(one -> !one.rulings().get("uscf").equals(one.rulings().get("fide")))
                .map(Written::id).toList(), ids(SERVED.get("/api/cases?book=uscf").body()));
        assertEquals(cases.stream().filter(one -> one.topic().equals("repetition")
                && !one.rulings().get("lichess").equals(one.rulings().get("fide"))).map(Written::id).toList(),
                ids(SERVED.get("/api/cases?topic=repetition&book=lichess").body()));
        assertEquals(cases.stream().filter(one -> one.rulings().values().stream().anyMatch(ruling -> !ruling.equals(one.rulings().get("fide"))))
                .map(Written::id).toList(), ids(SERVED.get("/api/cases?book=fide").body()), "fide: where any book parts from it");
        assertEquals(cases.size(), ids(SERVED.get("/api/cases?book=&topic=").body()).size(), "empty parameters keep every case");
    }

    @Test
    void aRookFlaggingAgainstAKnightIsShownOnTheBoardAfterKd2Kd7WithEveryBooksRuling() {
        JsonNode sheet = SERVED.get("/api/cases/rook-flags-against-knight").body();
        JsonNode board = sheet.path("board");
        JsonNode positions = board.path("positions");
        JsonNode uscf = sheet.path("rulings").get(5);
        JsonNode fide = sheet.path("rulings").get(2);
        assertAll(
                () -> assertEquals("K+R against K+N: White's flag falls", sheet.path("title").asText()),
                () -> assertEquals("How does each book rule?", sheet.path("question").asText()),
                () -> assertEquals("FEN 1n2k3/8/8/8/8/8/8/R3K3 w - - 0 1; Kd2 Kd7 flag:white", sheet.path("setup").asText()),
                () -> assertEquals(List.of("Kd2", "Kd7"), texts(board.path("moves"))),
                () -> assertEquals(3, positions.size()),
                () -> assertEquals("1n2k3/8/8/8/8/8/8/R3K3 w - - 0 1", positions.get(0).path("fen").asText()),
                () -> assertEquals("1n2k3/8/8/8/8/8/3K4/R7 b - - 1 1", positions.get(1).path("fen").asText()),
                () -> assertEquals("1n6/3k4/8/8/8/8/3K4/R7 w - - 2 2", positions.get(2).path("fen").asText()),
                () -> assertEquals("e8", positions.get(2).path("lastMove").path("from").asText()),
                () -> assertEquals("K", positions.get(2).path("board").get(11).asText(), "the white king on d2 (index 11)"),
                () -> assertEquals(2, board.path("eventPly").asInt()),
                () -> assertEquals("step", board.path("sequence").get(2).path("kind").asText()),
                () -> assertEquals("White's flag fall", board.path("sequence").get(2).path("text").asText()),
                () -> assertEquals(2, board.path("sequence").get(2).path("ply").asInt()),
                () -> assertEquals(List.of("BT", "BT/BA", "TM", "refused"), texts(sheet.path("choices"))),
                () -> assertEquals("uscf", uscf.path("book").asText()),
                () -> assertEquals("TM", uscf.path("code").asText()),
                () -> assertEquals("1/2-1/2", uscf.path("score").asText()),
                () -> assertEquals("USCF 14E", uscf.path("article").asText()),
                () -> assertTrue(uscf.path("differsFromFide").asBoolean()),
                () -> assertEquals("BT", fide.path("code").asText()),
                () -> assertEquals("0-1", fide.path("score").asText()),
                () -> assertFalse(fide.path("differsFromFide").asBoolean()),
                () -> assertEquals(2, sheet.path("texts").size()));
    }

    @Test
    void aMateFollowedByAFlagShowsTheMatedKingInCheckAndTheFlagAfterTheFourthPly() {
        JsonNode board = SERVED.get("/api/cases/flag-after-checkmate").body().path("board");
        JsonNode last = board.path("positions").get(4);
        assertAll(
                () -> assertEquals(List.of("f3", "e5", "g4", "Qh4#"), texts(board.path("moves"))),
                () -> assertEquals("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", last.path("fen").asText()),
                () -> assertTrue(last.path("check").asBoolean()),
                () -> assertEquals("Qh4#", last.path("san").asText()),
                () -> assertEquals(4, board.path("eventPly").asInt()),
                () -> assertEquals("Black's flag fall", board.path("sequence").get(4).path("text").asText()));
    }

    @Test
    void castlingThroughCheckIsTheEventOnTheStartPositionAndTheMoveIsShownRefused() {
        JsonNode board = SERVED.get("/api/cases/castling-through-check").body().path("board");
        JsonNode illegal = board.path("sequence").get(0);
        assertAll(
                () -> assertEquals(1, board.path("positions").size()),
                () -> assertEquals(0, board.path("eventPly").asInt()),
                () -> assertEquals("illegal", illegal.path("kind").asText()),
                () -> assertEquals("O-O", illegal.path("written").asText()),
                () -> assertTrue(illegal.path("text").asText().contains("O-O"), illegal.toString()));
    }

    @Test
    void aMoveWrittenWithADrawRequestSaysSo() {
        JsonNode sequence = SERVED.get("/api/cases/threefold-claimed-with-the-move").body().path("board").path("sequence");
        assertEquals("Ng8 with a draw request", sequence.get(sequence.size() - 1).path("text").asText());
    }

    @Test
    void anUnknownCaseIsA404NamingItsIdAndTheCasesItMayMean() {
        Answer unknown = SERVED.get("/api/cases/knight-on-the-rim");
        Answer near = SERVED.get("/api/cases/rook-flags");
        assertAll(
                () -> assertEquals(404, unknown.status()),
                () -> assertEquals("no case 'knight-on-the-rim' in the casebook; GET /api/cases lists them", unknown.error()),
                () -> assertEquals(404, near.status()),
                () -> assertEquals("no case 'rook-flags' in the casebook; did you mean rook-flags-against-knight,"
                        + " rook-flags-against-bare-king?; GET /api/cases lists them", near.error()),
                () -> assertEquals(404, SERVED.get("/api/cases/stalemate/rulings").status()));
    }

    @Test
    void aBadQueryIsA400NamingTheParameterAndTheChoices() {
        Answer unknown = SERVED.get("/api/cases?colour=white");
        Answer book = SERVED.get("/api/cases?book=fidee");
        Answer topic = SERVED.get("/api/cases?topic=castling+on+the+queenside");
        Answer twice = SERVED.get("/api/cases?book=fide&book=uscf");
        assertAll(
                () -> assertEquals(400, unknown.status()),
                () -> assertEquals("unknown query parameter 'colour' in GET /api/cases; parameters: book, topic", unknown.error()),
                () -> assertEquals(400, book.status()),
                () -> assertTrue(book.error().startsWith("book 'fidee' in GET /api/cases: not a book of the casebook;"
                        + " choose one of l1, l2, fide,"), book.error()),
                () -> assertEquals(400, topic.status()),
                () -> assertTrue(topic.error().startsWith("topic 'castling on the queenside' in GET /api/cases: no topic matches;"
                        + " the topics are flag fall, resignation,"), topic.error()),
                () -> assertEquals(400, twice.status()),
                () -> assertEquals("query parameter 'book' given twice in GET /api/cases", twice.error()));
    }

    @Test
    void theCasesTakeOnlyGetAndTheClassPageIsServed() {
        Answer posted = SERVED.post("/api/cases", "{}");
        Answer page = SERVED.get("/class");
        assertAll(
                () -> assertEquals(405, posted.status()),
                () -> assertEquals("POST /api/cases: this path takes GET", posted.error()),
                () -> assertEquals(200, page.status()),
                () -> assertTrue(page.text().contains("<script src=\"/class.js\"></script>"), page.text()),
                () -> assertEquals(200, SERVED.get("/class.js").status()),
                () -> assertTrue(SERVED.get("/").text().contains("href=\"/class\""), "the game page links to the class view"));
    }
}
