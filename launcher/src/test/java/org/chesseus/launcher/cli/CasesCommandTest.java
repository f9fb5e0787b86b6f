package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.chesseus.launcher.terminal.ExitStatus;
import org.junit.jupiter.api.Test;

/**
 * {@code chesseus cases} and {@code compare --case}: the casebook listed, shown and judged live. The
 * expected rulings are the rule texts' (FIDE 6.9 against USCF 14E on K+R v K+N; FIDE 9.2.3 on a
 * pinned en-passant capturer), written here by hand.
 */
class CasesCommandTest {
    private static final String KNIGHT = "rook-flags-against-knight";

    @Test
    void theListGroupsTheCasesByTopicWithHowTheBooksSplit() {
        CommandRun run = CommandRun.of("cases");
        assertEquals(ExitStatus.OK, run.status(), run.err());
        List<String> lines = run.lines();
        assertTrue(lines.get(0).matches("The casebook: \\d\\d cases under 12 books \\(l1, l2, fide, .*\\)\\."), lines.get(0));
        assertTrue(lines.contains("Flag fall") && lines.contains("Repetition") && lines.contains("Dead position"), run.out());
        assertTrue(lines.stream().anyMatch(line -> line.matches(" +" + KNIGHT + " +K\\+R against K\\+N: White's flag falls"
                + " +refused ×2, BT ×5, TM ×4, BT/BA ×1")), run.out());
    }

    @Test
    void aBookAndATopicNarrowTheListAndShowThatBooksRuling() {
        CommandRun run = CommandRun.of("cases", "--book", "uscf", "--topic", "flag");
        assertEquals(ExitStatus.OK, run.status(), run.err());
        assertTrue(run.lines().stream().anyMatch(line -> line.matches(" +" + KNIGHT + " .* TM USCF 14E")), run.out());
        assertTrue(run.lines().stream().noneMatch(line -> line.equals("Repetition")), run.out());
    }

    @Test
    void aCaseIsShownWholeWithEveryBooksRulingWhyAndText() {
        CommandRun run = CommandRun.of("cases", KNIGHT, "--book", "fide");
        assertEquals(ExitStatus.OK, run.status(), run.err());
        String out = run.out();
        assertTrue(out.startsWith("Case " + KNIGHT + ": K+R against K+N: White's flag falls (flag fall)\n"
                + "Setup: FEN 1n2k3/8/8/8/8/8/8/R3K3 w - - 0 1; Kd2 Kd7 flag:white\n"), out);
        assertTrue(run.lines().stream().anyMatch(line -> line.matches("> +fide +BT +0-1 +FIDE 6\\.9")), out);
        assertTrue(run.lines().stream().anyMatch(line -> line.matches(" +uscf +TM +1/2-1/2 +USCF 14E")), out);
        assertTrue(run.lines().stream().anyMatch(line -> line.matches(" +l1 +refused +\\* +-")), out);
        assertTrue(out.contains("Text: FIDE 6.9 — \"if a player does not complete"), out);
        assertTrue(out.contains("Judge it live: ./chesseus compare --case " + KNIGHT), out);
    }

    @Test
    void jsonGivesEveryBooksRuling() {
        CommandRun run = CommandRun.of("cases", KNIGHT, "--json");
        assertEquals(ExitStatus.OK, run.status(), run.err());
        JsonNode one = run.json().get(0);
        assertEquals(KNIGHT, one.get("id").asText());
        assertEquals(List.of("Kd2", "Kd7", "flag:white"), List.of(one.get("steps").get(0).asText(),
                one.get("steps").get(1).asText(), one.get("steps").get(2).asText()));
        JsonNode uscf = one.get("rulings").get("uscf");
        assertEquals("TM", uscf.get("code").asText());
        assertEquals("1/2-1/2", uscf.get("score").asText());
        assertEquals("USCF 14E", uscf.get("article").asText());
        assertEquals("BA", one.get("rulings").get("armageddon").get("scoreCode").asText());
        assertTrue(one.get("rulings").get("l1").get("code").isNull());
        assertEquals(12, one.get("rulings").size());
    }

    @Test
    void unknownCasesBooksAndTopicsAreRefusedInOneLine() {
        CommandRun unknown = CommandRun.of("cases", "rook-flags");
        assertEquals(ExitStatus.REJECTED, unknown.status());
        assertTrue(unknown.err().startsWith("ID: there is no case 'rook-flags'; did you mean rook-flags-against-knight"),
                unknown.err());
        CommandRun book = CommandRun.of("cases", "--book", "fidee");
        assertEquals(ExitStatus.REJECTED, book.status());
        assertTrue(book.err().startsWith("--book: 'fidee' is not a book of the casebook; choose one of l1, l2, fide"),
                book.err());
        CommandRun topic = CommandRun.of("cases", "--topic", "castles in the air");
        assertEquals(ExitStatus.REJECTED, topic.status());
        assertTrue(topic.err().startsWith("--topic: no topic matches 'castles in the air'; the topics are flag fall,"),
                topic.err());
        for (CommandRun run : List.of(unknown, book, topic)) {
            assertEquals(1, run.err().strip().lines().count(), run.err());
        }
    }

