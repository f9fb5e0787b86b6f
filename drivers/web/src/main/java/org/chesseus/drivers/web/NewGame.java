package org.chesseus.drivers.web;

import static java.util.Objects.requireNonNull;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.LongSupplier;
import java.util.stream.Collectors;
import org.chesseus.api.CastlingNotation;
import org.chesseus.api.FenReader;
import org.chesseus.api.FenWriter;
import org.chesseus.api.Position;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.GameOptions;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleEntry;
import org.chesseus.tools.setup.ClockChoices;
import org.chesseus.tools.setup.Spelling;
import org.chesseus.tools.variant.Chess960Setup;

/**
 * A game asked for by {@code POST /api/games}: {@code {"profile": "fide", "without": "fivefold",
 * "time": "5", "delay": "2", "whiteTime": "5", "blackTime": "4", "fen": "...", "chess960": "518"}},
 * each field optional. The profile, the rules dropped and the clock default to those {@code
 * chesseus serve} was started with: a request's {@code without} replaces the server's (the server's
 * are dropped only from books that hold them), its {@code time} starts a clock of its own (the
 * server's delay and odds do not carry over), its {@code delay} or {@code bronstein} replaces the
 * server's delay, each odds field the server's. {@code chess960} is a start number 0–959 or {@code
 * random} (and excludes {@code fen}), or {@code true} to read the FEN's castling as Chess960.
 * {@code opponent} ({@code {"side": "black", "elo": 1200}}) plays one side by the server's engine.
 *
 * @param profile the profile to compose
 * @param without the rule ids to drop
 * @param ownWithout whether the request named them (then each must be in the book)
 * @param clock the clock choices by {@link ClockChoices#KEYS} key
 * @param fen the start position, if not the standard one
 * @param chess960 the Chess960 choice as written, if any
 * @param opponent the engine to play against, if any
 */
record NewGame(String profile, List<String> without, boolean ownWithout, Map<String, String> clock, Optional<String> fen,
        Optional<String> chess960, Optional<Opponent> opponent) {
    /** The fields a new game may hold. */
    static final Set<String> FIELDS = Set.of("profile", "without", "time", "delay", "bronstein", "whiteTime", "blackTime",
            "fen", "chess960", "opponent");

    /** Requires every part. */
    NewGame {
        requireNonNull(profile, "profile");
        without = List.copyOf(without);
        clock = Map.copyOf(clock);
        requireNonNull(fen, "fen");
        requireNonNull(chess960, "chess960");
        requireNonNull(opponent, "opponent");
    }

    /**
     * The game a request body asks for, with the server's defaults where it is silent.
     *
     * @throws HttpRefusal 400 for a malformed body
     */
    static NewGame read(String body, ServeDefaults defaults) {
        JsonBody json = JsonBody.read("a new game", body, FIELDS);
        Optional<List<String>> without = json.ruleIds("without");
        Optional<String> chess960 = json.text("chess960").map(String::strip)
                .filter(text -> !text.isEmpty() && !text.equalsIgnoreCase("false"));
        return new NewGame(json.text("profile").map(String::strip).filter(text -> !text.isEmpty()).orElse(defaults.profile()),
                without.orElse(defaults.without()), without.isPresent(), clock(json, defaults.clock()),
                json.text("fen").map(String::strip).filter(text -> !text.isEmpty()), chess960, Opponent.read(json));
    }

    /** The server's clock choices, with the request's where it gives them. */
    private static Map<String, String> clock(JsonBody json, Map<String, String> defaults) {
        Map<String, String> clock = new LinkedHashMap<>(defaults);
        Optional<String> time = json.text("time").map(String::strip);
        if (time.isPresent()) {
            clock.clear();
            time.filter(text -> !text.isEmpty() && !text.equals("-")).ifPresent(text -> clock.put("time", text));
        }
        if (json.text("delay").isPresent() || json.text("bronstein").isPresent()) {
            clock.remove("delay");
            clock.remove("bronstein");
        }
        for (String key : List.of("delay", "bronstein", "white-time", "black-time")) {
            json.text(Spelling.field(key)).map(String::strip).ifPresent(text -> clock.put(key, text));
        }
        return clock;
    }

    /**
     * Opens the game: the book composed, the start read, the engine seated, the clock attached and
     * started.
     *
     * @throws HttpRefusal 400 naming the field at fault (an unknown profile or rule, a bad FEN, time
     *     control, delay or odds, a level the engine does not play)
     */
    WebGame open(String id, RuleBookComposer composer, EngineSeats engines, LongSupplier nanos) {
        try {
            RuleBook book = book(composer);
            Optional<Chess960Setup> array = array();
            boolean variant = array.isPresent() || chess960.filter("true"::equalsIgnoreCase).isPresent()
                    || Chess960Setup.plays(book);
            Position start = array.map(Chess960Setup::position).orElseGet(() -> fen
                    .map(text -> FenReader.of(book.legality(), variant).read(text)).orElse(Position.start()));
            ClockChoices choices = ClockChoices.read(key -> Optional.ofNullable(clock.get(key)), Spelling.FIELD);
            EnginePlayer engine = opponent.map(seat -> engines.seat(seat, book)).orElse(null);
            Game game = Game.start(book, start, choices.applyTo(GameOptions.builder(), nanos).build());
            String startFen = new FenWriter(book.legality(), variant ? CastlingNotation.X_FEN : CastlingNotation.STANDARD)
                    .write(start);
            return new WebGame(id, game, book.legality().notation(variant), variant,
                    array.map(Chess960Setup::number), clock, startFen, nanos, engine);
        } catch (HttpRefusal refused) {
            throw refused;
        } catch (RejectedInputException refused) {
            throw new HttpRefusal(HttpRefusal.BAD_REQUEST, "a new game: " + refused.getMessage());
        }
    }

    /**
     * The book: the profile without the rules asked; the server's {@code --without} drops only the
     * rules this profile's book holds (another profile chosen on the page may lack them).
     */
    private RuleBook book(RuleBookComposer composer) {
        RuleBook whole = composer.compose(profile);
        List<String> dropped = without;
        if (ownWithout) {
            for (String rule : without) {
                if (!whole.has(rule)) {
                    throw new RejectedInputException("'without' " + rule + ": no rule '" + rule + "' in the book of '"
                            + profile + "'; its rules are: " + whole.rules().stream().map(RuleEntry::id)
                            .collect(Collectors.joining(", ")));
                }
            }
        } else {
            dropped = without.stream().filter(whole::has).collect(Collectors.toList());
        }
        return dropped.isEmpty() ? whole : composer.compose(profile, dropped);
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
}
