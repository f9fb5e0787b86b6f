package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.chesseus.api.pgn.PgnGame;
import org.chesseus.api.pgn.PgnReader;
import org.chesseus.launcher.wiring.RuleLayerDiscovery;
import org.junit.jupiter.api.function.Executable;

/**
 * The round trip of a command's records: a corpus of PGN games the command wrote, re-judged by
 * {@code adjudicate --json} under the profile each was played under, must agree with every record on
 * the score and on the reason, game by game; the codes the corpus reached are returned for the
 * caller to check its coverage.
 */
public final class RoundTrip {
    private RoundTrip() {
    }

    /**
     * Re-judges {@code corpus} (PGN games written by {@code command}) under {@code profile} and
     * asserts one object a game, each agreeing on score and reason with its record's {@code
     * ResultCode}; returns the codes ruled.
     */
    public static Set<String> assertEveryGameAgrees(String command, String profile, String corpus) {
        List<PgnGame> games = PgnReader.read(corpus);
        CommandRun run = CommandRun.with(RuleLayerDiscovery::found, corpus, "adjudicate", "--json", "--rules", profile, "-");
        List<JsonNode> verdicts = run.json();
        assertEquals(games.size(), verdicts.size(), "one verdict a game: " + run.err());
        List<Executable> checks = new ArrayList<>();
        Set<String> codes = new TreeSet<>();
        for (int i = 0; i < games.size(); i++) {
            PgnGame game = games.get(i);
            JsonNode verdict = verdicts.get(i);
            String where = command + " game " + (i + 1) + " (" + game.tag("ResultCode").orElse("?") + ", "
                    + game.tag("Termination").orElse("no Termination") + "): " + verdict;
            codes.add(verdict.path("code").asText());
            checks.add(() -> assertTrue(verdict.path("agrees").asBoolean(), where));
            checks.add(() -> assertEquals(game.tag("ResultCode").orElse("?"), verdict.path("code").asText(), where));
            checks.add(() -> assertTrue(game.tag("TimeControl").isPresent(), "a TimeControl tag: " + where));
        }
        assertAll(checks);
        return codes;
    }
}
