package org.chesseus.tools.adjudicate.stream;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.chesseus.tools.adjudicate.AdjudicationJson;
import org.junit.jupiter.api.Test;

/**
 * Cutting an archive into games loses no byte (the pieces put end to end are the archive) and
 * gives the verdicts the whole text read at once gives — the oracle is {@code PgnReader.readEach}
 * on the whole text, as {@code adjudicate} read files before it streamed — on the PGN that makes
 * cutting hard.
 */
class GameTextSplitterTest {
    private static final String MATE = "1. f3 e5 2. g4 Qh4# 0-1";

    private static List<GameText> pieces(String text) {
        List<GameText> pieces = new ArrayList<>();
        new GameTextSplitter(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8))).forEachRemaining(pieces::add);
        return pieces;
    }

    /** Byte identity, and the same verdicts as the whole text, field by field (lines, errors and all). */
    private static void assertCutsAsTheWholeText(String text, int games) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        List<AdjudicationJson> whole = Archives.wholeText(text);
        assertAll(
                () -> assertArrayEquals(bytes, Archives.joined(bytes), "the pieces put end to end are the text"),
                () -> assertEquals(games, whole.size(), "games the whole text holds: " + whole),
                () -> assertEquals(whole, Archives.streamed(bytes, 1)),
                () -> assertEquals(whole, Archives.streamed(bytes, 2)));
    }

    @Test
    void aCommentHoldingATagSectionOnItsOwnLineDoesNotEndItsGame() {
        String text = "[Event \"a\"]\n[Result \"0-1\"]\n\n1. f3 {a game quoted:\n[Event \"quoted\"]\n[Result \"1-0\"]\n} e5"
                + " 2. g4 Qh4# 0-1\n\n[Event \"b\"]\n[Result \"0-1\"]\n\n" + MATE + "\n";
        assertEquals(2, pieces(text).size());
        assertCutsAsTheWholeText(text, 2);
    }

    @Test
    void aVariationHoldingABracketLineDoesNotEndItsGame() {
        String text = "[Event \"a\"]\n\n1. f3 (1. e4\n[ e5 ]) e5 2. g4 Qh4# 0-1\n[Event \"b\"]\n\n" + MATE + "\n";
        assertCutsAsTheWholeText(text, 2);
    }

    @Test
    void gamesWithoutBlankLinesOrTagsAreCutAtTheirResultTokens() {
        String text = "[Event \"a\"]\n" + MATE + "\n[Event \"b\"]\n" + MATE + "\n" + MATE + "\n1. e4 e5 1/2-1/2\n1. d4 *\n";
        assertEquals(5, pieces(text).size());
        assertCutsAsTheWholeText(text, 5);
    }

    @Test
    void crlfLineEndsAndAByteOrderMarkAreWhiteSpace() {
        String text = "\uFEFF[Event \"a\"]\r\n[Site \"x\"]\r\n\r\n" + MATE + "\r\n\r\n[Event \"b\"]\r\n\r\n1. e4 e5 2. Ke2 Kd6 1-0\r\n";
        List<GameText> pieces = pieces(text);
        assertAll(
                () -> assertEquals(2, pieces.size()),
                () -> assertEquals(6, pieces.get(1).line()));
        assertCutsAsTheWholeText(text, 2);
    }

    @Test
    void aTruncatedLastGameIsOneErrorAndTheGamesBeforeItStand() {
        String text = "[Event \"a\"]\n\n" + MATE + "\n\n[Event \"cut\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 N";
        assertCutsAsTheWholeText(text, 2);
        assertEquals("syntax", Archives.streamed(text.getBytes(StandardCharsets.UTF_8), 2).get(1).error().kind());
    }

    @Test
    void aSyntaxErrorMidFileCostsOnlyItsGame() {
        String text = "[Event \"a\"]\n\n" + MATE + "\n\n[Event \"bad\"]\n\n1. e4 @@ 2. d4 0-1\n\n[Event \"no result\"]\n\n1. d4 d5\n"
                + "[Event \"unclosed\"]\n\n1. e4 {never closed 1-0\n\n[Event \"c\"]\n\n" + MATE + "\n";
        List<AdjudicationJson> streamed = Archives.streamed(text.getBytes(StandardCharsets.UTF_8), 2);
        assertCutsAsTheWholeText(text, 5);
        assertAll(
                () -> assertEquals("B#", streamed.get(0).code()),
                () -> assertTrue(streamed.get(1).error().message().contains("'@@'"), streamed.get(1).explanation()),
                () -> assertTrue(streamed.get(2).error().message().contains("tag pair after moves"), streamed.get(2).explanation()),
                () -> assertEquals("B#", streamed.get(4).code()));
    }

    @Test
    void escapeLinesAndCommentsAfterTheResultStayWithTheText() {
        String text = "% exported by hand\n[Event \"a\"]\n\n" + MATE + "\n% between\n\n[Event \"b\"]\n\n" + MATE
                + "\n; trailing remark\n";
        assertCutsAsTheWholeText(text, 2);
    }

    /**
     * A comment after the result token on its line is the last of its game's text: the next game
     * starts at its tag section. (Read whole at once, the reader counted the comment as the next
     * game's first token and named its line; the verdicts are otherwise the same.)
     */
    @Test
    void aCommentAfterTheResultTokenDoesNotMoveTheNextGamesLine() {
        String text = "[Event \"a\"]\n\n" + MATE + " {final}\n\n[Event \"b\"]\n\n" + MATE + "\n";
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        List<AdjudicationJson> streamed = Archives.streamed(bytes, 1);
        assertAll(
                () -> assertArrayEquals(bytes, Archives.joined(bytes)),
                () -> assertEquals(2, streamed.size()),
                () -> assertEquals(5, streamed.get(1).line()),
                () -> assertEquals(Archives.wholeText(text).get(1).code(), streamed.get(1).code()));
    }

    @Test
    void isoLatin1GamesAreReadAsTheStandardSays() {
        byte[] bytes = "[Event \"Caf\u00e9\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n".getBytes(StandardCharsets.ISO_8859_1);
        List<GameText> pieces = new ArrayList<>();
        new GameTextSplitter(new ByteArrayInputStream(bytes)).forEachRemaining(pieces::add);
        assertAll(
                () -> assertEquals(StandardCharsets.ISO_8859_1, pieces.get(0).charset()),
                () -> assertTrue(pieces.get(0).text().contains("Caf\u00e9")));
    }

    @Test
    void aRandomArchiveCutsAsItsWholeText() {
        String text = Archives.randomArchive(60);
        assertCutsAsTheWholeText(text, 60);
    }
}
