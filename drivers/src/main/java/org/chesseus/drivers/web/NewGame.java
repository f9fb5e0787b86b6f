package org.chesseus.drivers.web;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.LongSupplier;
import org.chesseus.api.CastlingNotation;
import org.chesseus.api.FenReader;
import org.chesseus.api.FenWriter;
import org.chesseus.api.Position;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.clock.TimeControl;
import org.chesseus.api.clock.TimeControlParser;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.GameOptions;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.drivers.variant.Chess960Setup;

/**
 * A game asked for by {@code POST /api/games}: {@code {"profile": "fide", "time": "5+3", "fen":
 * "...", "chess960": "518"}}, each field optional — the profile and time control default to those
 * {@code chesseus serve} was started with, the start to the standard position; {@code chess960} is
 * a start number 0–959 or {@code random} (and excludes {@code fen}), or {@code true} to read the
 * FEN's castling as Chess960.
 *
 * @param profile the profile to compose
 * @param time the time control in the shared grammar, empty for an untimed game
 * @param fen the start position, if not the standard one
 * @param chess960 the Chess960 choice as written, if any
 */
record NewGame(String profile, Optional<String> time, Optional<String> fen, Optional<String> chess960) {
    /** The fields a new game may hold. */
    static final Set<String> FIELDS = Set.of("profile", "time", "fen", "chess960");

    /** Requires every part. */
    NewGame {
        requireNonNull(profile, "profile");
        requireNonNull(time, "time");
        requireNonNull(fen, "fen");
        requireNonNull(chess960, "chess960");
    }

    /**
     * The game a request body asks for, with the server's defaults where it is silent.
     *
     * @throws HttpRefusal 400 for a malformed body
     */
    static NewGame read(String body, String profile, Optional<String> time) {
        JsonBody json = JsonBody.read("a new game", body, FIELDS);
        Optional<String> asked = json.text("time").map(String::strip);
        Optional<String> chess960 = json.text("chess960").map(String::strip)
                .filter(text -> !text.isEmpty() && !text.equalsIgnoreCase("false"));
        return new NewGame(json.text("profile").map(String::strip).filter(text -> !text.isEmpty()).orElse(profile),
                asked.isPresent() ? asked.filter(text -> !text.isEmpty() && !text.equals("-")) : time,
                json.text("fen").map(String::strip).filter(text -> !text.isEmpty()), chess960);
    }

    /**
     * Opens the game: the book composed, the start read, the clock attached and started.
     *
     * @throws HttpRefusal 400 naming the field at fault (an unknown profile, a bad FEN or time control)
     */
    WebGame open(String id, RuleBookComposer composer, LongSupplier clock) {
        try {
            RuleBook book = composer.compose(profile);
            Optional<Chess960Setup> array = array();
            boolean variant = array.isPresent() || chess960.filter("true"::equalsIgnoreCase).isPresent()
                    || Chess960Setup.plays(book);
            Position start = array.map(Chess960Setup::position).orElseGet(() -> fen
                    .map(text -> FenReader.of(book.legality(), variant).read(text)).orElse(Position.start()));
            GameOptions.Builder options = GameOptions.builder();
            Optional<TimeControl> control = time.map(text -> timeControl(text));
            control.ifPresent(c -> options.clock(c, clock));
            Game game = Game.start(book, start, options.build());
            String startFen = new FenWriter(book.legality(), variant ? CastlingNotation.X_FEN : CastlingNotation.STANDARD)
                    .write(start);
            return new WebGame(id, game, book.legality().notation(variant), variant,
                    array.map(Chess960Setup::number), time, startFen);
        } catch (HttpRefusal refused) {
            throw refused;
        } catch (RejectedInputException refused) {
            throw new HttpRefusal(HttpRefusal.BAD_REQUEST, "a new game: " + refused.getMessage());
        }
    }

    private Optional<Chess960Setup> array() {
        Optional<String> number = chess960.filter(text -> !text.equalsIgnoreCase("true"));
        if (number.isEmpty()) {
            return Optional.empty();
        }
        if (fen.isPresent()) {
            throw new HttpRefusal(HttpRefusal.BAD_REQUEST, "a new game: 'chess960' " + number.get() + " and 'fen' both"
                    + " give the start position: give one (\"chess960\": \"true\" reads the FEN as Chess960)");
        }
        return Optional.of(Chess960Setup.parse(number.get(), bound -> ThreadLocalRandom.current().nextInt(bound)));
    }

    private static TimeControl timeControl(String text) {
        try {
            return TimeControlParser.parse(text);
        } catch (RejectedInputException refused) {
            throw new RejectedInputException("'time' " + text + ": " + refused.getMessage());
        }
    }
}
