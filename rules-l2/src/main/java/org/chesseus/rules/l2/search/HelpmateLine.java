package org.chesseus.rules.l2.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.SearchBoard;
import org.chesseus.api.mate.MateAnswer;
import org.chesseus.api.mate.MateVerdict;

/**
 * A helpmate line a person can follow: the line of a {@code yes} (FIDE 5.2.2, 6.9, 5.1.2) with its
 * detours taken out. The helpmate search finds some mating line, which may wander — progress is
 * free in it, so lines run to thousands of plies, through positions met before. Tidied, the line
 *
 * <ul>
 *   <li>repeats no position (identity of 9.2.3): where a position recurs, the loop between its
 *       occurrences is cut, and the rest still mates, since the moves that follow are legal in every
 *       position of that identity (legality reads placement, side to move, castling rights and en
 *       passant, never the clocks);
 *   <li>takes the shortcuts the line offers: where one legal move leads from a position of the
 *       cycle-free line to one further on, or mates at once, the stretch between is replaced by
 *       that move. The choice is greedy, from each position the move that goes furthest; where
 *       that leaves a quiet stretch of 150 half-moves, the shortest route through the same positions
 *       and single moves between them is computed instead (it costs a move generation and a look-up
 *       per move at every position of the cycle-free line, about ten times the greedy choice);
 *   <li>never has a longer quiet stretch (half-moves without a capture or pawn move, 9.3, 9.6.2)
 *       than the line it came from: a quiet shortcut replaces a stretch that was quiet throughout
 *       (a capture, a pawn move or a lost castling right cannot be undone, so two positions of one
 *       identity have none between them), and a capture or pawn move only resets the count. So a
 *       clock-aware line, which the search keeps under 150 half-moves, stays so.
 * </ul>
 *
 * <p>A line of the board-only question (5.2.2 ignores the clock) may keep a quiet stretch of 150
 * half-moves or more where the line found offers no shorter way (on the shared
 * {@code chasolver-positions.txt}, 1 line of 3,832): it is still a legal series of moves to mate,
 * the proof 5.2.2 asks for, and is returned so; the clock-aware question (6.9, 5.1.2) never gives
 * one.
 *
 * <p>A defender's step from which no later step can be one move away — read from the squares of
 * each side alone: the mater's the same but for one man taken, the defender's changed in at most
 * four — needs no move generated: the line's own move is kept (on 12,000 real-games positions the
 * same lines, 0.83 of the time). At the mater's step the same reading, where it fails, leaves only
 * the moves that may give check to try (a mate is then the only way further), and only those are
 * generated ({@code SearchBoard.legalMoves(moves, start, from, to)}); the line's own move is then
 * known legal as at the defender's step, by the position standing where the line found it.
 *
 * <p>Every tidied line is replayed before it is returned: each move legal (where the step's moves
 * are generated; elsewhere the position is checked to be the line's own, by key and both sides'
 * squares, so its own move is legal there), no position repeated, a mate by the mater at its end,
 * and for a clock-aware line the half-move clock below 150 before the mating move. Should that
 * fail (only a Zobrist-key collision could make it), the line found is returned unchanged. The
 * board is the question's own, reloaded at the root ({@code Legality.board(position, reuse)}); the
 * arrays are proportional to the line's length.
 */
final class HelpmateLine {
    /** Lines this short cannot be shortened (a mate needs the mater's last move; parity is kept). */
    private static final int SHORTEST_TIDIED = 3;
    /** Half-moves without a capture or pawn move after which the game is over (9.6.2), unless the move mates. */
    private static final int QUIET_LIMIT = SearchState.HALF_MOVE_LIMIT;
    private static final int ROW = SearchState.ROW;
    private static final int PAWN = 0;
    private static final int KNIGHT = 1;
    private static final int BISHOP = 2;
    private static final int ROOK = 3;
    private static final int KING = 5;

    private final SearchBoard board;
    private final int[] line;
    private final int mater;
    private final IdentityIndex last;
    private final Steps path;
    private final int[] moves = new int[ROW];
    private final CheckingMoves checks;
    /** What {@link #furthest} found of its line: the longest quiet stretch before the mate, -1 if invalid. */
    private int quiet;

