package org.chesseus.rules.fide.online;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import org.chesseus.api.Color;
import org.chesseus.api.FenReader;
import org.chesseus.api.PieceType;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.clock.ChessClock;
import org.chesseus.api.clock.Delay;
import org.chesseus.api.clock.TimeControl;
import org.chesseus.api.clock.TimeControlParser;
import org.chesseus.api.engine.DrawRules;
import org.chesseus.api.game.ClaimRule;
import org.chesseus.api.game.ClockRule;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.PositionRule;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.game.Ruling;
import org.chesseus.api.kit.Material;
import org.chesseus.api.kit.MaterialTest;
import org.chesseus.api.kit.RuleKit;
import org.chesseus.api.rules.FideRule;
import org.chesseus.api.rules.ProfileException;
import org.chesseus.api.rules.Rule;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookBuilder;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleEntry;
import org.chesseus.api.rules.RuleLayer;
import org.junit.jupiter.api.Test;

/**
 * The plugin author's kit on real games: a club's book written with it (automatic threefold,
 * resignation always loses, a 30-move rule) rules as its three sentences say, counted by hand, and
 * tells an engine its draw horizon; the material view counts what the FEN shows.
 */
class RuleKitTest {
    /** The club of the plugin guide's tutorial, written here with the kit alone. */
    private static final class ClubLayer implements RuleLayer {
        @Override
        public String id() {
            return "club";
        }

        @Override
        public String title() {
            return "Club rules";
        }

        @Override
        public Set<String> requires() {
            return Set.of("l3");
        }

        @Override
        public void contribute(RuleBookBuilder book) {
            book.replace(FideRule.THREEFOLD.id(), claim -> RuleKit.automatic(claim, "Club 1"));
            book.replace(FideRule.RESIGNATION.id(), RuleKit.resignationAlwaysLoses("Club 2"));
            book.replace(FideRule.FIFTY_MOVES.id(), RuleKit.automaticMoves(30, "Club 3"));
        }
    }

    private static final RuleBookComposer COMPOSER = composer();

    private static RuleBookComposer composer() {
        List<RuleLayer> layers = new ArrayList<>();
        ServiceLoader.load(RuleLayer.class).forEach(layers::add);
        layers.add(new ClubLayer());
        return new RuleBookComposer(layers);
    }

    private static Game game(String profile, String fen) {
        RuleBook book = COMPOSER.compose(profile);
        return Game.start(book, FenReader.standard(book.legality()).read(fen));
    }

    @Test
    void theThirtyMoveRuleDrawsOnTheSixtiethHalfMoveAndNotBefore() {
        Ruling drawn = Games.play(game("club", "4k3/8/8/8/8/8/8/R3K3 w - - 59 60"), "a1a2");
        Outcome outcome = drawn.outcome().orElseThrow();
        assertEquals(ResultCode.FIFTY_MOVES, outcome.code());
        assertEquals("Club 3", outcome.article());
        assertTrue(outcome.explanation().startsWith("The last 30 moves by each player (60 half-moves)"),
                outcome.explanation());
        assertFalse(Games.play(game("club", "4k3/8/8/8/8/8/8/R3K3 w - - 58 60"), "a1a2").isOver());
    }

    @Test
    void threefoldIsAutomaticOnTheThirdOccurrence() {
        Outcome outcome = Games.play(game("club", Games.START), Games.SHUFFLE).outcome().orElseThrow();
        assertEquals(ResultCode.THREEFOLD_REPETITION, outcome.code());
        assertEquals("Club 1", outcome.article());
        assertEquals(8, outcome.ply());
    }

    @Test
    void resignationLosesWhereFideDrawsBecauseTheOpponentCannotMate() {
        String queenAgainstBareKing = "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1";
        Outcome club = game("club", queenAgainstBareKing).resign(Color.WHITE).outcome().orElseThrow();
        assertEquals(ResultCode.BLACK_WINS_BY_RESIGNATION, club.code());
        assertEquals("Club 2", club.article());
        Outcome fide = game("fide", queenAgainstBareKing).resign(Color.WHITE).outcome().orElseThrow();
        assertEquals(ResultCode.RESIGNATION_CANNOT_MATE, fide.code());
    }

    @Test
    void theEngineReadsTheDrawHorizonFromTheCountsNotTheIds() {
        assertEquals(new DrawRules(true, 60), DrawRules.of(COMPOSER.compose("club")));
        assertEquals(DrawRules.FIDE, DrawRules.of(COMPOSER.compose("fide")));
        assertEquals(new DrawRules(true, 150), DrawRules.of(COMPOSER.compose("l2")));
        assertEquals(new DrawRules(true, 150), DrawRules.of(COMPOSER.compose("fide", Set.of("fifty-moves"))));
        assertEquals(DrawRules.NONE, DrawRules.of(COMPOSER.compose("l1")));
    }

    @Test
    void aRuleThatDoesNotSayWhatItCountsCannotBeMadeAutomatic() {
        Rule label = Rule.of("threefold", "Club 1", "a label");
        ProfileException refused = assertThrows(ProfileException.class, () -> RuleKit.automatic(label, "Club 1"));
        assertTrue(refused.getMessage().startsWith("rule 'threefold' (Club 1) does not say what it counts"),
                refused.getMessage());
    }

