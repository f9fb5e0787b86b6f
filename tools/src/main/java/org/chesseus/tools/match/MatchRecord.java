package org.chesseus.tools.match;

import java.time.Duration;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.chesseus.api.CastlingNotation;
import org.chesseus.api.FenWriter;
import org.chesseus.api.Position;
import org.chesseus.api.game.Outcome;
import org.chesseus.api.pgn.PgnGame;
import org.chesseus.api.pgn.PgnMove;
import org.chesseus.api.pgn.PgnTimeControl;
import org.chesseus.api.pgn.PgnWriter;
import org.chesseus.api.pgn.Termination;

/**
 * The PGN record of a match game, move by move: each move's comment holds the engine's score and
 * depth ({@code +0.31/12}), the time it took and the clock after it ({@code [%clk]}); book moves
 * say {@code book}. The tags: the seven-tag roster, {@code FEN}/{@code SetUp} for a set-up start,
 * {@code Variant}, {@code TimeControl}, {@code Termination} and the book's {@code ResultCode} and
 * {@code ResultArticle} ({@link PgnWriter#endTags}).
 */
final class MatchRecord {
    private final MatchSetup setup;
    private final List<PgnMove> moves = new ArrayList<>();

    MatchRecord(MatchSetup setup) {
        this.setup = setup;
    }

    /** A book move. */
    void book(String san) {
        moves.add(new PgnMove(san, 0, "book", Duration.ZERO, false));
    }

    /** An engine's move: its score and depth when given, the time it took, the clock after it. */
    void move(String san, Optional<Eval> eval, Duration took, Optional<Duration> clock) {
        String comment = eval.map(e -> e.text() + " ").orElse("")
                + String.format(Locale.ROOT, "%.3fs", took.toNanos() / 1e9);
        moves.add(new PgnMove(san, 0, comment, clock.orElse(Duration.ZERO), clock.isPresent()));
    }

    /** The game in export form; the reason for the end follows the last move. */
    String pgn(int round, String white, String black, Position start, Optional<Outcome> outcome,
            Termination termination, String reason) {
        String result = outcome.map(o -> o.score().pgn()).orElse("*");
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "chesseus match");
        tags.put("Site", "?");
        tags.put("Date", LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd")));
        tags.put("Round", String.valueOf(round));
        tags.put("White", white);
        tags.put("Black", black);
        tags.put("Result", result);
        if (setup.chess960()) {
            tags.put("Variant", "Chess960");
        }
        if (setup.chess960() || !start.equals(Position.start())) {
            tags.put("SetUp", "1");
            tags.put("FEN", new FenWriter(setup.book().legality(),
                    setup.chess960() ? CastlingNotation.X_FEN : CastlingNotation.STANDARD).write(start));
        }
        tags.put("TimeControl", PgnTimeControl.write(setup.control()));
        tags.put("Termination", termination.text());
        outcome.ifPresent(o -> tags.putAll(PgnWriter.endTags(o, termination)));
        tags.put("Rules", setup.rules());
        List<PgnMove> written = new ArrayList<>(moves);
        if (!written.isEmpty()) {
            PgnMove last = written.remove(written.size() - 1);
            String comment = (last.comment() + " " + reason).strip();
            written.add(new PgnMove(last.san(), 0, comment, last.clock(), last.hasClock()));
        }
        return PgnWriter.write(new PgnGame(tags, written, result, 1));
    }
}
