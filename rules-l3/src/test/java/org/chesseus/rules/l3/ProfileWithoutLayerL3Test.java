package org.chesseus.rules.l3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.chesseus.api.Color;
import org.chesseus.api.Position;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.clock.TimeControlParser;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.GameOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Under a book without layer l3 (profile {@code l2}) every action of people and clocks is refused
 * with a message naming the missing rule and the profile — never a silent default.
 */
class ProfileWithoutLayerL3Test {

    static Stream<Arguments> actions() {
        return Stream.of(
                Arguments.of("resignation", (Consumer<Game>) game -> game.resign(Color.WHITE),
                        "resignation needs layer l3; profile 'l2' has no rule 'resignation' (FIDE 5.1.2)"),
                Arguments.of("flag fall", (Consumer<Game>) game -> game.flagFall(Color.WHITE),
                        "a flag fall needs layer l3; profile 'l2' has no rule 'flag-fall' (FIDE 6.9)"),
                Arguments.of("offer", (Consumer<Game>) game -> game.offerDraw(Color.WHITE),
                        "a draw offer needs layer l3; profile 'l2' has no rule 'draw-offer' (FIDE 9.1)"),
                Arguments.of("acceptance", (Consumer<Game>) game -> game.acceptDraw(Color.BLACK),
                        "a draw agreement needs layer l3; profile 'l2' has no rule 'agreement' (FIDE 5.2.3)"),
                Arguments.of("claim", (Consumer<Game>) game -> game.claimDraw(Color.WHITE),
                        "a draw claim needs layer l3; profile 'l2' has no rule 'threefold' or 'fifty-moves' (FIDE 9.2, 9.3)"),
                Arguments.of("illegal move", (Consumer<Game>) game -> game.illegalMove(Color.WHITE),
                        "an illegal move needs layer l3; profile 'l2' has no rule 'illegal-move' (FIDE 7.5)"),
                Arguments.of("draw request", (Consumer<Game>) game -> Games.request(game, "e2e4"),
                        "a draw request with a move needs layer l3; profile 'l2' has no rule 'draw-offer' (FIDE 9.1)"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("actions")
    void actionUnderProfileL2IsRefusedNamingTheMissingRule(String action, Consumer<Game> act, String message) {
        Game game = Games.game("l2", Games.START, GameOptions.none());
        RejectedInputException refused = assertThrows(RejectedInputException.class, () -> act.accept(game));
        assertEquals(message, refused.getMessage());
        assertFalse(game.isOver());
        assertEquals(0, game.ruling().ply(), "nothing was played");
    }

    @Test
    void clockUnderProfileL2IsRefusedNamingTheMissingRule() {
        GameOptions clocked = GameOptions.builder().clock(TimeControlParser.parse("5+3"), new FakeTime()).build();
        RejectedInputException refused = assertThrows(RejectedInputException.class,
                () -> Games.game("l2", Games.START, clocked));
        assertEquals("a clock needs layer l3; profile 'l2' has no rule 'clock' (FIDE 6)", refused.getMessage());
    }

    @Test
    void resignationWithTheRuleDroppedFromFideIsRefusedNamingIt() {
        Game game = Game.start(Games.composer().compose("fide", List.of("resignation")), Position.start());
        RejectedInputException refused = assertThrows(RejectedInputException.class, () -> game.resign(Color.BLACK));
        assertEquals("resignation needs rule 'resignation' (FIDE 5.1.2), which profile 'fide' leaves out", refused.getMessage());
    }
}
