package org.chesseus.search;

import org.chesseus.api.Move;

/**
 * The quiescence search at the leaves: the side to move may stand pat on the static evaluation or
 * try captures and queen promotions, best first, skipping those that lose material by static
 * exchange or cannot lift the score to alpha even with the captured piece (delta pruning); in
 * check it must answer the check, and having no answer is mate.
 */
final class Quiescence {
    private static final int DELTA_MARGIN = 200;

    private final SearchStack stack;

    Quiescence(SearchStack stack) {
        this.stack = stack;
    }

    int search(int alpha, int beta, int ply) {
        SearchStack s = stack;
        s.pvLength[ply] = ply;
        if (s.countNode(ply)) {
            return 0;
        }
        if (ply >= Scores.MAX_PLY) {
            return s.evaluate();
        }
        boolean inCheck = s.board.inCheck();
        if (!inCheck && s.drawnByRepetitionOrMaterial(ply)) {
            return Scores.DRAW;
        }
        long key = s.board.key();
        long entry = s.table.probe(key);
        int hashMove = 0;
        if (entry != 0) {
            int score = Scores.fromTable(TranspositionTable.score(entry), ply);
            int bound = TranspositionTable.bound(entry);
            if (bound == TranspositionTable.EXACT || (bound == TranspositionTable.LOWER && score >= beta)
                    || (bound == TranspositionTable.UPPER && score <= alpha)) {
                return score;
            }
            hashMove = TranspositionTable.move(entry);
        }
        int standPat = -Scores.INFINITE;
        int raw = 0;
        int best = -Scores.INFINITE;
        if (!inCheck) {
            raw = entry != 0 ? TranspositionTable.eval(entry) : s.evaluate();
            standPat = s.corrected(raw);
            if (standPat >= beta) {
                return standPat;
            }
            best = standPat;
            alpha = Math.max(alpha, standPat);
        }
        MovePicker picker = s.pickers[ply];
        picker.startQuiescence(hashMove, inCheck);
        int bestMove = 0;
        int originalAlpha = alpha;
        for (int move = picker.next(); move != 0; move = picker.next()) {
            if (!inCheck && cannotReachAlpha(move, standPat, alpha)) {
                continue;
            }
            s.make(move, ply);
            int score = -search(-beta, -alpha, ply + 1);
            s.unmake(move);
            if (s.time.stopped()) {
                return 0;
            }
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    bestMove = move;
                    if (score >= beta) {
                        break;
                    }
                }
            }
        }
        if (picker.isEmpty()) {
            return inCheck ? Scores.mated(ply) : best;
        }
        int bound = best >= beta ? TranspositionTable.LOWER
                : best > originalAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        s.table.store(key, bestMove, Scores.toTable(best, ply), inCheck ? 0 : raw, 0, bound);
        return best;
    }

    /** Delta pruning: a capture that cannot lift the score to alpha even with the captured piece is not tried. */
    private boolean cannotReachAlpha(int move, int standPat, int alpha) {
        int flags = Move.flags(move);
        if ((flags & Move.PROMOTION) != 0) {
            return false;
        }
        int victim = flags == Move.EN_PASSANT ? 0 : stack.board.pieceOn(Move.toIndex(move)) % 6;
        return standPat + StaticExchange.VALUE[victim] + DELTA_MARGIN <= alpha;
    }
}