    /** Reads the line from the board at its root; leaves the board there. */
    private HelpmateLine(SearchBoard board, int[] line, int mater) {
        this.board = board;
        this.line = line;
        this.mater = mater;
        this.checks = new CheckingMoves();
        long[] keys = new long[line.length + 1];
        long[] occupied = new long[line.length + 1];
        long[] white = new long[line.length + 1];
        keys[0] = board.key();
        occupied[0] = board.occupied();
        white[0] = board.occupied(0);
        for (int i = 0; i < line.length; i++) {
            board.make(line[i]);
            keys[i + 1] = board.key();
            occupied[i + 1] = board.occupied();
            white[i + 1] = board.occupied(0);
        }
        takeBack(line, line.length);
        last = new IdentityIndex(keys);
        path = new Steps(cycleFree(keys, last), occupied, white);
    }

    /**
     * The answer with its line tidied; any answer but a {@code yes} with a line of three or more
     * moves is returned as it is.
     *
     * @param root the position the answer is about
     * @param clockAware whether the question counted the half-move clock from {@code root}'s
     */
    static MateAnswer tidy(MateAnswer answer, Position root, Legality legality, boolean clockAware) {
        return tidy(answer, root, legality, null, clockAware);
    }

    /**
     * {@link #tidy(MateAnswer, Position, Legality, boolean)} on a board of the caller's, {@code
     * reuse} (see {@link Legality#board(Position, SearchBoard)}), loaded with {@code root}.
     */
    static MateAnswer tidy(MateAnswer answer, Position root, Legality legality, SearchBoard reuse, boolean clockAware) {
        if (answer.verdict() != MateVerdict.YES || answer.line().size() < SHORTEST_TIDIED) {
            return answer;
        }
        int[] found = answer.line().stream().mapToInt(Move::packed).toArray();
        HelpmateLine tidying = new HelpmateLine(legality.board(root, reuse), found, answer.mater().ordinal());
        int[] tidied = tidying.furthest(clockAware);
        int quiet = tidying.quiet;
        if (quiet < 0 || quiet >= QUIET_LIMIT) {
            int[] shortest = tidying.shortest();
            int alternative = tidying.quietest(shortest, clockAware);
            if (alternative >= 0 && (quiet < 0 || alternative < quiet)) {
                tidied = shortest;
                quiet = alternative;
            }
        }
        if (quiet < 0 || clockAware && quiet >= QUIET_LIMIT || tidied.length >= found.length) {
            return answer;
        }
        List<Move> moves = new ArrayList<>(tidied.length);
        for (int move : tidied) {
            moves.add(Move.ofPacked(move));
        }
        return MateAnswer.yes(answer.mater(), moves, answer.nodes());
    }

    /**
     * From each step of the cycle-free line, the move that goes furthest along it, or mates;
     * checked as it is played ({@link #quiet}: the longest quiet stretch, or -1 when the line
     * found is not what its keys said).
     */
    private int[] furthest(boolean clockAware) {
        IdentityIndex seen = new IdentityIndex(path.last + 1);
        int[] tidied = new int[path.last];
        int length = 0;
        int clock = clockAware ? board.halfmoveClock() : 0;
        int longest = 0;
        boolean valid = true;
        for (int t = 0; t < path.last; ) {
            int furthest = t + 1;
            int chosen = line[path.index[t]];
            boolean materMoves = board.sideToMove() == mater;
            // Whether a later step may be one move away; where not, only the mater's mate goes further.
            boolean beyond = path.oneMoveBeyond(t, board.sideToMove());
            if (!beyond) {
                // The line's own move, on the position the line found here (its key and both sides' squares).
                valid = seen.add(board.key(), length) && path.step(last.of(board.key())) == t && path.stands(t, board);
                if (!valid) {
                    break;
                }
                if (materMoves) {
                    // Only a mate goes further: the moves that may give check, generated alone.
                    checks.prepare(board, mater);
                    int count = board.legalMoves(moves, 0, checks.starts(), checks.ends());
                    for (int i = 0; i < count; i++) {
                        if (checks.mayGiveCheck(moves[i]) && mates(moves[i])) {
                            furthest = path.last;
                            chosen = moves[i];
                            break;
                        }
                    }
                }
            } else {
                int count = board.legalMoves(moves, 0);
                valid = seen.add(board.key(), length) && contains(count, chosen);
                if (!valid) {
                    break;
                }
                checks.prepare(board, mater);
                for (int i = 0; i < count && furthest < path.last; i++) {
                    int step = reach(moves[i], furthest);
                    if (step > furthest) {
                        furthest = step;
                        chosen = moves[i];
                    }
                }
            }
            longest = length > 0 ? Math.max(longest, clock) : longest;
            board.make(chosen);
            tidied[length++] = chosen;
            clock = board.halfmoveClock() == 0 ? 0 : clock + 1;
            t = furthest;
        }
        valid = valid && seen.add(board.key(), length) && matedByMater();
        takeBack(tidied, length);
        quiet = valid ? longest : -1;
        return Arrays.copyOf(tidied, length);
    }

