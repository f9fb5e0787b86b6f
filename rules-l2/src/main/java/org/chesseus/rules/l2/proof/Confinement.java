package org.chesseus.rules.l2.proof;

import org.chesseus.api.SearchBoard;

/**
 * Whether a side could be unable to checkmate (FIDE 5.2.2), read in a few bitboard floods: the
 * cheap test behind the arbiter's criterion of where a dead position could be at hand. It never
 * proves anything; it answers {@code false} only where the side keeps a mating force that can
 * reach the defender's king, and {@code true} (could be unable) everywhere else.
 *
 * <h2>What it reads</h2>
 * <ul>
 *   <li><em>No pawn on the board</em>: the side could be unable only where the material table
 *       ({@link Material}) says so. Without pawns nothing stays in the way for good: every man can
 *       step aside or be brought round, so mating material mates once the kings cooperate (the
 *       lone knight with a defender's man to block its king's flight, opposite bishops with the
 *       defender's bishop beside its king, and so on).
 *   <li><em>Walls</em>: every pawn that cannot step ahead now (a pawn never steps aside: it moves
 *       only ahead or by a capture; one with the square ahead empty may advance out of the way of
 *       the men behind it), the other men without a square to go to now, a king without a square it may go to now
 *       (every square beside it its own or attacked), and men pinned to their own king. Every man
 *       that never moves in any line is among them (a piece that can move now does so in some
 *       line). Treating a movable man as a wall only shrinks the regions below, which makes the
 *       answer {@code true} more often.
 *   <li><em>The defender king's region</em>: the squares its king reaches by king steps through
 *       squares that are neither walls nor attacked now by the side asked about (both shrink it).
 *   <li><em>The mating force</em>: the side's queens and rooks that are not walls, and the squares
 *       a queen would reach from the promotion square of every <em>free pawn</em> of the side — one
 *       whose squares ahead on its file hold no pawn and no wall, and no king that cannot leave the
 *       file (a king whose every reachable square through empty, unattacked squares lies ahead of
 *       the pawn: the king boxed in on its own pawn's file, which the pawn then never passes).
 *       Captures, which could open other files, are left out. Each is flooded through squares that
 *       are not walls (other men may step aside or be taken). Knights, bishops and the king are
 *       left out: with pawns on the board they mate only with help that the board may deny them (a
 *       lone knight or bishop needs the defender's men beside its king), so a side with only those
 *       could be unable.
 * </ul>
 * The side could be unable unless the material table leaves it mating material and its mating
 * force reaches a square next to the region of the defender's king.
 *
 * <h2>The assumption it rests on</h2>
 * A queen or rook, with both kings cooperating, mates a king it can come next to (and a free pawn
 * becomes a queen, its own king stepping off the file): the defender's
 * king walks to a square of its region (its own walls and men block its escapes, or the edge), the
 * other men step aside, and the heavy piece checks from beside it with the king or a wall behind
 * it covered. This fails where every line is forced — the side to move in check with only
 * captures of the checking piece, or with at most two legal moves — and in positions so small that
 * a handful of moves decides; the arbiter asks the full question there regardless ({@code
 * DeadPositionRule}). The assumption is checked, not proved: against every position the full
 * question proves dead on CHA-Solver's 3,414 adversarial positions, against the full question on
 * random small positions (pawnless endings, free pawns, rams, walls, caged kings), against the
 * ungated rule on random games played to their end, and on the real-games corpus.
 *
 * <p>Allocates nothing; a few dozen bitboard operations and at most one flood per heavy piece.
 */
public final class Confinement {
    private static final int PAWN = 0;
    private static final int KNIGHT = 1;
    private static final int BISHOP = 2;
    private static final int ROOK = 3;
    private static final int QUEEN = 4;
    private static final int KING = 5;

    private Confinement() {
    }

    /** Whether {@code mater} (0 White, 1 Black) could be unable to checkmate: see the class comment. */
    public static boolean couldBeUnable(SearchBoard board, int mater) {
        if (Material.cannotMate(board, mater)) {
            return true;
        }
        if ((board.pieces(PAWN) | board.pieces(6 + PAWN)) == 0) {
            return false;
        }
        long white = guarded(board, 0);
        long black = guarded(board, 1);
        return !reaches(board, mater, walls(board, white, black), white, black);
    }

