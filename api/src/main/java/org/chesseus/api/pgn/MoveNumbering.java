package org.chesseus.api.pgn;

import static java.util.Objects.requireNonNull;

import java.util.List;
import org.chesseus.api.Color;
import org.chesseus.api.Position;

/**
 * Moves as people number them (FIDE Laws, Appendix C: a move is a white half-move and the black
 * half-move after it): {@code 45. Qg4} for White's 45th move, {@code 45… Nf6} for Black's; a line
 * numbered from its first move, {@code 1. Kb2 Kd2 2. Kc1} or {@code 1… Kd2 2. Kc1}. Machine output
 * keeps counting half-moves ("ply"); this is what a person reads.
 */
public final class MoveNumbering {
    private static final String BLACK_TO_MOVE = "\u2026 ";

    private MoveNumbering() {
    }

    /** A move with its number: {@code 45. Qg4} (White) or {@code 45… Nf6} (Black). */
    public static String label(int fullmoveNumber, Color mover, String san) {
        requireNonNull(san, "san");
        return fullmoveNumber + (mover == Color.WHITE ? ". " : BLACK_TO_MOVE) + san;
    }

    /**
     * The {@code ply}-th half-move played from {@code start} (from 1), with its number: the
     * position's side to move and full-move number say where counting starts.
     */
    public static String label(Position start, int ply, String san) {
        if (ply < 1) {
            throw new IllegalArgumentException("a half-move is counted from 1, got " + ply);
        }
        int offset = (start.sideToMove() == Color.WHITE ? 0 : 1) + ply - 1;
        return label(start.fullmoveNumber() + offset / 2, offset % 2 == 0 ? Color.WHITE : Color.BLACK, san);
    }

    /**
     * A line of moves from {@code start} with their numbers: {@code 1. Kb2 Kd2 2. Kc1}; a line
     * Black begins reads {@code 1… Kd2 2. Kc1}. An empty line is empty.
     */
    public static String line(Position start, List<String> sans) {
        return line(start.fullmoveNumber(), start.sideToMove(), sans);
    }

    /** A line whose first move is {@code first}'s, numbered {@code fullmoveNumber}. */
    public static String line(int fullmoveNumber, Color first, List<String> sans) {
        requireNonNull(first, "first");
        StringBuilder line = new StringBuilder();
        int number = fullmoveNumber;
        Color mover = first;
        for (int i = 0; i < sans.size(); i++) {
            if (i > 0) {
                line.append(' ');
            }
            if (mover == Color.WHITE) {
                line.append(number).append(". ");
            } else if (i == 0) {
                line.append(number).append(BLACK_TO_MOVE);
            }
            line.append(sans.get(i));
            if (mover == Color.BLACK) {
                number++;
            }
            mover = mover.opposite();
        }
        return line.toString();
    }
}
