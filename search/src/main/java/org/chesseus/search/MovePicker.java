package org.chesseus.search;

import org.chesseus.api.SearchBoard;

/**
 * The moves of one node, in the order of {@link MoveOrdering}, generated in stages so that a
 * cut-off spares the work of the stages after it: the hash move (checked with {@link
 * SearchBoard#isLegal}, nothing generated), the captures and promotions ({@link
 * SearchBoard#legalCaptures}) that do not lose material, best first, the two killers and the
 * countermove (each checked), the quiet moves ({@link SearchBoard#legalQuiets}, generated only
 * when reached) by history, and last the losing captures and under-promotions. No move is given
 * twice. In check every evasion is generated at once and ordered as a whole. A quiescence node
 * gets the hash move when it captures or promotes, then the captures that do not lose material,
 * and no more (every evasion when in check).
 *
 * <p>One picker per ply, reused from node to node: it writes into the ply's slice of the search's
 * move and score buffers and allocates nothing.
 */
final class MovePicker {
    private static final int HASH = 0;
    private static final int GENERATE_CAPTURES = 1;
    private static final int GOOD_CAPTURES = 2;
    private static final int FIRST_KILLER = 3;
    private static final int SECOND_KILLER = 4;
    private static final int COUNTER = 5;
    private static final int GENERATE_QUIETS = 6;
    private static final int QUIETS = 7;
    private static final int BAD_CAPTURES = 8;
    private static final int EVASIONS = 9;
    private static final int DONE = 10;

    private final SearchBoard board;
    private final MoveOrdering ordering;
    private final int[] moves;
    private final int[] scores;
    private final int start;

    private int stage;
    private boolean quiescence;
    private int hashMove;
    private int firstKiller;
    private int secondKiller;
    private int counter;
    private int row1;
    private int row2;
    private int index;
    private int end;
    private int badIndex;
    private int capturesEnd;
    private int found;
    private boolean badCapture;

    MovePicker(SearchBoard board, MoveOrdering ordering, int[] moves, int[] scores, int start) {
        this.board = board;
        this.ordering = ordering;
        this.moves = moves;
        this.scores = scores;
        this.start = start;
    }

    /** Starts a node of the main search; {@code previous} is the opponent's last move (0 after a null move). */
    void startMain(int hashMove, int ply, int previous, boolean inCheck) {
        startMain(hashMove, ply, previous, -1, -1, inCheck);
    }

    /**
     * Starts a node of the main search whose quiet moves are ordered by the continuation
     * histories of rows {@code row1} and {@code row2} too (-1: none; {@link MoveOrdering#row}).
     */
    void startMain(int hashMove, int ply, int previous, int row1, int row2, boolean inCheck) {
        this.quiescence = false;
        this.row1 = row1;
        this.row2 = row2;
        this.hashMove = hashMove;
        this.firstKiller = ordering.killer(ply, 0);
        this.secondKiller = ordering.killer(ply, 1);
        this.counter = ordering.counter(previous);
        found = 0;
        badCapture = false;
        if (inCheck) {
            end = board.legalMoves(moves, start);
            ordering.score(board, moves, scores, start, end, hashMove, ply, previous, row1, row2);
            startEvasions();
        } else {
            stage = HASH;
        }
    }

    /** Starts a quiescence node. */
    void startQuiescence(int hashMove, boolean inCheck) {
        this.quiescence = true;
        this.hashMove = MoveOrdering.isTactical(hashMove) ? hashMove : 0;
        found = 0;
        badCapture = false;
        if (inCheck) {
            end = board.legalCaptures(moves, start);
            ordering.scoreTactical(board, moves, scores, start, end, hashMove);
            startEvasions();
        } else {
            stage = HASH;
        }
    }

    private void startEvasions() {
        found = end - start;
        index = start;
        stage = EVASIONS;
    }

