package org.chesseus.drivers.adjudicate;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.game.AgreementRule;
import org.chesseus.api.game.DrawOfferRule;
import org.chesseus.api.game.FlagRule;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.IllegalMoveRule;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.ResignationRule;
import org.chesseus.api.game.Score;
import org.chesseus.api.pgn.PgnGame;
import org.chesseus.api.pgn.Termination;
import org.chesseus.api.rules.Rule;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleEntry;

/**
 * The recorded end of a game the board did not end, judged again as the action it stands for, on
 * the position the record reaches (the {@code Termination} tag read without regard to case):
 * <ul>
 * <li>{@code time forfeit} or {@code abandoned}: the flag of the side that lost fell (FIDE 6.9) —
 *     the side to move when the record is drawn — so {@code TM} where its opponent cannot mate;
 * <li>{@code rules infraction} with a decisive result: the loser's second completed illegal move
 *     (7.5.5), so {@code FM} where its opponent cannot mate;
 * <li>otherwise ({@code normal}, no tag, any other value) a decisive result is the loser's
 *     resignation (5.1.2, {@code RM} where its opponent cannot mate), and a draw is the claim the
 *     player having the move could make on the present position (9.2, 9.3), else the claim he could
 *     make by writing a move (9.2.1, 9.3.1: the move is not made), else an agreement (5.2.3), which
 *     needs both players to have moved;
 * <li>{@code *} or {@code unterminated}: nothing to judge; the game goes on.
 * </ul>
 * An action the book has no rule for is an error naming the rule; one its rule refuses leaves the
 * game going on, with that rule's article and reason.
 */
final class RecordedEnd {
    private final RuleBook book;

    RecordedEnd(RuleBook book) {
        this.book = requireNonNull(book, "book");
    }

    Adjudication judge(int number, PgnGame record, Game game) {
        Verdict verdict = new Verdict(number, record, game);
        Termination termination = record.termination().orElse(Termination.NORMAL);
        Optional<Color> loser = loser(record.result());
        Color toMove = game.ruling().position().sideToMove();
        if (record.result().equals(Adjudication.ONGOING) || termination == Termination.UNTERMINATED) {
            return verdict.ongoing(Optional.empty(), "The record does not say how the game ended, and the board has not ended it.");
        }
        if (termination == Termination.TIME_FORFEIT || termination == Termination.ABANDONED) {
            Color flagged = loser.orElse(toMove);
            return verdict.act(FlagRule.class, FlagRule.ID, () -> game.flagFall(flagged));
        }
        if (loser.isPresent() && termination == Termination.RULES_INFRACTION) {
            return verdict.act(IllegalMoveRule.class, IllegalMoveRule.ID, () -> {
                game.illegalMove(loser.get());
                game.illegalMove(loser.get());
            });
        }
        if (loser.isPresent()) {
            return verdict.act(ResignationRule.class, ResignationRule.ID, () -> game.resign(loser.get()));
        }
        return drawn(verdict, game, toMove);
    }

    private Adjudication drawn(Verdict verdict, Game game, Color toMove) {
        if (game.ruling().claimAvailable().isPresent()) {
            game.claimDraw(toMove);
            return verdict.of(game.outcome().orElseThrow());
        }
        Position position = game.ruling().position();
        List<Move> moves = book.legality().legalMoves(position);
        for (Move move : moves) {
            Optional<Outcome> claim = game.claimAfter(move);
            if (claim.isPresent()) {
                String san = book.legality().notation(verdict.record.isChess960()).san(position, move);
                Outcome made = claim.get();
                return verdict.of(new Outcome(made.code(), made.rule(), made.article(), toMove.title() + " writes " + san
                        + " and claims; the move is not made (FIDE 9.2.1, 9.3.1). " + made.explanation(), made.ply()));
            }
        }
        return verdict.act(AgreementRule.class, AgreementRule.ID, () -> {
            verdict.require(DrawOfferRule.class, DrawOfferRule.ID);
            game.offerDraw(toMove.opposite());
            game.acceptDraw(toMove);
        });
    }

    private static Optional<Color> loser(String result) {
        if (result.equals(Score.WHITE_WINS.pgn())) {
            return Optional.of(Color.BLACK);
        }
        if (result.equals(Score.BLACK_WINS.pgn())) {
            return Optional.of(Color.WHITE);
        }
        return Optional.empty();
    }

    /** The verdict on one game in the making. */
    private final class Verdict {
        private final int number;
        private final PgnGame record;
        private final Game game;

        Verdict(int number, PgnGame record, Game game) {
            this.number = number;
            this.record = record;
            this.game = game;
        }

        Adjudication of(Outcome outcome) {
            return Adjudication.ended(number, record.line(), record.result(), outcome, game.ruling().ply());
        }

        Adjudication ongoing(Optional<String> article, String explanation) {
            return Adjudication.ongoing(number, record.line(), record.result(), article, game.ruling().ply(), explanation);
        }

        /** Takes an action under the rule {@code id}: an error when the book lacks it, the game going on when it refuses. */
        Adjudication act(Class<? extends Rule> type, String id, Runnable action) {
            Optional<Rule> rule = rule(type);
            try {
                require(type, id);
                action.run();
            } catch (MissingRule missing) {
                return Adjudication.failed(number, record.line(), Optional.of(record.result()), game.ruling().ply(),
                        JudgingError.missingRule(missing.id, missing.getMessage()));
            } catch (RejectedInputException refused) {
                return ongoing(rule.map(Rule::article), refused.getMessage());
            }
            return game.outcome().map(this::of)
                    .orElseGet(() -> ongoing(rule.map(Rule::article), game.ruling().notice().orElse("The game goes on.")));
        }

        void require(Class<? extends Rule> type, String id) {
            if (rule(type).isEmpty()) {
                throw new MissingRule(id, "rule book '" + book.profile() + "' has no rule '" + id
                        + "' to judge the recorded end " + record.result() + " (try --rules fide)");
            }
        }

        private Optional<Rule> rule(Class<? extends Rule> type) {
            return book.rules().stream().map(RuleEntry::rule).filter(type::isInstance).findFirst();
        }
    }

    /** The book has no rule for the action the recorded end stands for. */
    private static final class MissingRule extends RuntimeException {
        private static final long serialVersionUID = 1L;

        private final String id;

        MissingRule(String id, String message) {
            super(message);
            this.id = id;
        }
    }
}
