package org.chesseus.tools.arbiter;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.ServiceLoader;
import org.chesseus.api.Position;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.pgn.PgnReader;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.tools.perft.Progress;
import org.junit.jupiter.api.Test;

/**
 * The recorded corpus of {@code bench arbiter}: a game starts from its FEN tag, is cut at the ply
 * where the book's automatic ending fires and keeps all its moves where the book ends nothing; a
 * replay ends each game where the corpus says; peers get the start as {@code startpos} or {@code fen}.
 */
class RecordedGamesTest {
    private static final RuleBookComposer COMPOSER = new RuleBookComposer(
            ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).toList());
    /** White takes Black's last pawn: king against king, a dead position (FIDE 5.2.2), and the kings walk on. */
    private static final String BARE_KINGS = """
            [SetUp "1"]
            [FEN "8/8/8/8/2k5/8/1p6/K7 w - - 0 1"]

            1. Kxb2 Kc5 2. Kc3 1/2-1/2
            """;

    @Test
    void aGameTheBookEndsIsCutAtThePlyOfItsEndingAndStartsFromItsFen() {
        GameCorpus corpus = read("fide", BARE_KINGS);
        assertAll(
                () -> assertEquals(1, corpus.game(0).length, "dead after 1. Kxb2"),
                () -> assertTrue(corpus.ended(0)),
                () -> assertEquals("8/8/8/8/2k5/8/1p6/K7 w - - 0 1", corpus.uciLines(COMPOSER.compose("fide")).get(0)
                        .replaceFirst("^fen (.*) moves a1b2$", "$1")));
    }

    @Test
    void aGameTheBookDoesNotEndKeepsAllItsMoves() {
        GameCorpus corpus = read("l1", BARE_KINGS + "\n1. e4 e5 *\n");
        RuleBook l1 = COMPOSER.compose("l1");
        assertAll(
                () -> assertEquals(3, corpus.game(0).length, "l1 knows no dead position"),
                () -> assertFalse(corpus.ended(0)),
                () -> assertEquals(Position.start(), corpus.start(1)),
                () -> assertEquals("startpos moves e2e4 e7e5", corpus.uciLines(l1).get(1)));
    }

    @Test
    void everyReplayEndsEachGameWhereTheCorpusSays() {
        for (String profile : List.of("l1", "fide")) {
            RuleBook book = COMPOSER.compose(profile);
            GameCorpus corpus = read(profile, BARE_KINGS + "\n1. f3 e5 2. g4 Qh4# 0-1\n1. e4 e5 *\n");
            ArbiterReplay.Pass pass = new ArbiterReplay(book, corpus, System::nanoTime).run(Progress.NONE);
            assertEquals(0, pass.mismatches(), profile);
            assertEquals(corpus.moves(), pass.moves(), profile);
        }
    }

    @Test
    void anIllegalMoveNamesTheGameTheLineAndTheMove() {
        RejectedInputException refused = assertThrows(RejectedInputException.class,
                () -> read("fide", "1. e4 e5 *\n\n1. e4 e5 2. Ke3 *\n"));
        assertAll(
                () -> assertTrue(refused.getMessage().startsWith("corpus.pgn: game 2, PGN line 3: 'Ke3' (ply 3): "),
                        refused.getMessage()),
                () -> assertEquals(1, refused.getMessage().split("'Ke3'", -1).length - 1, "the move named once"));
    }

    private static GameCorpus read(String profile, String pgn) {
        return RecordedGames.read(COMPOSER.compose(profile), PgnReader.read(pgn), "corpus.pgn", Progress.NONE);
    }
}
