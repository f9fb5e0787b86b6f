package org.chesseus.api.kit;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import org.chesseus.api.game.CountedDraw;
import org.chesseus.api.game.GameState;
import org.chesseus.api.game.RepetitionIdentity;
import org.chesseus.api.game.ResultCode;

/**
 * A counted draw's count and threshold, and the sentences the kit's rules write about it: the
 * summary's condition and, once the count is reached, the fact an explanation starts with.
 *
 * @param count what is counted
 * @param threshold the count at which the draw comes: at least 2 occurrences, or 1 half-move
 */
record DrawCount(CountedDraw.Count count, int threshold) {
    private static final String[] TIMES = {"", "once", "twice", "three times", "four times", "five times",
        "six times", "seven times", "eight times", "nine times", "ten times"};

    /** Checks the threshold. */
    DrawCount {
        requireNonNull(count, "count");
        int least = count == CountedDraw.Count.REPETITIONS ? 2 : 1;
        if (threshold < least) {
            throw new IllegalArgumentException("a draw by " + (count == CountedDraw.Count.REPETITIONS
                    ? "repetition needs at least 2 occurrences" : "moves needs at least 1 half-move") + ", not " + threshold);
        }
    }

    /** The result code of the draw: {@code 3R} for repetitions, {@code 50} for moves, whatever the threshold. */
    ResultCode code() {
        return count == CountedDraw.Count.REPETITIONS ? ResultCode.THREEFOLD_REPETITION : ResultCode.FIFTY_MOVES;
    }

    /** The condition, for summaries: "the same position has appeared three times". */
    String condition() {
        if (count == CountedDraw.Count.REPETITIONS) {
            return "the same position has appeared " + times(threshold);
        }
        return moves(threshold) + " have passed without a pawn move or a capture";
    }

    /**
     * The sentence that explains the draw once the count is reached in {@code state}, the count in
     * digits and the score sheet's evidence between dashes, ending with {@code consequence} ("the
     * draw was claimed"): "The same position has appeared 3 times — after 4… Bc8 (ply 8), 6… Bc8
     * (ply 12) and 8… Bc8 (ply 16), White to move each time (same player to move, …) — and the draw
     * was claimed."; empty before.
     */
    Optional<String> reached(GameState state, String consequence) {
        if (count == CountedDraw.Count.REPETITIONS) {
            int occurrences = state.repetitionCount();
            return occurrences < threshold ? Optional.empty() : Optional.of("The same position has appeared "
                    + occurrences + " times — " + ScoreSheet.occurrences(state) + " ("
                    + RepetitionIdentity.sameness(state.book()) + ") — and " + consequence + ".");
        }
        int clock = state.halfmoveClock();
        return clock < threshold ? Optional.empty() : Optional.of("The last " + moves(threshold) + " (" + clock
                + " half-moves) were made without a pawn move or a capture — " + ScoreSheet.lastReset(state)
                + " — and " + consequence + ".");
    }

    /**
     * Why a claim is incorrect in {@code state} while the count falls short, citing {@code article}:
     * "the present position has occurred twice — after 2… Ng8 (ply 4) and 4… Ng8 (ply 8), White to
     * move each time — and FIDE 9.2 needs three times", "the half-move clock stands at 7 — the last
     * capture or pawn move was 1… Nf6 (ply 2) — and FIDE 9.3 needs 100"; empty once it is reached.
     */
    Optional<String> shortfall(GameState state, String article) {
        if (count == CountedDraw.Count.REPETITIONS) {
            int occurrences = state.repetitionCount();
            return occurrences >= threshold ? Optional.empty() : Optional.of("the present position has occurred "
                    + times(occurrences) + " — " + ScoreSheet.occurrences(state) + " — and " + article + " needs "
                    + times(threshold));
        }
        int clock = state.halfmoveClock();
        return clock >= threshold ? Optional.empty() : Optional.of("the half-move clock stands at " + clock + " — "
                + ScoreSheet.lastReset(state) + " — and " + article + " needs " + threshold);
    }

    private static String times(int occurrences) {
        return occurrences < TIMES.length ? TIMES[occurrences] : occurrences + " times";
    }

    /** "50 moves by each player", or "49 moves by each player and one more half-move" for an odd count. */
    private static String moves(int halfMoves) {
        String moves = halfMoves / 2 + (halfMoves / 2 == 1 ? " move" : " moves") + " by each player";
        return halfMoves % 2 == 0 ? moves : moves + " and one half-move more";
    }
}
