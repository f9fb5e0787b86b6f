package org.chesseus.tools.match;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.chesseus.api.FenReader;
import org.chesseus.api.Move;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.pgn.PgnGame;
import org.chesseus.api.pgn.PgnMove;
import org.chesseus.api.pgn.PgnReader;
import org.chesseus.tools.setup.TextFile;

/**
 * The openings of {@code --openings FILE}: a PGN file (each game's start position and main line),
 * or one opening a line — an EPD or FEN position, or a move list from the standard start in UCI or
 * SAN ({@code e2e4 e7e5}, {@code 1. e4 e5 2. Nf3}). Blank lines and {@code #} comments are skipped.
 */
final class OpeningFile {
    private OpeningFile() {
    }

    /**
     * The openings of the file, in order.
     *
     * @throws RejectedInputException naming the file, the line and what is wrong
     */
    static List<Opening> read(Path file, RuleBook book, boolean chess960) {
        String text = TextFile.read(file, "--openings");
        List<Opening> openings = text.stripLeading().startsWith("[") ? pgn(file, text, book, chess960)
                : lines(file, text, book, chess960);
        if (openings.isEmpty()) {
            throw new RejectedInputException("--openings " + file + ": no opening in it");
        }
        return openings;
    }

    private static List<Opening> pgn(Path file, String text, RuleBook book, boolean chess960) {
        List<Opening> openings = new ArrayList<>();
        List<PgnGame> games;
        try {
            games = PgnReader.read(text);
        } catch (RejectedInputException e) {
            throw new RejectedInputException("--openings " + file + ": " + e.getMessage());
        }
        for (PgnGame game : games) {
            String where = file + " line " + game.line();
            try {
                boolean variant = chess960 || game.isChess960();
                Position start = game.startPosition(book.legality());
                List<String> sans = new ArrayList<>();
                game.moves().stream().map(PgnMove::san).forEach(sans::add);
                openings.add(new Opening(start, moves(start, sans, book, variant), where));
            } catch (RejectedInputException e) {
                throw new RejectedInputException("--openings " + where + ": " + e.getMessage());
            }
        }
        return openings;
    }

    private static List<Opening> lines(Path file, String text, RuleBook book, boolean chess960) {
        List<Opening> openings = new ArrayList<>();
        String[] lines = text.split("\\R");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String where = file + " line " + (i + 1);
            try {
                openings.add(line(line, where, book, chess960));
            } catch (RejectedInputException e) {
                throw new RejectedInputException("--openings " + where + ": " + e.getMessage());
            }
        }
        return openings;
    }

    /** An EPD or FEN line (its first field has a '/'), else a move list from the standard start. */
    private static Opening line(String line, String where, RuleBook book, boolean chess960) {
        String[] fields = line.split("\\s+");
        if (fields[0].contains("/")) {
            if (fields.length < 4) {
                throw new RejectedInputException("'" + line + "' is neither a FEN nor an EPD position (4 fields at least)");
            }
            boolean counters = fields.length >= 6 && fields[4].matches("\\d+") && fields[5].matches("\\d+");
            String fen = String.join(" ", fields[0], fields[1], fields[2], fields[3])
                    + (counters ? " " + fields[4] + " " + fields[5] : " 0 1");
            return new Opening(FenReader.of(book.legality(), chess960).read(fen), List.of(), where);
        }
        List<String> written = new ArrayList<>();
        for (String token : fields) {
            String move = token.replaceFirst("^\\d+\\.+", "");
            if (!move.isEmpty()) {
                written.add(move);
            }
        }
        Position start = chess960 ? null : Position.start();
        if (start == null) {
            throw new RejectedInputException("a move list starts from the standard position; with --chess960 give FEN lines");
        }
        return new Opening(start, moves(start, written, book, false), where);
    }

    private static List<Move> moves(Position start, List<String> written, RuleBook book, boolean chess960) {
        MoveNotation notation = book.legality().notation(chess960);
        List<Move> moves = new ArrayList<>();
        Position position = start;
        for (String text : written) {
            Move move;
            try {
                move = notation.parse(position, text);
            } catch (RejectedInputException e) {
                throw new RejectedInputException("move " + (moves.size() + 1) + " '" + text + "': " + e.getMessage());
            }
            moves.add(move);
            position = book.legality().play(position, move);
        }
        return moves;
    }
}