    /** The shortest route through the steps of the cycle-free line and single moves between them. */
    private int[] shortest() {
        Route route = new Route(path.last);
        for (int t = 0; t < path.last; t++) {
            route.relax(t, t + 1, line[path.index[t]]);
            int count = board.legalMoves(moves, 0);
            checks.prepare(board, mater);
            for (int i = 0; i < count; i++) {
                int step = reach(moves[i], t + 1);
                if (step > t + 1) {
                    route.relax(t, step, moves[i]);
                }
            }
            board.make(line[path.index[t]]);
        }
        for (int t = path.last - 1; t >= 0; t--) {
            board.unmake(line[path.index[t]]);
        }
        return route.moves();
    }

    /**
     * The step a move leads to if it is beyond {@code beyond}: the step of the position it reaches,
     * or the last step if it mates; else -1. A move is made only where it may go further (the
     * occupied squares after it match those of a step beyond) or, for the mater, may give check.
     */
    private int reach(int move, int beyond) {
        long after = occupiedAfter(move);
        if (after != 0 && !path.occupancyBeyond(move, after, beyond) && !checks.mayGiveCheck(move)) {
            return -1;
        }
        board.make(move);
        int step = path.step(last.of(board.key()));
        if (step < 0 && matedByMater()) {
            step = path.last;
        }
        board.unmake(move);
        return step > beyond ? step : -1;
    }

    /** Whether the mater's move mates (made and taken back). */
    private boolean mates(int move) {
        board.make(move);
        boolean mate = matedByMater();
        board.unmake(move);
        return mate;
    }

    /**
     * The indices of the positions the line visits with its loops cut: from each position, on from
     * its last occurrence. Consecutive indices {@code a, b} have {@code b = a' + 1} where {@code a'}
     * is an occurrence of the identity at {@code a}, so the line's move {@code a'} joins them.
     */
    private static int[] cycleFree(long[] keys, IdentityIndex last) {
        int[] path = new int[keys.length];
        int steps = 0;
        for (int i = last.of(keys[0]); ; i = last.of(keys[i + 1])) {
            path[steps] = i;
            if (i == keys.length - 1) {
                return Arrays.copyOf(path, steps + 1);
            }
            steps++;
        }
    }

    /**
     * The occupied squares after a move, read without making it; 0 for castling and en passant
     * (rare: those are made and looked up).
     */
    private long occupiedAfter(int move) {
        int flags = Move.flags(move);
        if (flags == Move.CASTLING || flags == Move.EN_PASSANT) {
            return 0;
        }
        long from = 1L << Move.fromIndex(move);
        long to = 1L << Move.toIndex(move);
        return (flags & Move.CAPTURE) != 0 ? board.occupied() ^ from : board.occupied() ^ from ^ to;
    }

    private boolean matedByMater() {
        return board.sideToMove() != mater && board.inCheck() && !kingCanStep() && board.countLegalMoves() == 0;
    }

