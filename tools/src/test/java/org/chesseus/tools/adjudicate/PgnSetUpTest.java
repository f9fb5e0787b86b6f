package org.chesseus.tools.adjudicate;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.chesseus.api.Color;
import org.chesseus.api.FenReader;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.clock.TimeControlParser;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.GameOptions;
import org.chesseus.api.pgn.PgnException;
import org.chesseus.api.pgn.PgnGame;
import org.chesseus.api.pgn.PgnMove;
import org.chesseus.api.pgn.PgnReader;
import org.chesseus.api.pgn.PgnWriter;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.junit.jupiter.api.Test;

/**
 * PGN with a legality behind it: the start position from {@code SetUp}/{@code FEN} (Chess960 by
 * {@code Variant}), errors naming the tag's line, and the record of a game played under {@code
 * fide} written and read back.
 */
class PgnSetUpTest {
    private static final RuleBook FIDE = new RuleBookComposer(
            ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).toList()).compose("fide");

    private static PgnGame read(String text) {
        return PgnReader.read(text).get(0);
    }

    @Test
    void setUpGamesStartFromTheirFenAndOthersFromTheStartPosition() {
        Position setUp = read("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 b - - 3 40\"]\n\n40... Kd7 *\n").startPosition(FIDE.legality());
        assertAll(
                () -> assertEquals(Color.BLACK, setUp.sideToMove()),
                () -> assertEquals(40, setUp.fullmoveNumber()),
                () -> assertEquals(3, setUp.halfmoveClock()),
                () -> assertEquals(Position.start(), read("1. e4 *\n").startPosition(FIDE.legality())));
    }

    @Test
    void chess960CastlingRightsAreReadWhenTheVariantSaysSo() {
        String fen = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1";
        Position start = read("[Variant \"Chess960\"]\n[FEN \"" + fen + "\"]\n\n*\n").startPosition(FIDE.legality());
        assertEquals(FenReader.chess960(FIDE.legality()).read(fen), start);
        PgnException standard = assertThrows(PgnException.class,
                () -> read("[Event \"x\"]\n[FEN \"" + fen + "\"]\n\n*\n").startPosition(FIDE.legality()));
        assertTrue(standard.getMessage().startsWith("PGN line 2: tag 'FEN': FEN field 3 (castling)"), standard.getMessage());
    }

    @Test
    void setUpWithoutFenIsRefusedNamingTheTagsLine() {
        PgnException refused = assertThrows(PgnException.class,
                () -> read("[Event \"x\"]\n[SetUp \"1\"]\n\n*\n").startPosition(FIDE.legality()));
        assertEquals("PGN line 2: tag 'SetUp' is \"1\" but no FEN tag gives the position", refused.getMessage());
    }

    @Test
    void aFinishedGameIsRecordedWithResultTerminationAndSetUpAndReadsBackTheSame() {
        Position start = FenReader.standard(FIDE.legality()).read("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1");
        Game game = Game.start(FIDE, start);
        MoveNotation notation = FIDE.legality().notation(false);
        game.play(notation.parseSan(start, "Qa7"));
        game.resign(Color.WHITE);
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Embedding");
        tags.put("TimeControl", "300+3");
        PgnGame record = PgnWriter.record(game, tags);
        String text = PgnWriter.write(record);
        PgnGame again = read(text);
        assertAll(
                () -> assertEquals("1/2-1/2", again.result()),
                () -> assertEquals("normal", again.tag("Termination").orElseThrow()),
                () -> assertEquals("1", again.tag("SetUp").orElseThrow()),
                () -> assertEquals("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1", again.tag("FEN").orElseThrow()),
                () -> assertEquals(List.of("Qa7"), again.moves().stream().map(PgnMove::san).toList()),
                () -> assertEquals(300, again.timeControl().orElseThrow().periods().get(0).base().toSeconds()),
                () -> assertTrue(text.contains("\n1. Qa7 1/2-1/2\n"), text));
    }

    @Test
    void aChess960GameIsRecordedWithItsSetUpAndReadsBackWithCastlingIntact() {
        Position start = FenReader.chess960(FIDE.legality()).read("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1");
        Game game = Game.start(FIDE, start);
        MoveNotation notation = FIDE.legality().notation(true);
        for (String san : List.of("d4", "d5", "Nd3", "Nd6", "Re1", "Re8", "O-O")) {
            game.play(notation.parseSan(game.ruling().position(), san));
        }
        PgnGame again = read(PgnWriter.write(PgnWriter.record(game, Map.of("Variant", "Chess960"))));
        assertAll(
                () -> assertEquals(start, again.startPosition(FIDE.legality())),
                () -> assertEquals("O-O", again.moves().get(6).san()),
                () -> assertEquals("*", again.result()));
    }

    @Test
    void theClockOfTheGameIsRecordedAsItsTimeControl() {
        Game game = Game.start(FIDE, Position.start(), GameOptions.builder()
                .clock(TimeControlParser.parse("40/90+30,30+30"), () -> 0L).build());
        assertEquals("40/5400+30:1800+30", PgnWriter.record(game, Map.of()).tag("TimeControl").orElseThrow());
    }

    @Test
    void aFlagFallIsRecordedAsATimeForfeit() {
        Game game = Game.start(FIDE, Position.start());
        game.flagFall(Color.WHITE);
        PgnGame record = PgnWriter.record(game, Map.of());
        assertAll(
                () -> assertEquals("0-1", record.result()),
                () -> assertEquals("time forfeit", record.tag("Termination").orElseThrow()),
                () -> assertTrue(record.tag("FEN").isEmpty()));
    }
}
