package org.chesseus.tools.match;

import java.util.Locale;
import java.util.Optional;

/**
 * An engine's last word on its search: the score from its own side ({@code score cp} or {@code
 * score mate}) and the depth, as its {@code info} lines gave them.
 *
 * @param centipawns the score in centipawns; a mate counts as ±(100000 − plies) so it beats any score
 * @param mate the moves to mate ({@code score mate N}, negative when mated); 0 when the score is in centipawns
 * @param depth the depth reached, 0 when not given
 */
record Eval(int centipawns, int mate, int depth) {
    private static final int MATE = 100_000;

    /** The score and depth of an {@code info} line; empty when it has no score. */
    static Optional<Eval> parse(String line) {
        String[] words = line.split("\\s+");
        Integer cp = null;
        int mate = 0;
        int depth = 0;
        try {
            for (int i = 1; i + 1 < words.length; i++) {
                if (words[i].equals("depth")) {
                    depth = Integer.parseInt(words[i + 1]);
                } else if (words[i].equals("score") && i + 2 < words.length) {
                    int value = Integer.parseInt(words[i + 2]);
                    if (words[i + 1].equals("cp")) {
                        cp = value;
                    } else if (words[i + 1].equals("mate")) {
                        mate = value;
                        cp = value > 0 ? MATE - 2 * value : -MATE - 2 * value;
                    }
                } else if (words[i].equals("string") || words[i].equals("pv")) {
                    break;
                }
            }
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
        return cp == null ? Optional.empty() : Optional.of(new Eval(cp, mate, depth));
    }

    /** As cutechess writes it in a PGN comment: {@code +0.31/12}, {@code -M3/20}. */
    String text() {
        String score = mate != 0 ? (mate > 0 ? "+M" : "-M") + Math.abs(mate)
                : String.format(Locale.ROOT, "%+.2f", centipawns / 100.0);
        return score + "/" + depth;
    }
}
