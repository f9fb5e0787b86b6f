package org.chesseus.api;

/** FEN field 1: the piece placement, rank 8 first, files a to h, digits for empty squares. */
final class FenPlacement {
    private FenPlacement() {
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
        String where = "rank " + (rank + 1) + " ('" + text + "')";
        if (text.isEmpty()) {
            throw new FenException(FenField.PLACEMENT, where + " is empty; write 8 for an empty rank");
        }
        int file = 0;
        boolean lastWasDigit = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= '1' && c <= '8') {
                if (lastWasDigit) {
                    throw new FenException(FenField.PLACEMENT, where + " has two digits in a row; "
                            + "adjacent empty squares are written as one digit");
                }
                file += c - '0';
                lastWasDigit = true;
            } else {
                Piece piece = Piece.fromFenLetter(c).orElseThrow(() -> new FenException(FenField.PLACEMENT,
                        where + " has '" + c + "', which is neither a piece letter (PNBRQK, pnbrqk) nor a digit 1-8"));
                if (file < 8) {
                    builder.put(Square.of(File.of(file), Rank.of(rank)), piece);
                }
                file++;
                lastWasDigit = false;
            }
            if (file > 8) {
                throw new FenException(FenField.PLACEMENT, where + " describes more than 8 squares");
            }
        }
        if (file < 8) {
            throw new FenException(FenField.PLACEMENT, where + " describes " + file + " squares; a rank has 8");
        }
    }
}
