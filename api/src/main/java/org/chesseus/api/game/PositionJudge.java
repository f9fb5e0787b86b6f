package org.chesseus.api.game;

import java.util.Comparator;
import java.util.Optional;
import org.chesseus.api.rules.Rule;
import org.chesseus.api.rules.RuleBook;

/**
 * The book's position rules in precedence order, judging each position of a game: the first ending
 * found is the outcome (FIDE 5.1.1, 5.2.1, 5.2.2, 9.6; {@link Precedence}), scored as the book's
 * {@link ScoringRule} scores it (Guidelines III.5).
 */
final class PositionJudge {
    /** The judge of the last book each thread asked for: a replay of an archive judges every record under one book. */
    private static final ThreadLocal<PositionJudge> LAST = new ThreadLocal<>();

    private final RuleBook book;
    private final PositionRule[] rules;
    private final ScoringRule scoring;

    /** The judge of {@code book}'s position rules, made once a thread for the book it last asked about. */
    static PositionJudge of(RuleBook book) {
        PositionJudge last = LAST.get();
        if (last != null && last.book == book) {
            return last;
        }
        PositionJudge judge = new PositionJudge(book);
        LAST.set(judge);
        return judge;
    }

    private PositionJudge(RuleBook book) {
        this.book = book;
        this.rules = book.rules().stream()
                .filter(entry -> entry.rule() instanceof PositionRule)
                .map(entry -> (PositionRule) entry.rule())
                .sorted(Comparator.comparingInt(PositionRule::precedence))
                .toArray(PositionRule[]::new);
        this.scoring = BookRules.first(book, ScoringRule.class);
    }

    /** The outcome the first rule ruling an ending gives at {@code ply}; empty (allocating nothing) while the game goes on. */
    Optional<Outcome> ending(GameState state, int ply) {
        for (PositionRule rule : rules) {
            Optional<Ending> ending = rule.judge(state);
            if (ending.isPresent()) {
                return Optional.of(outcomeOf(rule, ending.get(), ply));
            }
        }
        return Optional.empty();
    }

    /** The outcome {@code rule} gives with {@code ending} at {@code ply}, scored as the book scores it. */
    Outcome outcomeOf(Rule rule, Ending ending, int ply) {
        ResultCode scored = scoring == null ? ending.code() : scoring.scoreCode(ending.code()).orElse(ending.code());
        return new Outcome(ending.code(), rule.id(), rule.article(), ending.explanation(), ply, scored);
    }
}
