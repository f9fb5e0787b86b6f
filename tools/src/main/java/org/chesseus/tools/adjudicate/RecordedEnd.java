package org.chesseus.tools.adjudicate;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.mate.MateBudget;
import org.chesseus.api.mate.MateQuestion;
import org.chesseus.api.mate.MateVerdict;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.game.AgreementRule;
import org.chesseus.api.game.DrawOfferRule;
import org.chesseus.api.game.FlagRule;
import org.chesseus.api.game.ForfeitRule;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.IllegalMoveRule;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.ResignationRule;
import org.chesseus.api.game.Score;
import org.chesseus.api.pgn.PgnGame;
import org.chesseus.api.rules.Rule;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleEntry;

/**
 * The recorded end of a game the board did not end, judged again as the action it stands for, on
 * the position the record reaches, by the reason the record gives ({@link RecordedReason}):
 * <ul>
 * <li>{@code time-forfeit}: the flag of the side that lost falls (FIDE 6.9) — for a drawn result
 *     the side a comment names, else the side to move — so {@code TM} where its opponent cannot
 *     mate;
 * <li>{@code forfeit}: the PGN standard's {@code rules infraction} is the loser's second completed
 *     illegal move (7.5.5); an engine's illegal move, crash or disconnection and an abandoned game
 *     are the book's forfeit, so {@code FM} where the opponent cannot mate;
 * <li>{@code agreement}: an agreement (5.2.3), which needs both players to have moved; {@code
 *     repetition}, {@code fifty-moves}: the claim, as for a drawn result below — whatever score the
 *     record gives, so that a book scoring draws otherwise (Armageddon) scores them its way;
 * <li>{@code resignation}: the loser's resignation (5.1.2); for a drawn result ({@code RM}) the
 *     side a comment names, else the side to move, resigned;
 * <li>any other reason: a decisive result is the loser's resignation (5.1.2, {@code RM} where its
 *     opponent cannot mate), and a draw is the claim the player having the move could make on the
 *     present position (9.2, 9.3), else the claim he could make by writing a move (9.2.1, 9.3.1:
 *     the move is not made), else an agreement (5.2.3);
 * <li>{@code unterminated} (or the result {@code *}): nothing to judge; the game goes on.
 * </ul>
 * An action the book has no rule for is an error naming the rule; one its rule refuses leaves the
 * game going on, with that rule's article and reason. Whether the ruling agrees with the record is
 * the verdict's to say ({@link Adjudication#agrees}), on the score and on the reason.
 */
final class RecordedEnd {
    private final RuleBook book;

    RecordedEnd(RuleBook book) {
        this.book = requireNonNull(book, "book");
    }

    Adjudication judge(int number, PgnGame record, Game game) {
        RecordedReason recorded = RecordedReason.of(record);
        Verdict verdict = new Verdict(number, record, game, recorded);
        Optional<Color> loser = loser(record.result());
        Color toMove = game.ruling().position().sideToMove();
        switch (recorded.reason()) {
            case UNTERMINATED:
                return verdict.ongoing(Optional.empty(), "The record does not say how the game ended, and the board has not ended it.");
            case TIME_FORFEIT:
                Color flagged = loser.or(recorded::side).orElse(drawnCodeSide(recorded, game, toMove));
                return verdict.act(FlagRule.class, FlagRule.ID, () -> game.flagFall(flagged));
            case FORFEIT:
                Color offender = loser.or(recorded::side).orElse(drawnCodeSide(recorded, game, toMove));
                if (recorded.secondIllegalMove() && loser.isPresent()) {
                    return verdict.act(IllegalMoveRule.class, IllegalMoveRule.ID, () -> {
                        game.illegalMove(offender);
                        game.illegalMove(offender);
                    });
                }
                return verdict.act(ForfeitRule.class, ForfeitRule.ID, () -> game.forfeit(offender,
                        "cannot play on, as the record says (" + recorded.source() + ")"));
            case RESIGNATION:
                // A drawn resignation (RM): the side a comment names, else the side to move, resigned.
                Color resigned = loser.or(recorded::side).orElse(drawnCodeSide(recorded, game, toMove));
                return verdict.act(ResignationRule.class, ResignationRule.ID, () -> game.resign(resigned));
            case AGREEMENT:
                // The record's score may count a draw otherwise (Armageddon); the book scores the agreement.
                return agreed(verdict, game, toMove);
            case REPETITION:
            case FIFTY_MOVES:
                return drawn(verdict, game, toMove);
            default:
                break;
        }
        if (loser.isPresent()) {
            return verdict.act(ResignationRule.class, ResignationRule.ID, () -> game.resign(loser.get()));
        }
        return drawn(verdict, game, toMove);
    }

    /**
     * The side that lost on time, forfeited or resigned in a drawn record that names none: the
     * side to move — unless a {@code ResultCode} of {@code TM}, {@code RM} or {@code FM} says its
     * opponent cannot mate and the book shows that the side to move's opponent can, when it is the
     * other side (the code written back by {@code adjudicate --write-pgn} is read as it was meant).
     */
    private Color drawnCodeSide(RecordedReason recorded, Game game, Color toMove) {
        boolean cannotMateCode = recorded.code().map(ResultCode::code).filter(c -> c.equals("TM") || c.equals("RM")
                || c.equals("FM")).isPresent();
        if (!cannotMateCode) {
            return toMove;
        }
        boolean opponentCanMate = book.service(MateQuestion.class)
                .map(question -> question.canMate(game.ruling().position(), toMove.opposite(), MateBudget.clock()))
                .map(answer -> answer.verdict() == MateVerdict.YES).orElse(false);
        return opponentCanMate ? toMove.opposite() : toMove;
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
        return agreed(verdict, game, toMove);
    }

    /** A draw by agreement: the opponent of the player having the move offers, the player accepts (9.1, 5.2.3). */
    private static Adjudication agreed(Verdict verdict, Game game, Color toMove) {
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
        private final RecordedReason recorded;

        Verdict(int number, PgnGame record, Game game, RecordedReason recorded) {
            this.number = number;
            this.record = record;
            this.game = game;
            this.recorded = recorded;
        }

        Adjudication of(Outcome outcome) {
            return Adjudication.ended(number, record.line(), record.result(), recorded.reason(), outcome,
                    game.ruling().ply());
        }

        Adjudication ongoing(Optional<String> article, String explanation) {
            return Adjudication.ongoing(number, record.line(), record.result(), recorded.reason(), article,
                    game.ruling().ply(), explanation);
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
