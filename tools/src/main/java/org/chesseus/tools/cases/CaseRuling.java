package org.chesseus.tools.cases;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import org.chesseus.api.game.ResultCode;
import org.chesseus.tools.compare.Verdict;

/**
 * What one book rules on a case, as the casebook writes it: the game ends with a result code (and,
 * where an event scores it otherwise, a score code: Armageddon's {@code BA}) under an article; or
 * it goes on; or the book refuses the event (it has no rule for it, or its rule refuses it now); or
 * it refuses a move as illegal.
 *
 * @param kind which of the four
 * @param code the result code, for an ending
 * @param scoreCode the code that decides the score when it is not the result code itself
 * @param article the article, for an ending ({@code FIDE 6.9})
 */
public record CaseRuling(Kind kind, Optional<ResultCode> code, Optional<ResultCode> scoreCode, Optional<String> article) {
    /** The four kinds of ruling. */
    public enum Kind {
        /** The game ends. */
        ENDS,
        /** The game goes on. */
        GOES_ON,
        /** The book refuses the event. */
        REFUSED,
        /** The book refuses a move as illegal. */
        ILLEGAL
    }

    /** Requires a code and an article exactly for an ending. */
    public CaseRuling {
        requireNonNull(kind, "kind");
        requireNonNull(code, "code");
        requireNonNull(scoreCode, "scoreCode");
        requireNonNull(article, "article");
        if ((kind == Kind.ENDS) != (code.isPresent() && article.isPresent())) {
            throw new IllegalArgumentException("an ending, and only an ending, has a code and an article");
        }
    }

    /** The game goes on. */
    public static CaseRuling goesOn() {
        return new CaseRuling(Kind.GOES_ON, Optional.empty(), Optional.empty(), Optional.empty());
    }

    /** The book refuses the event. */
    public static CaseRuling refused() {
        return new CaseRuling(Kind.REFUSED, Optional.empty(), Optional.empty(), Optional.empty());
    }

    /** The book refuses a move. */
    public static CaseRuling illegal() {
        return new CaseRuling(Kind.ILLEGAL, Optional.empty(), Optional.empty(), Optional.empty());
    }

    /** The game ends with {@code code} (scored by {@code scoreCode} when given) under {@code article}. */
    public static CaseRuling ends(ResultCode code, Optional<ResultCode> scoreCode, String article) {
        return new CaseRuling(Kind.ENDS, Optional.of(code), scoreCode, Optional.of(article));
    }

    /** The PGN score: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, or {@code *} when the game goes on or nothing happens. */
    public String score() {
        return code.map(ended -> scoreCode.orElse(ended).score().pgn()).orElse(Verdict.ONGOING);
    }

    /** The ruling's answer in a word or code, as a quiz offers it: {@code BT}, {@code BT/BA}, {@code goes on}, {@code refused}, {@code illegal}. */
    public String answer() {
        return switch (kind) {
            case ENDS -> code.get().code() + scoreCode.map(scored -> "/" + scored.code()).orElse("");
            case GOES_ON -> "goes on";
            case REFUSED -> "refused";
            case ILLEGAL -> "illegal";
        };
    }

    /** The ruling as the casebook writes it: {@code BT FIDE 6.9}, {@code -}, {@code refused}, {@code illegal}. */
    public String written() {
        return switch (kind) {
            case ENDS -> answer() + " " + article.get();
            case GOES_ON -> "-";
            case REFUSED -> "refused";
            case ILLEGAL -> "illegal";
        };
    }

    /**
     * Whether {@code verdict}, a book's own judgement of the case, is this ruling: the same code,
     * score code and article for an ending; no code and no error for a game that goes on, or for
     * a refused event (whose explanation says it was refused); a move refused for an illegal one.
     */
    public boolean agreesWith(Verdict verdict) {
        return switch (kind) {
            case ENDS -> verdict.error().isEmpty() && verdict.code().equals(code)
                    && verdict.scoreCode().equals(scoreCode) && verdict.article().equals(article);
            case GOES_ON -> verdict.error().isEmpty() && verdict.code().isEmpty() && !verdict.explanation().contains(" is refused: ");
            case REFUSED -> verdict.error().isEmpty() && verdict.code().isEmpty() && verdict.explanation().contains(" is refused: ");
            case ILLEGAL -> verdict.error().isPresent() && verdict.error().get().kind().word().equals("illegal-move");
        };
    }
}
