package org.chesseus.tools.compare;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.chesseus.api.Color;
import org.chesseus.api.IllegalMoveException;
import org.chesseus.api.Move;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.Ruling;
import org.chesseus.api.pgn.MoveNumbering;
import org.chesseus.api.pgn.PgnEntry;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.tools.adjudicate.Adjudicator;
import org.chesseus.tools.adjudicate.JudgingError;
import org.chesseus.tools.variant.Chess960Setup;

/**
 * Judges one scenario under several profiles, each on its own game: the moves are played while the
 * game goes on (a book that ends it earlier ignores the rest, and says so), then the final event is
 * applied — unless the game already ended, or the book has no rule for it (l1 and l2 have no
 * resignation, flag fall or claim), which the verdict explains instead of failing.
 */
public final class Comparison {
    private final RuleBookComposer composer;

    /** A comparison over the layers the composer found. */
    public Comparison(RuleBookComposer composer) {
        this.composer = requireNonNull(composer, "composer");
    }

    /** The verdict of each profile, in the order given. */
    public List<Verdict> judge(List<String> profiles, Scenario scenario) {
        return profiles.stream().map(profile -> judge(profile, scenario)).toList();
    }

    /**
     * The verdict of each profile on a recorded game whose end is judged again as {@code
     * adjudicate} judges it: a flag fall for a time forfeit, a resignation for a decisive result, a
     * claim or else an agreement for a draw.
     */
    public List<Verdict> judgeRecord(List<String> profiles, int number, PgnEntry entry) {
        return judgeRecord(profiles, number, entry, null);
    }

    /**
     * {@link #judgeRecord(List, int, PgnEntry)}, the record's {@code FEN} tag read leniently when
     * {@code warnings} is given ({@link Adjudicator#Adjudicator(RuleBook, java.util.function.Consumer)}).
     */
    public List<Verdict> judgeRecord(List<String> profiles, int number, PgnEntry entry,
            Consumer<String> warnings) {
        return profiles.stream().map(profile -> judgeRecord(profile, number, entry, warnings)).toList();
    }

    private Verdict judgeRecord(String profile, int number, PgnEntry entry, Consumer<String> warnings) {
        try {
            return Verdict.of(profile, new Adjudicator(composer.compose(profile), warnings).judge(number, entry));
        } catch (RejectedInputException refused) {
            return Verdict.failed(profile, 0, JudgingError.profile(refused.getMessage()));
        }
    }

    /** The verdict of one profile. */
    public Verdict judge(String profile, Scenario scenario) {
        RuleBook book;
        try {
            book = composer.compose(profile);
        } catch (RejectedInputException refused) {
            return Verdict.failed(profile, 0, JudgingError.profile(refused.getMessage()));
        }
        boolean chess960 = scenario.chess960() || Chess960Setup.plays(book);
        Game game;
        try {
            game = Game.start(book, scenario.start().read(book.legality(), chess960));
        } catch (RejectedInputException refused) {
            return Verdict.failed(profile, 0, JudgingError.setup(refused.getMessage()));
        }
        MoveNotation notation = game.book().legality().notation(chess960);
        Position start = game.ruling().position();
        List<String> sans = new ArrayList<>();
        List<String> moves = scenario.moves();
        int played = 0;
        while (played < moves.size() && !game.isOver()) {
            Position position = game.ruling().position();
            String written = moves.get(played);
            Optional<Step> step;
            try {
                step = Step.read(written);
            } catch (RejectedInputException refused) {
                return numbered(Verdict.failed(profile, game.ruling().ply(), JudgingError.illegalMove(label(position, written,
                        sans.size()) + ": " + refused.getMessage(), game.ruling().ply(), written, position.sideToMove(),
                        refused.getMessage(), 0)), start, sans);
            }
            if (step.isPresent()) {
                try {
                    step.get().apply(game);
                } catch (RejectedInputException refused) {
                    return numbered(Verdict.ongoing(profile, game.ruling().ply(), Verdict.join(ongoing(game.ruling()),
                            capital(step.get().phrase()) + " is refused: " + refused.getMessage() + ".")), start, sans);
                }
                played++;
                continue;
            }
            Move move;
            String text = Step.withoutRequest(written);
            try {
                move = notation.parse(position, text);
            } catch (IllegalMoveException illegal) {
                String reason = illegal.getMessage().startsWith(text + ": ")
                        ? illegal.getMessage().substring(text.length() + 2) : illegal.getMessage();
                return numbered(Verdict.failed(profile, game.ruling().ply(), JudgingError.illegalMove(label(position, written,
                        sans.size()) + ": " + illegal.getMessage(), game.ruling().ply(), text, position.sideToMove(), reason, 0)),
                        start, sans);
            }
            sans.add(notation.san(position, move));
            if (Step.requestsDraw(written)) {
                try {
                    game.play(move, true);
                } catch (RejectedInputException refused) {
                    sans.remove(sans.size() - 1);
                    return numbered(Verdict.ongoing(profile, game.ruling().ply(), Verdict.join(ongoing(game.ruling()),
                            "The draw request with " + text + " is refused: " + refused.getMessage() + ".")), start, sans);
                }
            } else {
                game.play(move);
            }
            played++;
        }
        String late = played < moves.size() ? "The game was over before " + label(game.ruling().position(),
                moves.get(played), sans.size()) + "; the rest was not played." : "";
        return numbered(afterMoves(profile, game, scenario.then(), late), start, sans);
    }