    @Test
    void anAmendedClockRunsTheControlAsTheBookReadsItAndOnlyAClockIsAmended() {
        RuleBook fide = COMPOSER.compose("fide");
        Rule clock = fide.rule(FideRule.CLOCK.id()).orElseThrow().rule();
        TimeControl announced = TimeControlParser.parse("5");
        TimeControl[] seen = new TimeControl[1];
        ClockRule amended = RuleKit.amendedClock(clock, "Club 4", "the club's clock", (control, white, black) -> {
            seen[0] = control;
            return control.withDelay(Delay.SIMPLE, Duration.ofSeconds(3));
        });
        assertEquals("clock", amended.id());
        assertEquals(clock.needs(), amended.needs());
        ChessClock running = amended.clock(announced, () -> 0L, Duration.ofMinutes(5), Duration.ofMinutes(5));
        assertEquals(announced, seen[0]);
        assertEquals(Delay.SIMPLE, running.control().delay());
        Rule resignation = fide.rule(FideRule.RESIGNATION.id()).orElseThrow().rule();
        assertThrows(ProfileException.class, () -> RuleKit.amendedClock(resignation, "Club 4", "no clock",
                (control, white, black) -> control));
    }

    /** A platform's material test: drawn with bare kings only. */
    private static final class BareKings implements MaterialTest {
        @Override
        public Optional<String> drawn(SearchBoard board) {
            return Material.bareKing(board, Color.WHITE) && Material.bareKing(board, Color.BLACK)
                    ? Optional.of("bare kings") : Optional.empty();
        }
    }

    @Test
    void aMaterialDrawStandsInTheDeadPositionsPlaceAndNamesThePlatformsTest() {
        PositionRule rule = RuleKit.insufficientMaterial("Club 6", "bare kings draw", new BareKings());
        assertEquals(FideRule.DEAD_POSITION.id(), rule.id());
        assertEquals(BareKings.class, rule.implementation());
        List<RuleLayer> layers = new ArrayList<>();
        ServiceLoader.load(RuleLayer.class).forEach(layers::add);
        layers.add(new RuleLayer() {
            @Override
            public String id() {
                return "bare";
            }

            @Override
            public String title() {
                return "Bare kings draw by material";
            }

            @Override
            public Set<String> requires() {
                return Set.of("l3");
            }

            @Override
            public void contribute(RuleBookBuilder book) {
                book.replace(FideRule.DEAD_POSITION.id(), rule);
            }
        });
        RuleBook book = new RuleBookComposer(layers).compose("bare");
        Outcome kings = Game.start(book, FenReader.standard(book.legality()).read("4k3/8/8/8/8/8/8/4K3 w - - 0 1"))
                .outcome().orElseThrow();
        assertEquals(ResultCode.INSUFFICIENT_MATERIAL, kings.code());
        assertEquals("bare kings", kings.explanation());
        assertFalse(Game.start(book, FenReader.standard(book.legality()).read("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")).isOver());
    }

    @Test
    void theKitsClaimsAreFideClaimsWithTheirCounts() {
        RuleBook fide = COMPOSER.compose("fide");
        RuleEntry threefold = fide.rule(FideRule.THREEFOLD.id()).orElseThrow();
        assertTrue(threefold.rule() instanceof ClaimRule);
        assertEquals("FIDE 9.2", threefold.article());
        assertEquals(Set.of("repetition"), threefold.rule().needs());
        assertThrows(IllegalArgumentException.class, () -> RuleKit.repetitionClaim(1, "Club 1"));
        assertThrows(IllegalArgumentException.class, () -> RuleKit.moveClaim(0, "Club 3"));
    }

    @Test
    void theMaterialViewCountsWhatTheFenShows() {
        RuleBook book = COMPOSER.compose("fide");
        // White: K, 2 N, a bishop on f1 (light), 3 P; Black: K, a bishop on c7 (dark), a rook.
        SearchBoard board = book.legality().board(FenReader.standard(book.legality())
                .read("4k3/2b5/8/8/8/r7/PPP5/1N2KBN1 w - - 0 1"));
        assertEquals(2, Material.count(board, Color.WHITE, PieceType.KNIGHT));
        assertEquals(3, Material.minors(board, Color.WHITE));
        assertEquals(3, Material.pawnsAndMajors(board, Color.WHITE));
        assertEquals(1, Material.pawnsAndMajors(board, Color.BLACK));
        assertFalse(Material.bareKing(board, Color.BLACK));
        assertFalse(Material.bishopsOnOneColour(board), "f1 is light, c7 dark");
        SearchBoard sameColour = book.legality().board(FenReader.standard(book.legality())
                .read("4k3/8/8/8/8/8/2b5/4KB2 w - - 0 1"));
        assertTrue(Material.bishopsOnOneColour(sameColour), "f1 and c2 are both light");
        assertTrue(Material.bareKing(book.legality().board(FenReader.standard(book.legality())
                .read("4k3/8/8/8/8/8/8/4KB2 w - - 0 1")), Color.BLACK));
    }
}
