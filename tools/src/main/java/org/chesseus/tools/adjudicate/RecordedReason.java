package org.chesseus.tools.adjudicate;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chesseus.api.Color;
import org.chesseus.api.game.ResultCode;
import org.chesseus.api.pgn.PgnGame;
import org.chesseus.api.pgn.PgnMove;
import org.chesseus.api.pgn.PgnWriter;

/**
 * What a record says ended its game, read from what recorders write, first found first:
 * <ol>
 * <li>Chesseus's own {@code ResultCode} tag: the exact code ({@code BT}, {@code BF});
 * <li>the {@code Termination} tag: the PGN standard's values and Lichess's (the same, capitalised:
 *     {@code Normal}, {@code Time forfeit}, {@code Abandoned}, {@code Rules infraction}, {@code
 *     Unterminated}); cutechess-cli's and fastchess's ({@code adjudication}, {@code time forfeit},
 *     {@code illegal move}, {@code abandoned}, {@code stalled connection}, {@code unterminated});
 *     chess.com's sentences ({@code Magnus won by resignation}, {@code … won on time}, {@code …
 *     won by checkmate}, {@code … won - game abandoned}, {@code Game drawn by repetition}, {@code
 *     … by agreement}, {@code … by stalemate}, {@code … by insufficient material}, {@code … by
 *     timeout vs insufficient material}, {@code … by 50-move rule});
 * <li>the last move's comment, where cutechess-cli and fastchess put the detail ({@code White
 *     mates}, {@code Black resigns}, {@code Draw by 3-fold repetition}, {@code Draw by fifty moves
 *     rule}, {@code Draw by insufficient mating material}, {@code Draw by stalemate}, {@code White
 *     loses on time}, {@code Black makes an illegal move: e1e3}, {@code White's connection
 *     stalls}, {@code White disconnects}, {@code Draw by adjudication}, {@code TCEC win rule}) —
 *     read when the tag is absent or {@code normal}, and for the side a forfeit or flag names.
 * </ol>
 * Anything else (no tag, an unknown text) is {@link EndReason#NORMAL}, as the standard's {@code
 * normal}; a result {@code *} is {@link EndReason#UNTERMINATED}.
 */
public final class RecordedReason {
    private static final String SIDE = "(white|black)";
    /** A comment's last clause, after the engine's score and time ({@code -M1/1 0.010s, Black mates}). */
    private static final Pattern WHITE_SPACE = Pattern.compile("\\s+");
    private static final Pattern COMMANDS = Pattern.compile("\\[%[^]]*]");
    private static final Pattern LAST_CLAUSE = Pattern.compile("(?:^|[,;]\\s*)([^,;]+?)\\s*\\.?\\s*$");
    private static final List<Detail> DETAILS = List.of(
            new Detail(SIDE + " mates", EndReason.CHECKMATE, false),
            new Detail(SIDE + " resigns", EndReason.RESIGNATION, true),
            new Detail(SIDE + " loses on time", EndReason.TIME_FORFEIT, true),
            new Detail(SIDE + " makes an illegal move.*", EndReason.FORFEIT, true),
            new Detail(SIDE + "'s connection stalls", EndReason.FORFEIT, true),
            new Detail(SIDE + " disconnects", EndReason.FORFEIT, true),
            new Detail(SIDE + " wins by adjudication.*", EndReason.ADJUDICATION, false),
            new Detail("draw by (?:3-fold|threefold) repetition", EndReason.REPETITION, false),
            new Detail("draw by fifty moves rule|draw by 50-move rule", EndReason.FIFTY_MOVES, false),
            new Detail("draw by insufficient mating material|draw by insufficient material", EndReason.DEAD_POSITION, false),
            new Detail("draw by stalemate", EndReason.STALEMATE, false),
            new Detail("draw by (?:mutual )?agreement", EndReason.AGREEMENT, false),
            new Detail("draw by adjudication.*|tcec (?:win|draw) rule|.*syzygytb.*", EndReason.ADJUDICATION, false));

    private final EndReason reason;
    private final String source;
    private final Color side;
    private final ResultCode code;
    private final boolean secondIllegalMove;

    private RecordedReason(EndReason reason, String source, Color side, ResultCode code, boolean secondIllegalMove) {
        this.reason = requireNonNull(reason, "reason");
        this.source = requireNonNull(source, "source");
        this.side = side;
        this.code = code;
        this.secondIllegalMove = secondIllegalMove;
    }

