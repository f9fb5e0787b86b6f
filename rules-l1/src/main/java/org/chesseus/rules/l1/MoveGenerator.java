package org.chesseus.rules.l1;

import static org.chesseus.rules.l1.Bitboards.FILE_A;
import static org.chesseus.rules.l1.Bitboards.FILE_H;
import static org.chesseus.rules.l1.Bitboards.PROMOTION_RANKS;
import static org.chesseus.rules.l1.Bitboards.bit;
import static org.chesseus.rules.l1.Bitboards.first;

import org.chesseus.api.Move;

/**
 * Legal move generation straight from checks and pins (FIDE 3.1–3.9): a king in double check may
 * only move; in single check the other pieces may only capture the checker or block; a pinned
 * piece moves only along its pin line; en passant and castling are verified against the position
 * they produce. {@link #generate} writes packed moves into a caller's buffer; {@link #count}
 * counts them without writing (perft's bulk count at the leaves). Neither allocates.
 *
 * <p>A generator holds scratch state for one board at a time: one per thread.
 */
final class MoveGenerator {
    private final boolean castling;
    private final boolean doubleStep;
    private final int promotionChoices;
    private final int lowestPromotion;

    private long pinned;
    private long checkers;
    private long target;
    private int king;

    MoveGenerator(MoveRules rules) {
        this.castling = rules.castling();
        this.doubleStep = rules.doubleStep();
        this.promotionChoices = rules.underPromotion() ? 4 : 1;
        this.lowestPromotion = rules.underPromotion() ? 0 : 3;
    }

    boolean doubleStep() {
        return doubleStep;
    }

    /** Finds the checkers, the pinned pieces and the squares that answer a check. */
    private void prepare(Board b) {
        int us = b.side;
        int them = us ^ 1;
        king = first(b.pieces[us * 6 + Board.KING]);
        long ours = b.colors[us];
        long theirs = b.colors[them];
        checkers = b.attackers(king, b.occupied, them);
        long straight = b.pieces[them * 6 + Board.ROOK] | b.pieces[them * 6 + Board.QUEEN];
        long diagonal = b.pieces[them * 6 + Board.BISHOP] | b.pieces[them * 6 + Board.QUEEN];
        long snipers = (Attacks.rook(king, theirs) & straight) | (Attacks.bishop(king, theirs) & diagonal);
        long pins = 0;
        for (; snipers != 0; snipers &= snipers - 1) {
            long between = Attacks.between(king, first(snipers)) & b.occupied;
            if (between != 0 && (between & (between - 1)) == 0 && (between & ours) != 0) {
                pins |= between;
            }
        }
        pinned = pins;
        if (checkers == 0) {
            target = ~ours;
        } else if ((checkers & (checkers - 1)) == 0) {
            target = Attacks.between(king, first(checkers)) | checkers;
        } else {
            target = 0;
        }
    }

    /** The number of legal moves of the side to move. */
    long count(Board b) {
        prepare(b);
        int us = b.side;
        int them = us ^ 1;
        long occ = b.occupied;
        long n = 0;
        long kingFree = occ ^ bit(king);
        for (long t = Attacks.KING[king] & ~b.colors[us]; t != 0; t &= t - 1) {
            if (!b.attacked(first(t), kingFree, them)) {
                n++;
            }
        }
        if (target == 0) {
            return n;
        }
        long tgt = target;
        long pin = pinned;
        int base = us * 6;
        for (long s = b.pieces[base + Board.KNIGHT] & ~pin; s != 0; s &= s - 1) {
            n += Long.bitCount(Attacks.KNIGHT[first(s)] & tgt);
        }
        for (long s = b.pieces[base + Board.BISHOP] | b.pieces[base + Board.QUEEN]; s != 0; s &= s - 1) {
            int sq = first(s);
            long a = Attacks.bishop(sq, occ) & tgt;
            if ((pin & bit(sq)) != 0) {
                a &= Attacks.line(king, sq);
            }
            n += Long.bitCount(a);
        }
        for (long s = b.pieces[base + Board.ROOK] | b.pieces[base + Board.QUEEN]; s != 0; s &= s - 1) {
            int sq = first(s);
            long a = Attacks.rook(sq, occ) & tgt;
            if ((pin & bit(sq)) != 0) {
                a &= Attacks.line(king, sq);
            }
            n += Long.bitCount(a);
        }
        n += countPawns(b, us);
        if (doubleStep && b.epSquare >= 0) {
            for (long c = Attacks.pawn(them, b.epSquare) & b.pieces[base + Board.PAWN]; c != 0; c &= c - 1) {
                if (b.enPassantSafe(first(c), b.epSquare)) {
                    n++;
                }
            }
        }
        if (castling && checkers == 0) {
            for (int rights = (b.castling >>> (us * 8)) & 0xFF; rights != 0; rights &= rights - 1) {
                if (castlingLegal(b, us * 8 + Integer.numberOfTrailingZeros(rights))) {
                    n++;
                }
            }
        }
        return n;
    }

