package org.chesseus.api;

import static java.util.Objects.requireNonNull;

import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * Reads FEN records into validated positions. Castling may be written in any of the three
 * dialects of {@link CastlingNotation}. A record of only the first four fields (as in EPD files)
 * gets the counters 0 and 1; one of five fields gets move number 1.
 *
 * <p>In standard mode {@code K}/{@code Q} need the king on the e-file and the rook on the h- or
 * a-file, and a file letter may only name an a- or h-rook; in Chess960 mode {@code K}/{@code Q}
 * name the outermost rook on that side of the king (X-FEN) and any file letter names its rook.
 *
 * <p>Every error names the field at fault and why: {@code FEN field 3 (castling): 'K' needs a
 * white rook on h1}. The side not to move may not be in check (asked of the {@link Legality}).
 */
public final class FenReader {
    /** Between fields: any run of white space (compiled once: a batch reads a FEN a line). */
    private static final Pattern FIELD_SEPARATOR = Pattern.compile("\\s+");
    private static final Pattern DIGITS = Pattern.compile("[0-9]+");
    private static final Pattern STANDARD_CASTLING = Pattern.compile("-|[KQkq]+");
    private static final int MAX_COUNTER = 1_000_000;

    private final Legality legality;
    private final boolean chess960;

    private FenReader(Legality legality, boolean chess960) {
        this.legality = requireNonNull(legality, "legality");
        this.chess960 = chess960;
    }

    /** A reader for standard chess. */
    public static FenReader standard(Legality legality) {
        return new FenReader(legality, false);
    }

    /** A reader for Chess960 (X-FEN and Shredder-FEN castling with any rook). */
    public static FenReader chess960(Legality legality) {
        return new FenReader(legality, true);
    }

    /** A reader for either mode. */
    public static FenReader of(Legality legality, boolean chess960) {
        return new FenReader(legality, chess960);
    }

    /**
     * The position this record describes.
     *
     * @throws FenException naming the field at fault
     */
    public Position read(String fen) {
        requireNonNull(fen, "fen");
        String trimmed = fen.strip();
        if (trimmed.isEmpty()) {
            throw new FenException("empty; expected at least piece placement, side to move, castling and en passant");
        }
        String[] fields = FIELD_SEPARATOR.split(trimmed);
        if (fields.length < 4) {
            throw new FenException("only " + fields.length + " field" + (fields.length == 1 ? "" : "s")
                    + "; expected piece placement, side to move, castling, en passant and optionally the two counters");
        }
        if (fields.length > 6) {
            throw new FenException(fields.length + " fields; a FEN record has at most 6");
        }
        Position.Builder builder = Position.builder();
        FenPlacement.read(fields[0], builder);
        builder.sideToMove(sideToMove(fields[1]));
        Position placed = builder.build();
        builder.castlingRights(FenCastling.read(fields[2], placed, chess960));
        enPassant(fields[3], builder);
        builder.halfmoveClock(fields.length > 4 ? counter(fields[4], FenField.HALFMOVE_CLOCK, 0) : 0);
        builder.fullmoveNumber(fields.length > 5 ? counter(fields[5], FenField.FULLMOVE_NUMBER, 1) : 1);
        Position position = builder.build();
        Color idle = position.sideToMove().opposite();
        if (legality.inCheck(position, idle)) {
            throw new FenException(FenField.SIDE_TO_MOVE, position.sideToMove().title() + " is to move but the "
                    + idle.title().toLowerCase() + " king on " + position.kingSquare(idle)
                    + " is in check; the side not to move can never be in check");
        }
        return position;
    }

    /**
     * The position this record describes, read leniently as positions from the wild need (as
     * python-chess and Lichess read them): a castling right the position cannot have (no king or
     * rook where it needs them) and an en-passant square no double step can have made are dropped,
     * each said to {@code warnings} in one sentence naming the field; every other fault is refused
     * as {@link #read} refuses it, a castling letter other than {@code KQkq} in standard mode among
     * them (a Chess960 record read in the wrong mode, not an impossible right). A record {@link #read} accepts is read the same, with no warning.
     *
     * @throws FenException naming the field at fault, for a fault that is not dropped
     */
    public Position readLeniently(String fen, Consumer<String> warnings) {
        requireNonNull(warnings, "warnings");
        String[] fields;
        try {
            return read(fen);
        } catch (FenException refused) {
            fields = FIELD_SEPARATOR.split(fen.strip());
            if (!droppable(refused) || !chess960 && !STANDARD_CASTLING.matcher(fields[2]).matches()) {
                // A letter other than KQkq is no impossible right but another notation (X-FEN,
                // Shredder-FEN): the strict refusal says how to read it.
                throw refused;
            }
        }
        StringBuilder kept = new StringBuilder();
        if (!fields[2].equals("-")) {
            for (char token : fields[2].toCharArray()) {
                fields[3] = "-";
                try {
                    read(with(fields, 2, kept.toString() + token));
                    kept.append(token);
                } catch (FenException refused) {
                    if (refused.field().filter(FenField.CASTLING::equals).isEmpty()) {
                        throw refused;
                    }
                    warnings.accept(refused.getMessage() + "; the right is dropped");
                }
            }
        }
        String enPassant = FIELD_SEPARATOR.split(fen.strip())[3];
        String[] lenient = FIELD_SEPARATOR.split(with(fields, 2, kept.length() == 0 ? "-" : kept.toString()));
        try {
            return read(with(lenient, 3, enPassant));
        } catch (FenException refused) {
            if (refused.field().filter(FenField.EN_PASSANT::equals).isEmpty()) {
                throw refused;
            }
            warnings.accept(refused.getMessage() + "; the square is dropped");
            return read(with(lenient, 3, "-"));
        }
    }

    private static boolean droppable(FenException refused) {
        return refused.field().filter(field -> field == FenField.CASTLING || field == FenField.EN_PASSANT).isPresent();
    }

    /** The record of {@code fields} with field {@code index} replaced by {@code value}. */
    private static String with(String[] fields, int index, String value) {
        String[] copy = fields.clone();
        copy[index] = value;
        return String.join(" ", copy);
    }

    private static Color sideToMove(String field) {
        if (field.equals("w")) {
            return Color.WHITE;
        }
        if (field.equals("b")) {
            return Color.BLACK;
        }
        throw new FenException(FenField.SIDE_TO_MOVE, "'" + field + "' must be 'w' or 'b'");
    }

    private static void enPassant(String field, Position.Builder builder) {
        if (field.equals("-")) {
            builder.noEnPassant();
            return;
        }
        Square square = Square.parse(field).orElseThrow(() -> new FenException(FenField.EN_PASSANT,
                "'" + field + "' must be '-' or a square such as e3 or d6"));
        builder.enPassant(square);
    }

    private static int counter(String field, FenField which, int minimum) {
        if (!DIGITS.matcher(field).matches()) {
            throw new FenException(which, "'" + field + "' must be a whole number");
        }
        if (field.length() > 9) {
            throw new FenException(which, "'" + field + "' is beyond any game (at most " + MAX_COUNTER + ")");
        }
        int value = Integer.parseInt(field);
        if (value < minimum) {
            throw new FenException(which, "'" + field + "' must be " + minimum + " or more");
        }
        if (value > MAX_COUNTER) {
            throw new FenException(which, "'" + field + "' is beyond any game (at most " + MAX_COUNTER + ")");
        }
        return value;
    }
}
