package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.chesseus.launcher.terminal.ExitStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code chesseus compare}: one scenario judged under several profiles side by side, the rows that
 * differ from the first profile marked; the verdicts are the books' (FIDE 5.1.2 and FIDE Online
 * 5.2 on a resignation with a bare king against a queen, 9.2 against Online 5.4.1 on a threefold
 * shuffle).
 */
class CompareCommandTest {
    private static final String QUEEN_AGAINST_KING = "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1";
    private static final String[] SHUFFLE = {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"};

    @Test
    void aResignationWithNothingLeftToMateWithDividesFideFromFideOnline() {
        CommandRun run = CommandRun.of("compare", "--profiles", "l2,fide,fide-online", "--fen", QUEEN_AGAINST_KING,
                "--then", "resign:white");
        assertEquals(ExitStatus.OK, run.status(), run.err());
        List<String> lines = run.lines();
        assertEquals("Position " + QUEEN_AGAINST_KING + "; then resign:white", lines.get(0));
        assertTrue(lines.get(1).matches(" +profile +code +score +article +after +explanation"), lines.get(1));
        assertTrue(lines.get(2).matches(" +l2 +- +\\* +- +start +The game goes on: .*White's resignation is refused:"
                + " resignation needs layer l3; profile 'l2' has no rule 'resignation' \\(FIDE 5.1.2\\)\\."), lines.get(2));
        assertTrue(lines.get(3).matches("\\* +fide +RM +1/2-1/2 +FIDE 5.1.2 +start +White resigned, but Black cannot checkmate.*"),
                lines.get(3));
        assertTrue(lines.get(4).matches("\\* +fide-online +BR +0-1 +FIDE Online 5.2 +start +White resigned; .*"), lines.get(4));
        assertEquals("* 2 of 3 profiles differ from l2 (another code, score or move, or another error).", lines.get(5));
    }

    @Test
    void armageddonShowsItsScoreAndScoreCodeWhereTheBoardDraws() {
        String bareKings = "8/8/8/8/8/2k5/8/K7 w - - 0 1";
        CommandRun text = CommandRun.of("compare", "--profiles", "fide,armageddon", "--fen", bareKings);
        assertEquals(ExitStatus.OK, text.status(), text.err());
        assertTrue(text.lines().get(3).matches("\\* +armageddon +DP +0-1 BA +Armageddon regulations .*"),
                text.lines().get(3));
        assertEquals("* 1 of 2 profiles differ from fide (another code, score or move, or another error).",
                text.lines().get(4), "a draw under fide and Black's win under Armageddon are not the same verdict");
        List<JsonNode> rows = CommandRun.of("compare", "--profiles", "fide,armageddon", "--fen", bareKings, "--json")
                .json();
        assertEquals("1/2-1/2", rows.get(0).get("score").asText());
        assertTrue(rows.get(0).get("scoreCode").isNull());
        assertEquals("DP", rows.get(1).get("code").asText());
        assertEquals("0-1", rows.get(1).get("score").asText(), "Guidelines III.5: a drawn Armageddon is Black's win");
        assertEquals("BA", rows.get(1).get("scoreCode").asText());
        assertTrue(rows.get(1).get("differs").asBoolean());
    }

    @Test
    void jsonGivesOneObjectPerProfileWithTheAgreedFields() {
        CommandRun run = CommandRun.of(withMoves(new String[] {"compare", "--profiles", "fide,fide-online", "--json",
            "--moves"}, SHUFFLE));
        assertEquals(ExitStatus.OK, run.status(), run.err());
        List<JsonNode> rows = run.json();
        assertEquals(2, rows.size());
        assertEquals(List.of("profile", "code", "score", "scoreCode", "article", "ply", "explanation", "differs"),
                CommandRun.fieldNames(rows.get(0)));
        assertTrue(rows.get(0).get("code").isNull());
        assertEquals("*", rows.get(0).get("score").asText());
        assertEquals(8, rows.get(0).get("ply").asInt());
        assertTrue(rows.get(0).get("explanation").asText().contains("White may claim 3R (FIDE 9.2)"));
        assertEquals("3R", rows.get(1).get("code").asText());
        assertEquals("1/2-1/2", rows.get(1).get("score").asText());
        assertEquals("FIDE Online 5.4.1", rows.get(1).get("article").asText());
        assertEquals(8, rows.get(1).get("ply").asInt());
        assertTrue(rows.get(1).get("differs").asBoolean());
    }

    @Test
    void anEventAfterTheEndChangesNothingAndSaysSo() {
        CommandRun run = CommandRun.of(withMoves(new String[] {"compare", "--profiles", "fide-online", "--json",
            "--then", "claim", "--moves"}, SHUFFLE));
        JsonNode row = run.json().get(0);
        assertEquals("3R", row.get("code").asText());
        assertTrue(row.get("explanation").asText().endsWith("(The draw claim came after the end and changes nothing.)"),
                row.get("explanation").asText());
    }

    @Test
    void movesAfterTheEndAreNotPlayedAndMoveNumbersAreSkipped() {
        CommandRun run = CommandRun.of("compare", "--profiles", "fide,fide-online", "--json", "--fen",
                "4k3/8/8/8/8/8/8/R3K3 w - - 99 60", "--moves", "1.", "Ra2", "Kd7", "2.", "Ra3");
        List<JsonNode> rows = run.json();
        assertEquals(3, rows.get(0).get("ply").asInt(), "fide plays all three moves");
        assertEquals("50", rows.get(1).get("code").asText());
        assertEquals(1, rows.get(1).get("ply").asInt());
        assertTrue(rows.get(1).get("explanation").asText().contains("The game was over before move 2 (Kd7, Black)"),
                rows.get(1).get("explanation").asText());
    }

    @Test
    void aMoveOneBookRefusesIsAnErrorInItsRowAndTheExitStatusSaysSo() {
        CommandRun castle = CommandRun.of("compare", "--profiles", "fide+chess960", "--fen",
                "1k2r3/8/8/8/8/8/8/RK4R1 w AG - 0 1", "--moves", "O-O", "--json");
        assertEquals(ExitStatus.REJECTED, castle.status());
        JsonNode row = castle.json().get(0);
        assertTrue(row.get("error").get("message").asText().startsWith("move 1 (O-O, White): "), row.get("error").toString());
        assertEquals("illegal-move", row.get("error").get("kind").asText(), row.get("error").toString());
        assertTrue(row.get("code").isNull() && row.get("score").isNull());
    }

    @Test
    void aChess960FenUnderAStandardBookSaysHowToReadIt() {
        CommandRun run = CommandRun.of("compare", "--profiles", "fide,fide+chess960", "--fen",
                "1k6/8/8/8/8/8/8/RK4R1 w AG - 0 1", "--moves", "O-O", "--json");
        List<JsonNode> rows = run.json();
        assertTrue(rows.get(0).get("error").get("message").asText().contains("--chess960"), rows.get(0).toString());
        assertTrue(rows.get(1).get("code").isNull() && !rows.get(1).has("error"), rows.get(1).toString());
        CommandRun mode = CommandRun.of("compare", "--profiles", "fide", "--chess960", "--fen",
                "1k6/8/8/8/8/8/8/RK4R1 w AG - 0 1", "--moves", "b1a1", "--json");
        assertEquals(ExitStatus.OK, mode.status(), mode.out());
    }

    @Test
    void chess960NumberGivesTheStartArray() {
        CommandRun run = CommandRun.of("compare", "--profiles", "fide", "--chess960", "0", "--moves", "O-O");
        assertEquals(ExitStatus.REJECTED, run.status(), "O-O is not legal at the start: " + run.out());
        assertEquals("Chess960 start position 0: bbqnnrkr; moves O-O", run.lines().get(0));
        CommandRun standard = CommandRun.of("compare", "--profiles", "fide", "--chess960", "518", "--moves", "e4", "--json");
        assertEquals(1, standard.json().get(0).get("ply").asInt());
    }

    @Test
    void aPgnGameIsComparedWithItsRecordedEndOrTheEventGiven(@TempDir Path folder) throws IOException {
        Path pgn = folder.resolve("game.pgn");
        Files.writeString(pgn, "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n[Termination \"time forfeit\"]\n"
                + "[FEN \"" + QUEEN_AGAINST_KING + "\"]\n[SetUp \"1\"]\n\n1. Qa2 1-0\n", StandardCharsets.UTF_8);
        List<JsonNode> recorded = CommandRun.of("compare", "--profiles", "fide,fide-online", "--pgn", pgn.toString(),
                "--json").json();
        assertEquals(1, recorded.get(0).get("game").asInt());
        assertEquals("WT", recorded.get(0).get("code").asText(), "Black lost on time; White can still mate");
        assertEquals("WT", recorded.get(1).get("code").asText());
        List<JsonNode> resigned = CommandRun.of("compare", "--profiles", "fide,fide-online", "--pgn", pgn.toString(),
                "--then", "resign:white", "--json").json();
        assertEquals("RM", resigned.get(0).get("code").asText(), "Black has nothing left to mate with");
        assertEquals("BR", resigned.get(1).get("code").asText());
        assertEquals(1, resigned.get(1).get("ply").asInt());
    }

    @Test
    void badInputIsRefusedInOneLine() {
        CommandRun event = CommandRun.of("compare", "--profiles", "fide", "--then", "flag");
        assertEquals(ExitStatus.REJECTED, event.status());
        assertTrue(event.err().contains("--then: 'flag' is no event"), event.err());
        CommandRun both = CommandRun.of("compare", "--profiles", "fide", "--pgn", "x.pgn", "--fen", QUEEN_AGAINST_KING);
        assertEquals(ExitStatus.USAGE, both.status());
        CommandRun missing = CommandRun.of("compare", "--profiles", "fide", "--pgn", "no-such.pgn");
        assertEquals(ExitStatus.REJECTED, missing.status());
        assertTrue(missing.err().contains("--pgn: no such file 'no-such.pgn'"), missing.err());
    }

    private static String[] withMoves(String[] head, String[] moves) {
        String[] all = new String[head.length + moves.length];
        System.arraycopy(head, 0, all, 0, head.length);
        System.arraycopy(moves, 0, all, head.length, moves.length);
        return all;
    }
}
