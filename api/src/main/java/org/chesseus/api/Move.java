package org.chesseus.api;

import static java.util.Objects.requireNonNull;

import java.util.Optional;

/**
 * A move as the legality layer generates it: from-square, to-square and kind, packed into 16 bits
 * so that move generators keep plain {@code int}s in their inner loops and hand out {@code Move}
 * values at the boundary.
 *
 * <p>Layout of {@link #packed()}: bits 0–5 the from-square, 6–11 the to-square (square ordinals),
 * 12–15 the flags: 0 quiet, 1 double step, 2 castling, 4 capture, 5 en passant, 8–11 promotion to
 * knight, bishop, rook, queen, 12–15 the same promotions with a capture.
 *
 * <p>Castling is encoded as the king capturing its own rook ({@code to} = the rook's square), so
 * that standard chess and Chess960 share one representation; notations translate it.
 */
public final class Move {
    /** Flag: a quiet move. */
    public static final int QUIET = 0;
    /** Flag: a pawn's double step. */
    public static final int DOUBLE_STEP = 1;
    /** Flag: castling, king takes own rook. */
    public static final int CASTLING = 2;
    /** Flag: a capture. */
    public static final int CAPTURE = 4;
    /** Flag: an en-passant capture. */
    public static final int EN_PASSANT = 5;
    /** Flag bit set on every promotion; the low two bits give the piece (0 knight … 3 queen). */
    public static final int PROMOTION = 8;
    /** Flag: a promotion with a capture ({@code PROMOTION | CAPTURE}). */
    public static final int PROMOTION_CAPTURE = 12;

    private final int packed;

    private Move(int packed) {
        this.packed = packed;
    }

    /** Packs a move into 16 bits: from-square, to-square, flags as documented above. */
    public static int pack(int from, int to, int flags) {
        return from | (to << 6) | (flags << 12);
    }

    /** The from-square index of a packed move. */
    public static int fromIndex(int packed) {
        return packed & 63;
    }

    /** The to-square index of a packed move. */
    public static int toIndex(int packed) {
        return (packed >>> 6) & 63;
    }

    /** The flags of a packed move. */
    public static int flags(int packed) {
        return (packed >>> 12) & 15;
    }

    /** The move these 16 bits describe. */
    public static Move ofPacked(int packed) {
        if ((packed & ~0xFFFF) != 0 || flags(packed) == 3 || (flags(packed) > 5 && flags(packed) < 8)) {
            throw new IllegalArgumentException("not a packed move: " + packed);
        }
        return new Move(packed);
    }

    /** A move of the given kind; {@code promotion} is used only by the promotion kinds. */
    public static Move of(Square from, Square to, MoveKind kind, PieceType promotion) {
        requireNonNull(from, "from");
        requireNonNull(to, "to");
        requireNonNull(kind, "kind");
        requireNonNull(promotion, "promotion");
        int flags;
        switch (kind) {
            case QUIET: flags = QUIET; break;
            case DOUBLE_STEP: flags = DOUBLE_STEP; break;
            case CASTLING: flags = CASTLING; break;
            case CAPTURE: flags = CAPTURE; break;
            case EN_PASSANT: flags = EN_PASSANT; break;
            default:
                if (!promotion.isPromotionTarget()) {
                    throw new IllegalArgumentException("a pawn cannot promote to " + promotion);
                }
                flags = (kind == MoveKind.PROMOTION ? PROMOTION : PROMOTION_CAPTURE)
                        | (promotion.ordinal() - PieceType.KNIGHT.ordinal());
        }
        return new Move(pack(from.ordinal(), to.ordinal(), flags));
    }

    /** A move of a kind without promotion. */
    public static Move of(Square from, Square to, MoveKind kind) {
        if (kind.isPromotion()) {
            throw new IllegalArgumentException("a promotion needs the piece promoted to");
        }
        return of(from, to, kind, PieceType.QUEEN);
    }

    /** The 16-bit form of this move. */
    public int packed() {
        return packed;
    }

    /** The square the moving piece (for castling: the king) leaves. */
    public Square from() {
        return Square.of(fromIndex(packed));
    }

    /** The square the piece arrives on; for castling the square of the castling rook. */
    public Square to() {
        return Square.of(toIndex(packed));
    }

    /** What kind of move this is. */
    public MoveKind kind() {
        int flags = flags(packed);
        if ((flags & PROMOTION) != 0) {
            return (flags & CAPTURE) != 0 ? MoveKind.PROMOTION_CAPTURE : MoveKind.PROMOTION;
        }
        switch (flags) {
            case DOUBLE_STEP: return MoveKind.DOUBLE_STEP;
            case CASTLING: return MoveKind.CASTLING;
            case CAPTURE: return MoveKind.CAPTURE;
            case EN_PASSANT: return MoveKind.EN_PASSANT;
            default: return MoveKind.QUIET;
        }
    }

    /** The piece a pawn is exchanged for, for promotions only. */
    public Optional<PieceType> promotion() {
        int flags = flags(packed);
        return (flags & PROMOTION) != 0
                ? Optional.of(PieceType.values()[PieceType.KNIGHT.ordinal() + (flags & 3)])
                : Optional.empty();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Move && ((Move) other).packed == packed;
    }

    @Override
    public int hashCode() {
        return packed;
    }

    /**
     * Coordinates of the internal form, such as {@code e2e4}, {@code e7e8q}, or {@code e1h1} for
     * castling (king takes rook). Use the legality layer's notation for UCI or SAN.
     */
    @Override
    public String toString() {
        return from().toString() + to() + promotion().map(p -> String.valueOf(Character.toLowerCase(p.letter()))).orElse("");
    }
}
