package org.chesseus.search.eval;

import java.util.Objects;
import org.chesseus.api.Move;
import org.chesseus.api.SearchBoard;

/**
 * The evaluation by a network ({@link NetworkWeights}), added to the {@link TaperedEvaluator tuned
 * evaluation} when the network is residual (trained on what that evaluation misses): each side's
 * view of the board — for every
 * piece its colour relative to the side, its type and its square seen from the side (Black's
 * mirrored) — is summed into an accumulator of {@code H} neurons, clipped to {@code [0, 1]} and
 * squared; one output neuron weighs the side to move's {@code H} and the other side's, times
 * {@link NetworkWeights#SCALE} centipawns.
 *
 * <p>The accumulators follow the search: told of each move before it is made ({@link #playing}), the
 * evaluator notes which pieces leave and arrive, and brings the accumulator of a ply up to date from
 * the nearest computed one below it only when that ply is evaluated, so moves that are never
 * evaluated (cut off, pruned) cost a few stores. A board that is not the one the line describes (its
 * key differs from the one the accumulator was computed for) is evaluated from scratch, so the
 * evaluator is also correct without the calls. Allocation-free; one instance per searching thread.
 */
public final class NetworkEvaluator implements Evaluator {
    private static final int MAX_LINE = 260;
    /** The slot evaluated from scratch beyond the longest line followed. */
    private static final int SCRATCH = MAX_LINE - 1;
    private final NetworkWeights net;
    /** The evaluation the network's output is added to, or {@code null}. */
    private final Evaluator base;
    private final int hidden;
    /** Accumulators per ply: White's view {@code [0, H)}, Black's {@code [H, 2H)}. */
    private final short[][] accumulators = new short[MAX_LINE][];
    private final boolean[] computed = new boolean[MAX_LINE];
    private final long[] keys = new long[MAX_LINE];
    /** Per ply: the pieces removed and added by the move that led to it (piece × 64 + square), up to 2 each. */
    private final int[] removed = new int[MAX_LINE * 2];
    private final int[] added = new int[MAX_LINE * 2];
    private final int[] removedCount = new int[MAX_LINE];
    private final int[] addedCount = new int[MAX_LINE];
    private int top;

    /** The evaluation by the shipped network. */
    public NetworkEvaluator() {
        this(NetworkWeights.shipped());
    }

    /** The evaluation by this network (added to a new tuned evaluation's when it is residual). */
    public NetworkEvaluator(NetworkWeights net) {
        this(net, net.residual ? new TaperedEvaluator() : null);
    }

    /** The evaluation by this network added to {@code base}'s; {@code null}: the network's output alone. */
    NetworkEvaluator(NetworkWeights net, Evaluator base) {
        this.net = Objects.requireNonNull(net, "net");
        this.base = base;
        this.hidden = net.hidden;
        for (int i = 0; i < MAX_LINE; i++) {
            accumulators[i] = new short[2 * hidden];
        }
    }

    @Override
    public void reset(SearchBoard board) {
        top = 0;
        refresh(board, accumulators[0]);
        keys[0] = board.key();
        computed[0] = true;
    }

    @Override
    public void playing(SearchBoard board, int move) {
        if (top + 1 >= SCRATCH) {
            top++;
            return;
        }
        int ply = ++top;
        computed[ply] = false;
        int from = Move.fromIndex(move);
        int to = Move.toIndex(move);
        int flags = Move.flags(move);
        int piece = board.pieceOn(from);
        int r = 0;
        int a = 0;
        int base = ply * 2;
        if (flags == Move.CASTLING) {
            int rook = board.pieceOn(to);
            int rank = from & 56;
            boolean kingside = to > from;
            removed[base] = piece * 64 + from;
            removed[base + 1] = rook * 64 + to;
            added[base] = piece * 64 + rank + (kingside ? 6 : 2);
            added[base + 1] = rook * 64 + rank + (kingside ? 5 : 3);
            r = 2;
            a = 2;
        } else {
            removed[base + r++] = piece * 64 + from;
            if (flags == Move.EN_PASSANT) {
                int taken = to + (piece < 6 ? -8 : 8);
                removed[base + r++] = board.pieceOn(taken) * 64 + taken;
            } else if ((flags & Move.CAPTURE) != 0) {
                removed[base + r++] = board.pieceOn(to) * 64 + to;
            }
            int arriving = (flags & Move.PROMOTION) != 0 ? (piece < 6 ? 0 : 6) + 1 + (flags & 3) : piece;
            added[base + a++] = arriving * 64 + to;
        }
        removedCount[ply] = r;
        addedCount[ply] = a;
    }

    @Override
    public void passing() {
        int ply = ++top;
        if (ply < SCRATCH) {
            computed[ply] = false;
            removedCount[ply] = 0;
            addedCount[ply] = 0;
        }
    }

    @Override
    public void takenBack() {
        top--;
    }

