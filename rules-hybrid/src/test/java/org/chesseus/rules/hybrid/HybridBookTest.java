package org.chesseus.rules.hybrid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import org.chesseus.api.Color;
import org.chesseus.api.FenReader;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.game.Ruling;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleEntry;
import org.chesseus.api.rules.RuleLayer;
import org.junit.jupiter.api.Test;

/**
 * The hybrid book (RULES-NOTES §10) against the FIDE book it amends: the issue's scenarios and the
 * book's own points — no claims, the counter restarting on lost rights, flag and resignation by the
 * forced-mate test with the widened bishop class.
 */
class HybridBookTest {
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final RuleBookComposer COMPOSER = new RuleBookComposer(
            ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).toList());

    @Test
    void theListingNamesForEachRuleTheBookItComesFrom() {
        RuleBook book = COMPOSER.compose("hybrid");
        Map<String, String> layers = book.rules().stream().collect(Collectors.toMap(RuleEntry::id, RuleEntry::layer));
        assertEquals("hybrid", layers.get("repetition"));
        assertEquals("hybrid", layers.get("flag-fall"));
        assertEquals("hybrid", layers.get("resignation"));
        assertEquals("hybrid", layers.get("halfmove-clock"));
        assertEquals("l2", layers.get("fivefold"));
        assertEquals("l2", layers.get("seventy-five"));
        assertEquals("l2", layers.get("dead-position"));
        assertEquals("l3", layers.get("agreement"), "agreement stays");
        assertFalse(book.has("threefold") || book.has("fifty-moves") || book.has("claim-penalty"));
        assertEquals("FIDE 9.2.3", book.replaced("repetition").orElseThrow().article());
        assertEquals("FIDE 6.9", book.replaced("flag-fall").orElseThrow().article());
        assertTrue(book.rules().stream().filter(entry -> entry.layer().equals("hybrid"))
                .allMatch(entry -> entry.article().startsWith("Hybrid (")), "each hybrid rule names its source");
    }

    @Test
    void thereAreNoClaimsButFivefoldEndsTheShuffle() {
        Game game = game(START);
        String shuffle = "g1f3 g8f6 f3g1 f6g8 ";
        play(game, shuffle + shuffle);
        assertFalse(game.isOver());
        RejectedInputException refused = assertThrows(RejectedInputException.class, () -> game.claimDraw(Color.WHITE));
        assertTrue(refused.getMessage().contains("'threefold'"), refused.getMessage());
        play(game, shuffle + shuffle);
        assertEquals(ResultCode.FIVEFOLD_REPETITION, game.outcome().orElseThrow().code());
        assertEquals(16, game.outcome().orElseThrow().ply());
    }

    @Test
    void aLostCastlingRightRestartsTheCounterSoSeventyFiveWaits() {
        String fen = "4k3/8/8/8/8/8/8/4K2R w K - 149 100";
        assertEquals(ResultCode.SEVENTY_FIVE_MOVES, play(game(fen, "fide"), "e1f1").outcome().orElseThrow().code());
        Ruling hybrid = play(game(fen), "e1f1");
        assertFalse(hybrid.isOver());
        assertEquals(0, hybrid.halfmoveClock());
        assertEquals(2, play(game(fen), "h1h2 e8d8 h2h1").halfmoveClock(), "the rook's move lost the right");
    }

    @Test
    void hybridLostCastlingRightThatCouldNotBePlayedKeepsEarlierPositionsRepeatable() {
        // After 1.e4 e5 neither side can castle now; the kings' walk loses the rights, not the identity.
        String moves = "e2e4 e7e5" + " e1e2 e8e7 e2e1 e7e8".repeat(4);
        Ruling hybrid = play(game(START), moves);
        assertEquals(ResultCode.FIVEFOLD_REPETITION, hybrid.outcome().orElseThrow().code(), "the fifth occurrence");
        assertEquals(18, hybrid.outcome().orElseThrow().ply());
    }

    @Test
    void hybridFivefoldExplanationNamesTheIdentityItCountedByNotCastlingRights() {
        String moves = "e2e4 e7e5" + " e1e2 e8e7 e2e1 e7e8".repeat(4);
        String explanation = play(game(START), moves).outcome().orElseThrow().explanation();
        assertTrue(explanation.contains("castlings and en-passant captures playable now"), explanation);
        assertFalse(explanation.contains("castling rights"), "the rights were lost between the occurrences: " + explanation);
    }

    @Test
    void fideLostCastlingRightMakesEarlierPositionsUnrepeatable() {
        // FIDE 9.2.3.2 measures castling by right: the position after 1.e4 e5 had the rights, none later has.
        String moves = "e2e4 e7e5" + " e1e2 e8e7 e2e1 e7e8".repeat(4);
        Ruling fide = play(game(START, "fide"), moves);
        assertFalse(fide.isOver());
        assertEquals(4, fide.repetitionCount());
    }

    @Test
    void aLapsedEnPassantRightRestartsTheCounter() {
        String fen = "4k3/8/8/8/3p4/8/4P3/4K3 w - - 30 40";
        assertEquals(1, play(game(fen, "fide"), "e2e4 e8d7").halfmoveClock());
        assertEquals(0, play(game(fen), "e2e4 e8d7").halfmoveClock());
        assertEquals(1, play(game(fen), "e2e4 e8d7 e1f1").halfmoveClock());
    }

    @Test
    void whiteFlagsAgainstKingAndBishopWithoutAForcedMate() {
        String fen = "7K/2b2k2/7P/8/8/8/8/8 w - - 0 1";
        assertEquals(ResultCode.BLACK_WINS_ON_TIME, game(fen, "fide").flagFall(Color.WHITE).outcome().orElseThrow().code());
        assertEquals(ResultCode.TIMEOUT_CANNOT_MATE, game(fen).flagFall(Color.WHITE).outcome().orElseThrow().code());
    }

    @Test
    void theBishopClassIsWidenedToAnyNumberOfOneColour() {
        Outcome sameColour = game("2b1k3/8/8/5b2/8/8/P7/4K3 w - - 0 1").flagFall(Color.WHITE).outcome().orElseThrow();
        assertEquals(ResultCode.TIMEOUT_CANNOT_MATE, sameColour.code(), sameColour.explanation());
        assertTrue(sameColour.explanation().contains("bishops on squares of one colour"), sameColour.explanation());
        Outcome bothColours = game("2b1k3/8/8/8/5b2/8/P7/4K3 w - - 0 1").flagFall(Color.WHITE).outcome().orElseThrow();
        assertEquals(ResultCode.BLACK_WINS_ON_TIME, bothColours.code());
    }

    @Test
    void aForcedMateFoundKeepsTheLossThoughTheMaterialIsInTheClass() {
        Outcome smothered = game("6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1").flagFall(Color.BLACK).outcome().orElseThrow();
        assertEquals(ResultCode.WHITE_WINS_ON_TIME, smothered.code(), "White to move: Nf7#");
        Outcome knight = game("1n2k3/8/8/8/8/8/8/R3K3 w - - 0 1").flagFall(Color.WHITE).outcome().orElseThrow();
        assertEquals(ResultCode.TIMEOUT_CANNOT_MATE, knight.code());
    }

    @Test
    void flagFallWhereOnlyTheHelpmateQuestionSavesItIsALossHere() {
        String fen = "8/6pp/6bk/6q1/6BK/4B1PP/8/8 w - - 0 1";
        assertEquals(ResultCode.TIMEOUT_CANNOT_MATE, game(fen, "fide").flagFall(Color.WHITE).outcome().orElseThrow().code());
        assertEquals(ResultCode.BLACK_WINS_ON_TIME, game(fen).flagFall(Color.WHITE).outcome().orElseThrow().code());
    }

    @Test
    void resignationIsJudgedByTheSameTest() {
        assertEquals(ResultCode.RESIGNATION_CANNOT_MATE,
                game("4k3/8/8/8/8/8/8/3QK3 w - - 0 1").resign(Color.WHITE).outcome().orElseThrow().code());
        assertEquals(ResultCode.WHITE_WINS_BY_RESIGNATION,
                game("4k3/8/8/8/8/8/8/3QK3 w - - 0 1").resign(Color.BLACK).outcome().orElseThrow().code());
    }

    private static Game game(String fen) {
        return game(fen, "hybrid");
    }

    private static Game game(String fen, String profile) {
        RuleBook book = COMPOSER.compose(profile);
        return Game.start(book, FenReader.standard(book.legality()).read(fen));
    }

    private static Ruling play(Game game, String moves) {
        for (String uci : List.of(moves.trim().split("\\s+"))) {
            game.play(game.book().legality().notation(false).parseUci(game.ruling().position(), uci));
        }
        return game.ruling();
    }
}