    /**
     * Whether both sides could be unable to checkmate: {@link #couldBeUnable} for each, the walls
     * and the squares each side attacks read once for both.
     */
    public static boolean bothCouldBeUnable(SearchBoard board) {
        boolean white = Material.cannotMate(board, 0);
        boolean black = Material.cannotMate(board, 1);
        if (white && black) {
            return true;
        }
        if ((board.pieces(PAWN) | board.pieces(6 + PAWN)) == 0) {
            return false;
        }
        if (!white && reachesAtOnce(board, 0) || !black && reachesAtOnce(board, 1)) {
            return false;
        }
        long byWhite = guarded(board, 0);
        long byBlack = guarded(board, 1);
        long walls = walls(board, byWhite, byBlack);
        return (white || !reaches(board, 0, walls, byWhite, byBlack))
                && (black || !reaches(board, 1, walls, byWhite, byBlack));
    }

    /**
     * The cheap half of {@link #reaches}, for the common case: a queen or rook of the side, off
     * every line from its own king (so not pinned) and with an empty square to go to, reaches
     * through empty squares alone a square next to the defender's king. Empty squares are
     * passable and the king's own square is in its region whatever the walls, so {@code true} here
     * is {@code true} there.
     */
    private static boolean reachesAtOnce(SearchBoard board, int mater) {
        long empty = ~board.occupied();
        long target = SquareSets.kingSpread(SquareSets.bit(board.kingSquare(mater ^ 1)));
        long aligned = board.attacks(QUEEN, mater, board.kingSquare(mater), 0);
        return reachesAtOnce(QUEEN, board.pieces(mater * 6 + QUEEN) & ~aligned, empty, target)
                || reachesAtOnce(ROOK, board.pieces(mater * 6 + ROOK) & ~aligned, empty, target);
    }

