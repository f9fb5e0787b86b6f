package org.chesseus.rules.l1;

import org.chesseus.api.CastlingRights;
import org.chesseus.api.Color;
import org.chesseus.api.File;
import org.chesseus.api.Move;
import org.chesseus.api.Piece;
import org.chesseus.api.Position;
import org.chesseus.api.Rank;
import org.chesseus.api.Square;

/**
 * The mutable bitboard board of the legality layer: piece sets, a square-to-piece array, the side
 * to move, castling rights keyed by rook file, the en-passant square (kept only while a legal
 * capture exists, FIDE 9.2.3.1), the counters and an incrementally updated Zobrist key; make and
 * unmake with a preallocated history, so a search allocates nothing.
 *
 * <p>Piece codes are {@link Piece#ordinal()} (0–11, {@code color * 6 + type}); {@link #EMPTY} is 12.
 */
final class Board {
    static final int PAWN = 0;
    static final int KNIGHT = 1;
    static final int BISHOP = 2;
    static final int ROOK = 3;
    static final int QUEEN = 4;
    static final int KING = 5;
    static final int EMPTY = 12;
    static final int WHITE = 0;
    static final int BLACK = 1;

    final long[] pieces = new long[12];
    final long[] colors = new long[2];
    long occupied;
    final int[] squares = new int[64];
    int side;
    int castling;
    int epSquare = -1;
    int halfmove;
    int fullmove = 1;
    long key;
    final CastlingGeometry geometry = new CastlingGeometry();

    /** The plies a board makes room for unless told otherwise: deep enough for most searches. */
    static final int PLIES = 256;

    private int ply;
    private long[] keyHistory;
    private int[] stateHistory;
    private int[] fullmoveHistory;
    private int[] halfmoveHistory;

    /** An empty board with room for {@code plies} moves made before its history grows. */
    Board(int plies) {
        keyHistory = new long[plies];
        stateHistory = new int[plies];
        fullmoveHistory = new int[plies];
        halfmoveHistory = new int[plies];
    }

    /** A board holding the position. */
    static Board of(Position position) {
        return of(position, PLIES);
    }

    /** A board holding the position, with room for {@code plies} moves before its history grows. */
    static Board of(Position position, int plies) {
        Board board = new Board(Math.max(plies, 1));
        board.load(position);
        return board;
    }

    void load(Position position) {
        java.util.Arrays.fill(pieces, 0);
        java.util.Arrays.fill(squares, EMPTY);
        for (Piece piece : Piece.values()) {
            long set = position.bitboard(piece);
            pieces[piece.ordinal()] = set;
            for (long s = set; s != 0; s &= s - 1) {
                squares[Bitboards.first(s)] = piece.ordinal();
            }
        }
        colors[WHITE] = pieces[0] | pieces[1] | pieces[2] | pieces[3] | pieces[4] | pieces[5];
        colors[BLACK] = pieces[6] | pieces[7] | pieces[8] | pieces[9] | pieces[10] | pieces[11];
        occupied = colors[WHITE] | colors[BLACK];
        side = position.sideToMove().ordinal();
        castling = position.castlingRights().bits();
        halfmove = position.halfmoveClock();
        fullmove = position.fullmoveNumber();
        ply = 0;
        geometry.load(this);
        epSquare = position.enPassantSquare().map(Square::ordinal).filter(this::enPassantLegal).orElse(-1);
        key = computeKey();
    }

    /** The snapshot of this board; the en-passant square only when a capture is legal. */
    Position toPosition() {
        Position.Builder builder = Position.builder();
        for (int sq = 0; sq < 64; sq++) {
            if (squares[sq] != EMPTY) {
                builder.put(Square.of(sq), Piece.ofIndex(squares[sq]));
            }
        }
        builder.sideToMove(side == WHITE ? Color.WHITE : Color.BLACK)
                .castlingRights(new CastlingRights(castling))
                .halfmoveClock(halfmove)
                .fullmoveNumber(fullmove);
        if (epSquare >= 0) {
            builder.enPassant(Square.of(epSquare));
        }
        return builder.build();
    }

    int king(int color) {
        return Bitboards.first(pieces[color * 6 + KING]);
    }

    /** Pieces of {@code byColor} attacking {@code sq}, with the given occupancy. */
    long attackers(int sq, long occ, int byColor) {
        int base = byColor * 6;
        long diagonal = pieces[base + BISHOP] | pieces[base + QUEEN];
        long straight = pieces[base + ROOK] | pieces[base + QUEEN];
        return (Attacks.pawn(byColor ^ 1, sq) & pieces[base + PAWN])
                | (Attacks.KNIGHT[sq] & pieces[base + KNIGHT])
                | (Attacks.KING[sq] & pieces[base + KING])
                | (Attacks.bishop(sq, occ) & diagonal)
                | (Attacks.rook(sq, occ) & straight);
    }

