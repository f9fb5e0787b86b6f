package org.chesseus.search;

/**
 * The principal-variation search below the root: negamax alpha-beta with null windows after the
 * first move, the transposition table, mate-distance pruning, reverse futility and null-move
 * pruning (both judging the static evaluation, or the table's score when its bound says it is
 * closer), razoring (a shallow node far below alpha whose quiescence search confirms it is cut),
 * late-move pruning, futility pruning and SEE pruning of quiet moves, late-move reductions with a
 * re-search on fail-high, check extensions, singular extensions (a hash move that every other move
 * falls short of by a margin, in a reduced search without it, is searched a ply deeper, two when
 * they fall far short; when even without it the node fails high, the node is cut; when only the
 * table's score says it is good, it is searched a ply shallower), and draws by repetition, material
 * and the half-move limit. The static evaluation it prunes on is corrected by {@link
 * CorrectionHistory}, which learns from the scores the nodes searched. A stopped search returns 0,
 * which the root ignores.
 */
final class AlphaBeta {
    private static final int[] REDUCTION = new int[64 * 64];
    /** The least depth at which a hash move is tested for being singular. */
    private static final int SINGULAR_DEPTH = 8;
    /** Razoring: how far below alpha, per ply of depth, the evaluation sends a node to the quiescence search. */
    private static final int RAZOR = 300;
    /** How far below the singular bound the search without the hash move must fall for a double extension. */
    private static final int DOUBLE_MARGIN = 20;
    /** At most so many double extensions on one line. */
    private static final int DOUBLE_LIMIT = 6;

    static {
        for (int depth = 1; depth < 64; depth++) {
            for (int count = 1; count < 64; count++) {
                REDUCTION[depth * 64 + count] = (int) (0.75 + Math.log(depth) * Math.log(count) / 2.25);
            }
        }
    }

    private final SearchStack stack;
    private final Quiescence quiescence;

    AlphaBeta(SearchStack stack) {
        this.stack = stack;
        this.quiescence = new Quiescence(stack);
    }

    int search(int alpha, int beta, int depth, int ply, boolean nullAllowed) {
        SearchStack s = stack;
        boolean inCheck = s.board.inCheck();
        if (inCheck) {
            depth++;
        }
        if (depth <= 0) {
            return quiescence.search(alpha, beta, ply);
        }
        s.pvLength[ply] = ply;
        if (s.countNode(ply)) {
            return 0;
        }
        if (s.drawnByRepetitionOrMaterial(ply)) {
            return Scores.DRAW;
        }
        if (s.halfmoveLimitReached()) {
            return inCheck && s.board.countLegalMoves() == 0 ? Scores.mated(ply) : Scores.DRAW;
        }
        if (ply >= Scores.MAX_PLY) {
            return inCheck ? Scores.DRAW : s.evaluate();
        }
        alpha = Math.max(alpha, Scores.mated(ply));
        beta = Math.min(beta, Scores.MATE - ply - 1);
        if (alpha >= beta) {
            return alpha;
        }
        boolean pvNode = beta - alpha > 1;
        long key = s.board.key();
        int excluded = s.excluded[ply];
        long entry = excluded != 0 ? 0 : s.table.probe(key);
        if (entry != 0 && !pvNode && TranspositionTable.depth(entry) >= depth) {
            int score = Scores.fromTable(TranspositionTable.score(entry), ply);
            int bound = TranspositionTable.bound(entry);
            if (bound == TranspositionTable.EXACT || (bound == TranspositionTable.LOWER && score >= beta)
                    || (bound == TranspositionTable.UPPER && score <= alpha)) {
                return score;
            }
        }
        if (excluded != 0) {
            int eval = s.staticEval[ply];
            boolean improving = !inCheck && ply >= 2 && eval > s.staticEval[ply - 2];
            return searchMoves(alpha, beta, depth, ply, key, 0, eval, inCheck, false, improving, 0);
        }
        int raw = inCheck ? -Scores.INFINITE : entry != 0 ? TranspositionTable.eval(entry) : s.evaluate();
        s.rawEval[ply] = raw;
        int eval = inCheck ? raw : s.corrected(raw);
        s.staticEval[ply] = eval;
        boolean improving = !inCheck && ply >= 2 && eval > s.staticEval[ply - 2];
        if (!pvNode && !inCheck) {
            int refined = eval;
            if (entry != 0 && s.fullStrength) {
                int ttScore = Scores.fromTable(TranspositionTable.score(entry), ply);
                int bound = TranspositionTable.bound(entry);
                if (!Scores.isMate(ttScore) && (bound == TranspositionTable.EXACT
                        || bound == (ttScore > eval ? TranspositionTable.LOWER : TranspositionTable.UPPER))) {
                    refined = ttScore;
                }
            }
            int cut = prune(alpha, beta, depth, ply, refined, improving, nullAllowed);
            if (cut != Integer.MIN_VALUE) {
                return cut;
            }
        }
        int hashMove = entry != 0 ? TranspositionTable.move(entry) : 0;
        if (hashMove == 0 && depth >= 6) {
            depth--;
        }
        int extension = 0;
        if (s.fullStrength && hashMove != 0 && depth >= SINGULAR_DEPTH
                && TranspositionTable.depth(entry) >= depth - 3 && TranspositionTable.bound(entry) != TranspositionTable.UPPER) {
            int ttScore = Scores.fromTable(TranspositionTable.score(entry), ply);
            if (!Scores.isMate(ttScore)) {
                int singularBeta = ttScore - 2 * depth;
                s.excluded[ply] = hashMove;
                int score = search(singularBeta - 1, singularBeta, (depth - 1) / 2, ply, false);
                s.excluded[ply] = 0;
                if (s.time.stopped()) {
                    return 0;
                }
                if (score < singularBeta) {
                    extension = !pvNode && score < singularBeta - DOUBLE_MARGIN
                            && (ply < 2 ? 0 : s.doubleExtensions[ply]) < DOUBLE_LIMIT ? 2 : 1;
                } else if (singularBeta >= beta) {
                    return singularBeta;
                } else if (ttScore >= beta) {
                    extension = -1;
                }
            }
        }
        return searchMoves(alpha, beta, depth, ply, key, hashMove, eval, inCheck, pvNode, improving, extension);
    }

