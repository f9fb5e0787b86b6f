package org.chesseus.api;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * Writes positions as FEN records, castling in the notation asked for. The en-passant square is
 * written only when the side to move has a legal en-passant capture (FIDE 9.2.3.1 treats any other
 * as no possibility at all), so equal positions get equal records.
 */
public final class FenWriter {
    private final Legality legality;
    private final CastlingNotation notation;

    /** A writer that asks {@code legality} whether an en-passant capture is possible. */
    public FenWriter(Legality legality, CastlingNotation notation) {
        this.legality = requireNonNull(legality, "legality");
        this.notation = requireNonNull(notation, "notation");
    }

    /** The full six-field FEN record. */
    public String write(Position position) {
        boolean enPassant = position.enPassantSquare().isPresent() && legality.enPassantCapturable(position);
        return write(position, notation, enPassant);
    }

    /** The record with the en-passant square exactly as the snapshot stores it. */
    static String asStored(Position position, CastlingNotation notation) {
        return write(position, notation, position.enPassantSquare().isPresent());
    }

    private static String write(Position position, CastlingNotation notation, boolean enPassant) {
        StringBuilder fen = new StringBuilder(90);
        placement(position, fen);
        fen.append(' ').append(position.sideToMove().fenLetter()).append(' ');
        castling(position, notation, fen);
        fen.append(' ').append(enPassant ? position.enPassantSquare().get().toString() : "-");
        fen.append(' ').append(position.halfmoveClock()).append(' ').append(position.fullmoveNumber());
        return fen.toString();
    }

    private static void placement(Position position, StringBuilder fen) {
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                Piece piece = position.pieceAt(Square.of(File.of(file), Rank.of(rank))).orElse(null);
                if (piece == null) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    fen.append(empty);
                    empty = 0;
                }
                fen.append(piece.fenLetter());
            }
            if (empty > 0) {
                fen.append(empty);
            }
            if (rank > 0) {
                fen.append('/');
            }
        }
    }

    private static void castling(Position position, CastlingNotation notation, StringBuilder fen) {
        int length = fen.length();
        for (Color color : Color.values()) {
            List<File> files = position.castlingRights().rookFiles(color);
            for (int i = files.size() - 1; i >= 0; i--) {
                char letter = letter(position, color, files.get(i), notation);
                fen.append(color == Color.WHITE ? Character.toUpperCase(letter) : Character.toLowerCase(letter));
            }
        }
        if (fen.length() == length) {
            fen.append('-');
        }
    }

    private static char letter(Position position, Color color, File rookFile, CastlingNotation notation) {
        if (notation == CastlingNotation.SHREDDER) {
            return rookFile.letter();
        }
        Square king = position.kingSquare(color);
        boolean kingSide = rookFile.ordinal() > king.file().ordinal();
        Piece rook = Piece.of(color, PieceType.ROOK);
        int step = kingSide ? 1 : -1;
        for (int f = rookFile.ordinal() + step; f >= 0 && f < 8; f += step) {
            if (position.pieceAt(Square.of(File.of(f), color.backRank())).orElse(null) == rook) {
                return rookFile.letter();
            }
        }
        return kingSide ? 'K' : 'Q';
    }
}