    private long countPawns(Board b, int us) {
        long pawns = b.pieces[us * 6 + Board.PAWN];
        long free = pawns & ~pinned;
        long empty = ~b.occupied;
        long theirs = b.colors[us ^ 1] & target;
        long push1;
        long push2;
        long left;
        long right;
        if (us == Board.WHITE) {
            push1 = (free << 8) & empty;
            push2 = doubleStep ? ((push1 & Bitboards.RANK_3) << 8) & empty & target : 0;
            left = ((free & ~FILE_A) << 7) & theirs;
            right = ((free & ~FILE_H) << 9) & theirs;
        } else {
            push1 = (free >>> 8) & empty;
            push2 = doubleStep ? ((push1 & Bitboards.RANK_6) >>> 8) & empty & target : 0;
            left = ((free & ~FILE_A) >>> 9) & theirs;
            right = ((free & ~FILE_H) >>> 7) & theirs;
        }
        push1 &= target;
        long n = Long.bitCount(push1 & ~PROMOTION_RANKS) + Long.bitCount(push2)
                + Long.bitCount(left & ~PROMOTION_RANKS) + Long.bitCount(right & ~PROMOTION_RANKS);
        long promoting = Long.bitCount(push1 & PROMOTION_RANKS) + Long.bitCount(left & PROMOTION_RANKS)
                + Long.bitCount(right & PROMOTION_RANKS);
        n += promoting * promotionChoices;
        if (checkers == 0) {
            for (long p = pawns & pinned; p != 0; p &= p - 1) {
                int sq = first(p);
                long moves = pinnedPawnTargets(b, us, sq);
                n += Long.bitCount(moves & ~PROMOTION_RANKS) + Long.bitCount(moves & PROMOTION_RANKS) * promotionChoices;
            }
        }
        return n;
    }

    /** The squares a pinned pawn (not in check) may go to: along its pin line only. */
    private long pinnedPawnTargets(Board b, int us, int sq) {
        long line = Attacks.line(king, sq);
        long empty = ~b.occupied;
        long targets = Attacks.pawn(us, sq) & b.colors[us ^ 1] & line;
        int step = us == Board.WHITE ? 8 : -8;
        long one = bit(sq + step) & empty;
        if (one != 0) {
            targets |= one & line;
            int startRank = us == Board.WHITE ? 1 : 6;
            if (doubleStep && Bitboards.rank(sq) == startRank) {
                targets |= bit(sq + 2 * step) & empty & line;
            }
        }
        return targets;
    }

    private boolean castlingLegal(Board b, int right) {
        CastlingGeometry g = b.geometry;
        long occ = b.occupied;
        if ((g.mustBeEmpty[right] & occ) != 0) {
            return false;
        }
        int them = (right >>> 3) ^ 1;
        for (long path = g.kingPath[right]; path != 0; path &= path - 1) {
            if (b.attacked(first(path), occ, them)) {
                return false;
            }
        }
        int rook = Board.rookSquare(right);
        long after = (occ ^ bit(king) ^ bit(rook)) | bit(g.kingTo[right]) | bit(g.rookTo[right]);
        return !b.attacked(g.kingTo[right], after, them);
    }

