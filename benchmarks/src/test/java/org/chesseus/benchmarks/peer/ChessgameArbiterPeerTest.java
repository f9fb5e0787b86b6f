package org.chesseus.benchmarks.peer;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.launcher.wiring.Configuration;
import org.chesseus.launcher.wiring.Launch;
import org.chesseus.launcher.wiring.RuleLayerDiscovery;
import org.junit.jupiter.api.Test;

/**
 * The chessgame peer of {@code bench arbiter}: it reads games in the words of the UCI {@code
 * position} command, replays them asking chess-game's result after every move (the fool's mate is
 * over, and so is king against king: chess-game's insufficient material), speaks the peer protocol,
 * and {@code bench arbiter --peer chessgame} runs it as its own JVM on the same games.
 */
class ChessgameArbiterPeerTest {
    private static final List<String> GAMES = List.of(
            "startpos moves f2f3 e7e5 g2g4 d8h4",
            "fen 8/8/8/8/2k5/8/1p6/K7 w - - 0 1 moves a1b2 c4c5 b2c3",
            "startpos moves e2e4 e7e5");

    @Test
    void aRoundReplaysEveryMoveAndCountsTheGamesOverAndTheChecks() {
        String[] done = ChessgameArbiterPeer.of(GAMES).round().split(" ");
        assertAll(
                () -> assertEquals("done", done[0]),
                () -> assertEquals(9, Long.parseLong(done[1]), "moves"),
                () -> assertTrue(Long.parseLong(done[2]) > 0, "nanoseconds"),
                () -> assertEquals(2, Integer.parseInt(done[3]), "the mate and the bare kings are over"),
                () -> assertEquals(1, Integer.parseInt(done[4]), "one check: Qh4#"));
    }

    @Test
    void itSpeaksThePeerProtocol() throws IOException {
        StringWriter out = new StringWriter();
        ChessgameArbiterPeer.of(GAMES).serve(new BufferedReader(new StringReader("warmup 0\nround\nfly\nquit\nround\n")),
                new PrintWriter(out));
        List<String> answers = List.of(out.toString().split("\\R"));
        assertAll(
                () -> assertEquals(4, answers.size(), out.toString()),
                () -> assertEquals("ready 3", answers.get(0)),
                () -> assertEquals("warm 1", answers.get(1)),
                () -> assertTrue(answers.get(2).startsWith("done 9 "), answers.get(2)),
                () -> assertEquals("error unknown command 'fly'", answers.get(3)));
    }

    @Test
    void aLineThatIsNoGameIsNamed() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> ChessgameArbiterPeer.of(List.of("startpos moves e2e4", "e2e4 e7e5")));
        assertEquals("line 2 is no game ('startpos moves …' or 'fen … moves …')", refused.getMessage());
    }

    @Test
    void benchArbiterPairsItsRoundsWithTheChessgamePeer() throws IOException {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Terminal terminal = new Terminal(new PrintWriter(out), new PrintWriter(err),
                new ByteArrayInputStream(new byte[0]), false, System::nanoTime);
        int status = Launch.run(Configuration.LAUNCH, RuleLayerDiscovery::found, terminal, "bench", "arbiter", "--games",
                "4", "--rounds", "2", "--warmup", "0", "--json", "--peer", "chessgame", "--no-pin");
        terminal.out().flush();
        terminal.err().flush();
        ObjectMapper json = new ObjectMapper();
        List<String> lines = List.of(out.toString().split("\\R"));
        JsonNode round = json.readTree(lines.get(0));
        JsonNode total = json.readTree(lines.get(lines.size() - 1));
        assertAll(
                () -> assertEquals(0, status, err.toString()),
                () -> assertEquals(3, lines.size(), out.toString()),
                () -> assertTrue(round.get("peer_moves_per_s").asLong() > 0, out.toString()),
                () -> assertEquals("chessgame", total.get("peer").asText()),
                () -> assertEquals("benchmarks/corpus/engine-games.pgn.gz", total.get("corpus").asText()),
                () -> assertTrue(total.get("ratio").asDouble() > 0),
                () -> assertEquals(0, total.get("mismatches").asInt()));
        assertTrue(new String(err.toString().getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8).isEmpty()
                || !err.toString().contains("no peer"), err.toString());
    }
}
