package org.chesseus.launcher.play;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code chesseus play} with the console driver, end to end without a terminal: a script types
 * for both players at one terminal, a fake clock stands still except where the script waits, and
 * every game ends with the code, score and article the book gives for a known scenario.
 */
class ConsolePlayTest {
    @TempDir
    Path directory;

    @Test
    void foolsMateEndsTheGameAsBlackCheckmatesUnderFide511() {
        PlayRun run = PlayRun.of(directory, List.of("f3", "e5", "g4", "Qh4"));
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertTrue(run.out().contains("2... Qh4#"), run.out()),
                () -> assertTrue(run.lastLine().startsWith("Game over: B# 0-1 (FIDE 5.1.1)"), run.out()),
                () -> assertTrue(run.record().contains("[Result \"0-1\"]"), run.record()),
                () -> assertTrue(run.record().contains("1. f3"), run.record()),
                () -> assertTrue(run.record().replaceAll("\\s+", " ").contains("2. g4 {[%emt 0:00:00.000]} Qh4#"), run.record()));
    }

    @Test
    void aDrawRequestWrittenWithTheMoveClaimsThreefoldOnThePositionItProduces() {
        PlayRun run = PlayRun.of(directory, List.of("Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8="));
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertTrue(run.out().contains("4... Ng8 =  (Black asks for a draw)"), run.out()),
                () -> assertTrue(run.lastLine().startsWith("Game over: 3R 1/2-1/2 (FIDE 9.2)"), run.out()),
                () -> assertTrue(run.record().contains("[ResultCode \"3R\"]"), run.record()));
    }

    @Test
    void theStatusLineShowsTheRepetitionCountAndTheClaimOpenToThePlayerToMove() {
        PlayRun run = PlayRun.of(directory, List.of("Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8", "resign"));
        assertTrue(run.out().contains("White to move  M=8  R=3  claim 3R (FIDE 9.2): type ="), run.out());
    }

    @Test
    void anOfferMadeWithAMoveAndAcceptedWithEqualsIsADrawByAgreement() {
        PlayRun run = PlayRun.of(directory, List.of("e4", "e5=", "="));
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertTrue(run.out().contains("Black to move  M=0  R=1") || run.out().contains("D? (Black offers a draw)"),
                        run.out()),
                () -> assertTrue(run.out().contains("D? (Black offers a draw)"), run.out()),
                () -> assertTrue(run.lastLine().startsWith("Game over: DA 1/2-1/2"), run.out()));
    }

    @Test
    void resignTypedByThePlayerToMoveLosesTheGame() {
        PlayRun run = PlayRun.of(directory, List.of("e4", "resign"));
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertTrue(run.lastLine().startsWith("Game over: WR 1-0 (FIDE 5.1.2)"), run.out()),
                () -> assertTrue(run.record().contains("[Result \"1-0\"]"), run.record()));
    }

    @Test
    void theEndOfInputResignsTheSideToMoveAndExitsZero() {
        PlayRun run = PlayRun.of(directory, List.of("e4", "e5"));
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertTrue(run.lastLine().startsWith("Game over: BR 0-1 (FIDE 5.1.2)"), run.out()));
    }

    @Test
    void resignationIsDrawnWhenTheOpponentCannotMate() {
        PlayRun run = PlayRun.of(directory, List.of("resign"), "--fen", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
        assertTrue(run.lastLine().startsWith("Game over: RM 1/2-1/2 (FIDE 5.1.2)"), run.out());
    }

    @Test
    void theFlagFallsOnTheFakeClockAndTheOpponentWinsOnTime() {
        PlayRun run = PlayRun.of(directory, List.of("e4", "@wait 61s", "e5"), "--time", "1+0");
        assertAll(
                () -> assertEquals(0, run.status(), run.err()),
                () -> assertTrue(run.out().contains("White to move  M=0  R=1  White 1:00.0* | Black 1:00.0"), run.out()),
                () -> assertTrue(run.lastLine().startsWith("Game over: WT 1-0 (FIDE 6.9)"), run.out()),
                () -> assertFalse(run.out().contains("1... e5"), "the move after the flag is not played:\n" + run.out()));
    }

    @Test
    void aFlagFallIsDrawnWhenTheOpponentCannotMate() {
        PlayRun run = PlayRun.of(directory, List.of("@wait 5s", "Kf7"), "--time", "3s+0",
                "--fen", "3qk3/8/8/8/8/8/8/4K3 b - - 0 1");
        assertTrue(run.lastLine().startsWith("Game over: TM 1/2-1/2 (FIDE 6.9)"), run.out());
    }

    @Test
    void anIllegalMoveIsRefusedWithItsReasonAndTheClockKeepsRunning() {
        PlayRun run = PlayRun.of(directory, List.of("@wait 2s", "e5", "@wait 3s", "e4", "resign"), "--time", "1+0");
        assertAll(
                () -> assertTrue(run.out().contains("Refused: 'e5': no white pawn can move to e5"), run.out()),
                () -> assertTrue(run.out().contains("Clocks: White 0:58.0* | Black 1:00.0"), run.out()),
                () -> assertTrue(run.out().contains("Black to move  M=0  R=1  White 0:55.0 | Black 1:00.0*"), run.out()));
    }

    @Test
    void uciNotationAndCastlingAndUnderPromotionAreRead() {
        PlayRun run = PlayRun.of(directory, List.of("e7e8n", "Kb7", "e1g1", "resign"),
                "--fen", "k7/4P3/8/8/8/8/8/4K2R w K - 0 1");
        assertAll(
                () -> assertTrue(run.out().contains("1. e8=N"), run.out()),
                () -> assertTrue(run.out().contains("2. O-O"), run.out()),
                () -> assertTrue(run.lastLine().startsWith("Game over: WR 1-0"), run.out()));
    }

    @Test
    void blindfoldDrawsNoBoard() {
        PlayRun run = PlayRun.of(directory, List.of("e4", "e5=", "resign"), "--blindfold");
        assertAll(
                () -> assertTrue(run.out().contains("1... e5 ="), run.out()),
                () -> assertFalse(run.out().contains("a b c d e f g h"), run.out()));
    }

    @Test
    void undoIsOffInRatedPlayAndTakesBackAMoveInACasualGame() {
        PlayRun rated = PlayRun.of(directory, List.of("e4", "undo"));
        PlayRun casual = PlayRun.of(directory, List.of("e4", "undo", "d4", "resign"), "--casual");
        assertAll(
                () -> assertTrue(rated.out().contains("Refused: undo: take-backs are off in rated play"), rated.out()),
                () -> assertTrue(casual.out().contains("Taken back by agreement: 1 half-move."), casual.out()),
                () -> assertTrue(casual.out().contains("1. d4"), casual.out()),
                () -> assertTrue(casual.record().contains("1. d4") && !casual.record().contains("e4"), casual.record()));
    }

    @Test
    void theConsoleAnswersHelpMovesFenAndPgn() {
        PlayRun run = PlayRun.of(directory, List.of("help", "moves", "e4", "fen", "pgn", "resign"));
        assertAll(
                () -> assertTrue(run.out().contains("Status line: C! check"), run.out()),
                () -> assertTrue(run.out().contains("Na3 Nc3 Nf3 Nh3 a3 a4 b3 b4"), run.out()),
                () -> assertTrue(run.out().contains("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"), run.out()),
                () -> assertTrue(run.out().contains("1. e4 *"), run.out()));
    }

    @Test
    void theBoardIsSeenFromTheSideToMoveAndFlipTurnsItOver() {
        PlayRun run = PlayRun.of(directory, List.of("resign"), "--flip");
        assertTrue(run.lines().get(0).startsWith("1  R N B K Q B N R"), run.out());
    }

    @Test
    void helpListsOnlyTheActionsTheRuleBookAllows() {
        PlayRun fide = PlayRun.of(directory, List.of("help", "resign"));
        PlayRun legality = PlayRun.of(directory, List.of("help"), "--rules", "l1");
        PlayRun hybrid = PlayRun.of(directory, List.of("help", "resign"), "--rules", "hybrid");
        assertAll(
                () -> assertTrue(fide.out().contains("  =        accept the standing offer, else claim a draw on this position,"
                        + " else offer one"), fide.out()),
                () -> assertTrue(fide.out().contains("  resign   (or r) resign"), fide.out()),
                // Legality alone (l1): no draw offers, claims, agreement or resignation.
                () -> assertFalse(legality.out().contains("  =  "), legality.out()),
                () -> assertFalse(legality.out().contains("Nf3="), legality.out()),
                () -> assertFalse(legality.out().contains("  resign   "), legality.out()),
                () -> assertTrue(legality.out().contains("  moves    the legal moves"), legality.out()),
                // The hybrid book has no claims: '=' accepts or offers.
                () -> assertTrue(hybrid.out().contains("  =        accept the standing offer, else offer one"), hybrid.out()),
                () -> assertTrue(hybrid.out().contains("  Nf3=     the move with a draw request: an offer (FIDE 9.1.2.1)"),
                        hybrid.out()));
    }

    @Test
    void pgnPrintsTheTagsOfTheRecordFile() {
        PlayRun run = PlayRun.of(directory, List.of("e4", "pgn", "resign"), "--time", "5+3");
        List<String> printed = run.lines().stream().filter(line -> line.startsWith("[")).toList();
        List<String> recorded = run.record().lines().filter(line -> line.startsWith("["))
                .filter(line -> !line.matches("\\[(Result|Termination|ResultCode|ResultArticle) .*")).toList();
        assertAll(
                () -> assertTrue(printed.contains("[Result \"*\"]"), run.out()),
                () -> assertEquals(recorded, printed.stream().filter(line -> !line.startsWith("[Result ")).toList(),
                        "the tags of the file, in its order, the result of the game so far:\n" + run.out()));
    }

    @Test
    void aFixedBoardStaysWithWhiteAtTheBottomForTwoPlayers() {
        PlayRun turning = PlayRun.of(directory, List.of("e4", "resign"));
        PlayRun fixed = PlayRun.of(directory, List.of("e4", "resign"), "--fixed-board");
        PlayRun fixedFlipped = PlayRun.of(directory, List.of("e4", "resign"), "--fixed-board", "--flip");
        assertAll(
                () -> assertTrue(afterFirstMove(turning).startsWith("1  R N B K Q B N R"), turning.out()),
                () -> assertTrue(afterFirstMove(fixed).startsWith("8  r n b q k b n r"), fixed.out()),
                () -> assertTrue(afterFirstMove(fixedFlipped).startsWith("1  R N B K Q B N R"), fixedFlipped.out()));
    }

    private static String afterFirstMove(PlayRun run) {
        List<String> lines = run.lines();
        return lines.get(lines.indexOf("1. e4") + 1);
    }
}
