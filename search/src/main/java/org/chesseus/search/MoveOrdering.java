package org.chesseus.search;

import java.util.Arrays;
import org.chesseus.api.Move;
import org.chesseus.api.SearchBoard;

/**
 * What the search learns about good moves, and the order it tries them in: the hash move first,
 * then captures that do not lose material and queen promotions (most valuable victim first, then by
 * how often the same piece's capture of the same kind on the same square cut off before), the two
 * killer moves of the ply, the countermove to the opponent's last move, quiet moves by their
 * history and their continuation histories (how often the same piece's move to the same square cut
 * off after the moves played one and two plies before), losing captures, under-promotions last.
 * It also keeps what the search learns about the evaluation's errors ({@link CorrectionHistory}),
 * forgotten with the rest.
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
    /**
     * Continuation history: by the piece and target square of a move played one or two plies
     * before (row) and those of a quiet reply (column), how often the reply cut off.
     */
    private final int[] continuation = new int[PIECE_SQUARES * PIECE_SQUARES];
    static final int PIECE_SQUARES = 12 * 64;
    /** Whether captures are ordered by their history (off: by victim, then the least valuable attacker). */
    private boolean captureHistory = true;
    private final StaticExchange exchange;
    /** The evaluation's corrections, learnt with the rest and forgotten with it. */
    final CorrectionHistory correction = new CorrectionHistory();

    MoveOrdering(StaticExchange exchange) {
        this.exchange = exchange;
    }

    /** Forgets what was learnt (a new game). */
    void clear() {
        Arrays.fill(killers, 0);
        Arrays.fill(history, 0);
        Arrays.fill(counters, 0);
        Arrays.fill(captures, 0);
        Arrays.fill(continuation, 0);
        correction.clear();
    }

    /**
     * Whether captures are ordered by their history and quiet moves by their continuation histories
     * too (the engine's own play) or, as the calibrated playing levels were, captures by the most
     * valuable victim and the least valuable attacker and quiet moves by their history alone.
     */
    void useCaptureHistory(boolean on) {
        captureHistory = on;
    }

    /** Forgets the killers, which belong to one search's plies. */
    void clearKillers() {
        Arrays.fill(killers, 0);
    }

    /** Scores the moves in {@code moves[start, end)} into {@code scores} for {@link #pick}. */
    void score(SearchBoard board, int[] moves, int[] scores, int start, int end, int hashMove, int ply, int previous,
            int row1, int row2) {
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
                scores[i] = quietScore(board, side, move, row1, row2);
            }
        }
    }

    /**
     * A quiet move's history: its own, plus (when on) the continuation histories after the moves
     * played one and two plies before, whose rows are {@code row1} and {@code row2} (-1: none).
     */
    int quietScore(SearchBoard board, int side, int move, int row1, int row2) {
        int score = history[side * 4096 + (move & 4095)];
        if (captureHistory) {
            int column = board.pieceOn(Move.fromIndex(move)) * 64 + Move.toIndex(move);
            if (row1 >= 0) {
                score += continuation[row1 + column];
            }
            if (row2 >= 0) {
                score += continuation[row2 + column];
            }
        }
        return score;
    }

    /** The row of the continuation history after a move of {@code piece} (0–11) to {@code to}. */
    static int row(int piece, int to) {
        return (piece * 64 + to) * PIECE_SQUARES;
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
    void rewardQuiet(SearchBoard board, int side, int move, int ply, int previous, int row1, int row2, int depth,
            int[] tried, int triedStart, int triedEnd) {
        if (killers[ply * 2] != move) {
            killers[ply * 2 + 1] = killers[ply * 2];
            killers[ply * 2] = move;
        }
        if (previous != 0) {
            counters[previous & 4095] = move;
        }
        int bonus = Math.min(depth * depth * 8, 1600);
        adjust(side * 4096 + (move & 4095), bonus);
        adjustContinuation(board, move, row1, row2, bonus);
        for (int i = triedStart; i < triedEnd; i++) {
            if (tried[i] != move) {
                adjust(side * 4096 + (tried[i] & 4095), -bonus);
                adjustContinuation(board, tried[i], row1, row2, -bonus);
            }
        }
    }

    private void adjustContinuation(SearchBoard board, int move, int row1, int row2, int bonus) {
        if (!captureHistory) {
            return;
        }
        int column = board.pieceOn(Move.fromIndex(move)) * 64 + Move.toIndex(move);
        if (row1 >= 0) {
            adjust(continuation, row1 + column, bonus);
        }
        if (row2 >= 0) {
            adjust(continuation, row2 + column, bonus);
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
