package org.chesseus.tools.corpus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.chesseus.api.engine.EngineProvider;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.pgn.PgnEntry;
import org.chesseus.api.pgn.PgnReader;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.tools.adjudicate.Adjudication;
import org.chesseus.tools.adjudicate.Adjudicator;
import org.chesseus.tools.perft.Progress;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The generated corpus against an independent judge: every record is read back by the PGN reader
 * and judged again by {@code adjudicate}'s library under the FIDE book, which must find the moves
 * legal and agree with the recorded result and reason — except where the FIDE Laws and Lichess
 * differ on purpose (a flag against a player who cannot mate, 6.9), which are counted — and must
 * refuse exactly the records damaged on purpose. Quick: the node budgets are cut to a twentieth.
 */
class ArchiveMonthTest {
    private static final RuleBookComposer COMPOSER = new RuleBookComposer(
            ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).toList());
    private static final EngineProvider ENGINE = ServiceLoader.load(EngineProvider.class).findFirst().orElseThrow();
    private static final int GAMES = 2000;

    private static String corpus;
    private static CorpusTally tally;

    @BeforeAll
    static void generate() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        tally = month(GAMES, 2).write(out, Progress.NONE);
        corpus = out.toString(StandardCharsets.UTF_8);
    }

    private static ArchiveMonth month(int games, int threads) {
        return new ArchiveMonth(new CorpusSettings(games, 17, threads, 0.05, CorpusSettings.DEFAULT_MONTH),
                () -> COMPOSER.compose("fide"), ENGINE);
    }

    private static byte[] bytes(int games, int threads) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        month(games, threads).write(out, Progress.NONE);
        return out.toByteArray();
    }

    @Test
    void theSameSeedGivesTheSameBytesOnOneThreadAndOnTwo() {
        byte[] one = bytes(50, 1);
        assertArrayEquals(one, bytes(50, 2));
    }

    @Test
    void everyEndingButStalemateAndEveryMaterialClassOfAFlagOccurs() {
        assertEquals(GAMES, tally.games());
        // Stalemate comes only now and then (none in these 2,000 weakened games).
        assertTrue(tally.endings().keySet().containsAll(java.util.EnumSet.complementOf(java.util.EnumSet.of(
                Ending.STALEMATE))), "endings " + tally.endings());
        assertEquals(java.util.EnumSet.allOf(FlagMaterial.class), java.util.EnumSet.copyOf(tally.flags().keySet()),
                "flags " + tally.flags());
    }

    @Test
    void gamesHaveTheLengthOfRealGames() {
        assertTrue(tally.averagePlies() >= 55 && tally.averagePlies() <= 90, "average plies " + tally.averagePlies());
    }

    @Test
    void everyRecordIsJudgedAsRecordedSaveTheDamagedAndTheFlagsAgainstAPlayerWhoCannotMate() {
        RuleBook book = COMPOSER.compose("fide");
        Adjudicator adjudicator = new Adjudicator(book, warning -> { });
        List<PgnEntry> entries = PgnReader.readEach(corpus);
        assertEquals(GAMES, entries.size());
        Map<ResultCode, Integer> drawnFlags = new EnumMap<>(ResultCode.class);
        int errors = 0;
        for (int i = 0; i < entries.size(); i++) {
            Adjudication verdict = adjudicator.judge(i + 1, entries.get(i));
            String game = "game " + (i + 1) + ": " + verdict.explanation();
            if (verdict.error().isPresent()) {
                errors++;
                int slot = i % 2000;
                assertTrue(slot == 137 || slot == 1071 || slot == 1853, game);
                assertEquals(slot == 137 ? "illegal-move" : "syntax", verdict.error().get().kind().word(), game);
                continue;
            }
            if (verdict.code().equals(java.util.Optional.of(ResultCode.TIMEOUT_CANNOT_MATE))
                    && !verdict.scoreAgrees()) {
                drawnFlags.merge(ResultCode.TIMEOUT_CANNOT_MATE, 1, Integer::sum);
                continue;
            }
            assertTrue(verdict.agrees(), game + " recorded " + verdict.recorded() + ", ruled " + verdict.ruled()
                    + " " + verdict.code() + ", reasons " + verdict.recordedReason() + " " + verdict.ruledReason());
        }
        assertEquals(3, errors, "the damaged records, and only they, are refused");
        assertTrue(drawnFlags.getOrDefault(ResultCode.TIMEOUT_CANNOT_MATE, 0) < tally.endings().get(Ending.TIME_FORFEIT));
    }
}