    /**
     * Whether the checked defender's king has a square to step to that no man of the mater attacks
     * (the king itself taken off the board, so a checking slider's line runs on through it): the
     * cheap refutation of most checks, read before the defender's moves are counted. Most of the
     * mater's moves a shortcut tries are checks (about forty a tidied line), few of them mates.
     */
    private boolean kingCanStep() {
        int defender = mater ^ 1;
        int king = board.kingSquare(defender);
        long occupied = board.occupied() ^ (1L << king);
        int m = mater * 6;
        long pawns = board.pieces(m);
        long knights = board.pieces(m + 1);
        long diagonal = board.pieces(m + 2) | board.pieces(m + 4);
        long straight = board.pieces(m + 3) | board.pieces(m + 4);
        long kings = board.pieces(m + 5);
        for (long flights = board.attacks(KING, defender, king, occupied) & ~board.occupied(defender); flights != 0;
                flights &= flights - 1) {
            int square = Long.numberOfTrailingZeros(flights);
            if ((board.attacks(PAWN, defender, square, occupied) & pawns) == 0
                    && (board.attacks(KNIGHT, defender, square, occupied) & knights) == 0
                    && (board.attacks(KING, defender, square, occupied) & kings) == 0
                    && (board.attacks(BISHOP, defender, square, occupied) & diagonal) == 0
                    && (board.attacks(ROOK, defender, square, occupied) & straight) == 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Replays a line from the root and takes it back (for {@link #shortest}, whose moves are made
     * where the keys say a position stands): -1 unless each move is legal, no identity
     * comes twice and it ends in a mate by the mater; else its longest quiet stretch before the
     * mating move, in half-moves — counted from the root's half-move clock when {@code clockAware}
     * (the clock-aware question's reading), from 0 otherwise.
     */
    private int quietest(int[] tidied, boolean clockAware) {
        IdentityIndex seen = new IdentityIndex(tidied.length + 1);
        int quiet = clockAware ? board.halfmoveClock() : 0;
        int longest = 0;
        int played = 0;
        while (played < tidied.length && seen.add(board.key(), played)
                && contains(board.legalMoves(moves, 0), tidied[played])) {
            longest = played > 0 ? Math.max(longest, quiet) : longest;
            board.make(tidied[played++]);
            quiet = board.halfmoveClock() == 0 ? 0 : quiet + 1;
        }
        boolean valid = played == tidied.length && seen.add(board.key(), played) && matedByMater();
        takeBack(tidied, played);
        return valid ? longest : -1;
    }

    private boolean contains(int count, int move) {
        for (int i = 0; i < count; i++) {
            if ((moves[i] & 0xFFFF) == (move & 0xFFFF)) {
                return true;
            }
        }
        return false;
    }

    /** Takes back the first {@code count} moves of {@code played}, the last first. */
    private void takeBack(int[] played, int count) {
        for (int i = count - 1; i >= 0; i--) {
            board.unmake(played[i]);
        }
    }

    /**
     * The cycle-free line as steps {@code t = 0 … last}: the index in the line found of each, the
     * step of each index (-1 off the path), the last step at which each set of occupied squares
     * stands, and the squares occupied in some and in all steps from each on.
     */
    private static final class Steps {
        final int last;
        final int[] index;
        private final int[] stepOf;
        private final IdentityIndex occupancies;
        /** The occupied squares, and White's, of each step. */
        private final long[] along;
        private final long[] alongWhite;
        /** The squares occupied in some step from {@code t} on, and in every step from {@code t} on. */
        private final long[] anyBeyond;
        private final long[] allBeyond;

        Steps(int[] index, long[] occupied, long[] white) {
            this.index = index;
            last = index.length - 1;
            stepOf = new int[occupied.length];
            Arrays.fill(stepOf, -1);
            long[] along = new long[index.length];
            alongWhite = new long[index.length];
            for (int t = 0; t <= last; t++) {
                stepOf[index[t]] = t;
                along[t] = occupied[index[t]];
                alongWhite[t] = white[index[t]];
            }
            this.along = along;
            occupancies = new IdentityIndex(along);
            anyBeyond = new long[last + 1];
            allBeyond = new long[last + 1];
            anyBeyond[last] = along[last];
            allBeyond[last] = along[last];
            for (int t = last - 1; t >= 0; t--) {
                anyBeyond[t] = anyBeyond[t + 1] | along[t];
                allBeyond[t] = allBeyond[t + 1] & along[t];
            }
        }

        /**
         * Whether some step after the next, an odd number of half-moves on, may be one move of
         * {@code mover} (0 White, 1 Black) away from step {@code t}: the other side's squares the
         * same there but for at most one man taken, the mover's changed in one to four squares (a
         * move, a capture, en passant, castling). A necessary condition, read from the squares
         * alone, so a step for which it fails needs no move generated.
         */
        boolean oneMoveBeyond(int t, int mover) {
            long mine = mover == 0 ? alongWhite[t] : along[t] ^ alongWhite[t];
            long theirs = along[t] ^ mine;
            for (int s = t + 3; s <= last; s += 2) {
                long moverThere = mover == 0 ? alongWhite[s] : along[s] ^ alongWhite[s];
                long taken = theirs ^ (along[s] ^ moverThere);
                if ((taken & (taken - 1)) == 0 && (taken & ~theirs) == 0 && Long.bitCount(mine ^ moverThere) <= 4) {
                    return true;
                }
            }
            return false;
        }

        /** Whether the board's squares, and White's, are those of step {@code t} of the line found. */
        boolean stands(int t, SearchBoard board) {
            return board.occupied() == along[t] && board.occupied(0) == alongWhite[t];
        }

        /** The step of an index of the line found, -1 when it is off the path or the index is -1. */
        int step(int at) {
            return at >= 0 ? stepOf[at] : -1;
        }

        /**
         * Whether a position with the occupied squares a move leaves stands after step {@code t}:
         * first two bit tests (its target occupied in some step beyond, its origin empty in some),
         * which most moves fail (most pieces stand still along a helpmate line), then the index.
         */
        boolean occupancyBeyond(int move, long occupied, int t) {
            if (t >= last) {
                return false;
            }
            boolean targetSomewhere = (anyBeyond[t + 1] >>> Move.toIndex(move) & 1) != 0;
            boolean originEmptied = (allBeyond[t + 1] >>> Move.fromIndex(move) & 1) == 0;
            return targetSomewhere && originEmptied && occupancies.of(occupied) > t;
        }
    }

    /** The shortest route found so far to each step, with the move that reaches it and where from. */
    private static final class Route {
        private final int[] length;
        private final int[] from;
        private final int[] by;

        Route(int last) {
            length = new int[last + 1];
            Arrays.fill(length, Integer.MAX_VALUE);
            length[0] = 0;
            from = new int[last + 1];
            by = new int[last + 1];
        }

        void relax(int t, int target, int move) {
            if (length[t] + 1 < length[target]) {
                length[target] = length[t] + 1;
                from[target] = t;
                by[target] = move;
            }
        }

        /** The moves of the shortest route to the last step. */
        int[] moves() {
            int last = length.length - 1;
            int[] moves = new int[length[last]];
            for (int t = last, n = moves.length - 1; t > 0; t = from[t], n--) {
                moves[n] = by[t];
            }
            return moves;
        }
    }

    /**
     * Where along a line each position identity (FIDE 9.2.3, by its Zobrist key) stands: an
     * open-addressing table from key to index, sized for the line. For {@link HelpmateLine}, which
     * replays what it finds, so a key collision costs a tidied line, never a wrong one.
     */
    private static final class IdentityIndex {
        private final long[] keys;
        private final int[] indices;
        private final int mask;
        private final int shift;

        /** An empty index for {@code capacity} identities. */
        IdentityIndex(int capacity) {
            int size = Integer.highestOneBit(Math.max(2, capacity) * 2 - 1) << 1;
            keys = new long[size];
            indices = new int[size];
            Arrays.fill(indices, -1);
            mask = size - 1;
            shift = 64 - Integer.numberOfTrailingZeros(size);
        }

        /** The index of the last occurrence of each identity of {@code line}. */
        IdentityIndex(long[] line) {
            this(line.length);
            for (int i = 0; i < line.length; i++) {
                int slot = slot(line[i]);
                keys[slot] = line[i];
                indices[slot] = i;
            }
        }

        /** The index stored for {@code key}, or -1. */
        int of(long key) {
            return indices[slot(key)];
        }

        /** Stores {@code index} for {@code key}; false, storing nothing, when the key is already there. */
        boolean add(long key, int index) {
            int slot = slot(key);
            if (indices[slot] >= 0) {
                return false;
            }
            keys[slot] = key;
            indices[slot] = index;
            return true;
        }

        /** The slot holding {@code key}, or the empty slot where it would go. */
        private int slot(long key) {
            // The top bits of a Fibonacci product depend on every bit of the key (occupied squares differ in few).
            int slot = (int) (key * 0x9E37_79B9_7F4A_7C15L >>> shift);
            while (indices[slot] >= 0 && keys[slot] != key) {
                slot = slot + 1 & mask;
            }
            return slot;
        }
    }
}
