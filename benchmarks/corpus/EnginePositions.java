import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.chesseus.api.CastlingNotation;
import org.chesseus.api.FenWriter;
import org.chesseus.api.Legality;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.pgn.PgnEntry;
import org.chesseus.api.pgn.PgnGame;
import org.chesseus.api.pgn.PgnMove;
import org.chesseus.api.pgn.PgnReader;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;

/**
 * The positions of the real-games corpus (issue 14), for {@code analyze} and {@code bench analyze}:
 * every position of every game of engine-games.pgn.gz (from its [FEN] tag to the last move), one
 * FEN a line, unique by the position's identity (FIDE 9.2.3: the first four FEN fields, written by
 * FenWriter, so an en-passant square appears only where a capture is legal), the first occurrence
 * kept in file order with its clocks; and the flagged set: the last 20 positions of each game
 * (where time scrambles end games), unique in the same way, for {@code analyze --side flagged}.
 * Deterministic: the same PGN gives the same files byte for byte (gzip without a timestamp).
 * Run by positions.sh.
 */
public final class EnginePositions {
    static final int FLAGGED_TAIL = 20;

    public static void main(String[] args) throws IOException {
        Path pgn = Path.of(args[0]);
        String text;
        try (var in = new GZIPInputStream(Files.newInputStream(pgn))) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Legality legality = new RuleBookComposer(ServiceLoader.load(RuleLayer.class).stream()
                .map(ServiceLoader.Provider::get).toList()).compose("l1").legality();
        MoveNotation notation = legality.notation(false);
        FenWriter fen = new FenWriter(legality, CastlingNotation.STANDARD);
        List<String> all = new ArrayList<>();
        List<String> flagged = new ArrayList<>();
        Set<String> seenAll = new HashSet<>();
        Set<String> seenFlagged = new HashSet<>();
        int games = 0;
        for (PgnEntry entry : PgnReader.readEach(text)) {
            PgnGame game = entry.game().orElseThrow(() -> new IllegalStateException(entry.error().orElseThrow()));
            games++;
            List<String> records = new ArrayList<>();
            Position at = game.startPosition(legality);
            records.add(fen.write(at));
            for (PgnMove move : game.moves()) {
                at = legality.play(at, notation.parseSan(at, move.san()));
                records.add(fen.write(at));
            }
            for (String record : records) {
                if (seenAll.add(identity(record))) {
                    all.add(record);
                }
            }
            for (String record : records.subList(Math.max(0, records.size() - FLAGGED_TAIL), records.size())) {
                if (seenFlagged.add(identity(record))) {
                    flagged.add(record);
                }
            }
        }
        write(Path.of(args[1]), all);
        write(Path.of(args[2]), flagged);
        System.err.println(games + " games: " + all.size() + " positions in " + args[1] + ", " + flagged.size()
                + " in " + args[2]);
    }

    /** The first four FEN fields: placement, side to move, castling, en passant. */
    private static String identity(String record) {
        String[] fields = record.split(" ");
        return String.join(" ", fields[0], fields[1], fields[2], fields[3]);
    }

    private static void write(Path path, List<String> lines) throws IOException {
        // GZIPOutputStream writes a zero modification time, so the bytes depend on the lines alone.
        try (Writer out = new OutputStreamWriter(new GZIPOutputStream(Files.newOutputStream(path)),
                StandardCharsets.UTF_8)) {
            for (String line : lines) {
                out.write(line);
                out.write('\n');
            }
        }
    }
}
