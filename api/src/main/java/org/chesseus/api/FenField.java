package org.chesseus.api;

/** The six space-separated fields of a FEN record, numbered from 1 as people count them. */
public enum FenField {
    PLACEMENT("piece placement"),
    SIDE_TO_MOVE("side to move"),
    CASTLING("castling"),
    EN_PASSANT("en passant"),
    HALFMOVE_CLOCK("half-move clock"),
    FULLMOVE_NUMBER("full-move number");

    private final String title;

    FenField(String title) {
        this.title = title;
    }

    /** The field's number, 1–6. */
    public int number() {
        return ordinal() + 1;
    }

    /** The field's name, for messages. */
    public String title() {
        return title;
    }

    /** The prefix of every message about this field: {@code FEN field 3 (castling)}. */
    public String label() {
        return "FEN field " + number() + " (" + title + ")";
    }
}
