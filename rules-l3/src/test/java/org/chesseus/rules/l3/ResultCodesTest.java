package org.chesseus.rules.l3;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.chesseus.api.Color;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.ResultCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Profile {@code fide} reaches all fifteen FideLite codes and the forfeit codes {@code WF},
 * {@code BF}, {@code FM} (ARCHITECTURE.md), each by a short game of the books.
 */
class ResultCodesTest {
    private static final Map<ResultCode, Supplier<Outcome>> GAMES = new EnumMap<>(ResultCode.class);

    static {
        GAMES.put(ResultCode.WHITE_CHECKMATES, () -> end(Games.play(Games.fide("k7/8/1K6/8/8/8/8/7R w - - 0 1"), "h1h8").outcome()));
        GAMES.put(ResultCode.BLACK_CHECKMATES, () -> end(Games.play(Games.fide(), "f2f3 e7e5 g2g4 d8h4").outcome()));
        GAMES.put(ResultCode.STALEMATE, () -> end(Games.play(Games.fide("k7/8/8/2Q5/8/8/8/7K w - - 0 1"), "c5b6").outcome()));
        GAMES.put(ResultCode.SEVENTY_FIVE_MOVES,
                () -> end(Games.play(Games.fide("k7/8/1K6/8/8/8/8/7R w - - 149 120"), "h1h2").outcome()));
        GAMES.put(ResultCode.FIVEFOLD_REPETITION, () -> end(Games.play(Games.fide(),
                "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8").outcome()));
        GAMES.put(ResultCode.DEAD_POSITION, () -> end(Games.play(Games.fide("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1"), "e1e2").outcome()));
        GAMES.put(ResultCode.FIFTY_MOVES, () -> end(Games.request(Games.fide("4k3/8/8/8/8/8/8/R3K3 w - - 99 60"), "a1a2").outcome()));
        GAMES.put(ResultCode.THREEFOLD_REPETITION, () -> {
            Game game = Games.fide();
            Games.play(game, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8");
            return end(game.claimDraw(Color.WHITE).outcome());
        });
        GAMES.put(ResultCode.DRAW_AGREED, () -> {
            Game game = Games.fide();
            Games.play(game, "d2d4 d7d5");
            game.offerDraw(Color.WHITE);
            return end(game.acceptDraw(Color.BLACK).outcome());
        });
        GAMES.put(ResultCode.WHITE_WINS_ON_TIME, () -> end(Games.fide().flagFall(Color.BLACK).outcome()));
        GAMES.put(ResultCode.BLACK_WINS_ON_TIME, () -> end(Games.fide().flagFall(Color.WHITE).outcome()));
        GAMES.put(ResultCode.WHITE_WINS_BY_RESIGNATION, () -> end(Games.fide().resign(Color.BLACK).outcome()));
        GAMES.put(ResultCode.BLACK_WINS_BY_RESIGNATION, () -> end(Games.fide().resign(Color.WHITE).outcome()));
        GAMES.put(ResultCode.TIMEOUT_CANNOT_MATE,
                () -> end(Games.fide("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").flagFall(Color.WHITE).outcome()));
        GAMES.put(ResultCode.RESIGNATION_CANNOT_MATE,
                () -> end(Games.fide("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1").resign(Color.WHITE).outcome()));
        GAMES.put(ResultCode.WHITE_WINS_BY_FORFEIT, () -> twoIllegalMoves(Games.fide(), Color.BLACK));
        GAMES.put(ResultCode.BLACK_WINS_BY_FORFEIT, () -> twoIllegalMoves(Games.fide(), Color.WHITE));
        GAMES.put(ResultCode.FORFEIT_CANNOT_MATE, () -> twoIllegalMoves(Games.fide("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1"), Color.WHITE));
    }

    private static Outcome end(java.util.Optional<Outcome> outcome) {
        return outcome.orElseThrow(() -> new AssertionError("the game did not end"));
    }

    private static Outcome twoIllegalMoves(Game game, Color offender) {
        game.illegalMove(offender);
        return end(game.illegalMove(offender).outcome());
    }

    static Stream<ResultCode> codes() {
        return GAMES.keySet().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("codes")
    void resultCodeIsReachedUnderFide(ResultCode code) {
        Outcome outcome = GAMES.get(code).get();
        assertEquals(code, outcome.code(), outcome.explanation());
        assertEquals(code.score(), outcome.score());
    }

    @Test
    void resultCodesCoverTheFifteenOfFideLiteAndTheForfeits() {
        Set<ResultCode> expected = EnumSet.allOf(ResultCode.class);
        expected.remove(ResultCode.INSUFFICIENT_MATERIAL);
        expected.remove(ResultCode.WHITE_WINS_ARMAGEDDON);
        expected.remove(ResultCode.BLACK_WINS_ARMAGEDDON);
        expected.remove(ResultCode.WHITE_CANNOT_MATE);
        expected.remove(ResultCode.ABORTED);
        assertEquals(expected, GAMES.keySet(),
                "IM and AB belong to platform overlays, WA, BA and NM to the armageddon overlay, not to fide");
        assertEquals(15, GAMES.keySet().stream().filter(code -> code.number().isPresent()).count());
    }
}
