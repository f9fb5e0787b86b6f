package org.chesseus.rules.armageddon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.concurrent.atomic.AtomicLong;
import org.chesseus.api.Color;
import org.chesseus.api.FenReader;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.clock.TimeControlParser;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.GameOptions;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.PositionRule;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.game.Score;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleEntry;
import org.chesseus.api.rules.RuleLayer;
import org.junit.jupiter.api.Test;

/**
 * Armageddon on top of the FIDE book: the board's code stays and the score code is added, a draw
 * counting as Black's win; scenarios from the list and the FIDE Laws, judged against the
 * book they amend.
 */
class ArmageddonTest {
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final RuleBookComposer COMPOSER = new RuleBookComposer(
            ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).toList());

    @Test
    void theOverlayAmendsNamedRulesOfFideAndSaysWhich() {
        RuleBook book = COMPOSER.compose("armageddon");
        assertEquals(List.of("l1", "l2", "l3", "armageddon"), book.layers());
        assertFalse(book.has("draw-offer") || book.has("agreement") || book.has("claim-penalty"));
        assertTrue(book.rule("threefold").orElseThrow().rule() instanceof PositionRule, "threefold is automatic");
        assertEquals("l3", book.replaced("threefold").orElseThrow().layer());
        assertEquals("l2", book.replaced("dead-position").orElseThrow().layer());
        assertEquals(List.of("agreement", "draw-offer", "claim-penalty"),
                book.removed().stream().map(gone -> gone.rule().id()).toList());
        assertEquals("armageddon", book.rule("scoring").map(RuleEntry::layer).orElseThrow());
    }

    @Test
    void threefoldShuffleFromTheStartEndsAtOnceAsABlackWin() {
        Game game = game(START);
        Outcome fideKeepsPlaying = play(game(START, "fide"), "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8").orElse(null);
        assertEquals(null, fideKeepsPlaying, "under fide threefold is only claimable");
        Outcome outcome = play(game, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8").orElseThrow();
        assertEquals(ResultCode.THREEFOLD_REPETITION, outcome.code());
        assertEquals(Optional.of(ResultCode.BLACK_WINS_ARMAGEDDON), outcome.scoreCode());
        assertEquals(Score.BLACK_WINS, outcome.score());
        assertEquals(8, outcome.ply());
    }

    @Test
    void theHundredthHalfMoveWithoutCaptureOrPawnMoveEndsTheGame() {
        Outcome outcome = play(game("4k3/8/8/8/8/8/8/R3K3 w - - 99 60"), "a1a2").orElseThrow();
        assertEquals("50", outcome.code().code());
        assertEquals("BA", outcome.scoreCode().orElseThrow().code());
        assertEquals("0-1", outcome.score().pgn());
    }

    @Test
    void theGameEndsAsSoonAsWhiteCanNoLongerMateThoughBlackStillCould() {
        String fen = "4k3/8/8/8/8/8/p7/4K3 w - - 0 1";
        assertFalse(game(fen, "fide").isOver(), "under fide Black can still mate, so the game goes on");
        Outcome outcome = game(fen).outcome().orElseThrow();
        assertEquals(ResultCode.WHITE_CANNOT_MATE, outcome.code());
        assertEquals(ResultCode.BLACK_WINS_ARMAGEDDON, outcome.scoreCode().orElseThrow());
        Outcome afterCapture = play(game("4k3/8/8/8/8/8/p7/1R2K3 b - - 0 1"), "a2a1q e1d2 a1b1").orElseThrow();
        assertEquals(ResultCode.WHITE_CANNOT_MATE, afterCapture.code(), afterCapture.explanation());
        assertEquals(3, afterCapture.ply());
    }

    @Test
    void aPositionWhereOnlyWhiteCannotMateIsNotNamedADeadPosition() {
        Outcome oneSided = game("4k3/8/8/8/8/8/p7/4K3 w - - 0 1").outcome().orElseThrow();
        assertEquals("NM", oneSided.code().code(), "Black can still mate (…a1=Q): 5.2.2 is not met");
        assertTrue(oneSided.explanation().contains("not dead"), oneSided.explanation());
        assertEquals(Score.BLACK_WINS, oneSided.score());
        Outcome dead = game("8/8/8/8/8/2k5/8/K7 w - - 0 1").outcome().orElseThrow();
        assertEquals(ResultCode.DEAD_POSITION, dead.code(), "two bare kings: neither side can mate (5.2.2)");
        assertEquals(Score.BLACK_WINS, dead.score());
    }

    @Test
    void checkmatesKeepTheirCodesWithTheScoreCodeBeside() {
        Outcome white = play(game(START), "e2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7").orElseThrow();
        assertEquals(ResultCode.WHITE_CHECKMATES, white.code());
        assertEquals(ResultCode.WHITE_WINS_ARMAGEDDON, white.scoreCode().orElseThrow());
        assertEquals(Score.WHITE_WINS, white.score());
        Outcome black = play(game(START), "f2f3 e7e5 g2g4 d8h4").orElseThrow();
        assertEquals(ResultCode.BLACK_CHECKMATES, black.code());
        assertEquals(ResultCode.BLACK_WINS_ARMAGEDDON, black.scoreCode().orElseThrow());
    }

    @Test
    void stalemateAndResignationByWhiteWhenBlackCannotMateAreBlackWins() {
        Outcome stalemate = play(game("7k/8/6Q1/8/8/8/8/K7 w - - 0 1"), "g6f7").orElseThrow();
        assertEquals(ResultCode.STALEMATE, stalemate.code());
        assertEquals(Score.BLACK_WINS, stalemate.score());
        Outcome resigned = game("4k3/8/8/8/8/8/8/3QK3 w - - 0 1").resign(Color.WHITE).outcome().orElseThrow();
        assertEquals(ResultCode.RESIGNATION_CANNOT_MATE, resigned.code(), "FIDE 5.1.2 stays: Black cannot mate");
        assertEquals(ResultCode.BLACK_WINS_ARMAGEDDON, resigned.scoreCode().orElseThrow());
    }

    @Test
    void noDrawMayBeOfferedOrAgreed() {
        Game game = game(START);
        play(game, "e2e4 e7e5");
        RejectedInputException refused = assertThrows(RejectedInputException.class, () -> game.offerDraw(Color.WHITE));
        assertTrue(refused.getMessage().contains("'draw-offer'") && refused.getMessage().contains("armageddon"),
                refused.getMessage());
        assertThrows(RejectedInputException.class, () -> game.claimDraw(Color.WHITE));
    }

    @Test
    void whiteMustBeGivenMoreTimeThanBlack() {
        AtomicLong nanos = new AtomicLong();
        RuleBook book = COMPOSER.compose("armageddon");
        GameOptions equal = GameOptions.builder().clock(TimeControlParser.parse("5+0"), nanos::get).build();
        RejectedInputException refused = assertThrows(RejectedInputException.class,
                () -> Game.start(book, FenReader.standard(book.legality()).read(START), equal));
        assertTrue(refused.getMessage().contains("White has 5:00 and Black 5:00"), refused.getMessage());
        GameOptions odds = GameOptions.builder().clock(TimeControlParser.parse("5+0"), nanos::get)
                .odds(Duration.ofMinutes(5), Duration.ofMinutes(4)).build();
        Game game = Game.start(book, FenReader.standard(book.legality()).read("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), odds);
        nanos.addAndGet(Duration.ofMinutes(5).plusMillis(1).toNanos());
        Outcome flagged = game.readClock().outcome().orElseThrow();
        assertEquals(ResultCode.TIMEOUT_CANNOT_MATE, flagged.code(), "FIDE 6.9 stays: Black's bare king cannot mate");
        assertEquals(ResultCode.BLACK_WINS_ARMAGEDDON, flagged.scoreCode().orElseThrow());
    }

    private static Game game(String fen) {
        return game(fen, "armageddon");
    }

    private static Game game(String fen, String profile) {
        RuleBook book = COMPOSER.compose(profile);
        return Game.start(book, FenReader.standard(book.legality()).read(fen));
    }

    /** Plays UCI moves; the outcome once the game is over. */
    private static Optional<Outcome> play(Game game, String moves) {
        for (String uci : moves.split(" ")) {
            game.play(game.book().legality().notation(false).parseUci(game.ruling().position(), uci));
        }
        return game.outcome();
    }
}
