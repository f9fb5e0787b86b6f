package org.chesseus.launcher.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.chesseus.launcher.cli.RoundTrip;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The round trip of {@code chesseus play}: a corpus of games played by a script (and by engines
 * that send an illegal move or crash), one for every result code a game at the table can reach,
 * on a clock where the code needs one, re-judged by {@code adjudicate --json}: every record agrees
 * with the ruling on the score and the reason. Each scenario is a rule-book one: fool's and
 * scholar's mate, a stalemating queen move, K+B v K, the 75th and 50th move, five and three
 * occurrences of the start, an offer accepted, flags with and without mating material, resignations
 * with and without it, an engine's illegal move and crash.
 */
class PlayRoundTripTest {
    private static final Duration LIMIT = Duration.ofSeconds(60);
    private static final String ROOK = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
    private static final String SHUFFLE = "Nf3 Nf6 Ng1 Ng8";

    @TempDir
    Path directory;

    private String played(List<String> script, String... args) {
        PlayRun run = PlayRun.of(directory, script, args);
        assertEquals(0, run.status(), run.err() + run.out());
        return run.record();
    }

    private static List<String> moves(String... lines) {
        List<String> all = new ArrayList<>();
        for (String line : lines) {
            all.addAll(List.of(line.split(" ")));
        }
        return all;
    }

    /** A game with an engine that answers {@code go} by {@code onGo}; {@code typed} are the person's moves. */
    private String engineGame(String name, String onGo, List<String> typed, String... args) throws Exception {
        Path script = Files.writeString(directory.resolve(name + ".sh"), String.join("\n",
                "while read line; do", "  case \"$line\" in", "    uci) echo 'id name " + name + "'; echo uciok ;;",
                "    isready) echo readyok ;;", "    go*) " + onGo + " ;;", "    quit) exit 0 ;;", "  esac", "done", ""));
        Path pgn = directory.resolve(name + ".pgn");
        List<String> all = new ArrayList<>(List.of("play", "--pgn", pgn.toString()));
        for (String arg : args) {
            all.add(arg.replace("ENGINE", "uci:/bin/sh " + script));
        }
        try (LiveGame game = new LiveGame(all.toArray(String[]::new))) {
            typed.forEach(game::type);
            assertEquals(0, game.status(LIMIT), game.err() + game.out());
        }
        return Files.readString(pgn);
    }

    @Test
    void everyGamePlayRecordsIsRejudgedAsItEndedOnScoreAndReason() throws Exception {
        StringBuilder corpus = new StringBuilder();
        corpus.append(played(List.of("f3", "e5", "g4", "Qh4"), "--time", "5+3"));
        corpus.append(played(List.of("e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7")));
        corpus.append(played(List.of("Qf7"), "--fen", "7k/3Q4/6K1/8/8/8/8/8 w - - 0 60"));
        corpus.append(played(List.of("Kxe2"), "--fen", "4k3/8/8/8/8/8/4r3/4KB2 w - - 0 50"));
        corpus.append(played(List.of("Ra2"), "--fen", "4k3/8/8/8/8/8/8/R3K3 w - - 149 80"));
        corpus.append(played(List.of("Ra2", "="), "--fen", "4k3/8/8/8/8/8/8/R3K3 w - - 99 80"));
        corpus.append(played(moves(SHUFFLE, SHUFFLE, SHUFFLE, SHUFFLE)));
        corpus.append(played(moves(SHUFFLE, "Nf3 Nf6 Ng1 Ng8=")));
        corpus.append(played(List.of("e4", "e5=", "=")));
        corpus.append(played(List.of("e4", "@wait 61s", "e5"), "--time", "1+0"));
        corpus.append(played(List.of("@wait 61s", "e4"), "--time", "1+0"));
        corpus.append(played(List.of("@wait 61s", "Ra2"), "--fen", ROOK, "--time", "1+0"));
        corpus.append(played(List.of("e4", "resign"), "--time", "40/90+30,30+30"));
        corpus.append(played(List.of("resign")));
        corpus.append(played(List.of("resign"), "--fen", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1"));
        corpus.append(engineGame("illegal", "echo 'bestmove e2e5'", List.of(), "--white", "ENGINE", "--black", "human",
                "--time", "5+0"));
        corpus.append(engineGame("crash", "exit 3", List.of("e4"), "--white", "human", "--black", "ENGINE", "--time", "5+0"));
        corpus.append(engineGame("rook", "echo 'bestmove e1e3'", List.of(), "--white", "ENGINE", "--black", "human",
                "--fen", ROOK));
        Set<String> codes = RoundTrip.assertEveryGameAgrees("play", "fide", corpus.toString());
        assertEquals(Set.of("W#", "B#", "SM", "DP", "75", "50", "5R", "3R", "DA", "WT", "BT", "TM", "WR", "BR", "RM",
                "WF", "BF", "FM"), codes);
    }
}
