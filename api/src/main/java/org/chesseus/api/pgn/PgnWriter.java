package org.chesseus.api.pgn;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chesseus.api.CastlingNotation;
import org.chesseus.api.FenWriter;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.Outcome;

/**
 * Writes PGN in export form: the seven-tag roster first, in its order ({@code ?} where a value is
 * missing), then the other tags ({@code SetUp "1"} added when a {@code FEN} tag is given without
 * it); a blank line; the movetext with move numbers (a game from a FEN set-up starts at its move
 * number and side), comments in braces with {@code [%clk]} where a clock time is known, lines of at
 * most 80 characters, and the result.
 */
public final class PgnWriter {
    private static final int WIDTH = 80;

    private PgnWriter() {
    }

    /** The PGN text of one game, ending with a blank line. */
    public static String write(PgnGame game) {
        StringBuilder out = new StringBuilder();
        for (String name : PgnGame.SEVEN_TAG_ROSTER) {
            String value = name.equals("Result") ? game.result() : game.tag(name).orElse("?");
            tag(out, name, value);
        }
        for (Map.Entry<String, String> tag : game.tags().entrySet()) {
            if (PgnGame.SEVEN_TAG_ROSTER.stream().noneMatch(name -> name.equalsIgnoreCase(tag.getKey()))) {
                if (tag.getKey().equalsIgnoreCase("FEN") && game.tag("SetUp").isEmpty()) {
                    tag(out, "SetUp", "1");
                }
                tag(out, tag.getKey(), tag.getValue());
            }
        }
        out.append('\n');
        movetext(out, game);
        return out.append("\n\n").toString();
    }

    /** Chesseus's tag for the exact code of the end ({@code BT}), beside the standard {@code Termination}. */
    public static final String RESULT_CODE = "ResultCode";
    /** Chesseus's tag for Armageddon's score code ({@code BA}) beside the board's. */
    public static final String SCORE_CODE = "ScoreCode";
    /** Chesseus's tag for the article of the rule that ended the game ({@code FIDE 6.9}). */
    public static final String RESULT_ARTICLE = "ResultArticle";

    /**
     * The tags that say how a game ended: {@code Termination} with the standard's value ({@code
     * time forfeit}), then Chesseus's own — {@code ResultCode} (the exact code), {@code ScoreCode}
     * when the score has a code of its own (Armageddon), {@code ResultArticle}.
     */
    public static Map<String, String> endTags(Outcome outcome, Termination termination) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Termination", termination.text());
        tags.put(RESULT_CODE, outcome.code().code());
        outcome.scoreCode().ifPresent(scored -> tags.put(SCORE_CODE, scored.code()));
        tags.put(RESULT_ARTICLE, outcome.article());
        return tags;
    }

    /**
     * The record of a game played under a rule book: {@code tags} (the roster's names, {@code
     * Variant}, …), then {@code Result} and, once the game is over, the {@link #endTags} of its
     * outcome ({@code Termination} by {@link Termination#of}); {@code TimeControl} from the game's
     * clock ({@code -} untimed) unless a tag gives it; {@code SetUp} and {@code FEN} (X-FEN castling
     * for Chess960) when it did not start from the standard position; the moves in SAN.
     */
    public static PgnGame record(Game game, Map<String, String> tags) {
        Map<String, String> all = new LinkedHashMap<>(tags);
        PgnGame given = new PgnGame(all, List.of(), "*", 1);
        boolean chess960 = given.isChess960();
        Legality legality = game.book().legality();
        List<Position> positions = game.positions();
        Position start = positions.get(0);
        String result = game.outcome().map(o -> o.score().pgn()).orElse("*");
        all.put("Result", result);
        game.outcome().ifPresent(outcome -> all.putAll(endTags(outcome, Termination.of(outcome.code()))));
        if (given.tag("TimeControl").isEmpty()) {
            all.put("TimeControl", PgnTimeControl.write(game.options().timeControl()));
        }
        if (!start.equals(Position.start()) || chess960) {
            all.put("SetUp", "1");
            all.put("FEN", new FenWriter(legality, chess960 ? CastlingNotation.X_FEN : CastlingNotation.STANDARD).write(start));
        }
        MoveNotation notation = legality.notation(chess960);
        List<Move> moves = game.moves();
        List<PgnMove> written = new ArrayList<>(moves.size());
        for (int i = 0; i < moves.size(); i++) {
            written.add(PgnMove.of(notation.san(positions.get(i), moves.get(i)), 0));
        }
        return new PgnGame(all, written, result, 1);
    }

    private static void tag(StringBuilder out, String name, String value) {
        out.append('[').append(name).append(" \"").append(value.replace("\\", "\\\\").replace("\"", "\\\""))
                .append("\"]\n");
    }

    private static void movetext(StringBuilder out, PgnGame game) {
        String[] fen = game.tag("FEN").map(f -> f.strip().split("\\s+")).orElse(new String[0]);
        boolean white = fen.length < 2 || !fen[1].equals("b");
        int number = fen.length >= 6 && fen[5].matches("[0-9]{1,9}") ? Integer.parseInt(fen[5]) : 1;
        Line line = new Line(out);
        List<PgnMove> moves = game.moves();
        for (int i = 0; i < moves.size(); i++) {
            PgnMove move = moves.get(i);
            if (white) {
                line.add(number + ".");
            } else if (i == 0) {
                line.add(number + "...");
            }
            line.add(move.san());
            String comment = (move.comment().replaceAll("\\[%clk[^]]*]", "").strip() + " "
                    + move.clockTime().map(ClockCommand::format).orElse("")).strip();
            if (!comment.isEmpty()) {
                line.add("{" + comment.replace("}", ")") + "}");
            }
            if (!white) {
                number++;
            }
            white = !white;
        }
        line.add(game.result());
    }

    /** Movetext wrapped at {@link #WIDTH} columns. */
    private static final class Line {
        private final StringBuilder out;
        private int column;

        Line(StringBuilder out) {
            this.out = out;
        }

        void add(String token) {
            if (column > 0 && column + 1 + token.length() > WIDTH) {
                out.append('\n');
                column = 0;
            } else if (column > 0) {
                out.append(' ');
                column++;
            }
            out.append(token);
            column += token.length();
        }
    }
}
