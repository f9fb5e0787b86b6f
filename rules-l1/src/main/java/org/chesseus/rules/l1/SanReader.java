package org.chesseus.rules.l1;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chesseus.api.File;
import org.chesseus.api.IllegalMoveException;
import org.chesseus.api.Move;
import org.chesseus.api.MoveKind;
import org.chesseus.api.Piece;
import org.chesseus.api.PieceType;
import org.chesseus.api.Position;
import org.chesseus.api.Rank;
import org.chesseus.api.Square;

/**
 * Reads Standard Algebraic Notation. Accepts {@code O-O}/{@code 0-0}, a promotion with or without
 * {@code =}, and ignores a trailing {@code +}, {@code #} and annotation marks ({@code !?}). Refuses
 * with a reason: not SAN at all, no piece of that kind can go there, ambiguous (naming the
 * candidates and how to write each), or illegal and why.
 */
final class SanReader {
    private static final Pattern MOVE = Pattern.compile(
            "([NBRQK])?([a-h])?([1-8])?(x)?([a-h][1-8])(?:=?([NBRQnbrq]))?");
    private static final Pattern CASTLE = Pattern.compile("([O0])-\\1(-\\1)?");

    private final BitboardLegality legality;

    SanReader(BitboardLegality legality) {
        this.legality = legality;
    }

    Move read(Position position, String text) {
        String san = strip(text.strip());
        String shown = StandardNotation.quoted(text.strip());
        if (san.isEmpty()) {
            throw new IllegalMoveException(shown, "no move given");
        }
        if (CASTLE.matcher(san).matches()) {
            return castling(position, san.length() > 3, text.strip());
        }
        Matcher m = MOVE.matcher(san);
        if (!m.matches() || (m.group(1) == null && m.group(6) == null && m.group(3) != null)) {
            throw new IllegalMoveException(shown, "not a move in SAN (such as e4, Nf3, exd5, O-O, e8=Q) nor in UCI notation (e2e4)");
        }
        PieceType type = m.group(1) == null ? PieceType.PAWN : PieceType.fromLetter(m.group(1).charAt(0)).orElseThrow();
        Optional<File> file = Optional.ofNullable(m.group(2)).map(g -> File.fromLetter(g.charAt(0)).orElseThrow());
        Optional<Rank> rank = Optional.ofNullable(m.group(3)).map(g -> Rank.fromDigit(g.charAt(0)).orElseThrow());
        Square to = Square.parse(m.group(5)).orElseThrow();
        Optional<PieceType> promotion = Optional.ofNullable(m.group(6))
                .map(g -> StandardNotation.promotionOf(g.charAt(0)));
        requirePromotionFits(position, san, m, type, to, shown);
        Piece piece = Piece.of(position.sideToMove(), type);
        List<Move> candidates = new ArrayList<>();
        for (Move move : legality.legalMoves(position)) {
            if (move.kind() == MoveKind.CASTLING || move.to() != to
                    || position.pieceAt(move.from()).orElse(null) != piece
                    || file.isPresent() && move.from().file() != file.get()
                    || rank.isPresent() && move.from().rank() != rank.get()
                    || !move.promotion().equals(promotion)) {
                continue;
            }
            if (type == PieceType.PAWN && file.isEmpty() && move.kind().isCapture()) {
                continue;
            }
            candidates.add(move);
        }
        if (candidates.size() == 1) {
            return candidates.get(0);
        }
        if (candidates.isEmpty()) {
            if (type == PieceType.PAWN && file.isEmpty()) {
                requireCaptureFile(position, rank, to, promotion, shown);
            }
            if (type == PieceType.KING) {
                requireCastlingSymbol(position, to, shown);
            }
            boolean diagonal = file.map(f -> f != to.file()).orElse(m.group(4) != null);
            throw new IllegalMoveException(shown, nothingFits(position, piece, file, rank, to, promotion, diagonal));
        }
        throw new IllegalMoveException(shown, ambiguity(legality, position, candidates, piece, to));
    }

    /** A pawn reaching the last rank must promote, and only such a pawn may (FIDE 3.7.3.3). */
    private static void requirePromotionFits(Position position, String san, Matcher m, PieceType type, Square to,
            String shown) {
        boolean lastRank = to.rank() == position.sideToMove().promotionRank();
        if (m.group(6) == null) {
            if (type == PieceType.PAWN && lastRank) {
                throw new IllegalMoveException(shown, "a pawn reaching the last rank must promote: write "
                        + san + "=Q, " + san + "=R, " + san + "=B or " + san + "=N");
            }
            return;
        }
        if (type != PieceType.PAWN) {
            throw new IllegalMoveException(shown, "only a pawn promotes");
        }
        if (!lastRank) {
            String plain = san.substring(0, m.start(6));
            throw new IllegalMoveException(shown, "only a pawn reaching the last rank promotes; write "
                    + (plain.endsWith("=") ? plain.substring(0, plain.length() - 1) : plain));
        }
    }

    private Move castling(Position position, boolean queenSide, String text) {
        for (Move move : legality.legalMoves(position)) {
            if (move.kind() == MoveKind.CASTLING
                    && (move.to().file().ordinal() < move.from().file().ordinal()) == queenSide) {
                return move;
            }
        }
        Square king = position.kingSquare(position.sideToMove());
        String reason = king.rank() != position.sideToMove().backRank()
                ? position.sideToMove().title() + " has no castling right: the king has left its first rank"
                : CastlingRefusal.reason(legality, position, king, !queenSide);
        throw new IllegalMoveException(StandardNotation.quoted(text), reason);
    }

