package org.chesseus.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.chesseus.tools.adjudicate.stream.GameText;
import org.chesseus.tools.adjudicate.stream.GameTextSplitter;
import org.junit.jupiter.api.Test;

/**
 * The pieces Hadoop's records make, cut by {@link ChunkTexts}, against the oracle of the same
 * splitter reading the whole text: the same games, byte for byte, on the same lines, with the same
 * word on whether a tag section follows — without Spark.
 */
class ChunkTextsTest {
    @Test
    void piecesCutAtABlankLineAndAnEventTagGiveTheWholeTextsGamesOnTheWholeTextsLines() throws IOException {
        String text = Corpus.randomGames(30, 5) + Corpus.handWritten() + "\n[Event \"a comment holding a tag section\"]\n"
                + "[Result \"1-0\"]\n\n1. e4 e5 {a remark\n\n[Event \"not a game\"]\nstill the remark} 2. Nf3 1-0\n\n"
                + "[Event \"no result\"]\n\n1. d4 d5\n\n" + Corpus.randomGames(5, 6);
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        ChunkTexts cut = new ChunkTexts(pieces(bytes).iterator(), 1);
        List<String> pieces = new ArrayList<>();
        cut.forEachRemaining(t -> pieces.add(describe(t)));
        List<String> whole = new ArrayList<>();
        new GameTextSplitter(new ByteArrayInputStream(bytes)).forEachRemaining(t -> whole.add(describe(t)));
        assertFalse(cut.misCut());
        assertEquals(whole, pieces);
        assertEquals(text.chars().filter(c -> c == '\n').count(), cut.newlines());
    }

    @Test
    void aBoundaryAfterAGameOfTagsAloneIsMisCutForTheWholeTextDoesNotEndAGameThere() {
        String text = Corpus.randomGames(3, 5) + "[Event \"tags alone\"]\n[Result \"*\"]\n\n" + Corpus.randomGames(3, 6);
        ChunkTexts cut = new ChunkTexts(pieces(text.getBytes(StandardCharsets.UTF_8)).iterator(), 1);
        cut.forEachRemaining(t -> { });
        assertTrue(cut.misCut());
    }

    /** The pieces Hadoop's text input hands on with records ending at {@link Piece#BOUNDARY}. */
    private static List<Piece> pieces(byte[] bytes) {
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        List<Piece> pieces = new ArrayList<>();
        int start = 0;
        while (true) {
            int end = text.indexOf(Piece.BOUNDARY, start);
            byte[] record = text.substring(start, end < 0 ? text.length() : end).getBytes(StandardCharsets.ISO_8859_1);
            pieces.add(Piece.of(start, record, record.length, bytes.length));
            if (end < 0) {
                return pieces;
            }
            start = end + Piece.BOUNDARY.length();
        }
    }

    private static String describe(GameText text) {
        return "line " + text.line() + (text.tagSectionFollows() ? ", tags follow: " : ": ")
                + new String(text.bytes(), StandardCharsets.UTF_8);
    }
}