    /** The next move to try, or 0 when there is none left. */
    int next() {
        while (true) {
            switch (stage) {
                case HASH:
                    stage = GENERATE_CAPTURES;
                    if (hashMove != 0 && board.isLegal(hashMove)) {
                        found++;
                        return hashMove;
                    }
                    hashMove = 0;
                    break;
                case GENERATE_CAPTURES:
                    generateCaptures();
                    stage = GOOD_CAPTURES;
                    break;
                case GOOD_CAPTURES:
                    if (index < capturesEnd) {
                        int move = MoveOrdering.pick(moves, scores, index, capturesEnd);
                        if (scores[index] >= MoveOrdering.GOOD_CAPTURE) {
                            index++;
                            return move;
                        }
                    }
                    badIndex = index;
                    stage = quiescence ? DONE : FIRST_KILLER;
                    break;
                case FIRST_KILLER:
                    stage = SECOND_KILLER;
                    if (isFresh(firstKiller)) {
                        found++;
                        return firstKiller;
                    }
                    break;
                case SECOND_KILLER:
                    stage = COUNTER;
                    if (isFresh(secondKiller)) {
                        found++;
                        return secondKiller;
                    }
                    break;
                case COUNTER:
                    stage = GENERATE_QUIETS;
                    if (counter != firstKiller && counter != secondKiller && isFresh(counter)) {
                        found++;
                        return counter;
                    }
                    break;
                case GENERATE_QUIETS:
                    generateQuiets();
                    stage = QUIETS;
                    break;
                case QUIETS:
                    if (index < end) {
                        return MoveOrdering.pick(moves, scores, index++, end);
                    }
                    index = badIndex;
                    badCapture = true;
                    stage = BAD_CAPTURES;
                    break;
                case BAD_CAPTURES:
                    if (index < capturesEnd) {
                        return MoveOrdering.pick(moves, scores, index++, capturesEnd);
                    }
                    stage = DONE;
                    break;
                case EVASIONS:
                    if (index < end) {
                        return MoveOrdering.pick(moves, scores, index++, end);
                    }
                    stage = DONE;
                    break;
                default:
                    return 0;
            }
        }
    }

    /**
     * The quiet-move score ({@link MoveOrdering#quietScore}) of {@code move}, the quiet move {@link
     * #next} gave last: the score it was ordered by when it came from the quiet stage, computed for a
     * killer, countermove, hash move or evasion. Asked before the move is played.
     */
    int quietScore(int move) {
        return stage == QUIETS && index > capturesEnd && moves[index - 1] == move ? scores[index - 1]
                : ordering.quietScore(board, board.sideToMove(), move, row1, row2);
    }

    /** Whether the move {@link #next} gave last was ordered among the captures that lose material (SEE &lt; 0) or the under-promotions. */
    boolean isBadCapture() {
        return badCapture;
    }

    /**
     * Whether the node turned out to have no move to try: once {@link #next} has said 0, at a main
     * node that means no legal move (mate or stalemate), at a quiescence node no legal capture or
     * promotion (nor evasion, in check).
     */
    boolean isEmpty() {
        return found == 0;
    }

    /** A killer or countermove not given already and legal here (it was a quiet move elsewhere). */
    private boolean isFresh(int move) {
        return move != 0 && move != hashMove && board.isLegal(move);
    }

    /** The captures and promotions, the hash move left out, scored by victim, capture history and SEE. */
    private void generateCaptures() {
        int generated = board.legalCaptures(moves, start);
        int n = start;
        for (int i = start; i < generated; i++) {
            int move = moves[i];
            if (move != hashMove) {
                moves[n] = move;
                scores[n++] = ordering.tacticalScore(board, move);
            }
        }
        found += n - start;
        index = start;
        capturesEnd = n;
    }

    /** The quiet moves after the losing captures, those given already left out, scored by history. */
    private void generateQuiets() {
        int generated = board.legalQuiets(moves, capturesEnd);
        int side = board.sideToMove();
        int n = capturesEnd;
        for (int i = capturesEnd; i < generated; i++) {
            int move = moves[i];
            if (move != hashMove && move != firstKiller && move != secondKiller && move != counter) {
                moves[n] = move;
                scores[n++] = ordering.quietScore(board, side, move, row1, row2);
            }
        }
        found += n - capturesEnd;
        index = capturesEnd;
        end = n;
    }
}
