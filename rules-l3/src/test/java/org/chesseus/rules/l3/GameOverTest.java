package org.chesseus.rules.l3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Consumer;
import java.util.stream.Stream;
import org.chesseus.api.Color;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.Outcome;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Once a game is over every action is refused with the result that stands (RULES-NOTES §1: the
 * earlier event wins; 6.9 and 5.1.2 apply only where nothing from 5.1.1-5.2.3 ended the game).
 */
class GameOverTest {

    static Stream<Arguments> actions() {
        return Stream.of(
                Arguments.of("resignation", (Consumer<Game>) game -> game.resign(Color.WHITE)),
                Arguments.of("flag fall", (Consumer<Game>) game -> game.flagFall(Color.WHITE)),
                Arguments.of("draw offer", (Consumer<Game>) game -> game.offerDraw(Color.BLACK)),
                Arguments.of("draw acceptance", (Consumer<Game>) game -> game.acceptDraw(Color.BLACK)),
                Arguments.of("draw refusal", (Consumer<Game>) game -> game.declineDraw(Color.BLACK)),
                Arguments.of("draw claim", (Consumer<Game>) game -> game.claimDraw(Color.WHITE)),
                Arguments.of("illegal move", (Consumer<Game>) game -> game.illegalMove(Color.WHITE)),
                Arguments.of("d2d3", (Consumer<Game>) game -> game.play(Games.move(game, "d2d3"), true)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("actions")
    void actionAfterTheEndIsRefusedAndTheResultStands(String action, Consumer<Game> act) {
        Game game = Games.fide();
        Games.play(game, "e2e4 e7e5");
        Outcome resigned = game.resign(Color.BLACK).outcome().orElseThrow();
        RejectedInputException refused = assertThrows(RejectedInputException.class, () -> act.accept(game));
        assertTrue(refused.getMessage().startsWith(action + ": the game is over (1-0, WR, FIDE 5.1.2)"), refused.getMessage());
        assertEquals(resigned, game.outcome().orElseThrow());
    }
}
