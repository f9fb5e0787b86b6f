package org.chesseus.api.pgn;

import java.util.List;
import java.util.Map;

/**
 * Writes PGN in export form: the seven-tag roster first, in its order ({@code ?} where a value is
 * missing), then the other tags; a blank line; the movetext with move numbers (a game from a FEN
 * set-up starts at its move number and side), comments in braces with {@code [%clk]} where a clock
 * time is known, lines of at most 80 characters, and the result.
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
                tag(out, tag.getKey(), tag.getValue());
            }
        }
        out.append('\n');
        movetext(out, game);
        return out.append("\n\n").toString();
    }

    private static void tag(StringBuilder out, String name, String value) {
        out.append('[').append(name).append(" \"").append(value.replace("\\", "\\\\").replace("\"", "\\\""))
                .append("\"]\n");
    }

    private static void movetext(StringBuilder out, PgnGame game) {
        String[] fen = game.tag("FEN").map(f -> f.strip().split("\\s+")).orElse(new String[0]);
        boolean white = fen.length < 2 || !fen[1].equals("b");
        int number = fen.length >= 6 && fen[5].matches("[0-9]+") ? Integer.parseInt(fen[5]) : 1;
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
