package org.chesseus.tools.adjudicate.stream;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.chesseus.tools.adjudicate.AdjudicationJson;
import org.chesseus.tools.adjudicate.Adjudicator;
import org.junit.jupiter.api.Test;

/**
 * Writing the rulings back: re-judging the copy agrees with every game, and a line-by-line diff of
 * each game against its copy touches only the {@code Result} tag, the tags Chesseus adds ({@code
 * ResultCode}, {@code ScoreCode}, {@code ResultArticle}, {@code ResultExplanation}) and the result
 * token ending the movetext; games whose ruling agrees with the record are copied byte for byte.
 */
class RuledRecordTest {
    /** White's flag falls with Black's king alone (FIDE 6.9): a draw, though Lichess records 0-1. */
    private static final String FLAG_BARE_KING = "[Event \"Rated Blitz game\"]\r\n[Site \"x\"]\r\n[Result \"0-1\"]\r\n"
            + "[SetUp \"1\"]\r\n[FEN \"4k3/8/8/8/8/8/8/4K2Q w - - 0 1\"]\r\n[Termination \"Time forfeit\"]\r\n\r\n"
            + "1. Qh5+ { [%clk 0:00:03] } 1... Kd7 { [%clk 0:02:59] } 0-1\r\n\r\n";
    /** A record whose comment claims a mate the board does not show: the score stands, the reason is a resignation. */
    private static final String CLAIMED_MATE = "[Event \"e\"]\n[Result \"1-0\"]\n[ResultCode \"W#\"]\n\n1. e4 e5 2. Qh5 Nc6 {White mates} 1-0\n\n";
    /** A draw agreed before both players moved (5.2.3): no draw, the game goes on. */
    private static final String EARLY_DRAW = "[Event \"e\"]\n[Result \"1/2-1/2\"]\n[Termination \"Normal\"]\n\n1. e4 1/2-1/2\n\n";

    private static byte[] rewritten(byte[] archive, List<AdjudicationJson> verdicts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new ArchiveJudge(() -> new Adjudicator(Archives.FIDE, warning -> { }), 2).judge(
                new GameTextSplitter(new ByteArrayInputStream(archive)), judged -> {
                    judged.verdicts().forEach(v -> verdicts.add(AdjudicationJson.of(v)));
                    out.writeBytes(judged.changesOneGame() ? RuledRecord.rewrite(judged.text(), judged.verdicts().get(0))
                            : judged.text().bytes());
                });
        return out.toByteArray();
    }

    private static List<String> pieces(byte[] bytes) {
        List<String> pieces = new ArrayList<>();
        new GameTextSplitter(new ByteArrayInputStream(bytes)).forEachRemaining(text -> pieces.add(text.text()));
        return pieces;
    }

    private static boolean chesseusTag(String line) {
        return line.matches("\\[(ResultCode|ScoreCode|ResultArticle|ResultExplanation) \".*\"]\r?");
    }

    /** Each line of the copy is the original's, but for the Result tag, Chesseus's tags and the final result token. */
    private static void assertOnlyTheRulingChanged(String original, String copy, AdjudicationJson verdict) {
        List<String> before = new ArrayList<>(List.of(original.split("\n", -1)));
        List<String> after = new ArrayList<>(List.of(copy.split("\n", -1)));
        before.removeIf(RuledRecordTest::chesseusTag);
        after.removeIf(RuledRecordTest::chesseusTag);
        assertEquals(before.size(), after.size(), copy);
        for (int i = 0; i < before.size(); i++) {
            String was = before.get(i);
            String is = after.get(i);
            if (was.equals(is)) {
                continue;
            }
            int token = was.lastIndexOf(verdict.recorded());
            boolean resultTag = was.startsWith("[Result \"") && is.equals("[Result \"" + verdict.ruled() + "\"]"
                    + (was.endsWith("\r") ? "\r" : ""));
            boolean finalToken = token >= 0 && is.equals(was.substring(0, token) + verdict.ruled()
                    + was.substring(token + verdict.recorded().length()));
            assertTrue(resultTag || finalToken, "line " + i + ": '" + was + "' became '" + is + "'");
        }
        assertTrue(copy.contains("[ResultExplanation \""), copy);
    }

    @Test
    void reJudgingTheCopyAgreesEverywhereAndOnlyTheRulingChanged() {
        String text = FLAG_BARE_KING + CLAIMED_MATE + EARLY_DRAW + Archives.randomArchive(80);
        byte[] archive = Archives.utf8(text);
        List<AdjudicationJson> first = new ArrayList<>();
        byte[] copy = rewritten(archive, first);
        List<AdjudicationJson> again = Archives.streamed(copy, 2);
        List<String> was = pieces(archive);
        List<String> is = pieces(copy);
        assertAll(
                () -> assertEquals("TM", first.get(0).code()),
                () -> assertEquals("WR", first.get(1).code()),
                () -> assertEquals("*", first.get(2).ruled()),
                () -> assertTrue(first.stream().filter(v -> !v.agrees()).count() >= 10, "rulings that change records: " + first),
                () -> assertEquals(first.size(), again.size()),
                () -> assertTrue(again.stream().allMatch(AdjudicationJson::agrees), "the copy agrees everywhere: "
                        + again.stream().filter(v -> !v.agrees()).toList()),
                () -> assertEquals(was.size(), is.size()));
        for (int i = 0; i < was.size(); i++) {
            AdjudicationJson verdict = first.get(i);
            if (verdict.agrees()) {
                assertEquals(was.get(i), is.get(i), "a game that agrees is copied byte for byte");
            } else {
                assertOnlyTheRulingChanged(was.get(i), is.get(i), verdict);
            }
        }
    }

    @Test
    void theFlagFallOfAPlayerWhoseOpponentCannotMateIsWrittenAsADraw() {
        byte[] copy = rewritten(Archives.utf8(FLAG_BARE_KING), new ArrayList<>());
        String expected = FLAG_BARE_KING.replace("[Result \"0-1\"]", "[Result \"1/2-1/2\"]")
                .replace("[Termination \"Time forfeit\"]\r\n", "[Termination \"Time forfeit\"]\r\n[ResultCode \"TM\"]\r\n"
                        + "[ResultArticle \"FIDE 6.9\"]\r\n[ResultExplanation \"" + Archives.wholeText(FLAG_BARE_KING).get(0)
                        .explanation().replace("\"", "\\\"") + "\"]\r\n")
                .replace("Kd7 { [%clk 0:02:59] } 0-1", "Kd7 { [%clk 0:02:59] } 1/2-1/2");
        assertArrayEquals(expected.getBytes(StandardCharsets.UTF_8), copy, new String(copy, StandardCharsets.UTF_8));
    }
}
