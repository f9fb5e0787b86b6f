package org.chesseus.api;

/** The two sides. */
public enum Color {
    WHITE('w', "White"),
    BLACK('b', "Black");

    private final char fenLetter;
    private final String title;

    Color(char fenLetter, String title) {
        this.fenLetter = fenLetter;
        this.title = title;
    }

    /** The other side. */
    public Color opposite() {
        return this == WHITE ? BLACK : WHITE;
    }

    /** The letter of FEN's side-to-move field: {@code w} or {@code b}. */
    public char fenLetter() {
        return fenLetter;
    }

    /** "White" or "Black", for messages. */
    public String title() {
        return title;
    }

    /** The rank on which this side's king and rooks start (FIDE 2.3). */
    public Rank backRank() {
        return this == WHITE ? Rank.R1 : Rank.R8;
    }

    /** The rank on which this side's pawns promote (FIDE 3.7.3.3). */
    public Rank promotionRank() {
        return this == WHITE ? Rank.R8 : Rank.R1;
    }

    /** The rank this side's pawns step from, one or two squares (FIDE 3.7.2). */
    public Rank pawnRank() {
        return this == WHITE ? Rank.R2 : Rank.R7;
    }
}