    /**
     * Writes the legal moves of the side to move into {@code moves} from index {@code start}.
     *
     * @return the index after the last move written
     */
    int generate(Board b, int[] moves, int start) {
        return generate(b, moves, start, -1L, -1L);
    }

    /**
     * Writes the legal moves that start on a square of {@code from} or end on a square of {@code
     * to} (castling by the squares it is written with, the king's and its rook's; en passant also
     * ends on the square of the pawn it takes), in the order of {@link #generate(Board, int[], int)}.
     *
     * @return the index after the last move written
     */
    int generate(Board b, int[] moves, int start, long from, long to) {
        prepare(b);
        int us = b.side;
        int them = us ^ 1;
        long occ = b.occupied;
        int n = start;
        long kingFree = occ ^ bit(king);
        long kingMoves = (from & bit(king)) != 0 ? -1L : to;
        for (long t = Attacks.KING[king] & ~b.colors[us] & kingMoves; t != 0; t &= t - 1) {
            int dest = first(t);
            if (!b.attacked(dest, kingFree, them)) {
                moves[n++] = Move.pack(king, dest, b.squares[dest] == Board.EMPTY ? Move.QUIET : Move.CAPTURE);
            }
        }
        if (target == 0) {
            return n;
        }
        int base = us * 6;
        for (long s = b.pieces[base + Board.KNIGHT] & ~pinned; s != 0; s &= s - 1) {
            int sq = first(s);
            n = emit(b, moves, n, sq, Attacks.KNIGHT[sq] & target & reach(from, to, sq));
        }
        for (long s = b.pieces[base + Board.BISHOP] | b.pieces[base + Board.QUEEN]; s != 0; s &= s - 1) {
            int sq = first(s);
            n = emit(b, moves, n, sq, Attacks.bishop(sq, occ) & target & pinLine(sq) & reach(from, to, sq));
        }
        for (long s = b.pieces[base + Board.ROOK] | b.pieces[base + Board.QUEEN]; s != 0; s &= s - 1) {
            int sq = first(s);
            n = emit(b, moves, n, sq, Attacks.rook(sq, occ) & target & pinLine(sq) & reach(from, to, sq));
        }
        n = generatePawns(b, us, moves, n, from, to);
        if (castling && checkers == 0) {
            for (int rights = (b.castling >>> (us * 8)) & 0xFF; rights != 0; rights &= rights - 1) {
                int right = us * 8 + Integer.numberOfTrailingZeros(rights);
                if (((from >>> king | to >>> Board.rookSquare(right)) & 1) != 0 && castlingLegal(b, right)) {
                    moves[n++] = Move.pack(king, Board.rookSquare(right), Move.CASTLING);
                }
            }
        }
        return n;
    }

    /** The destinations asked for a piece on {@code sq}: all where it is one of {@code from}, else {@code to}. */
    private static long reach(long from, long to, int sq) {
        return (from >>> sq & 1) != 0 ? -1L : to;
    }

    /**
     * Writes the legal captures (en passant included) and promotions into {@code moves} from
     * {@code start}; in check, every legal move (the evasions).
     *
     * @return the index after the last move written
     */
    int generateCaptures(Board b, int[] moves, int start) {
        prepare(b);
        if (checkers != 0) {
            return generate(b, moves, start);
        }
        int us = b.side;
        int them = us ^ 1;
        long occ = b.occupied;
        long theirs = b.colors[them];
        int n = start;
        long kingFree = occ ^ bit(king);
        for (long t = Attacks.KING[king] & theirs; t != 0; t &= t - 1) {
            int to = first(t);
            if (!b.attacked(to, kingFree, them)) {
                moves[n++] = Move.pack(king, to, Move.CAPTURE);
            }
        }
        int base = us * 6;
        for (long s = b.pieces[base + Board.KNIGHT] & ~pinned; s != 0; s &= s - 1) {
            int sq = first(s);
            n = emit(b, moves, n, sq, Attacks.KNIGHT[sq] & theirs);
        }
        for (long s = b.pieces[base + Board.BISHOP] | b.pieces[base + Board.QUEEN]; s != 0; s &= s - 1) {
            int sq = first(s);
            n = emit(b, moves, n, sq, Attacks.bishop(sq, occ) & theirs & pinLine(sq));
        }
        for (long s = b.pieces[base + Board.ROOK] | b.pieces[base + Board.QUEEN]; s != 0; s &= s - 1) {
            int sq = first(s);
            n = emit(b, moves, n, sq, Attacks.rook(sq, occ) & theirs & pinLine(sq));
        }
        return generatePawnCaptures(b, us, moves, n);
    }

