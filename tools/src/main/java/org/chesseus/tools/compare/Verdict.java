package org.chesseus.tools.compare;

import static java.util.Objects.requireNonNull;

import java.util.Objects;
import java.util.Optional;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.ResultCode;
import org.chesseus.tools.adjudicate.Adjudication;
import org.chesseus.tools.adjudicate.JudgingError;

/**
 * One profile's verdict on a scenario: the result code, score and article when the book ended the
 * game (the score as the book scores it: Armageddon's drawn ending is {@code 0-1} with its score
 * code {@code BA} beside the board's code), the ply at which it stands (half-moves from the start of the record), one or two sentences
 * saying why — or an error when the book could not judge it (a profile that cannot be composed, a
 * start position or move its legality refuses).
 */
public final class Verdict {
    /** The score of a game that goes on, as PGN writes it. */
    public static final String ONGOING = "*";

    private final String profile;
    private final ResultCode code;
    private final ResultCode scoreCode;
    private final String article;
    private final int ply;
    private final String explanation;
    private final JudgingError error;
    private final String move;

    private Verdict(String profile, ResultCode code, ResultCode scoreCode, String article, int ply, String explanation,
            JudgingError error) {
        this.profile = requireNonNull(profile, "profile");
        this.code = code;
        this.scoreCode = scoreCode;
        this.article = article;
        this.ply = ply;
        this.explanation = requireNonNull(explanation, "explanation");
        this.error = error;
        this.move = null;
    }

    private Verdict(Verdict verdict, String move) {
        this.profile = verdict.profile;
        this.code = verdict.code;
        this.scoreCode = verdict.scoreCode;
        this.article = verdict.article;
        this.ply = verdict.ply;
        this.explanation = verdict.explanation;
        this.error = verdict.error;
        this.move = move;
    }

    /** This verdict, naming the {@link #ply()}-th move as people number it; unchanged for an empty name. */
    Verdict after(Optional<String> numberedMove) {
        return numberedMove.map(named -> new Verdict(this, named)).orElse(this);
    }

    /** The game ended with {@code outcome}; {@code more} adds what came too late, if anything. */
    static Verdict ended(String profile, Outcome outcome, String more) {
        return new Verdict(profile, outcome.code(), outcome.scoreCode().orElse(null), outcome.article(), outcome.ply(),
                join(outcome.explanation(), more), null);
    }

    /** The verdict {@code adjudicate} gives a recorded game. */
    static Verdict of(String profile, Adjudication adjudication) {
        if (adjudication.error().isPresent()) {
            return failed(profile, adjudication.ply(), adjudication.error().get()).after(adjudication.move());
        }
        return new Verdict(profile, adjudication.code().orElse(null), adjudication.scoreCode().orElse(null),
                adjudication.code().flatMap(code -> adjudication.article()).orElse(null), adjudication.ply(),
                adjudication.explanation(), null).after(adjudication.move());
    }

    /** The game goes on at {@code ply}. */
    static Verdict ongoing(String profile, int ply, String explanation) {
        return new Verdict(profile, null, null, null, ply, explanation, null);
    }

    /** The book could not judge the scenario, {@code ply} half-moves in. */
    static Verdict failed(String profile, int ply, JudgingError error) {
        return new Verdict(profile, null, null, null, ply, error.message(), error);
    }

    /** The profile as given. */
    public String profile() {
        return profile;
    }

    /** The result code, when the book ended the game. */
    public Optional<ResultCode> code() {
        return Optional.ofNullable(code);
    }

    /**
     * The PGN score as the book scores the ending: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, or
     * {@code *} while the game goes on; an event's score code decides it where there is one.
     */
    public Optional<String> score() {
        if (error != null) {
            return Optional.empty();
        }
        return Optional.of(code == null ? ONGOING : (scoreCode == null ? code : scoreCode).score().pgn());
    }

    /** The score code an event adds beside the board's code (Armageddon's {@code WA} / {@code BA}). */
    public Optional<ResultCode> scoreCode() {
        return Optional.ofNullable(scoreCode);
    }

    /** The article of the rule that ended the game. */
    public Optional<String> article() {
        return Optional.ofNullable(article);
    }

    /**
     * The last move played where the verdict stands, as people number it ({@code 2… Qh4#});
     * empty at the start.
     */
    public Optional<String> move() {
        return Optional.ofNullable(move);
    }

    /** The ply at which the verdict stands. */
    public int ply() {
        return ply;
    }

    /** Why, in a sentence or two; the error itself when the book could not judge. */
    public String explanation() {
        return explanation;
    }

    /** The error, by kind, when the book could not judge the scenario. */
    public Optional<JudgingError> error() {
        return Optional.ofNullable(error);
    }

    /** Whether this verdict differs from {@code other}'s: another code, score, ply, or another error. */
    public boolean differsFrom(Verdict other) {
        boolean failed = error != null;
        return failed != (other.error != null) || !Objects.equals(code, other.code) || !score().equals(other.score())
                || ply != other.ply || failed && !explanation.equals(other.explanation);
    }

    static String join(String first, String second) {
        if (first.isEmpty() || second.isEmpty()) {
            return first + second;
        }
        return first + " " + second;
    }
}