    @Override
    public int evaluate(SearchBoard board) {
        short[] acc = accumulator(board);
        int side = board.sideToMove();
        int own = side * hidden;
        int other = (1 - side) * hidden;
        short[] out = net.output;
        long sum = 0;
        for (int i = 0; i < hidden; i++) {
            int v = Math.max(0, Math.min(NetworkWeights.QA, acc[own + i]));
            sum += (long) (v * out[i]) * v;
        }
        for (int i = 0; i < hidden; i++) {
            int v = Math.max(0, Math.min(NetworkWeights.QA, acc[other + i]));
            sum += (long) (v * out[hidden + i]) * v;
        }
        long scaled = sum / NetworkWeights.QA + net.outputBias;
        int output = (int) (scaled * NetworkWeights.SCALE / (NetworkWeights.QA * NetworkWeights.QB));
        return base == null ? output : output + base.evaluate(board);
    }

    /** The accumulator of the board at the top of the line, brought up to date. */
    private short[] accumulator(SearchBoard board) {
        long key = board.key();
        if (top >= SCRATCH || top < 0) {
            short[] scratch = accumulators[SCRATCH];
            refresh(board, scratch);
            return scratch;
        }
        if (computed[top]) {
            if (keys[top] != key) {
                refresh(board, accumulators[top]);
                keys[top] = key;
            }
            return accumulators[top];
        }
        int from = top - 1;
        while (from >= 0 && !computed[from]) {
            from--;
        }
        if (from < 0 || top - from > 24) {
            refresh(board, accumulators[top]);
        } else {
            for (int ply = from + 1; ply <= top; ply++) {
                update(ply);
            }
        }
        computed[top] = true;
        keys[top] = key;
        return accumulators[top];
    }

    /**
     * The accumulator at {@code ply} from the one below it and the move between them, in one pass
     * per view: a quiet move (one piece off, one on), a capture (two off, one on), castling (two
     * off, two on), a pass (a copy).
     */
    private void update(int ply) {
        short[] below = accumulators[ply - 1];
        short[] acc = accumulators[ply];
        int base = ply * 2;
        int r = removedCount[ply];
        int a = addedCount[ply];
        if (r == 0) {
            System.arraycopy(below, 0, acc, 0, 2 * hidden);
        } else {
            for (int view = 0; view < 2; view++) {
                int offset = view * hidden;
                int off1 = row(removed[base], view);
                int on1 = row(added[base], view);
                if (r == 1) {
                    addSub(below, acc, offset, on1, off1);
                } else if (a == 1) {
                    addSubSub(below, acc, offset, on1, off1, row(removed[base + 1], view));
                } else {
                    addAddSubSub(below, acc, offset, on1, row(added[base + 1], view), off1, row(removed[base + 1], view));
                }
            }
        }
        computed[ply] = true;
    }

    /** Where the weights of the piece × 64 + square {@code placed} begin, in White's ({@code view} 0) or Black's view. */
    private int row(int placed, int view) {
        if (view == 0) {
            return placed * hidden;
        }
        int piece = placed >>> 6;
        int mirrored = piece < 6 ? piece + 6 : piece - 6;
        return (mirrored * 64 + ((placed & 63) ^ 56)) * hidden;
    }

    private void addSub(short[] below, short[] acc, int offset, int on, int off) {
        short[] w = net.features;
        for (int i = 0; i < hidden; i++) {
            acc[offset + i] = (short) (below[offset + i] + w[on + i] - w[off + i]);
        }
    }

    private void addSubSub(short[] below, short[] acc, int offset, int on, int off1, int off2) {
        short[] w = net.features;
        for (int i = 0; i < hidden; i++) {
            acc[offset + i] = (short) (below[offset + i] + w[on + i] - w[off1 + i] - w[off2 + i]);
        }
    }

    private void addAddSubSub(short[] below, short[] acc, int offset, int on1, int on2, int off1, int off2) {
        short[] w = net.features;
        for (int i = 0; i < hidden; i++) {
            acc[offset + i] = (short) (below[offset + i] + w[on1 + i] + w[on2 + i] - w[off1 + i] - w[off2 + i]);
        }
    }

    private void refresh(SearchBoard board, short[] acc) {
        short[] biases = net.biases;
        System.arraycopy(biases, 0, acc, 0, hidden);
        System.arraycopy(biases, 0, acc, hidden, hidden);
        for (int piece = 0; piece < 12; piece++) {
            for (long set = board.pieces(piece); set != 0; set &= set - 1) {
                add(acc, piece * 64 + Long.numberOfTrailingZeros(set));
            }
        }
    }

    /** Adds the piece × 64 + square {@code placed} to both views. */
    private void add(short[] acc, int placed) {
        short[] w = net.features;
        int h = hidden;
        int white = row(placed, 0);
        int black = row(placed, 1);
        for (int i = 0; i < h; i++) {
            acc[i] += w[white + i];
        }
        for (int i = 0; i < h; i++) {
            acc[h + i] += w[black + i];
        }
    }
}
