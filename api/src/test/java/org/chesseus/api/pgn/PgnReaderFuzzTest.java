package org.chesseus.api.pgn;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Whatever the text, the reader either reads it or refuses it with a {@link PgnException} whose
 * message names a line of the text; reading game by game never throws at all.
 */
class PgnReaderFuzzTest {
    private static final String SAMPLE = "[Event \"Casual\"]\n[White \"A \\\"B\\\"\"]\n[Result \"1-0\"]\n\n"
            + "1. e4 {c [%clk 0:04:58]} e5 2. Nf3 $1 (2. f4 exf4 (2... d5)) Nc6 ; note\n3. Bb5!? a6 1-0\n\n"
            + "% escape\n[Event \"Two\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 b - - 0 40\"]\n\n40... Kd7 41. Ra7+ *\n";

    @Provide
    Arbitrary<String> pgnLike() {
        Arbitrary<String> pieces = Arbitraries.of("[", "]", "\"", "\\", "{", "}", "(", ")", ";", "$", "$12", "%", "\n",
                " ", "1.", "1...", "e4", "Nf3", "O-O", "1-0", "0-1", "1/2-1/2", "*", "[Event \"x\"]", "[%clk 1:02:03]",
                "\r\n", "\uFEFF", "é", "#", "=Q", "!?");
        return pieces.list().ofMaxSize(60).map(parts -> String.join("", parts));
    }

    @Provide
    Arbitrary<String> mutatedSample() {
        return Arbitraries.integers().between(0, SAMPLE.length()).list().ofMinSize(1).ofMaxSize(6)
                .flatMap(cuts -> Arbitraries.strings().ofMaxLength(3).list().ofSize(cuts.size()).map(inserts -> {
                    StringBuilder text = new StringBuilder(SAMPLE);
                    for (int i = 0; i < cuts.size(); i++) {
                        int at = Math.min(cuts.get(i), text.length());
                        int end = Math.min(text.length(), at + i % 3);
                        text.replace(at, end, inserts.get(i));
                    }
                    return text.toString();
                }));
    }

    @Property(tries = 2000)
    void pgnLikeTextIsReadOrRefusedNamingALine(@ForAll("pgnLike") String text) {
        check(text);
    }

    @Property(tries = 2000)
    void mutatedGamesAreReadOrRefusedNamingALine(@ForAll("mutatedSample") String text) {
        check(text);
    }

    @Property(tries = 500)
    void anyTextIsReadOrRefusedNamingALine(@ForAll String text) {
        check(text);
    }

    private static void check(String text) {
        int lines = (int) text.chars().filter(c -> c == '\n').count() + 1;
        try {
            PgnReader.read(text);
        } catch (PgnException refused) {
            assertTrue(refused.getMessage().matches("(?s)PGN line [0-9]+: .+"), refused.getMessage());
            assertTrue(refused.line() >= 1 && refused.line() <= lines, refused.getMessage());
        }
        List<PgnEntry> entries = PgnReader.readEach(text);
        for (PgnEntry entry : entries) {
            assertTrue(entry.game().isPresent() != entry.error().isPresent());
            entry.error().ifPresent(e -> assertTrue(e.line() >= 1 && e.line() <= lines, e.getMessage()));
            entry.game().ifPresent(game -> {
                game.termination();
                try {
                    game.timeControl();
                    game.isChess960();
                } catch (PgnException refused) {
                    assertTrue(refused.getMessage().startsWith("PGN line "), refused.getMessage());
                }
            });
        }
    }
}