    /** SAN names a capturing pawn by its file (FIDE C.9): {@code xf3} or {@code f3} for {@code gxf3}. */
    private void requireCaptureFile(Position position, Optional<Rank> rank, Square to, Optional<PieceType> promotion,
            String shown) {
        Piece pawn = Piece.of(position.sideToMove(), PieceType.PAWN);
        List<String> captures = new ArrayList<>();
        for (Move move : legality.legalMoves(position)) {
            if (move.to() == to && move.kind().isCapture() && position.pieceAt(move.from()).orElse(null) == pawn
                    && (rank.isEmpty() || move.from().rank() == rank.get()) && move.promotion().equals(promotion)) {
                captures.add(SanWriter.write(legality, position, move));
            }
        }
        if (!captures.isEmpty()) {
            throw new IllegalMoveException(shown, "a pawn's capture is written with the file the pawn leaves: write "
                    + String.join(" or ", captures));
        }
    }

    /** SAN writes castling O-O or O-O-O (FIDE C.13), never as a king's move to its target or onto its rook. */
    private void requireCastlingSymbol(Position position, Square to, String shown) {
        for (Move move : legality.legalMoves(position)) {
            if (move.kind() == MoveKind.CASTLING && (move.to() == to || StandardNotation.kingTarget(move) == to)) {
                throw new IllegalMoveException(shown, "castling is written " + SanWriter.write(legality, position, move)
                        + " in SAN");
            }
        }
    }

    /** No legal move fits: explain through the one piece that could have been meant, if any. */
    private String nothingFits(Position position, Piece piece, Optional<File> file, Optional<Rank> rank,
            Square to, Optional<PieceType> promotion, boolean diagonal) {
        List<Square> origins = new ArrayList<>();
        long own = position.bitboard(piece);
        for (long s = own; s != 0; s &= s - 1) {
            Square from = Square.of(Long.numberOfTrailingZeros(s));
            if (file.isPresent() && from.file() != file.get() || rank.isPresent() && from.rank() != rank.get()) {
                continue;
            }
            if (geometricallyReaches(piece.type(), from, to, position, diagonal)) {
                origins.add(from);
            }
        }
        String name = piece.type().name().toLowerCase();
        if (origins.size() == 1) {
            String uci = origins.get(0).toString() + to
                    + promotion.map(p -> String.valueOf(Character.toLowerCase(p.letter()))).orElse("");
            return MoveRefusal.reason(legality, position, uci);
        }
        if (origins.isEmpty()) {
            return "no " + position.sideToMove().title().toLowerCase() + " " + name + " can move to " + to;
        }
        return "none of the " + name + "s on " + join(origins) + " can legally move to " + to;
    }

    /**
     * Whether the piece could reach {@code to} on an empty board; a pawn only straight ahead, or
     * only diagonally when the SAN says it captures ({@code x} or a file other than the target's).
     */
    private static boolean geometricallyReaches(PieceType type, Square from, Square to, Position position,
            boolean diagonal) {
        int f = from.ordinal();
        int t = to.ordinal();
        switch (type) {
            case PAWN:
                int df = Math.abs(from.file().ordinal() - to.file().ordinal());
                int forward = position.sideToMove() == org.chesseus.api.Color.WHITE ? 1 : -1;
                int dr = (to.rank().ordinal() - from.rank().ordinal()) * forward;
                return diagonal ? df == 1 && dr == 1 : df == 0 && (dr == 1 || dr == 2);
            case KNIGHT: return (Attacks.KNIGHT[f] & Bitboards.bit(t)) != 0;
            case BISHOP: return (Attacks.bishop(f, 0) & Bitboards.bit(t)) != 0;
            case ROOK: return (Attacks.rook(f, 0) & Bitboards.bit(t)) != 0;
            case QUEEN: return (Attacks.queen(f, 0) & Bitboards.bit(t)) != 0;
            default: return (Attacks.KING[f] & Bitboards.bit(t)) != 0;
        }
    }

    /** Names the pieces that fit and how SAN tells each apart ({@code Nbd2 or Nfd2}). */
    private static String ambiguity(BitboardLegality legality, Position position, List<Move> candidates,
            Piece piece, Square to) {
        List<Square> origins = new ArrayList<>();
        candidates.forEach(move -> origins.add(move.from()));
        StringBuilder hint = new StringBuilder();
        for (int i = 0; i < candidates.size(); i++) {
            if (i > 0) {
                hint.append(i == candidates.size() - 1 ? " or " : ", ");
            }
            hint.append(SanWriter.write(legality, position, candidates.get(i)));
        }
        return "ambiguous: the " + piece.type().name().toLowerCase() + "s on " + join(origins)
                + (candidates.size() == 2 ? " can both move to " : " can all move to ") + to + "; write " + hint;
    }

    private static String join(List<Square> squares) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < squares.size(); i++) {
            if (i > 0) {
                text.append(i == squares.size() - 1 ? " and " : ", ");
            }
            text.append(squares.get(i));
        }
        return text.toString();
    }

    private static String strip(String san) {
        int end = san.length();
        while (end > 0 && "+#!?".indexOf(san.charAt(end - 1)) >= 0) {
            end--;
        }
        return san.substring(0, end);
    }
}
