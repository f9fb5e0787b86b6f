package org.chesseus.launcher.play;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.chesseus.api.pgn.PgnGame;
import org.chesseus.api.pgn.PgnReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The record {@code chesseus play} leaves, read back as PGN: the {@code Termination} and {@code
 * TimeControl} tags hold the values of the PGN standard (9.8.1, 9.6.1), and the exact code and the
 * article stand in Chesseus's own tags, {@code ResultCode} and {@code ResultArticle}.
 */
class PlayRecordTest {
    @TempDir
    Path directory;

    private PgnGame record(List<String> script, String... args) {
        PlayRun run = PlayRun.of(directory, script, args);
        assertEquals(0, run.status(), run.err());
        return PgnReader.read(run.record()).get(0);
    }

    @Test
    void aFlagFallIsRecordedAsTheStandardTimeForfeitWithTheCodeAndArticleInTagsOfTheirOwn() {
        PgnGame game = record(List.of("e4", "@wait 61s", "e5"), "--time", "1+0");
        assertAll(
                () -> assertEquals("time forfeit", game.tag("Termination").orElseThrow()),
                () -> assertEquals("WT", game.tag("ResultCode").orElseThrow()),
                () -> assertEquals("FIDE 6.9", game.tag("ResultArticle").orElseThrow()),
                () -> assertEquals("60", game.tag("TimeControl").orElseThrow(), "one minute, sudden death, in seconds"));
    }

    @Test
    void aResignationIsRecordedAsTheStandardNormalEnd() {
        PgnGame game = record(List.of("e4", "resign"), "--time", "5+3");
        assertAll(
                () -> assertEquals("normal", game.tag("Termination").orElseThrow()),
                () -> assertEquals("WR", game.tag("ResultCode").orElseThrow()),
                () -> assertEquals("FIDE 5.1.2", game.tag("ResultArticle").orElseThrow()),
                () -> assertEquals("300+3", game.tag("TimeControl").orElseThrow(), "the PGN standard's own example"));
    }

    @Test
    void periodsAreRecordedInThePgnStandardsTimeControlForm() {
        PgnGame game = record(List.of("resign"), "--time", "40/90+30,30+30");
        assertEquals("40/5400+30:1800+30", game.tag("TimeControl").orElseThrow());
    }

    @Test
    void anUntimedGameRecordsTimeControlAsADash() {
        PgnGame game = record(List.of("resign"));
        assertEquals("-", game.tag("TimeControl").orElseThrow(), "PGN standard 9.6.1: '-' for no time control");
    }
}
