package org.chesseus.tools.match;

import java.util.Optional;
import org.chesseus.api.Color;
import org.chesseus.api.RejectedInputException;

/**
 * Score-based adjudication, off unless asked: a side resigns when its engine has scored at most
 * −{@code resignCp} and the opponent's at least +{@code resignCp} for {@code resignMoves}
 * consecutive moves each; the game is drawn when both engines have scored within ±{@code drawCp}
 * for {@code drawMoves} consecutive moves each, from move {@code drawFrom} on. A move without a
 * score breaks a run. Each game gets its own {@link Run}.
 *
 * @param resignCp the resign threshold in centipawns, 0 for no resign adjudication
 * @param resignMoves the moves each engine must agree for
 * @param drawCp the draw threshold in centipawns; with {@code drawMoves} 0, no draw adjudication
 * @param drawMoves the moves each engine must agree for
 * @param drawFrom the first move number counted
 */
record ScoreAdjudication(int resignCp, int resignMoves, int drawCp, int drawMoves, int drawFrom) {
    /** No adjudication. */
    static final ScoreAdjudication OFF = new ScoreAdjudication(0, 0, 0, 0, 0);

    /** What a run of scores decides. */
    enum Decision {
        /** Play on. */
        NONE,
        /** White resigns. */
        WHITE_RESIGNS,
        /** Black resigns. */
        BLACK_RESIGNS,
        /** The game is drawn. */
        DRAW
    }

    /**
     * {@code --adjudicate-resign CP,MOVES} and {@code --adjudicate-draw CP,MOVES,FROM}, each optional.
     *
     * @throws RejectedInputException naming the option at fault
     */
    static ScoreAdjudication parse(Optional<String> resign, Optional<String> draw) {
        int[] r = resign.map(text -> numbers("--adjudicate-resign", text, 2, "CP,MOVES, e.g. 600,4")).orElse(new int[2]);
        int[] d = draw.map(text -> numbers("--adjudicate-draw", text, 3, "CP,MOVES,FROM, e.g. 10,8,40")).orElse(new int[3]);
        return new ScoreAdjudication(r[0], r[1], d[0], d[1], d[2]);
    }

    private static int[] numbers(String option, String text, int count, String form) {
        String[] parts = text.split(",", -1);
        String usage = option + " " + text + ": write " + form;
        if (parts.length != count) {
            throw new RejectedInputException(usage);
        }
        int[] values = new int[count];
        for (int i = 0; i < count; i++) {
            try {
                values[i] = Integer.parseInt(parts[i].strip());
            } catch (NumberFormatException e) {
                values[i] = -1;
            }
            if (values[i] < 0 || (i < 2 && values[i] == 0)) {
                throw new RejectedInputException(usage + " ('" + parts[i].strip() + "' is not a "
                        + (i < 2 ? "positive" : "non-negative") + " whole number)");
            }
        }
        return values;
    }

    /** Whether any adjudication is on. */
    boolean on() {
        return resignMoves > 0 || drawMoves > 0;
    }

    /** A new run, for one game. */
    Run run() {
        return new Run();
    }

    /** The consecutive scores of one game. */
    final class Run {
        private final int[] losing = new int[2];
        private final int[] winning = new int[2];
        private int drawish;

        /** The mover's engine scored {@code eval} (from its side) on move {@code moveNumber}. */
        Decision observe(Color mover, Optional<Eval> eval, int moveNumber) {
            int side = mover.ordinal();
            int cp = eval.map(Eval::centipawns).orElse(0);
            boolean scored = eval.isPresent();
            losing[side] = scored && cp <= -resignCp ? losing[side] + 1 : 0;
            winning[side] = scored && cp >= resignCp ? winning[side] + 1 : 0;
            drawish = scored && moveNumber >= drawFrom && Math.abs(cp) <= drawCp ? drawish + 1 : 0;
            if (resignMoves > 0) {
                for (Color color : Color.values()) {
                    int me = color.ordinal();
                    if (losing[me] >= resignMoves && winning[1 - me] >= resignMoves) {
                        return color == Color.WHITE ? Decision.WHITE_RESIGNS : Decision.BLACK_RESIGNS;
                    }
                }
            }
            return drawMoves > 0 && drawish >= 2 * drawMoves ? Decision.DRAW : Decision.NONE;
        }
    }
}
