package org.chesseus.rules.l2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Tag;
import net.jqwik.api.constraints.LongRange;
import org.chesseus.api.Color;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.mate.ForcedMateAnswer;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateBudget;
import org.chesseus.api.mate.MateQuestion;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookBuilder;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.junit.jupiter.api.Test;

/**
 * The gates of the dead-position rule (FIDE 5.2.2) change no verdict: random games, steered into
 * repetitions of checked positions, are replayed under the gated rule and under the rule that asks
 * the full question every time, and every position's verdict (game over or not, code, rule, ply) is
 * compared. The oracle is the ungated rule, i.e. the full question. Counting questions shows that
 * the gates do skip some.
 */
class DeadPositionGatesTest {

    @Property(tries = 24, seed = "20240501")
    void gatedAndUngatedRulesGiveTheSameVerdictAtEveryPosition(@ForAll @LongRange(min = 1) long seed) {
        Books pair = Books.of();
        Game gated = Game.start(pair.gated(), Position.start());
        Game ungated = Game.start(pair.ungated(), Position.start());
        SearchBoard board = pair.gated().legality().board(Position.start());
        SplittableRandom random = new SplittableRandom(seed);
        int[] legal = new int[256];
        List<Integer> played = new ArrayList<>();
        int steering = (int) (seed % 3);
        while (!gated.isOver() && played.size() < 600) {
            int move = choose(board, legal, played, random, steering);
            boolean on = gated.advance(move);
            assertEquals(ungated.advance(move), on, () -> "verdicts differ after " + played.size() + " plies, seed " + seed);
            board.make(move);
            played.add(move);
        }
        assertEquals(ungated.outcome().map(DeadPositionGatesTest::verdict), gated.outcome().map(DeadPositionGatesTest::verdict));
    }

    /** The same comparison over many more games (the third gate's assumption, tested where random play leads). */
    @Property(tries = 400, seed = "20261202")
    @Tag("conformance")
    void gatedAndUngatedRulesAgreeOverFourHundredGames(@ForAll @LongRange(min = 1) long seed) {
        gatedAndUngatedRulesGiveTheSameVerdictAtEveryPosition(seed);
    }

    @Test
    void theStartPositionIsNotAskedAbout() {
        Books pair = Books.of();
        Game.start(pair.gated(), Position.start());
        assertEquals(0, pair.asked.getAndSet(0));
        Game.start(pair.ungated(), Position.start());
        assertEquals(1, pair.asked.get(), "ungated, White (not more material than Black) is asked, and can mate");
    }

    @Test
    void aCheckedPositionMetAThirdTimeIsNotAskedAboutAgain() {
        // Black's knight checks from f2 and h3 in turn: White, in check, meets the same two
        // positions every fourth half-move. A bishop against a knight and a pair of rammed pawns:
        // neither side is proven unable to mate, and without a queen, rook or free pawn both could
        // be unable (the third gate lets the question through).
        Books pair = Books.of();
        Position start = Books.position(pair.gated(), "7k/8/8/1p6/1P6/8/B4n2/7K w - - 0 1");
        String[] shuffle = {"h1g1", "f2h3", "g1h1", "h3f2"};
        int gatedAsked = replay(pair, pair.gated(), start, shuffle);
        int ungatedAsked = replay(pair, pair.ungated(), start, shuffle);
        assertEquals(ungatedAsked - 3, gatedAsked, "the third and later occurrences (plies 8, 10, 12) are not asked about");
    }

    private static int replay(Books pair, RuleBook book, Position start, String[] shuffle) {
        pair.asked.set(0);
        Game game = Game.start(book, start);
        for (int i = 0; i < 12; i++) {
            Position now = game.ruling().position();
            game.play(book.legality().notation(false).parseUci(now, shuffle[i % shuffle.length]));
        }
        assertFalse(game.isOver(), "four occurrences of each position: the game goes on");
        return pair.asked.get();
    }

    /**
     * A random legal move; with {@code steering} 1 or 2, a quarter or half of the time, where legal,
     * the move that undoes the side's last quiet move (repetitions, also of checked positions).
     */
    private static int choose(SearchBoard board, int[] legal, List<Integer> played, SplittableRandom random, int steering) {
        int count = board.legalMoves(legal, 0);
        if (played.size() >= 2 && random.nextInt(4) < steering) {
            int last = played.get(played.size() - 2);
            for (int i = 0; i < count; i++) {
                if (Move.fromIndex(legal[i]) == Move.toIndex(last) && Move.toIndex(legal[i]) == Move.fromIndex(last)
                        && Move.flags(last) == Move.QUIET) {
                    return legal[i];
                }
            }
        }
        return legal[random.nextInt(count)];
    }

    private static String verdict(Outcome outcome) {
        return outcome.code().code() + " " + outcome.rule() + " " + outcome.ply();
    }

    /** The l2 book and the same book with the ungated rule, both asking a counting mate question. */
    private static final class Books {
        private final AtomicInteger asked = new AtomicInteger();
        private RuleBook gated;
        private RuleBook ungated;

        static Books of() {
            Books pair = new Books();
            List<RuleLayer> found = new ArrayList<>();
            ServiceLoader.load(RuleLayer.class).forEach(found::add);
            found.add(pair.layer("counted", false));
            found.add(pair.layer("ungated", true));
            RuleBookComposer composer = new RuleBookComposer(found);
            pair.gated = composer.compose("l1+l2+counted");
            pair.ungated = composer.compose("l1+l2+counted+ungated");
            return pair;
        }

        RuleBook gated() {
            return gated;
        }

        RuleBook ungated() {
            return ungated;
        }

        static Position position(RuleBook book, String fen) {
            return org.chesseus.rules.l2.Books.position(book, fen);
        }

        private RuleLayer layer(String id, boolean ungate) {
            return new RuleLayer() {
                @Override
                public String id() {
                    return id;
                }

                @Override
                public String title() {
                    return ungate ? "the dead-position rule without gates" : "the l2 mate question, counted";
                }

                @Override
                public java.util.Set<String> requires() {
                    return ungate ? java.util.Set.of("counted") : java.util.Set.of("l2");
                }

                @Override
                public void contribute(RuleBookBuilder book) {
                    if (ungate) {
                        book.replace(DrawLayer.DEAD_POSITION, new DeadPositionRule(false));
                    } else {
                        book.provide(MateQuestion.class, composed -> counted(MateQuestions.of(composed.legality())));
                    }
                }
            };
        }

        private MateQuestion counted(MateQuestion question) {
            return new MateQuestion() {
                @Override
                public MateAnswer canMate(Position position, Color mater, MateBudget budget) {
                    return question.canMate(position, mater, budget);
                }

                @Override
                public MateAnswer canMate(Position position, Color mater, MateBudget budget, boolean readableLine) {
                    return question.canMate(position, mater, budget, readableLine);
                }

                /** Each side the rule asks about is asked the quick tier first: counted here. */
                @Override
                public MateAnswer quickCanMate(Position position, Color mater, boolean clockAware) {
                    asked.incrementAndGet();
                    return question.quickCanMate(position, mater, clockAware);
                }

                @Override
                public ForcedMateAnswer forcedMate(Position position, Color mater, int plies, long nodes) {
                    return question.forcedMate(position, mater, plies, nodes);
                }
            };
        }
    }
}