    /** What the record says ended its game. */
    public static RecordedReason of(PgnGame record) {
        if (record.result().equals(Adjudication.ONGOING)) {
            return new RecordedReason(EndReason.UNTERMINATED, "result *", null, null, false);
        }
        Optional<String> resultCode = record.tag(PgnWriter.RESULT_CODE).map(String::strip);
        Optional<ResultCode> code = resultCode.flatMap(ResultCode::fromCode);
        Optional<Detail.Found> detail = lastComment(record).flatMap(RecordedReason::detail);
        Color side = detail.map(Detail.Found::side).orElse(null);
        if (code.isPresent()) {
            return new RecordedReason(EndReason.of(code.get()), "ResultCode \"" + resultCode.get() + "\"", side,
                    code.get(), false);
        }
        Optional<String> tag = record.tag("Termination");
        String text = tag.map(value -> WHITE_SPACE.matcher(value.strip()).replaceAll(" ").toLowerCase(Locale.ROOT)).orElse("");
        String source = tag.map(value -> "Termination \"" + value + "\"").orElse("");
        if (text.isEmpty() || text.equals("normal")) {
            return detail.map(found -> new RecordedReason(found.reason(), "comment \"" + found.text() + "\"",
                    found.side(), null, false))
                    .orElseGet(() -> new RecordedReason(EndReason.NORMAL, source.isEmpty() ? "no Termination" : source,
                            null, null, false));
        }
        return new RecordedReason(termination(text), source, side, null, text.equals("rules infraction"));
    }

    /** A {@code Termination} value other than {@code normal}, lower case. */
    private static EndReason termination(String text) {
        switch (text) {
            case "time forfeit":
                return EndReason.TIME_FORFEIT;
            case "abandoned":
            case "rules infraction":
            case "illegal move":
            case "stalled connection":
                return EndReason.FORFEIT;
            case "adjudication":
                return EndReason.ADJUDICATION;
            case "unterminated":
                return EndReason.UNTERMINATED;
            default:
                return platformText(text);
        }
    }

    /** chess.com's sentences ({@code Magnus won by resignation}); any other text is normal. */
    private static EndReason platformText(String text) {
        if (text.contains("timeout vs insufficient material") || text.endsWith("won on time")
                || text.endsWith("won by timeout")) {
            return EndReason.TIME_FORFEIT;
        }
        if (text.contains("game abandoned")) {
            return EndReason.FORFEIT;
        }
        if (text.endsWith("won by checkmate")) {
            return EndReason.CHECKMATE;
        }
        if (text.endsWith("won by resignation")) {
            return EndReason.RESIGNATION;
        }
        if (text.contains("drawn by repetition")) {
            return EndReason.REPETITION;
        }
        if (text.contains("drawn by agreement")) {
            return EndReason.AGREEMENT;
        }
        if (text.contains("drawn by stalemate")) {
            return EndReason.STALEMATE;
        }
        if (text.contains("drawn by insufficient material")) {
            return EndReason.DEAD_POSITION;
        }
        if (text.contains("drawn by 50-move rule") || text.contains("drawn by fifty")) {
            return EndReason.FIFTY_MOVES;
        }
        return EndReason.NORMAL;
    }

    private static Optional<String> lastComment(PgnGame record) {
        List<PgnMove> moves = record.moves();
        return moves.isEmpty() ? Optional.empty() : Optional.of(moves.get(moves.size() - 1).comment())
                .map(comment -> COMMANDS.matcher(comment).replaceAll("").strip()).filter(comment -> !comment.isEmpty());
    }

    private static Optional<Detail.Found> detail(String comment) {
        Matcher clause = LAST_CLAUSE.matcher(comment);
        if (!clause.find()) {
            return Optional.empty();
        }
        String last = clause.group(1).strip();
        for (Detail detail : DETAILS) {
            Optional<Detail.Found> found = detail.match(last);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    /** The reason. */
    public EndReason reason() {
        return reason;
    }

    /** Where the record says it: {@code Termination "Time forfeit"}, {@code comment "White mates"}, {@code ResultCode "BT"}. */
    public String source() {
        return source;
    }

    /** The side a comment names as the one that lost on time, forfeited or resigned, if any. */
    public Optional<Color> side() {
        return Optional.ofNullable(side);
    }

    /** The exact code, when Chesseus's {@code ResultCode} tag gives it. */
    public Optional<ResultCode> code() {
        return Optional.ofNullable(code);
    }

    /** Whether the record names the PGN standard's {@code rules infraction}: a second illegal move (FIDE 7.5.5). */
    public boolean secondIllegalMove() {
        return secondIllegalMove;
    }

    /** A phrase of a comment and the reason it gives. */
    private static final class Detail {
        private final Pattern pattern;
        private final EndReason reason;
        private final boolean namesLoser;

        /** {@code namesLoser}: the side the phrase names is the one that lost ({@code White resigns}), not the winner. */
        Detail(String regex, EndReason reason, boolean namesLoser) {
            this.pattern = Pattern.compile(regex, Pattern.CASE_INSENSITIVE);
            this.reason = reason;
            this.namesLoser = namesLoser;
        }

        Optional<Found> match(String clause) {
            Matcher m = pattern.matcher(clause);
            if (!m.matches()) {
                return Optional.empty();
            }
            Color side = namesLoser ? (m.group(1).equalsIgnoreCase("white") ? Color.WHITE : Color.BLACK) : null;
            return Optional.of(new Found(reason, side, clause));
        }

        /** A phrase found: its reason, the losing side it names (null when it names none), its text. */
        record Found(EndReason reason, Color side, String text) {
        }
    }
}
