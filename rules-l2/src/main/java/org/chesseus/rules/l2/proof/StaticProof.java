package org.chesseus.rules.l2.proof;

import org.chesseus.api.SearchBoard;

/**
 * Static proofs that a side can never checkmate (FIDE 5.2.2 dead position, asked per side for 6.9
 * and 5.1.2; RULES-NOTES §5 branches 1 and 2), read off the board without playing a move.
 *
 * <p>Contract of both entry points: a proven answer ({@link Proof#MATERIAL}, {@link
 * Proof#BLOCKADE}, {@link Proof#GAME_OVER}) means {@code mater} (0 White, 1 Black) can checkmate by
 * <em>no</em> series of legal moves from this board, both sides cooperating; {@link Proof#NONE}
 * means not proven. The
 * board alone counts: the half-move clock is ignored. The board is left as it was found: {@link
 * #quickBlockade} only reads it, {@link #cannotMate} may try moves on it and takes them back.
 * A board that already is a checkmate of the defender is never called proven, nor is one where the
 * side not to move is in check. Thread-safe: each thread works in its own reusable state.
 *
 * <p>How: {@link Material} first (branch 1); then a reachability fixpoint ({@code Reachability})
 * over-approximating where each piece can ever stand, which pieces are steady (never move, never
 * captured), which squares each side attacks for ever and where each king can go, with king moves
 * that would stalemate the opponent cut ({@code StalemateCut}), moves of the defender that would
 * checkmate a walled-in mater cut ({@code CounterMates}), pieces packed into a region with one free
 * square kept apart ({@code Shuttles}, {@code Crowds}), pieces jammed until one of them is
 * captured ({@code Jams}) and the mater's last piece never captured;
 * a mating net check ({@code MatingNet}) asks whether any
 * square of the defender king's region can be attacked while its escapes are covered; case
 * splits on steady pieces that might be captured ({@code BlockadeProof}); and, in the full proof,
 * the same proof after every move of a narrow position ({@code NarrowLines}). Each rule's soundness is
 * argued in the Javadoc of the class that applies it. Design learnt from CHA-Solver's static
 * analysis (M. Ambrona, "A Practical Algorithm for Chess Unwinnability", FUN 2022).
 */
public final class StaticProof {
    private static final ThreadLocal<BlockadeProof> WORK = ThreadLocal.withInitial(BlockadeProof::new);
    private static final int QUEEN_ROOK_KNIGHT = 1 << 1 | 1 << 3 | 1 << 4;

    private StaticProof() {
    }

    /**
     * The full static proof: material, then whether the game is already over on the board (the
     * side to move without a legal move: stalemate, or the mater checkmated), then the blockade
     * analysis with a case split, then that analysis after each move of a narrow position ({@code
     * NarrowLines}). Cost: well under a microsecond where the material table decides; otherwise a
     * legal-move count, then a few microseconds per saturation of the fixpoint (each a handful of
     * flood fills per piece and round): one, and two more for the case split where the mater has
     * neither queen, rook nor knight and the first fails; where that fails too and the side to
     * move has at most two legal moves (or the other side would have), up to 64 more analyses of
     * the positions down those lines. The board is left as it was found (moves tried are taken
     * back).
     */
    public static Proof cannotMate(SearchBoard board, int mater) {
        if (Material.cannotMate(board, mater)) {
            return Proof.MATERIAL;
        }
        if (!analysable(board, mater)) {
            return Proof.NONE;
        }
        if (board.countLegalMoves() == 0) {
            // Not the defender checkmated (analysable): a stalemate, or the mater checkmated.
            return Proof.GAME_OVER;
        }
        BlockadeProof work = WORK.get();
        if (work.refutes(board, mater)) {
            return Proof.BLOCKADE;
        }
        return work.lines.refutes(board, mater, StaticProof::blockadeBelow) ? Proof.BLOCKADE : Proof.NONE;
    }

