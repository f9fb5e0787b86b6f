package org.chesseus.tools.corpus;

import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A game written as Lichess exports it: the seventeen tag pairs in Lichess's order ({@code Event}
 * "Rated Blitz game", {@code Site} the game's address, {@code Date}, {@code Round} "-", the
 * players, {@code Result}, {@code UTCDate}, {@code UTCTime}, the ratings and their changes — left
 * out for a game without a result — {@code ECO}, {@code Opening}, {@code TimeControl}, {@code
 * Termination}; a game set up on the board editor is casual, without rating changes, with {@code
 * Variant "From Position"} and its {@code FEN} and {@code SetUp} after the rest), a blank line, the movetext on one line with each move's clock in a comment
 * ({@code 1. e4 { [%clk 0:03:00] } 1... e5 { [%clk 0:03:00] }}), the result token, a blank line.
 */
final class LichessRecord {
    private static final String ID_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd", Locale.ROOT);
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss", Locale.ROOT);

    private LichessRecord() {
    }

    /** The text of {@code game}, started at {@code start}, with its address drawn from {@code random};
     * {@code cutOff}, the movetext {@code movetext} ends without a result token. */
    static String write(PlayedGame game, List<String> movetext, boolean cutOff, LocalDateTime start,
            SplittableRandom random) {
        StringBuilder text = new StringBuilder(2048);
        StringBuilder id = new StringBuilder(8);
        for (int i = 0; i < 8; i++) {
            id.append(ID_LETTERS.charAt(random.nextInt(ID_LETTERS.length())));
        }
        String[] opening = Openings.of(game.sans());
        boolean rated = game.setUp().isEmpty();
        tag(text, "Event", (rated ? "Rated " : "Casual ") + game.control().speed() + " game");
        tag(text, "Site", "https://lichess.org/" + id);
        tag(text, "Date", DATE.format(start));
        tag(text, "Round", "-");
        tag(text, "White", game.white().name());
        tag(text, "Black", game.black().name());
        tag(text, "Result", game.result());
        tag(text, "UTCDate", DATE.format(start));
        tag(text, "UTCTime", TIME.format(start));
        tag(text, "WhiteElo", Integer.toString(game.white().rating()));
        tag(text, "BlackElo", Integer.toString(game.black().rating()));
        if (rated && !game.result().equals("*")) {
            int change = ratingChange(game);
            tag(text, "WhiteRatingDiff", signed(change));
            tag(text, "BlackRatingDiff", signed(-change));
        }
        if (!rated) {
            tag(text, "Variant", "From Position");
        }
        tag(text, "ECO", rated ? opening[0] : "?");
        tag(text, "Opening", rated ? opening[1] : "?");
        tag(text, "TimeControl", game.control().tag());
        tag(text, "Termination", game.ending().termination());
        if (!rated) {
            tag(text, "FEN", game.setUp().get().fen());
            tag(text, "SetUp", "1");
        }
        text.append('\n');
        text.append(String.join(" ", movetext));
        if (!cutOff) {
            text.append(movetext.isEmpty() ? "" : " ").append(game.result());
        }
        return text.append("\n\n").toString();
    }

    /** The movetext before the result: {@code 1.}, the move, its clock comment, {@code 1...} for Black. */
    static List<String> movetext(PlayedGame game) {
        List<String> tokens = new java.util.ArrayList<>(game.sans().size() * 2);
        for (int ply = 0; ply < game.sans().size(); ply++) {
            tokens.add(game.moveNumber(ply) + " " + game.sans().get(ply) + " { " + game.clocks().get(ply) + " }");
        }
        return tokens;
    }

    /** White's rating change: a K of 20 times the score less the expected score, at least 1 point either way. */
    private static int ratingChange(PlayedGame game) {
        double expected = 1 / (1 + Math.pow(10, (game.black().rating() - game.white().rating()) / 400.0));
        double score = game.result().equals("1-0") ? 1 : game.result().equals("0-1") ? 0 : 0.5;
        return (int) Math.round(20 * (score - expected));
    }

    private static String signed(int change) {
        return change >= 0 ? "+" + change : Integer.toString(change);
    }

    private static void tag(StringBuilder text, String name, String value) {
        text.append('[').append(name).append(" \"").append(value.replace("\\", "\\\\").replace("\"", "\\\""))
                .append("\"]\n");
    }
}