    @Test
    void compareJudgesACaseLiveUnderTheCasebooksBooksFideFirst() {
        CommandRun run = CommandRun.of("compare", "--case", KNIGHT);
        assertEquals(ExitStatus.OK, run.status(), run.err());
        List<String> lines = run.lines();
        assertEquals("Case " + KNIGHT + ": K+R against K+N: White's flag falls", lines.get(0));
        assertTrue(lines.get(4).matches(" +fide +BT +0-1 +FIDE 6\\.9 +1… Kd7 +White's flag fell and Black could still checkmate\\."),
                lines.get(4));
        assertTrue(lines.stream().anyMatch(line -> line.matches("\\* +uscf +TM +1/2-1/2 +USCF 14E .*")), run.out());
        assertTrue(run.out().contains("Why: FIDE asks whether Black could mate"), run.out());
    }

    @Test
    void theDiffModePrintsOnlyTheBooksThatDifferFromTheFirst() {
        CommandRun run = CommandRun.of("compare", "--case", KNIGHT, "--diff");
        assertEquals(ExitStatus.OK, run.status(), run.err());
        List<String> rows = run.lines().stream().filter(line -> line.matches("[ *] +[a-z0-9-]+ +(BT|TM|-) .*")).toList();
        assertEquals(List.of("fide", "l1", "l2", "uscf", "uscf-14k", "chesscom", "hybrid"),
                rows.stream().map(line -> line.substring(1).strip().split(" +")[0]).toList(), run.out());
        assertTrue(run.out().contains("* 6 of 12 profiles differ from fide (another code, score or move, or another error);"
                + " the 5 that agree with it are not shown."), run.out());
        CommandRun json = CommandRun.of("compare", "--case", KNIGHT, "--diff", "--profiles", "fide,fide-online,uscf", "--json");
        assertEquals(List.of("fide", "uscf"), json.json().stream().map(node -> node.get("profile").asText()).toList());
    }

    @Test
    void aCaseWhoseRulingIsAnIllegalMoveExitsZeroAndCaseExcludesAPosition() {
        CommandRun pinned = CommandRun.of("compare", "--case", "pinned-capturer", "--profiles", "fide,chesscom");
        assertEquals(ExitStatus.OK, pinned.status(), pinned.out() + pinned.err());
        assertTrue(pinned.out().contains("dxc6"), pinned.out());
        CommandRun both = CommandRun.of("compare", "--case", KNIGHT, "--moves", "e4");
        assertEquals(ExitStatus.USAGE, both.status());
        CommandRun none = CommandRun.of("compare", "--fen", "8/8/8/8/8/2k5/8/K7 w - - 0 1");
        assertEquals(ExitStatus.USAGE, none.status());
        assertTrue(none.err().contains("--profiles"), none.err());
    }

    @Test
    void stepsAmongTheMovesShowAnOfferLapsingAndABadStepIsRefusedInOneLine() {
        CommandRun lapse = CommandRun.of("compare", "--profiles", "fide,armageddon", "--moves", "e4", "e5", "Nf3", "offer:white",
                "Nc6", "accept:black");
        assertEquals(ExitStatus.OK, lapse.status(), lapse.err());
        assertTrue(lapse.lines().get(2).matches(" +fide +- +\\* +- +2… Nc6 +The game goes on: .* Black's acceptance is refused: .*"),
                lapse.out());
        assertTrue(lapse.lines().get(3).matches("\\* +armageddon +- +\\* +- +2\\. Nf3 +.*White's draw offer is refused: .*"),
                lapse.out());
        CommandRun request = CommandRun.of("compare", "--profiles", "fide", "--fen", "4k3/8/8/8/8/8/8/R3K3 w - - 99 60",
                "--moves", "Ra2=");
        assertTrue(request.lines().get(2).matches(" +fide +50 +1/2-1/2 +FIDE 9\\.3 +60\\. Ra2 .*"), request.out());
        CommandRun bad = CommandRun.of("compare", "--profiles", "fide", "--moves", "e4", "offer:red");
        assertEquals(ExitStatus.REJECTED, bad.status());
        assertEquals("--moves: 'offer:red': name the player as offer:white or offer:black", bad.err().strip());
        CommandRun unknown = CommandRun.of("compare", "--profiles", "fide", "--moves", "e4", "castle:white");
        assertEquals(ExitStatus.REJECTED, unknown.status());
        assertTrue(unknown.err().startsWith("--moves: 'castle:white' is no move and no step;"), unknown.err());
    }
}