    /** The proof of a position a narrow line reaches (a legal move played, the game not over). */
    private static boolean blockadeBelow(SearchBoard board, int mater) {
        return Material.cannotMate(board, mater) || analysable(board, mater) && WORK.get().refutes(board, mater);
    }

    /**
     * A cheap proof for many search nodes: material, then — only when the mater has no queen, rook
     * or knight, some pawn stands head to head with an enemy pawn and no pawn of the mater's has an
     * empty file ahead of it — the blockade analysis without case splits (one saturation, stopped
     * as soon as a pawn of the mater's may promote). Where its gates are shut it costs a few bit
     * operations; a position this thread answered lately is answered from a memo ({@code
     * ProofMemo}, checked against the whole position). It does not look for a game already over (a
     * search meets those itself). Sound like {@link #cannotMate}; proves a subset of what that
     * proves, and its gates, early stop and memo never change its answer.
     */
    public static Proof quickBlockade(SearchBoard board, int mater) {
        if (Material.cannotMate(board, mater)) {
            return Proof.MATERIAL;
        }
        if (!lockedAndSlow(board, mater) || hasFreePawn(board, mater)) {
            return Proof.NONE;
        }
        BlockadeProof work = WORK.get();
        int known = work.memo.lookUp(board, mater);
        if (known >= 0) {
            return known == 1 ? Proof.BLOCKADE : Proof.NONE;
        }
        boolean proven = analysable(board, mater) && work.refutesQuickly(board, mater);
        work.memo.store(proven);
        return proven ? Proof.BLOCKADE : Proof.NONE;
    }

    /** {@link #quickBlockade} past its gates without its memo: what a position met for the first time costs. */
    static Proof quickAnalysis(SearchBoard board, int mater) {
        if (Material.cannotMate(board, mater)) {
            return Proof.MATERIAL;
        }
        if (!lockedAndSlow(board, mater) || hasFreePawn(board, mater) || !analysable(board, mater)) {
            return Proof.NONE;
        }
        return WORK.get().refutesQuickly(board, mater) ? Proof.BLOCKADE : Proof.NONE;
    }

    /** The gate of {@link #quickBlockade}: no queen, rook or knight of the mater's, and a pawn ram. */
    private static boolean lockedAndSlow(SearchBoard board, int mater) {
        for (int type = 1; type <= 4; type++) {
            if ((QUEEN_ROOK_KNIGHT >>> type & 1) != 0 && board.pieces(mater * 6 + type) != 0) {
                return false;
            }
        }
        long whitePawns = board.pieces(0);
        long blackPawns = board.pieces(6);
        return (whitePawns << 8 & blackPawns) != 0;
    }

    /**
     * Whether a pawn of the mater's has no piece anywhere ahead of it on its file: the analysis
     * lets it walk to its last rank in its first round, and a promoted piece of the mater's makes
     * the mating net find a mate possible, so the quick proof could not succeed.
     */
    static boolean hasFreePawn(SearchBoard board, int mater) {
        long occupied = board.occupied();
        if (mater == 0) {
            return (board.pieces(0) & ~southFill(occupied >>> 8)) != 0;
        }
        return (board.pieces(6) & ~northFill(occupied << 8)) != 0;
    }

    private static long southFill(long set) {
        set |= set >>> 8;
        set |= set >>> 16;
        return set | set >>> 32;
    }

    private static long northFill(long set) {
        set |= set << 8;
        set |= set << 16;
        return set | set << 32;
    }

    /**
     * Positions the analysis leaves alone: the side not to move in check (no legal game reaches
     * it), and a defender already checkmated (the mater has mated: no proof may say it cannot).
     */
    private static boolean analysable(SearchBoard board, int mater) {
        int toMove = board.sideToMove();
        int idle = toMove ^ 1;
        if (board.attackersTo(board.kingSquare(idle), toMove) != 0) {
            return false;
        }
        return !(toMove != mater && board.inCheck() && board.countLegalMoves() == 0);
    }
}