    /**
     * Writes the legal moves that neither capture nor promote (castling and double steps included,
     * en passant not) into {@code moves} from {@code start}; in check, the quiet evasions. With
     * {@link #generateCaptures} outside check, exactly the legal moves.
     *
     * @return the index after the last move written
     */
    int generateQuiets(Board b, int[] moves, int start) {
        prepare(b);
        int us = b.side;
        int them = us ^ 1;
        long occ = b.occupied;
        long empty = ~occ;
        int n = start;
        long kingFree = occ ^ bit(king);
        for (long t = Attacks.KING[king] & empty; t != 0; t &= t - 1) {
            int dest = first(t);
            if (!b.attacked(dest, kingFree, them)) {
                moves[n++] = Move.pack(king, dest, Move.QUIET);
            }
        }
        if (target == 0) {
            return n;
        }
        long quiet = target & empty;
        int base = us * 6;
        for (long s = b.pieces[base + Board.KNIGHT] & ~pinned; s != 0; s &= s - 1) {
            int sq = first(s);
            n = emitQuiet(moves, n, sq, Attacks.KNIGHT[sq] & quiet);
        }
        for (long s = b.pieces[base + Board.BISHOP] | b.pieces[base + Board.QUEEN]; s != 0; s &= s - 1) {
            int sq = first(s);
            n = emitQuiet(moves, n, sq, Attacks.bishop(sq, occ) & quiet & pinLine(sq));
        }
        for (long s = b.pieces[base + Board.ROOK] | b.pieces[base + Board.QUEEN]; s != 0; s &= s - 1) {
            int sq = first(s);
            n = emitQuiet(moves, n, sq, Attacks.rook(sq, occ) & quiet & pinLine(sq));
        }
        n = generatePawnPushes(b, us, moves, n, quiet & ~PROMOTION_RANKS);
        if (castling && checkers == 0) {
            for (int rights = (b.castling >>> (us * 8)) & 0xFF; rights != 0; rights &= rights - 1) {
                int right = us * 8 + Integer.numberOfTrailingZeros(rights);
                if (castlingLegal(b, right)) {
                    moves[n++] = Move.pack(king, Board.rookSquare(right), Move.CASTLING);
                }
            }
        }
        return n;
    }

    /** The pawns' single steps onto {@code allowed} (empty, answering any check) and their double steps. */
    private int generatePawnPushes(Board b, int us, int[] moves, int n, long allowed) {
        int step = us == Board.WHITE ? 8 : -8;
        int startRank = us == Board.WHITE ? 1 : 6;
        long empty = ~b.occupied;
        for (long p = b.pieces[us * 6 + Board.PAWN]; p != 0; p &= p - 1) {
            int sq = first(p);
            if ((pinned & bit(sq)) != 0 && checkers != 0) {
                continue;
            }
            long line = pinLine(sq);
            int one = sq + step;
            if ((bit(one) & empty) != 0) {
                if ((bit(one) & allowed & line) != 0) {
                    moves[n++] = Move.pack(sq, one, Move.QUIET);
                }
                int two = one + step;
                if (doubleStep && Bitboards.rank(sq) == startRank && (bit(two) & allowed & line) != 0) {
                    moves[n++] = Move.pack(sq, two, Move.DOUBLE_STEP);
                }
            }
        }
        return n;
    }

