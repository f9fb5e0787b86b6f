package org.chesseus.search.eval;

/** The colour-flipped mirror of a FEN record: ranks reversed, colours swapped, the other side to move. */
final class Mirror {
    private Mirror() {
    }

    static String of(String fen) {
        String[] fields = fen.split(" ");
        String[] ranks = fields[0].split("/");
        StringBuilder placement = new StringBuilder();
        for (int i = ranks.length - 1; i >= 0; i--) {
            placement.append(swapCase(ranks[i])).append(i > 0 ? "/" : "");
        }
        String side = fields[1].equals("w") ? "b" : "w";
        String castling = fields[2].equals("-") ? "-" : order(swapCase(fields[2]));
        String enPassant = fields[3].equals("-") ? "-"
                : fields[3].charAt(0) + String.valueOf((char) ('1' + '8' - fields[3].charAt(1)));
        return placement + " " + side + " " + castling + " " + enPassant + " " + fields[4] + " " + fields[5];
    }

    private static String swapCase(String text) {
        StringBuilder out = new StringBuilder();
        for (char c : text.toCharArray()) {
            out.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        }
        return out.toString();
    }

    private static String order(String castling) {
        StringBuilder upper = new StringBuilder();
        StringBuilder lower = new StringBuilder();
        for (char c : castling.toCharArray()) {
            (Character.isUpperCase(c) ? upper : lower).append(c);
        }
        return upper + lower.toString();
    }
}
