package org.chesseus.api.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** PGN as the standard writes it (export format) and as people write it (import format). */
class PgnReaderTest {
    private static final String TWO_GAMES = String.join("\n",
            "[Event \"Casual\"]",
            "[Site \"Lisbon\"]",
            "[White \"Anna \\\"The Rook\\\" Silva\"]",
            "[Black \"Bruno\"]",
            "[Result \"1-0\"]",
            "[TimeControl \"300+3\"]",
            "",
            "1. e4 {opening [%clk 0:04:58]} e5 2. Nf3 $1 (2. f4 exf4 {gambit} (2... d5)) Nc6 3. Bb5!? a6 ; Morphy",
            "4. Ba4 Nf6 1-0",
            "",
            "% an escape line",
            "[Event \"Second\"]",
            "[SetUp \"1\"]",
            "[FEN \"4k3/8/8/8/8/8/8/R3K3 b - - 0 40\"]",
            "",
            "40... Kd7 41. Ra7+ *",
            "");

    @Test
    void tagsMovesCommentsClocksAndResultsAreReadVariationsSkipped() {
        List<PgnGame> games = PgnReader.read(TWO_GAMES);
        assertEquals(2, games.size());
        PgnGame first = games.get(0);
        assertEquals("Anna \"The Rook\" Silva", first.tag("white").orElseThrow());
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6"),
                first.moves().stream().map(PgnMove::san).toList());
        assertEquals(Duration.ofSeconds(298), first.moves().get(0).clockTime().orElseThrow());
        assertEquals("Morphy", first.moves().get(5).comment());
        assertEquals("1-0", first.result());
        assertEquals(1, first.line());
        PgnGame second = games.get(1);
        assertEquals(List.of("Kd7", "Ra7+"), second.moves().stream().map(PgnMove::san).toList());
        assertEquals("*", second.result());
        assertEquals(12, second.line());
        assertEquals(16, second.moves().get(0).line());
    }

    @Test
    void writtenGamesReadBackTheSame() {
        for (PgnGame game : PgnReader.read(TWO_GAMES)) {
            PgnGame again = PgnReader.read(PgnWriter.write(game)).get(0);
            assertEquals(game.moves().stream().map(PgnMove::san).toList(), again.moves().stream().map(PgnMove::san).toList());
            assertEquals(game.result(), again.result());
            assertEquals(game.tag("White").orElse("?"), again.tag("White").orElseThrow());
            assertEquals(game.moves().get(0).clockTime(), again.moves().get(0).clockTime());
        }
    }

    @Test
    void writerPutsTheSevenTagRosterFirstAndStartsAtTheSetUpsMoveNumber() {
        String text = PgnWriter.write(PgnReader.read(TWO_GAMES).get(1));
        assertTrue(text.startsWith("[Event \"Second\"]\n[Site \"?\"]\n[Date \"?\"]\n[Round \"?\"]\n[White \"?\"]\n"
                + "[Black \"?\"]\n[Result \"*\"]\n[SetUp \"1\"]\n"), text);
        assertTrue(text.contains("\n40... Kd7 41. Ra7+ *"), text);
    }

    static Stream<Arguments> malformed() {
        return Stream.of(
                Arguments.of("[Event \"x\"]\n\n1. e4 {never closed\n e5 1-0",
                        "PGN line 3: the comment opened here with '{' is never closed"),
                Arguments.of("1. e4 (1. d4 d5\n 1-0", "PGN line 1: the variation opened here with '(' is never closed"),
                Arguments.of("1. e4 ) e5 1-0", "PGN line 1: ')' closes no variation"),
                Arguments.of("[Event]\n1. e4 1-0", "PGN line 1: tag 'Event' has no quoted value"),
                Arguments.of("[\"x\"]\n1. e4 1-0", "PGN line 1: '[' opens a tag pair without a name"),
                Arguments.of("[Event \"x\"]\n[Event \"y\"]\n1-0", "PGN line 2: tag 'Event' is given twice"),
                Arguments.of("[Event \"x\"]\n\n1. e4 e5\n", "PGN line 4: the game that starts on line 1 has no result token at its end"),
                Arguments.of("1. e4 @@ 1-0", "PGN line 1: '@@' is neither a move, a move number nor a result"),
                Arguments.of("1. e4 e5\n[Event \"next\"]\n1-0", "PGN line 2: tag pair after moves"));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("malformed")
    void malformedTextIsRefusedNamingTheLineAndTheToken(String text, String message) {
        PgnException refused = assertThrows(PgnException.class, () -> PgnReader.read(text));
        assertTrue(refused.getMessage().startsWith(message), refused.getMessage());
    }
}
