package org.chesseus.launcher.play;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code chesseus play --chess960 [N|random]}: the game starts from the array numbered N (FIDE
 * Guidelines II.2; 0 = {@code bbqnnrkr}), castling is typed {@code O-O} and refused with its reason
 * as over the board (II.3), and the record says {@code Variant "Chess960"} with the array's X-FEN
 * and its number, so that it resumes from the same array.
 */
class Chess960PlayTest {
    private static final String NUMBER_0 = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1";

    @TempDir
    Path directory;

    @Test
    void aNumberedArrayIsPlayedAndRecordedAsChess960() {
        PlayRun run = PlayRun.of(directory, List.of("e4", "e5", "resign"), "--chess960", "0", "--ascii");
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertTrue(run.err().contains("Chess960 start position 0: bbqnnrkr"), run.err()),
                () -> assertTrue(run.out().contains("1  B B Q N N R K R"), run.out()),
                () -> assertTrue(run.record().contains("[Variant \"Chess960\"]"), run.record()),
                () -> assertTrue(run.record().contains("[FEN \"" + NUMBER_0 + "\"]"), run.record()),
                () -> assertTrue(run.record().contains("[ChesseusChess960 \"0\"]"), run.record()));
    }

    @Test
    void castlingIsTypedOOAndTheKingMayCastleWithTheRookBesideIt() {
        PlayRun run = PlayRun.of(directory, List.of("O-O", "Kb8", "O-O-O"), "--chess960", "--ascii",
                "--fen", "1k6/8/8/8/8/8/8/RK4R1 w AG - 0 1");
        PlayRun attacked = PlayRun.of(directory, List.of("O-O"), "--chess960", "--ascii",
                "--fen", "1k2r3/8/8/8/8/8/8/RK4R1 w AG - 0 1");
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertTrue(run.record().replaceAll("\\s+", " ").contains("1. O-O "), run.record()),
                () -> assertTrue(attacked.out().contains("castling through an attacked square e1"), attacked.out()));
    }

    @Test
    void aRandomArrayIsNamedAndARecordResumesFromItsNumber() throws IOException {
        PlayRun random = PlayRun.of(directory, List.of("resign"), "--chess960", "random");
        assertTrue(random.err().matches("(?s).*Chess960 start position \\d+ \\(drawn at random\\): [bnrqk]{8}.*"), random.err());
        Path record = Files.writeString(directory.resolve("cut.pgn"), String.join("\n",
                "[Event \"chesseus play\"]", "[Variant \"Chess960\"]", "[SetUp \"1\"]", "[FEN \"" + NUMBER_0 + "\"]",
                "[ChesseusRules \"fide\"]", "[ChesseusChess960 \"0\"]", "", "1. e4 e5", ""));
        PlayRun resumed = PlayRun.raw(record, List.of("resign"), "play", "--resume", record.toString(), "--ascii");
        assertAll(
                () -> assertEquals(0, resumed.status(), resumed.err()),
                () -> assertTrue(resumed.out().contains("1  B B Q N N R K R"), resumed.out()),
                () -> assertTrue(resumed.record().replaceAll("\\s+", " ").contains("1. e4 e5"), resumed.record()));
    }

    @Test
    void theRecordWritesShredderFenOnRequest() {
        PlayRun run = PlayRun.of(directory, List.of("resign"), "--chess960", "0", "--shredder-fen");
        assertTrue(run.record().contains("[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\"]"), run.record());
    }

    @Test
    void aNumberAndAFenAreRefusedTogether() {
        PlayRun run = PlayRun.of(directory, List.of(), "--chess960", "5", "--fen", NUMBER_0);
        PlayRun bad = PlayRun.of(directory, List.of(), "--chess960", "960");
        assertAll(
                () -> assertEquals(1, run.status()),
                () -> assertTrue(run.err().contains("--chess960 5 and --fen both give the start position"), run.err()),
                () -> assertEquals(1, bad.status()),
                () -> assertTrue(bad.err().contains("a start position is numbered 0-959, not 960"), bad.err()));
    }
}
