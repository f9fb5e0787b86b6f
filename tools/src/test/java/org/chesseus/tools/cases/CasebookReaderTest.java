package org.chesseus.tools.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.game.ResultCode;
import org.junit.jupiter.api.Test;

/** The casebook's format: what a case must hold, and errors that name the line. */
class CasebookReaderTest {
    private static final String HEAD = "books: fide, uscf\nnot-books: l3\narticle: BT | FIDE 6.9 | FIDE 6.9 — lost.\n"
            + "article: TM | USCF 14E | USCF 14E — drawn.\n";
    private static final String CASE = """
            case: rook-flags
            title: A flag
            topic: flag fall
            fen: 1n2k3/8/8/8/8/8/8/R3K3 w - - 0 1
            steps: 1. Kd2 Kd7 flag:white
            event: White flags.
            why: Because
              of 6.9.
            text: FIDE 6.9 — "lost by the player".
            """;

    @Test
    void aCaseIsReadWithEveryField() {
        Casebook book = Casebook.read("test", HEAD + CASE + "rule fide: BT FIDE 6.9\nrule uscf: TM/BA USCF 14E\n");
        Case one = book.cases().get(0);
        assertEquals(List.of("fide", "uscf"), book.books());
        assertEquals(List.of("l3"), book.notBooks());
        assertEquals(List.of("Kd2", "Kd7", "flag:white"), one.steps());
        assertEquals("Because of 6.9.", one.why());
        assertEquals(CaseRuling.ends(ResultCode.BLACK_WINS_ON_TIME, Optional.empty(), "FIDE 6.9"), one.ruling("fide").get());
        assertEquals("TM/BA USCF 14E", one.ruling("uscf").get().written());
        assertEquals("0-1", one.ruling("uscf").get().score());
        assertEquals("FEN 1n2k3/8/8/8/8/8/8/R3K3 w - - 0 1; Kd2 Kd7 flag:white", one.setup());
    }

    @Test
    void aCaseWithoutARulingForEveryBookIsRefusedNamingTheBookAndLine() {
        RejectedInputException refused = assertThrows(RejectedInputException.class,
                () -> Casebook.read("test", HEAD + CASE + "rule fide: BT FIDE 6.9\n"));
        assertEquals("test line 5: case 'rook-flags' has no ruling for uscf", refused.getMessage());
    }

    @Test
    void aBookRuledTwiceAnUnknownBookAndABadCodeAreRefused() {
        assertTrue(assertThrows(RejectedInputException.class, () -> Casebook.read("test",
                HEAD + CASE + "rule fide, fide: BT FIDE 6.9\n")).getMessage().contains("rules twice for 'fide'"));
        assertTrue(assertThrows(RejectedInputException.class, () -> Casebook.read("test",
                HEAD + CASE + "rule fide, lichess: BT FIDE 6.9\n")).getMessage().contains("'lichess' is not among"));
        assertEquals("test line 14: 'XX' is no result code", assertThrows(RejectedInputException.class, () -> Casebook.read(
                "test", HEAD + CASE + "rule fide: XX FIDE 6.9\nrule uscf: -\n")).getMessage());
    }

    @Test
    void everyEndingNeedsItsArticlesTextAndTheCaseCarriesIt() {
        Casebook book = Casebook.read("test", HEAD + CASE + "rule fide: BT FIDE 6.9\nrule uscf: TM/BA USCF 14E\n");
        Case one = book.cases().get(0);
        assertEquals(Optional.of("USCF 14E — drawn."), one.textOf(one.ruling("uscf").get()));
        assertEquals(List.of("FIDE 6.9 — lost.", "USCF 14E — drawn."), one.rulingTexts());
        RejectedInputException refused = assertThrows(RejectedInputException.class,
                () -> Casebook.read("test", HEAD + CASE + "rule fide: WT FIDE 6.9\nrule uscf: -\n"));
        assertEquals("test line 5: case 'rook-flags': the ruling 'WT FIDE 6.9' of fide has no text; add"
                + " 'article: WT | FIDE 6.9 | …' before the cases", refused.getMessage());
        assertTrue(assertThrows(RejectedInputException.class, () -> Casebook.read("test", HEAD + "article: BT | FIDE 6.9\n"))
                .getMessage().contains("an article line is 'article: CODES | ARTICLE | TEXT'"));
    }

    @Test
    void aCaseWithoutTextOrWithAnUnknownFieldIsRefused() {
        String noText = CASE.replaceAll("text: .*\\n", "");
        assertTrue(assertThrows(RejectedInputException.class, () -> Casebook.read("test",
                HEAD + noText + "rule fide, uscf: -\n")).getMessage().contains("cites no rule text"));
        assertTrue(assertThrows(RejectedInputException.class, () -> Casebook.read("test",
                HEAD + CASE + "colour: red\n")).getMessage().contains("'colour:' is no field"));
    }

    @Test
    void theShippedCasebookReadsAndSelectsByBookAndTopic() {
        Casebook shipped = Casebook.shipped();
        assertTrue(shipped.cases().size() >= 60);
        assertTrue(shipped.select(Optional.of("uscf"), Optional.of("flag")).stream().allMatch(one -> one.topic().equals("flag fall")));
        assertTrue(assertThrows(RejectedInputException.class, () -> shipped.select(Optional.of("nope"), Optional.empty()))
                .getMessage().startsWith("--book: 'nope' is not a book of the casebook"));
        assertTrue(assertThrows(RejectedInputException.class, () -> shipped.require("--case", "rook"))
                .getMessage().startsWith("--case: there is no case 'rook'; did you mean"));
    }
}
