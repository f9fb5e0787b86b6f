package org.chesseus.api.pgn;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Reading game by game: an unreadable game is one error, and reading resumes at the next tag section. */
class PgnReadEachTest {

    private static String games(String... lines) {
        return String.join("\n", lines) + "\n";
    }

    @Test
    void aBadTokenCostsOnlyItsGame() {
        List<PgnEntry> entries = PgnReader.readEach(games(
                "[Event \"one\"]", "[Result \"1-0\"]", "", "1. e4 @@ 2. Nf3 1-0", "",
                "[Event \"two\"]", "", "1. d4 d5 1/2-1/2"));
        assertAll(
                () -> assertEquals(2, entries.size()),
                () -> assertEquals(1, entries.get(0).line()),
                () -> assertEquals("PGN line 4: '@@' is neither a move, a move number nor a result",
                        entries.get(0).error().orElseThrow().getMessage()),
                () -> assertTrue(entries.get(0).game().isEmpty()),
                () -> assertEquals("two", entries.get(1).game().orElseThrow().tag("Event").orElseThrow()),
                () -> assertEquals(6, entries.get(1).line()));
    }

    @Test
    void aBadTagDoesNotSplitItsGameInTwo() {
        List<PgnEntry> entries = PgnReader.readEach(games(
                "[Event \"one\"]", "[Site]", "[Round \"1\"]", "", "1. e4 1-0", "",
                "[Event \"two\"]", "", "1. d4 0-1"));
        assertAll(
                () -> assertEquals(2, entries.size()),
                () -> assertEquals("PGN line 2: tag 'Site' has no quoted value", entries.get(0).error().orElseThrow().getMessage()),
                () -> assertEquals("0-1", entries.get(1).game().orElseThrow().result()));
    }

    @Test
    void aMissingResultEndsAtTheNextTagSection() {
        List<PgnEntry> entries = PgnReader.readEach(games(
                "[Event \"one\"]", "", "1. e4 e5", "[Event \"two\"]", "", "1. d4 *"));
        assertAll(
                () -> assertEquals(2, entries.size()),
                () -> assertTrue(entries.get(0).error().orElseThrow().getMessage().startsWith("PGN line 4: tag pair after moves")),
                () -> assertEquals("*", entries.get(1).game().orElseThrow().result()),
                () -> assertEquals(4, entries.get(1).line()));
    }

    @Test
    void anUnclosedVariationIsTheLastErrorWhenNoTagSectionFollows() {
        List<PgnEntry> entries = PgnReader.readEach(games(
                "[Event \"one\"]", "", "1. e4 1-0", "", "[Event \"two\"]", "", "1. d4 (1. c4", "1/2-1/2"));
        assertAll(
                () -> assertEquals(2, entries.size()),
                () -> assertTrue(entries.get(0).game().isPresent()),
                () -> assertEquals("PGN line 7: the variation opened here with '(' is never closed",
                        entries.get(1).error().orElseThrow().getMessage()),
                () -> assertEquals(5, entries.get(1).line()));
    }

    @Test
    void tagLinesAreKept() {
        PgnGame game = PgnReader.read(games("[Event \"e\"]", "[Termination \"time forfeit\"]", "", "1. e4 1-0")).get(0);
        assertAll(
                () -> assertEquals(2, game.tagLine("termination")),
                () -> assertEquals(1, game.tagLine("FEN")),
                () -> assertEquals(Termination.TIME_FORFEIT, game.termination().orElseThrow()));
    }
}
