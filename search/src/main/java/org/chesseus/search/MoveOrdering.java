package org.chesseus.search;

import java.util.Arrays;
import org.chesseus.api.Move;
import org.chesseus.api.SearchBoard;

/**
 * What the search learns about good moves, and the order it tries them in: the hash move first,
 * then captures that do not lose material and queen promotions (most valuable victim first, then by
 * how often the same piece's capture of the same kind on the same square cut off before), the two
 * killer moves of the ply, the countermove to the opponent's last move, quiet moves by their
 * history, losing captures, under-promotions last.
 */
final class MoveOrdering {
    static final int HASH_MOVE = 1_000_000_000;
    static final int GOOD_CAPTURE = 500_000_000;
    static final int KILLER = 400_000_000;
    static final int BAD_CAPTURE = -100_000_000;
    static final int UNDER_PROMOTION = -200_000_000;
    private static final int HISTORY_LIMIT = 16_384;

    private final int[] killers = new int[Scores.MAX_PLY * 2 + 4];
    private final int[] history = new int[2 * 64 * 64];
    private final int[] counters = new int[64 * 64];
    /** By moving piece (0–11), target square and captured kind (0–5): how often the capture cut off. */
    private final int[] captures = new int[12 * 64 * 6];
    /** Whether captures are ordered by their history (off: by victim, then the least valuable attacker). */
    private boolean captureHistory = true;
    private final StaticExchange exchange;

    MoveOrdering(StaticExchange exchange) {
        this.exchange = exchange;
    }

    /** Forgets what was learnt (a new game). */
    void clear() {
        Arrays.fill(killers, 0);
        Arrays.fill(history, 0);
        Arrays.fill(counters, 0);
        Arrays.fill(captures, 0);
    }

    /**
     * Whether captures are ordered by their history (the engine's own play) or, as the calibrated
     * playing levels were, by the most valuable victim and the least valuable attacker alone.
     */
    void useCaptureHistory(boolean on) {
        captureHistory = on;
    }

    /** Forgets the killers, which belong to one search's plies. */
    void clearKillers() {
        Arrays.fill(killers, 0);
    }

    /** Scores the moves in {@code moves[start, end)} into {@code scores} for {@link #pick}. */
    void score(SearchBoard board, int[] moves, int[] scores, int start, int end, int hashMove, int ply, int previous) {
        int side = board.sideToMove();
        int killer1 = killers[ply * 2];
        int killer2 = killers[ply * 2 + 1];
        int counter = previous == 0 ? 0 : counters[previous & 4095];
        for (int i = start; i < end; i++) {
            int move = moves[i];
            if (move == hashMove) {
                scores[i] = HASH_MOVE;
            } else if (isTactical(move)) {
                scores[i] = tacticalScore(board, move);
            } else if (move == killer1) {
                scores[i] = KILLER;
            } else if (move == killer2) {
                scores[i] = KILLER - 1;
            } else if (move == counter) {
                scores[i] = KILLER - 2;
            } else {
                scores[i] = history[side * 4096 + (move & 4095)];
            }
        }
    }

    /** Scores captures and promotions for the quiescence search. */
    void scoreTactical(SearchBoard board, int[] moves, int[] scores, int start, int end, int hashMove) {
        for (int i = start; i < end; i++) {
            scores[i] = moves[i] == hashMove ? HASH_MOVE : isTactical(moves[i]) ? tacticalScore(board, moves[i])
                    : history[board.sideToMove() * 4096 + (moves[i] & 4095)];
        }
    }

    /** Swaps the best-scored move of {@code [index, end)} to {@code index} and returns it. */
    static int pick(int[] moves, int[] scores, int index, int end) {
        int best = index;
        for (int i = index + 1; i < end; i++) {
            if (scores[i] > scores[best]) {
                best = i;
            }
        }
        int move = moves[best];
        int score = scores[best];
        moves[best] = moves[index];
        scores[best] = scores[index];
        moves[index] = move;
        scores[index] = score;
        return move;
    }

    /** Whether a move captures or promotes. */
    static boolean isTactical(int move) {
        return (Move.flags(move) & (Move.CAPTURE | Move.PROMOTION)) != 0;
    }