    /** Reverse futility and null-move pruning; {@link Integer#MIN_VALUE} when the node must be searched. */
    private int prune(int alpha, int beta, int depth, int ply, int eval, boolean improving, boolean nullAllowed) {
        SearchStack s = stack;
        if (depth <= 7 && !Scores.isMate(beta) && eval - 75 * (improving ? depth - 1 : depth) >= beta) {
            return eval;
        }
        if (s.fullStrength && depth <= 3 && !Scores.isMate(alpha) && eval + RAZOR * depth <= alpha) {
            int score = quiescence.search(alpha, alpha + 1, ply);
            if (s.time.stopped()) {
                return 0;
            }
            if (score <= alpha) {
                return score;
            }
        }
        if (nullAllowed && depth >= 3 && eval >= beta && !Scores.isMate(beta) && s.hasPieces()) {
            int reduction = 3 + depth / 4 + Math.min(3, (eval - beta) / 200);
            s.makeNull(ply);
            int score = -search(-beta, -beta + 1, depth - 1 - reduction, ply + 1, false);
            s.unmakeNull();
            if (s.time.stopped()) {
                return 0;
            }
            if (score >= beta) {
                return Scores.isMate(score) ? beta : score;
            }
        }
        return Integer.MIN_VALUE;
    }

    private int searchMoves(int alpha, int beta, int depth, int ply, long key, int hashMove, int eval,
            boolean inCheck, boolean pvNode, boolean improving, int extension) {
        SearchStack s = stack;
        int previous = ply > 0 ? s.played[ply - 1] : 0;
        MovePicker picker = s.pickers[ply];
        int row1 = ply > 0 ? s.rows[ply - 1] : -1;
        int row2 = ply > 1 ? s.rows[ply - 2] : -1;
        picker.startMain(hashMove, ply, previous, row1, row2, inCheck);
        int side = s.board.sideToMove();
        int triedStart = ply * 64;
        int tried = triedStart;
        int capturesStart = ply * 32;
        int capturesTried = capturesStart;
        int best = -Scores.INFINITE;
        int bestMove = 0;
        int originalAlpha = alpha;
        int searched = 0;
        boolean prunable = !pvNode && !inCheck;
        int futility = eval + 100 + 100 * depth;
        int excluded = s.excluded[ply];
        for (int move = picker.next(); move != 0; move = picker.next()) {
            if (move == excluded) {
                continue;
            }
            boolean quiet = !MoveOrdering.isTactical(move);
            boolean quietPrunable = quiet && prunable && searched > 0 && !Scores.isMate(best) && ply > 0;
            if (!quiet && prunable && searched > 0 && depth <= 4 && picker.isBadCapture()
                    && s.exchange.evaluate(s.board, move) < -100 * depth) {
                continue;
            }
            if (quietPrunable && s.fullStrength && depth <= 6
                    && s.exchange.evaluate(s.board, move) < -20 * depth * depth - 20 * depth) {
                continue;
            }
            int history = quiet ? picker.quietScore(move) : 0;
            s.make(move, ply);
            boolean givesCheck = s.board.inCheck();
            if (quietPrunable && !givesCheck && ((depth <= 5 && searched >= 3 + depth * depth / (improving ? 1 : 2))
                    || (depth <= 6 && futility <= alpha))) {
                s.unmake(move);
                continue;
            }
            searched++;
            s.doubleExtensions[ply + 1] = (ply < 2 ? 0 : s.doubleExtensions[ply]) + (move == hashMove && extension == 2 ? 1 : 0);
            int score;
            if (searched == 1) {
                score = -search(-beta, -alpha, depth - 1 + (move == hashMove ? extension : 0), ply + 1, true);
            } else {
                int reduction = reduction(depth, searched, quiet, givesCheck, inCheck, pvNode, improving, move, ply,
                        history);
                score = -search(-alpha - 1, -alpha, depth - 1 - reduction, ply + 1, true);
                if (score > alpha && reduction > 0) {
                    score = -search(-alpha - 1, -alpha, depth - 1, ply + 1, true);
                }
                if (score > alpha && score < beta) {
                    score = -search(-beta, -alpha, depth - 1, ply + 1, true);
                }
            }
            s.unmake(move);
            if (s.time.stopped()) {
                return 0;
            }
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    bestMove = move;
                    s.updatePv(ply, move);
                    if (score >= beta) {
                        if (quiet) {
                            s.ordering.rewardQuiet(s.board, side, move, ply, previous, row1, row2, depth,
                                    s.quietsTried, triedStart, tried);
                        }
                        s.ordering.rewardCaptures(s.board, move, depth, s.capturesTried, capturesStart, capturesTried);
                        break;
                    }
                }
            }
            if (quiet && tried < triedStart + 64) {
                s.quietsTried[tried++] = move;
            } else if (!quiet && capturesTried < capturesStart + 32) {
                s.capturesTried[capturesTried++] = move;
            }
        }
        if (picker.isEmpty()) {
            return inCheck ? Scores.mated(ply) : Scores.DRAW;
        }
        if (searched == 0) {
            return alpha;
        }
        int bound = best >= beta ? TranspositionTable.LOWER
                : best > originalAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        if (excluded != 0) {
            return best;
        }
        if (s.fullStrength && !inCheck && (bestMove == 0 || !MoveOrdering.isTactical(bestMove)) && !Scores.isMate(best)
                && !(bound == TranspositionTable.LOWER && best <= eval) && !(bound == TranspositionTable.UPPER && best >= eval)) {
            s.ordering.correction.update(s.board, depth, best, s.rawEval[ply]);
        }
        s.table.store(key, bestMove, Scores.toTable(best, ply), inCheck ? 0 : s.rawEval[ply], depth, bound);
        return best;
    }

    private int reduction(int depth, int searched, boolean quiet, boolean givesCheck, boolean inCheck,
            boolean pvNode, boolean improving, int move, int ply, int history) {
        if (depth < 3 || searched < 3 || inCheck || givesCheck) {
            return 0;
        }
        int r = REDUCTION[Math.min(depth, 63) * 64 + Math.min(searched, 63)];
        if (!quiet) {
            return Math.max(0, Math.min(r / 2, depth - 2));
        }
        if (pvNode) {
            r--;
        }
        if (!improving) {
            r++;
        }
        if (stack.ordering.isKiller(move, ply)) {
            r--;
        }
        r -= history / (stack.fullStrength ? 8000 : 6000);
        return Math.max(0, Math.min(r, depth - 2));
    }
}
