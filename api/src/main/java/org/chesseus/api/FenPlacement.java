package org.chesseus.api;

/** FEN field 1: the piece placement, rank 8 first, files a to h, digits for empty squares. */
final class FenPlacement {
    /** The piece of each FEN letter (PNBRQK White, pnbrqk Black), {@code null} for any other character. */
    private static final Piece[] BY_LETTER = byLetter();

    private FenPlacement() {
    }

    private static Piece[] byLetter() {
        Piece[] pieces = new Piece[128];
        for (char c = 0; c < 128; c++) {
            pieces[c] = Piece.fromFenLetter(c).orElse(null);
        }
        return pieces;
    }

    static void read(String field, Position.Builder builder) {
        String[] ranks = field.split("/", -1);
        if (ranks.length != 8) {
            throw new FenException(FenField.PLACEMENT, "has " + ranks.length + " rank"
                    + (ranks.length == 1 ? "" : "s") + " separated by '/'; it needs 8");
        }
        for (int i = 0; i < 8; i++) {
            readRank(ranks[i], 7 - i, builder);
        }
    }

    private static void readRank(String text, int rank, Position.Builder builder) {
        if (text.isEmpty()) {
            throw new FenException(FenField.PLACEMENT, where(text, rank) + " is empty; write 8 for an empty rank");
        }
        int file = 0;
        boolean lastWasDigit = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= '1' && c <= '8') {
                if (lastWasDigit) {
                    throw new FenException(FenField.PLACEMENT, where(text, rank) + " has two digits in a row; "
                            + "adjacent empty squares are written as one digit");
                }
                file += c - '0';
                lastWasDigit = true;
            } else {
                Piece piece = c < BY_LETTER.length ? BY_LETTER[c] : null;
                if (piece == null) {
                    throw new FenException(FenField.PLACEMENT, where(text, rank) + " has '" + c
                            + "', which is neither a piece letter (PNBRQK, pnbrqk) nor a digit 1-8");
                }
                if (file < 8) {
                    builder.put(Square.of(File.of(file), Rank.of(rank)), piece);
                }
                file++;
                lastWasDigit = false;
            }
            if (file > 8) {
                throw new FenException(FenField.PLACEMENT, where(text, rank) + " describes more than 8 squares");
            }
        }
        if (file < 8) {
            throw new FenException(FenField.PLACEMENT,
                    where(text, rank) + " describes " + file + " squares; a rank has 8");
        }
    }

    /** Where in the field a fault is: written only for the message of a refused rank. */
    private static String where(String text, int rank) {
        return "rank " + (rank + 1) + " ('" + text + "')";
    }
}