    private static boolean reachesAtOnce(int type, long men, long empty, long target) {
        for (; men != 0; men &= men - 1) {
            long man = men & -men;
            long reach = SquareSets.fill(type, man, empty);
            if (reach != man && (reach & target) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the mating force of {@code mater}, a side with mating material, reaches a square next
     * to the region of the defender's king.
     */
    private static boolean reaches(SearchBoard board, int mater, long walls, long byWhite, long byBlack) {
        int defender = mater ^ 1;
        long empty = ~board.occupied();
        long passable = (empty | board.occupied(defender) | roomy(board, mater)) & ~walls;
        long force = force(board, mater, ~walls, passable) | promotions(board, mater, walls, passable, byWhite, byBlack);
        if (force == 0) {
            return false;
        }
        long region = SquareSets.fill(KING, SquareSets.bit(board.kingSquare(defender)), empty & ~(mater == 0 ? byWhite : byBlack));
        return (force & SquareSets.kingSpread(region)) != 0;
    }

    /**
     * The squares the men of {@code color} attack with the other king taken off the board (so that
     * a square behind that king on a slider's line counts as attacked: the king cannot step there).
     */
    private static long guarded(SearchBoard board, int color) {
        return attacks(board, color, board.occupied() & ~(1L << board.kingSquare(color ^ 1)));
    }

    /** The squares the side's queens and rooks that are not walls can reach through passable squares. */
    private static long force(SearchBoard board, int mater, long free, long passable) {
        int m = mater * 6;
        long reach = 0;
        long queens = board.pieces(m + QUEEN) & free;
        if (queens != 0) {
            reach |= SquareSets.fill(QUEEN, queens, passable);
        }
        long rooks = board.pieces(m + ROOK) & free;
        if (rooks != 0) {
            reach |= SquareSets.fill(ROOK, rooks, passable);
        }
        return reach;
    }

    /**
     * The squares a queen would reach from every promotion square that a pawn of the side walks to
     * on its own file without meeting a pawn or a wall (the pawn itself aside).
     */
    private static long promotions(SearchBoard board, int mater, long walls, long passable, long byWhite, long byBlack) {
        long pawns = board.pieces(mater * 6 + PAWN);
        long blocked = walls | board.pieces(PAWN) | board.pieces(6 + PAWN);
        long queens = 0;
        while (pawns != 0) {
            int square = Long.numberOfTrailingZeros(pawns);
            pawns &= pawns - 1;
            long path = ahead(square, mater);
            if ((path & blocked) == 0 && !kingHeldIn(board, 0, path, byBlack) && !kingHeldIn(board, 1, path, byWhite)) {
                queens |= path & SquareSets.lastRank(mater);
            }
        }
        return queens == 0 ? 0 : queens | SquareSets.fill(QUEEN, queens, passable | queens);
    }

    /**
     * Whether the king of {@code color} stands on {@code path} and cannot leave it: every square it
     * reaches by king steps through empty squares the other side does not attack lies on the path
     * (the king boxed in on its pawn's file, which the pawn then never passes).
     */
    private static boolean kingHeldIn(SearchBoard board, int color, long path, long byOther) {
        long kingBit = 1L << board.kingSquare(color);
        if ((path & kingBit) == 0) {
            return false;
        }
        long free = ~(board.occupied() & ~kingBit) & ~byOther;
        return (SquareSets.fill(KING, kingBit, free) & ~path) == 0;
    }

    /** The squares ahead of a pawn on its file, to the last rank. */
    private static long ahead(int square, int color) {
        long file = SquareSets.FILE_A << (square & 7);
        return color == 0 ? file & (-2L << square) : file & ((1L << square) - 1);
    }

    /**
     * The side's knights, bishops, rooks and queens with at least two squares to go to now: they
     * may step aside for the mating force. One with a single square is kept as a wall: the force
     * may need that square itself (bishops whose only square is the one the queen must pass).
     */
    private static long roomy(SearchBoard board, int color) {
        long occupied = board.occupied();
        long own = board.occupied(color);
        long roomy = 0;
        for (int type = KNIGHT; type <= QUEEN; type++) {
            long men = board.pieces(color * 6 + type);
            while (men != 0) {
                int square = Long.numberOfTrailingZeros(men);
                men &= men - 1;
                if (Long.bitCount(board.attacks(type, color, square, occupied) & ~own) >= 2) {
                    roomy |= 1L << square;
                }
            }
        }
        return roomy;
    }

    /** Men that cannot move now: stuck pawns, men without a square to go to, pinned men. */
    private static long walls(SearchBoard board, long byWhite, long byBlack) {
        long occupied = board.occupied();
        long walls = 0;
        for (int color = 0; color < 2; color++) {
            long own = board.occupied(color);
            long pawns = board.pieces(color * 6 + PAWN);
            // A pawn never steps aside: it moves only ahead, or by a capture; one that can step
            // ahead now may clear its square for the men behind it.
            long empty = ~occupied;
            long stepping = color == 0 ? pawns & (empty >>> 8) : pawns & (empty << 8);
            walls |= pawns & ~stepping;
            for (int type = KNIGHT; type < KING; type++) {
                long men = board.pieces(color * 6 + type);
                while (men != 0) {
                    int square = Long.numberOfTrailingZeros(men);
                    men &= men - 1;
                    if ((board.attacks(type, color, square, occupied) & ~own) == 0) {
                        walls |= 1L << square;
                    }
                }
            }
            int king = board.kingSquare(color);
            long kingBit = 1L << king;
            if ((board.attacks(KING, color, king, occupied) & ~own & ~(color == 0 ? byBlack : byWhite)) == 0) {
                walls |= kingBit;
            }
            walls |= pinned(board, color, occupied);
        }
        return walls;
    }

    /** The men of {@code color} pinned to their own king by a slider of the other side. */
    private static long pinned(SearchBoard board, int color, long occupied) {
        int king = board.kingSquare(color);
        int other = (color ^ 1) * 6;
        long straight = board.pieces(other + ROOK) | board.pieces(other + QUEEN);
        long diagonal = board.pieces(other + BISHOP) | board.pieces(other + QUEEN);
        long pinners = straight & board.attacks(ROOK, color, king, 0)
                | diagonal & board.attacks(BISHOP, color, king, 0);
        long own = board.occupied(color);
        long pinned = 0;
        while (pinners != 0) {
            int square = Long.numberOfTrailingZeros(pinners);
            pinners &= pinners - 1;
            long between = SquareSets.between(king, square) & occupied;
            if (Long.bitCount(between) == 1 && (between & own) != 0) {
                pinned |= between;
            }
        }
        return pinned;
    }

    /** Every square the men of {@code color} attack with {@code occupied} as the men on the board. */
    private static long attacks(SearchBoard board, int color, long occupied) {
        long attacked = SquareSets.pawnAttacks(board.pieces(color * 6 + PAWN), color);
        for (int type = KNIGHT; type <= KING; type++) {
            long men = board.pieces(color * 6 + type);
            while (men != 0) {
                int square = Long.numberOfTrailingZeros(men);
                men &= men - 1;
                attacked |= board.attacks(type, color, square, occupied);
            }
        }
        return attacked;
    }
}