    /**
     * The ordering score of a capture or promotion: most valuable victim first, then capture
     * history; good captures (SEE &ge; 0) above the quiet moves, losing ones below them,
     * under-promotions last.
     */
    int tacticalScore(SearchBoard board, int move) {
        int flags = Move.flags(move);
        if ((flags & Move.PROMOTION) != 0 && (flags & 3) != 3) {
            return UNDER_PROMOTION;
        }
        int victim = flags == Move.EN_PASSANT ? 0 : (flags & Move.CAPTURE) != 0 ? board.pieceOn(Move.toIndex(move)) % 6 : 0;
        int piece = board.pieceOn(Move.fromIndex(move));
        int attacker = piece % 6;
        boolean promotion = (flags & Move.PROMOTION) != 0;
        int order = captureHistory
                ? StaticExchange.VALUE[victim] * 8 + (promotion ? 8 * 800 : 0)
                        + captures[captureIndex(piece, Move.toIndex(move), victim)] / 16
                : victim * 8 + 5 - attacker + (promotion ? 64 : 0);
        if (StaticExchange.VALUE[victim] >= StaticExchange.VALUE[attacker] || exchange.evaluate(board, move) >= 0) {
            return GOOD_CAPTURE + order;
        }
        return BAD_CAPTURE + order;
    }

    /** A quiet move caused a cut-off: it becomes a killer and countermove, its history rises, the others' fall. */
    void rewardQuiet(int side, int move, int ply, int previous, int depth, int[] tried, int triedStart, int triedEnd) {
        if (killers[ply * 2] != move) {
            killers[ply * 2 + 1] = killers[ply * 2];
            killers[ply * 2] = move;
        }
        if (previous != 0) {
            counters[previous & 4095] = move;
        }
        int bonus = Math.min(depth * depth * 8, 1600);
        adjust(side * 4096 + (move & 4095), bonus);
        for (int i = triedStart; i < triedEnd; i++) {
            if (tried[i] != move) {
                adjust(side * 4096 + (tried[i] & 4095), -bonus);
            }
        }
    }

    /**
     * A move cut off: when it captures, its capture history rises; the captures tried before it at
     * the node ({@code tried[triedStart, triedEnd)}) fall either way.
     */
    void rewardCaptures(SearchBoard board, int move, int depth, int[] tried, int triedStart, int triedEnd) {
        if (!captureHistory) {
            return;
        }
        int bonus = Math.min(depth * depth * 8, 1600);
        if (isTactical(move)) {
            adjust(captures, captureIndex(board, move), bonus);
        }
        for (int i = triedStart; i < triedEnd; i++) {
            if (tried[i] != move) {
                adjust(captures, captureIndex(board, tried[i]), -bonus);
            }
        }
    }

    /** The capture history's index of {@code move} on {@code board} (before it is played). */
    private static int captureIndex(SearchBoard board, int move) {
        int flags = Move.flags(move);
        int to = Move.toIndex(move);
        int victim = (flags & Move.CAPTURE) == 0 || flags == Move.EN_PASSANT ? 0 : board.pieceOn(to) % 6;
        return captureIndex(board.pieceOn(Move.fromIndex(move)), to, victim);
    }

    /** By moving piece (0–11), target square and captured kind (0–5; a pawn for en passant and plain promotions). */
    private static int captureIndex(int piece, int to, int victim) {
        return (piece * 64 + to) * 6 + victim;
    }

    /** The history of a quiet move, for reductions. */
    int history(int side, int move) {
        return history[side * 4096 + (move & 4095)];
    }

    /** The ply's first ({@code which} 0) or second killer, 0 when there is none. */
    int killer(int ply, int which) {
        return killers[ply * 2 + which];
    }

    /** The countermove to the opponent's {@code previous} move, 0 when there is none (or after a null move). */
    int counter(int previous) {
        return previous == 0 ? 0 : counters[previous & 4095];
    }

    /** Whether the move is one of the ply's killers. */
    boolean isKiller(int move, int ply) {
        return move == killers[ply * 2] || move == killers[ply * 2 + 1];
    }

    private void adjust(int index, int bonus) {
        adjust(history, index, bonus);
    }

    private static void adjust(int[] table, int index, int bonus) {
        table[index] += bonus - table[index] * Math.abs(bonus) / HISTORY_LIMIT;
    }
}