    boolean attacked(int sq, long occ, int byColor) {
        int base = byColor * 6;
        return (Attacks.pawn(byColor ^ 1, sq) & pieces[base + PAWN]) != 0
                || (Attacks.KNIGHT[sq] & pieces[base + KNIGHT]) != 0
                || (Attacks.KING[sq] & pieces[base + KING]) != 0
                || (Attacks.bishop(sq, occ) & (pieces[base + BISHOP] | pieces[base + QUEEN])) != 0
                || (Attacks.rook(sq, occ) & (pieces[base + ROOK] | pieces[base + QUEEN])) != 0;
    }

    boolean inCheck(int color) {
        return attacked(king(color), occupied, color ^ 1);
    }

    /**
     * Whether the king of {@code color} stands in check in a position, read from its bitboards
     * without a board (what the FEN reader asks of every position it reads); false without a king.
     */
    static boolean inCheck(Position position, int color) {
        long king = position.bitboard(Piece.ofIndex(color * 6 + KING));
        if (king == 0) {
            return false;
        }
        int sq = Bitboards.first(king);
        long occ = position.occupied();
        int base = (color ^ 1) * 6;
        return (Attacks.pawn(color, sq) & position.bitboard(Piece.ofIndex(base + PAWN))) != 0
                || (Attacks.KNIGHT[sq] & position.bitboard(Piece.ofIndex(base + KNIGHT))) != 0
                || (Attacks.KING[sq] & position.bitboard(Piece.ofIndex(base + KING))) != 0
                || (Attacks.bishop(sq, occ) & (position.bitboard(Piece.ofIndex(base + BISHOP))
                        | position.bitboard(Piece.ofIndex(base + QUEEN)))) != 0
                || (Attacks.rook(sq, occ) & (position.bitboard(Piece.ofIndex(base + ROOK))
                        | position.bitboard(Piece.ofIndex(base + QUEEN)))) != 0;
    }

