package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.chesseus.api.pgn.PgnEntry;
import org.chesseus.api.pgn.PgnReader;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.tools.adjudicate.Adjudication;
import org.chesseus.tools.adjudicate.Adjudicator;

/**
 * Whatever a game's text becomes — tokens cut, letters changed, tags damaged — the adjudicator
 * gives one verdict for each game read, an error naming a PGN line when it cannot judge, and never
 * throws.
 */
class AdjudicatorFuzzTest {
    private static final Adjudicator FIDE = new Adjudicator(new RuleBookComposer(
            ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).toList()).compose("fide"));
    private static final List<String> GAMES = games();

    private static List<String> games() {
        try {
            Path corpus = Path.of(AdjudicatorFuzzTest.class.getResource("/adjudicate/corpus.pgn").toURI());
            return List.of(Files.readString(corpus, StandardCharsets.UTF_8).split("\n(?=\\[Event )"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @Provide
    Arbitrary<String> mutatedGame() {
        Arbitrary<String> game = Arbitraries.of(GAMES);
        Arbitrary<List<Integer>> cuts = Arbitraries.integers().between(0, 1000).list().ofMinSize(1).ofMaxSize(4);
        Arbitrary<List<String>> inserts = Arbitraries.of("", "x", "Q", "1", "-", "+", "#", "=", "O", "\"", "]", "{", "(",
                "e", "8", "K", "N", "/", " ", "\n", "*", "1-0", "b").list().ofSize(4);
        return Combinators.combine(game, cuts, inserts).as((text, at, with) -> {
            StringBuilder mutated = new StringBuilder(text);
            for (int i = 0; i < at.size(); i++) {
                int from = at.get(i) % (mutated.length() + 1);
                int to = Math.min(mutated.length(), from + i % 3);
                mutated.replace(from, to, with.get(i));
            }
            return mutated.toString();
        });
    }

    @Property(tries = 300)
    void everyGameGetsAVerdictAndErrorsNameALine(@ForAll("mutatedGame") String text) {
        List<PgnEntry> entries = PgnReader.readEach(text);
        for (int i = 0; i < entries.size(); i++) {
            Adjudication verdict = FIDE.judge(i + 1, entries.get(i));
            assertEquals(i + 1, verdict.game());
            verdict.error().ifPresent(error -> assertTrue(error.message().startsWith("PGN line ") || error.message().startsWith("rule book"), error.message()));
            assertTrue(verdict.ply() >= 0);
            assertTrue(verdict.error().isPresent() != verdict.ruled().isPresent(), verdict.explanation());
        }
    }
}