    private static int emitQuiet(int[] moves, int n, int from, long targets) {
        for (long t = targets; t != 0; t &= t - 1) {
            moves[n++] = Move.pack(from, first(t), Move.QUIET);
        }
        return n;
    }

    private int generatePawnCaptures(Board b, int us, int[] moves, int n) {
        int step = us == Board.WHITE ? 8 : -8;
        long theirs = b.colors[us ^ 1];
        long emptyPromotion = ~b.occupied & PROMOTION_RANKS;
        for (long p = b.pieces[us * 6 + Board.PAWN]; p != 0; p &= p - 1) {
            int from = first(p);
            long allowed = pinLine(from);
            int one = from + step;
            if ((bit(one) & emptyPromotion & allowed) != 0) {
                n = emitPawn(moves, n, from, one, false);
            }
            for (long c = Attacks.pawn(us, from) & theirs & allowed; c != 0; c &= c - 1) {
                n = emitPawn(moves, n, from, first(c), true);
            }
            if (doubleStep && b.epSquare >= 0 && (Attacks.pawn(us, from) & bit(b.epSquare)) != 0
                    && b.enPassantSafe(from, b.epSquare)) {
                moves[n++] = Move.pack(from, b.epSquare, Move.EN_PASSANT);
            }
        }
        return n;
    }

    private long pinLine(int sq) {
        return (pinned & bit(sq)) != 0 ? Attacks.line(king, sq) : -1L;
    }

    private static int emit(Board b, int[] moves, int n, int from, long targets) {
        for (long t = targets; t != 0; t &= t - 1) {
            int to = first(t);
            moves[n++] = Move.pack(from, to, b.squares[to] == Board.EMPTY ? Move.QUIET : Move.CAPTURE);
        }
        return n;
    }

    private int generatePawns(Board b, int us, int[] moves, int n, long from, long to) {
        int step = us == Board.WHITE ? 8 : -8;
        int startRank = us == Board.WHITE ? 1 : 6;
        long theirs = b.colors[us ^ 1];
        long empty = ~b.occupied;
        for (long p = b.pieces[us * 6 + Board.PAWN]; p != 0; p &= p - 1) {
            int sq = first(p);
            if ((pinned & bit(sq)) != 0 && checkers != 0) {
                continue;
            }
            long asked = reach(from, to, sq);
            long allowed = target & pinLine(sq) & asked;
            int one = sq + step;
            if ((bit(one) & empty) != 0) {
                if ((bit(one) & allowed) != 0) {
                    n = emitPawn(moves, n, sq, one, false);
                }
                int two = one + step;
                if (doubleStep && Bitboards.rank(sq) == startRank && (bit(two) & empty & allowed) != 0) {
                    moves[n++] = Move.pack(sq, two, Move.DOUBLE_STEP);
                }
            }
            for (long c = Attacks.pawn(us, sq) & theirs & allowed; c != 0; c &= c - 1) {
                n = emitPawn(moves, n, sq, first(c), true);
            }
            if (doubleStep && b.epSquare >= 0 && (Attacks.pawn(us, sq) & bit(b.epSquare)) != 0
                    && ((asked >>> b.epSquare | asked >>> (b.epSquare - step)) & 1) != 0
                    && b.enPassantSafe(sq, b.epSquare)) {
                moves[n++] = Move.pack(sq, b.epSquare, Move.EN_PASSANT);
            }
        }
        return n;
    }

    private int emitPawn(int[] moves, int n, int from, int to, boolean capture) {
        if ((bit(to) & PROMOTION_RANKS) == 0) {
            moves[n++] = Move.pack(from, to, capture ? Move.CAPTURE : Move.QUIET);
            return n;
        }
        int flags = capture ? Move.PROMOTION_CAPTURE : Move.PROMOTION;
        for (int piece = 3; piece >= lowestPromotion; piece--) {
            moves[n++] = Move.pack(from, to, flags | piece);
        }
        return n;
    }
}
