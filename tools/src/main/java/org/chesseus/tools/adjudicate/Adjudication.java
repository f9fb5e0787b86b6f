package org.chesseus.tools.adjudicate;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.game.ResultCode;

/**
 * The book's verdict on one recorded game: the result and the reason recorded, the result ruled
 * with its code, reason and article, the ply at which the ruling takes effect (half-moves from the
 * start of the record), one sentence saying why, and an error when the record could not be
 * replayed (an unreadable game, a set-up that cannot be read, an illegal move, an action the book
 * does not have). The ruling agrees with the record when both the score and the reason do.
 */
public final class Adjudication {
    /** The token of a game that has not ended. */
    public static final String ONGOING = "*";

    private final int game;
    private final long line;
    private final String recorded;
    private final EndReason recordedReason;
    private final String ruled;
    private final ResultCode code;
    private final ResultCode scoreCode;
    private final String article;
    private final int ply;
    private final String explanation;
    private final JudgingError error;
    private final String move;

    private Adjudication(int game, long line, String recorded, EndReason recordedReason, String ruled, ResultCode code,
            ResultCode scoreCode, String article, int ply, String explanation, JudgingError error) {
        this.game = game;
        this.line = line;
        this.recorded = recorded;
        this.recordedReason = recordedReason;
        this.ruled = ruled;
        this.code = code;
        this.scoreCode = scoreCode;
        this.article = article;
        this.ply = ply;
        this.explanation = requireNonNull(explanation, "explanation");
        this.error = error;
        this.move = null;
    }

    private Adjudication(Adjudication verdict, String move) {
        this.game = verdict.game;
        this.line = verdict.line;
        this.recorded = verdict.recorded;
        this.recordedReason = verdict.recordedReason;
        this.ruled = verdict.ruled;
        this.code = verdict.code;
        this.scoreCode = verdict.scoreCode;
        this.article = verdict.article;
        this.ply = verdict.ply;
        this.explanation = verdict.explanation;
        this.error = verdict.error;
        this.move = move;
    }

    /** This verdict, naming the {@link #ply()}-th move of the record as people number it. */
    Adjudication after(String numberedMove) {
        return new Adjudication(this, requireNonNull(numberedMove, "numberedMove"));
    }

    /** A game the book ended: by the board, or by judging the recorded end. */
    static Adjudication ended(int game, long line, String recorded, EndReason reason, Outcome outcome, int ply) {
        return new Adjudication(game, line, recorded, requireNonNull(reason, "reason"), outcome.score().pgn(),
                outcome.code(), outcome.scoreCode().orElse(null), outcome.article(), ply, outcome.explanation(), null);
    }

    /** A game the book has not ended; {@code article} is that of the rule that refused to end it, if any. */
    static Adjudication ongoing(int game, long line, String recorded, EndReason reason, Optional<String> article, int ply,
            String explanation) {
        return new Adjudication(game, line, recorded, requireNonNull(reason, "reason"), ONGOING, null, null,
                article.orElse(null), ply, explanation, null);
    }

    /** A game that could not be judged, {@code ply} half-moves into its record. */
    static Adjudication failed(int game, long line, Optional<String> recorded, int ply, JudgingError error) {
        return new Adjudication(game, line, recorded.orElse(null), null, null, null, null, null, ply, error.message(),
                error);
    }

    /** The same verdict on the {@code game}-th game of a file: for a reader that numbers games once their order is known. */
    public Adjudication renumbered(int game) {
        Adjudication renumbered = new Adjudication(game, line, recorded, recordedReason, ruled, code, scoreCode, article,
                ply, explanation, error);
        return move == null ? renumbered : renumbered.after(move);
    }

    /** The game's number in the file, from 1. */
    public int game() {
        return game;
    }

    /** The line of the file where the game starts. */
    public long line() {
        return line;
    }

    /** The result token the record gives, when it could be read. */
    public Optional<String> recorded() {
        return Optional.ofNullable(recorded);
    }

    /** The result the book rules ({@code *} while the game goes on), unless the game could not be judged. */
    public Optional<String> ruled() {
        return Optional.ofNullable(ruled);
    }

    /** The result code, when the book ended the game. */
    public Optional<ResultCode> code() {
        return Optional.ofNullable(code);
    }

    /** The score code an event adds beside the board's code (Armageddon's {@code WA} / {@code BA}). */
    public Optional<ResultCode> scoreCode() {
        return Optional.ofNullable(scoreCode);
    }

    /** The article of the rule that ended the game, or that refused to end it. */
    public Optional<String> article() {
        return Optional.ofNullable(article);
    }

    /** Half-moves of the record played when the ruling takes effect (before the illegal move, on an error). */
    public int ply() {
        return ply;
    }

    /**
     * The last move played when the ruling takes effect, as people number it ({@code 45. Qg4#},
     * {@code 45… Nf6}); empty at the start of the record, or when the record could not be read.
     */
    public Optional<String> move() {
        return Optional.ofNullable(move);
    }

    /** One sentence saying why (the error itself, on an error). */
    public String explanation() {
        return explanation;
    }

    /** What stopped the judging, by kind, naming the PGN line. */
    public Optional<JudgingError> error() {
        return Optional.ofNullable(error);
    }

    /** The reason the record gives for the end ({@link RecordedReason}), unless the game could not be judged. */
    public Optional<EndReason> recordedReason() {
        return Optional.ofNullable(recordedReason);
    }

    /** The reason the ruled code stands for, when the book ended the game. */
    public Optional<EndReason> ruledReason() {
        return code().map(EndReason::of);
    }

    /** Whether the ruled score is the recorded one; never on an error. */
    public boolean scoreAgrees() {
        return error == null && ruled.equals(recorded);
    }

    /**
     * Whether the ruling agrees with the record on the score and on the reason ({@link
     * EndReason#admits}: the record's {@code normal} admits any ordinary end); a game that goes on
     * agrees only with a record that says so. Never on an error.
     */
    public boolean agrees() {
        if (!scoreAgrees()) {
            return false;
        }
        return ruledReason().map(recordedReason::admits).orElse(recordedReason == EndReason.UNTERMINATED);
    }
}
