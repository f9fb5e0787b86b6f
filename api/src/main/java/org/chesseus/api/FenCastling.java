package org.chesseus.api;

/**
 * FEN field 3: castling rights in standard ({@code KQkq}), X-FEN or Shredder-FEN notation, read
 * into rights keyed by rook file (FIDE 3.8.2).
 */
final class FenCastling {
    private FenCastling() {
    }

    static CastlingRights read(String field, Position placed, boolean chess960) {
        if (field.equals("-")) {
            return CastlingRights.NONE;
        }
        CastlingRights rights = CastlingRights.NONE;
        for (int i = 0; i < field.length(); i++) {
            char token = field.charAt(i);
            if (!Character.isLetter(token) || token > 'z') {
                throw new FenException(FenField.CASTLING, "'" + token
                        + "' is not a castling letter (KQkq, or a rook's file A-H / a-h), nor is '-' alone");
            }
            Color color = Character.isUpperCase(token) ? Color.WHITE : Color.BLACK;
            File file = rookFile(token, color, placed, chess960);
            if (rights.has(color, file)) {
                throw new FenException(FenField.CASTLING, "'" + token + "' names a right already given");
            }
            rights = rights.with(color, file);
        }
        return rights;
    }

    private static File rookFile(char token, Color color, Position placed, boolean chess960) {
        char upper = Character.toUpperCase(token);
        String quoted = "'" + token + "'";
        String side = color.title().toLowerCase();
        Square king = placed.kingSquare(color);
        Rank back = color.backRank();
        if (king.rank() != back) {
            throw new FenException(FenField.CASTLING, quoted + " needs the " + side + " king on its first rank, not on " + king);
        }
        if (upper == 'K' || upper == 'Q') {
            boolean kingSide = upper == 'K';
            if (!chess960) {
                Square home = Square.of(File.E, back);
                if (king != home) {
                    throw new FenException(FenField.CASTLING, quoted + " needs the " + side + " king on " + home
                            + " (for Chess960 read the FEN in Chess960 mode)");
                }
                File file = kingSide ? File.H : File.A;
                requireRook(quoted, color, Square.of(file, back), placed);
                return file;
            }
            return outermostRook(quoted, color, king, kingSide, placed);
        }
        File file = File.fromLetter(token).orElseThrow(() -> new FenException(FenField.CASTLING, quoted
                + " is not a castling letter (KQkq, or a rook's file A-H / a-h)"));
        if (file == king.file()) {
            throw new FenException(FenField.CASTLING, quoted + " names the king's own file");
        }
        if (!chess960 && (file != File.A && file != File.H || king.file() != File.E)) {
            throw new FenException(FenField.CASTLING, quoted
                    + " names an inner rook or a moved king, which only Chess960 allows (read the FEN in Chess960 mode)");
        }
        requireRook(quoted, color, Square.of(file, back), placed);
        return file;
    }

    private static File outermostRook(String quoted, Color color, Square king, boolean kingSide, Position placed) {
        Piece rook = Piece.of(color, PieceType.ROOK);
        int step = kingSide ? -1 : 1;
        int start = kingSide ? 7 : 0;
        for (int f = start; f != king.file().ordinal(); f += step) {
            Square square = Square.of(File.of(f), color.backRank());
            if (placed.pieceAt(square).orElse(null) == rook) {
                return File.of(f);
            }
        }
        throw new FenException(FenField.CASTLING, quoted + " needs a " + color.title().toLowerCase()
                + " rook on the " + (kingSide ? "king" : "queen") + " side of the king on " + king);
    }

    private static void requireRook(String quoted, Color color, Square square, Position placed) {
        if (placed.pieceAt(square).orElse(null) != Piece.of(color, PieceType.ROOK)) {
            throw new FenException(FenField.CASTLING, quoted + " needs a " + color.title().toLowerCase()
                    + " rook on " + square);
        }
    }
}