    /**
     * Whether the side to move can capture en passant onto {@code ep} without leaving its king
     * in check: every capturer is tried with the captured pawn removed (pins along the rank
     * included), and a check the capture does not end also rules it out.
     */
    boolean enPassantLegal(int ep) {
        for (long c = Attacks.pawn(side ^ 1, ep) & pieces[side * 6 + PAWN]; c != 0; c &= c - 1) {
            if (enPassantSafe(Bitboards.first(c), ep)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the pawn on {@code from} may take en passant onto {@code ep} without leaving its king attacked. */
    boolean enPassantSafe(int from, int ep) {
        int us = side;
        int them = us ^ 1;
        int victim = us == WHITE ? ep - 8 : ep + 8;
        long theirPawns = pieces[them * 6 + PAWN];
        long occ = (occupied ^ Bitboards.bit(from) ^ Bitboards.bit(victim)) | Bitboards.bit(ep);
        pieces[them * 6 + PAWN] = theirPawns ^ Bitboards.bit(victim);
        boolean safe = !attacked(king(us), occ, them);
        pieces[them * 6 + PAWN] = theirPawns;
        return safe;
    }

    long computeKey() {
        long k = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (squares[sq] != EMPTY) {
                k ^= Zobrist.piece(squares[sq], sq);
            }
        }
        if (side == BLACK) {
            k ^= Zobrist.BLACK_TO_MOVE;
        }
        k ^= Zobrist.castling(castling);
        if (epSquare >= 0) {
            k ^= Zobrist.EN_PASSANT_FILE[epSquare & 7];
        }
        return k;
    }

    /** Plays a legal move given in packed form (see {@link Move}). */
    void make(int move) {
        if (ply == keyHistory.length) {
            grow();
        }
        int from = Move.fromIndex(move);
        int to = Move.toIndex(move);
        int flags = Move.flags(move);
        int us = side;
        int piece = squares[from];
        keyHistory[ply] = key;
        fullmoveHistory[ply] = fullmove;
        int captured = EMPTY;
        long k = key;
        if (epSquare >= 0) {
            k ^= Zobrist.EN_PASSANT_FILE[epSquare & 7];
        }
        int oldEp = epSquare;
        epSquare = -1;
        int oldCastling = castling;
        int oldHalfmove = halfmove;
        if (flags == Move.CASTLING) {
            int right = us * 8 + (to & 7);
            int kingTo = geometry.kingTo[right];
            int rookTo = geometry.rookTo[right];
            int rook = us * 6 + ROOK;
            remove(piece, from);
            remove(rook, to);
            put(piece, kingTo);
            put(rook, rookTo);
            k ^= Zobrist.piece(piece, from) ^ Zobrist.piece(piece, kingTo)
                    ^ Zobrist.piece(rook, to) ^ Zobrist.piece(rook, rookTo);
            halfmove++;
        } else {
            int victimSquare = to;
            if (flags == Move.EN_PASSANT) {
                victimSquare = us == WHITE ? to - 8 : to + 8;
            }
            captured = squares[victimSquare];
            if (captured != EMPTY) {
                remove(captured, victimSquare);
                k ^= Zobrist.piece(captured, victimSquare);
            }
            remove(piece, from);
            int placed = piece;
            if ((flags & Move.PROMOTION) != 0) {
                placed = us * 6 + KNIGHT + (flags & 3);
            }
            put(placed, to);
            k ^= Zobrist.piece(piece, from) ^ Zobrist.piece(placed, to);
            halfmove = (piece == us * 6 + PAWN || captured != EMPTY) ? 0 : halfmove + 1;
        }
        castling &= geometry.keep[from] & geometry.keep[to];
        if (castling != oldCastling) {
            k ^= Zobrist.castling(castling ^ oldCastling);
        }
        side = us ^ 1;
        k ^= Zobrist.BLACK_TO_MOVE;
        if (us == BLACK) {
            fullmove++;
        }
        if (flags == Move.DOUBLE_STEP) {
            int ep = (from + to) >>> 1;
            if (enPassantLegal(ep)) {
                epSquare = ep;
                k ^= Zobrist.EN_PASSANT_FILE[ep & 7];
            }
        }
        key = k;
        stateHistory[ply] = captured | (oldCastling << 4) | ((oldEp + 1) << 20);
        halfmoveHistory[ply] = oldHalfmove;
        ply++;
    }

    /** Takes back the last {@link #make}; {@code move} must be that move. */
    void unmake(int move) {
        ply--;
        int state = stateHistory[ply];
        int from = Move.fromIndex(move);
        int to = Move.toIndex(move);
        int flags = Move.flags(move);
        side ^= 1;
        int us = side;
        if (flags == Move.CASTLING) {
            int right = us * 8 + (to & 7);
            int king = us * 6 + KING;
            int rook = us * 6 + ROOK;
            remove(king, geometry.kingTo[right]);
            remove(rook, geometry.rookTo[right]);
            put(king, from);
            put(rook, to);
        } else {
            int placed = squares[to];
            remove(placed, to);
            int piece = (flags & Move.PROMOTION) != 0 ? us * 6 + PAWN : placed;
            put(piece, from);
            int captured = state & 15;
            if (captured != EMPTY) {
                int victimSquare = flags == Move.EN_PASSANT ? (us == WHITE ? to - 8 : to + 8) : to;
                put(captured, victimSquare);
            }
        }
        castling = (state >>> 4) & 0xFFFF;
        epSquare = ((state >>> 20) & 127) - 1;
        halfmove = halfmoveHistory[ply];
        fullmove = fullmoveHistory[ply];
        key = keyHistory[ply];
    }

    /** Passes the turn (a search's null move): side flipped, en passant gone, one more half-move. */
    void makeNull() {
        if (ply == keyHistory.length) {
            grow();
        }
        keyHistory[ply] = key;
        fullmoveHistory[ply] = fullmove;
        halfmoveHistory[ply] = halfmove;
        stateHistory[ply] = EMPTY | (castling << 4) | ((epSquare + 1) << 20);
        long k = key ^ Zobrist.BLACK_TO_MOVE;
        if (epSquare >= 0) {
            k ^= Zobrist.EN_PASSANT_FILE[epSquare & 7];
            epSquare = -1;
        }
        if (side == BLACK) {
            fullmove++;
        }
        side ^= 1;
        halfmove++;
        key = k;
        ply++;
    }

    /** Takes back the last {@link #makeNull()}. */
    void unmakeNull() {
        ply--;
        side ^= 1;
        epSquare = ((stateHistory[ply] >>> 20) & 127) - 1;
        halfmove = halfmoveHistory[ply];
        fullmove = fullmoveHistory[ply];
        key = keyHistory[ply];
    }

    private void put(int piece, int sq) {
        long bit = Bitboards.bit(sq);
        pieces[piece] |= bit;
        colors[piece >= 6 ? 1 : 0] |= bit;
        occupied |= bit;
        squares[sq] = piece;
    }

    private void remove(int piece, int sq) {
        long bit = Bitboards.bit(sq);
        pieces[piece] ^= bit;
        colors[piece >= 6 ? 1 : 0] ^= bit;
        occupied ^= bit;
        squares[sq] = EMPTY;
    }

    private void grow() {
        keyHistory = java.util.Arrays.copyOf(keyHistory, ply * 2);
        stateHistory = java.util.Arrays.copyOf(stateHistory, ply * 2);
        fullmoveHistory = java.util.Arrays.copyOf(fullmoveHistory, ply * 2);
        halfmoveHistory = java.util.Arrays.copyOf(halfmoveHistory, ply * 2);
    }

    /** The rook square of castling right {@code right} (colour × 8 + rook file). */
    static int rookSquare(int right) {
        int color = right >>> 3;
        return Square.of(File.of(right & 7), color == WHITE ? Rank.R1 : Rank.R8).ordinal();
    }
}