    /** The verdict naming the move it stands after, counted from {@code start} ({@code 2… Qh4#}). */
    private static Verdict numbered(Verdict verdict, Position start, List<String> sans) {
        int ply = verdict.ply();
        return ply < 1 || ply > sans.size() ? verdict
                : verdict.after(Optional.of(MoveNumbering.label(start, ply, sans.get(ply - 1))));
    }

    private static Verdict afterMoves(String profile, Game game, FinalEvent then, String late) {
        if (then == FinalEvent.NONE) {
            return verdict(profile, game.ruling(), late);
        }
        if (game.isOver()) {
            return verdict(profile, game.ruling(), Verdict.join(late, "(" + capital(then.phrase())
                    + " came after the end and changes nothing.)"));
        }
        try {
            return verdict(profile, then.apply(game), late);
        } catch (RejectedInputException refused) {
            return Verdict.ongoing(profile, game.ruling().ply(), Verdict.join(ongoing(game.ruling()),
                    capital(then.phrase()) + " is refused: " + refused.getMessage() + "."));
        }
    }

    private static Verdict verdict(String profile, Ruling ruling, String more) {
        Optional<Outcome> outcome = ruling.outcome();
        if (outcome.isPresent()) {
            return Verdict.ended(profile, outcome.get(), more);
        }
        String explanation = Verdict.join(ongoing(ruling), ruling.notice().orElse(""));
        return Verdict.ongoing(profile, ruling.ply(), Verdict.join(explanation, more));
    }

    /** {@code The game goes on: Black to move, half-move clock 100, position seen once. Black may claim 50 (FIDE 9.3).} */
    private static String ongoing(Ruling ruling) {
        Color toMove = ruling.position().sideToMove();
        int seen = ruling.repetitionCount();
        String text = "The game goes on: " + toMove.title() + " to move, half-move clock " + ruling.halfmoveClock()
                + ", this position seen " + (seen == 1 ? "once" : seen + " times") + ".";
        Optional<Outcome> claim = ruling.claimAvailable();
        if (claim.isPresent()) {
            text += " " + toMove.title() + " may claim " + claim.get().code().code() + " (" + claim.get().article() + ").";
        }
        return text;
    }

    /**
     * {@code move 3 (O-O, White)}: the written move, counted from 1 among the moves ({@code
     * played} before it), and who plays it; a step is named as written ({@code the step claim}).
     */
    private static String label(Position position, String written, int played) {
        boolean step;
        try {
            step = Step.read(written).isPresent();
        } catch (RejectedInputException notAStep) {
            step = true;
        }
        return step ? "the step " + written
                : "move " + (played + 1) + " (" + written + ", " + position.sideToMove().title() + ")";
    }

    private static String capital(String phrase) {
        return Character.toUpperCase(phrase.charAt(0)) + phrase.substring(1);
    }
}
