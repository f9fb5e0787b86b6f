package org.chesseus.launcher.play;

import static java.util.Objects.requireNonNull;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Collectors;
import org.chesseus.api.CastlingNotation;
import org.chesseus.api.Color;
import org.chesseus.api.FenReader;
import org.chesseus.api.FenWriter;
import org.chesseus.api.Move;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.driver.Driver;
import org.chesseus.api.driver.DriverSession;
import org.chesseus.api.driver.DriverSetup;
import org.chesseus.api.pgn.PgnGame;
import org.chesseus.api.pgn.PgnMove;
import org.chesseus.api.pgn.PgnTimeControl;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.launcher.play.ClockOptions;
import org.chesseus.launcher.terminal.EditedLines;
import org.chesseus.launcher.terminal.LineSource;
import org.chesseus.launcher.terminal.PlainLines;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.tools.setup.PlayTime;
import org.chesseus.tools.setup.RuleIds;
import org.chesseus.tools.variant.Chess960Setup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code chesseus play}: a game under a rule book ({@code fide} unless {@code --rules} says
 * otherwise), shown by a driver found with ServiceLoader ({@code --driver console|numeric}),
 * between players chosen at launch (people at this terminal, or UCI engines), on a clock or
 * untimed, recorded in a PGN file as it goes and resumable from it. The choices may come from a
 * configuration file; the command line wins.
 */
@Command(name = "play", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Play a game under a rule book: people at this terminal, or UCI engines.",
            "Moves in SAN or UCI (console) or numeric squares (numeric); a trailing '=' asks for a draw;",
            "'=' alone accepts an offer, else claims, else offers; 'resign' or the end of input resigns."})
public final class PlayCommand implements Callable<Integer> {
    private final RuleBookComposer composer;
    private final Set<Driver> drivers;
    private final Terminal terminal;

    @Option(names = "--rules", paramLabel = "PROFILE", description = "The rule book (default: fide).")
    private String rules;
    @Option(names = "--without", paramLabel = "RULE", description = "Rule ids to drop, comma-separated.")
    private String without;
    @Option(names = "--driver", paramLabel = "DRIVER", description = "console (default) or numeric; see chesseus profiles.")
    private String driver;
    @Option(names = "--white", paramLabel = "PLAYER", description = "human (default), engine, or uci:<command line>.")
    private String white;
    @Option(names = "--black", paramLabel = "PLAYER", description = "human (default), engine, or uci:<command line>.")
    private String black;
    @Option(names = "--white-name", paramLabel = "NAME", description = "White's name in the record (default: an engine's id name, else human).")
    private String whiteName;
    @Option(names = "--black-name", paramLabel = "NAME", description = "Black's name in the record (default: an engine's id name, else human).")
    private String blackName;
    @Mixin
    private ClockOptions clock = new ClockOptions();
    @Option(names = "--fen", paramLabel = "FEN", description = "Start from this position.")
    private String fen;
    @Option(names = "--chess960", arity = "0..1", fallbackValue = "true", paramLabel = "N|random",
            description = "Chess960: alone, read the FEN and castling as Chess960; with N (0-959, 518 = standard) or random, start from that array.")
    private String chess960;
    @Option(names = "--shredder-fen", description = "Write Chess960 castling in the record's FEN as rook files (Shredder-FEN, HFhf), not X-FEN.")
    private Boolean shredderFen;
    @Option(names = "--no-offers-before", paramLabel = "MOVE", description = "No draw offers before this move (FIDE 9.1.1).")
    private String noOffersBefore;
    @Option(names = "--blindfold", description = "Draw no board: show the opponent's moves only.")
    private Boolean blindfold;
    @Option(names = "--ascii", description = "Plain ASCII board without colour.")
    private Boolean ascii;
    @Option(names = "--flip", description = "Turn the board over.")
    private Boolean flip;
    @Option(names = "--fixed-board", description = "Keep White at the bottom (Black with --flip) for two players sharing a screen:"
            + " the board never turns to the side to move.")
    private Boolean fixedBoard;
    @Option(names = "--casual", description = "Allow take-backs (undo) by agreement: not for rated play.")
    private Boolean casual;
    @Option(names = "--pgn", paramLabel = "FILE", description = "Record the game in this new file (default: games/chesseus-DATE-TIME.pgn, or in the folder"
            + " $CHESSEUS_GAMES names).")
    private String pgn;
    @Option(names = "--config", paramLabel = "FILE", description = "Read these choices from a file of 'key = value' lines.")
    private Path config;
    @Option(names = "--resume", paramLabel = "FILE", description = "Continue the unfinished game recorded in FILE.")
    private Path resume;

    @Inject
    PlayCommand(RuleBookComposer composer, Set<Driver> drivers, Terminal terminal) {
        this.composer = requireNonNull(composer, "composer");
        this.drivers = Set.copyOf(drivers);
        this.terminal = requireNonNull(terminal, "terminal");
    }

    @Override
    public Integer call() {
        PgnGame recorded = resume == null ? null : ResumedRecord.read(resume);
        PlaySettings given = settings(recorded);
        RuleBook book = composer.compose(given.get("rules").orElse("fide"), without(given));
        Optional<Chess960Setup> array = array(given);
        PlaySettings settings = array.map(drawn -> given.with(PlaySettings.of(Map.of("chess960",
                String.valueOf(drawn.number())), "the draw"))).orElse(given);
        Driver chosen = driver(settings.get("driver").orElse("console"));
        Map<Color, PlayerChoice> players = new EnumMap<>(Color.class);
        players.put(Color.WHITE, PlayerChoice.parse(settings.get("white").orElse("human"), "--white"));
        players.put(Color.BLACK, PlayerChoice.parse(settings.get("black").orElse("human"), "--black"));
        boolean variant = settings.get("chess960").filter(value -> !value.equalsIgnoreCase("false")).isPresent()
                || Chess960Setup.plays(book);
        Position start = array.map(Chess960Setup::position).orElseGet(() -> settings.get("fen")
                .map(text -> FenReader.of(book.legality(), variant).read(text)).orElse(Position.start()));
        CastlingNotation castling = !variant ? CastlingNotation.STANDARD
                : settings.flag("shredder-fen") ? CastlingNotation.SHREDDER : CastlingNotation.X_FEN;
        String startFen = new FenWriter(book.legality(), castling).write(start);
        MoveNotation notation = book.legality().notation(variant);
        Map<Color, String> names = new EnumMap<>(Color.class);
        settings.get("white-name").ifPresent(name -> names.put(Color.WHITE, name));
        settings.get("black-name").ifPresent(name -> names.put(Color.BLACK, name));
        TableSetup setup = new TableSetup(book, start, startFen, start.equals(Position.start()),
                GameSettings.options(settings), notation, players, names, settings.flag("casual"), variant);
        List<Move> moves = new ArrayList<>();
        List<Duration> took = new ArrayList<>();
        if (recorded != null) {
            replayable(recorded, setup, moves, took);
        }
        Map<String, String> tags = tags(settings, setup, recorded);
        try (LineSource lines = terminal.interactive() ? EditedLines.open() : new PlainLines(terminal.in(), terminal.out())) {
            DriverSession session = chosen.open(new DriverSetup(lines::show, lines.unicode() && !settings.flag("ascii"),
                    lines.color() && !settings.flag("ascii"), settings.flag("blindfold"), settings.flag("flip"),
                    setup.humans(), notation, lines.interactive(), settings.flag("fixed-board")));
            Table table = new Table(setup, new PlayTime(terminal.clock()), session, lines);
            return table.play(moves, took, (seated, game) -> {
                tags.put("White", seated.get(Color.WHITE));
                tags.put("Black", seated.get(Color.BLACK));
                GameRecord record = record(settings, tags, start, recorded, moves.size());
                if (recorded != null) {
                    terminal.err().println("chesseus play: " + ResumePoint.of(game, notation));
                    terminal.err().flush();
                }
                session.tagged(record.tags());
                return record;
            });
        }
    }

    /** The Chess960 array asked for by number or drawn at random (and named); empty for true, false or none. */
    private Optional<Chess960Setup> array(PlaySettings settings) {
        Optional<String> asked = settings.get("chess960").map(String::strip)
                .filter(value -> !value.equalsIgnoreCase("true") && !value.equalsIgnoreCase("false"));
        if (asked.isEmpty()) {
            return Optional.empty();
        }
        if (settings.get("fen").isPresent()) {
            throw new RejectedInputException("--chess960 " + asked.get() + " and --fen both give the start position: give one"
                    + " (--chess960 alone reads the FEN as Chess960)");
        }
        Chess960Setup setup = Chess960Setup.parse(asked.get(), bound -> ThreadLocalRandom.current().nextInt(bound));
        terminal.err().println(setup.describe());
        terminal.err().flush();
        return Optional.of(setup);
    }

    private PlaySettings settings(PgnGame recorded) {
        PlaySettings fromFile = config == null ? PlaySettings.none() : PlaySettings.read(config);
        PlaySettings asked = fromFile.with(PlaySettings.of(commandLine(), "the command line"));
        if (recorded == null) {
            return asked;
        }
        return PlaySettings.fromTags(recorded.tags()).resumedWith(asked, resume.toString());
    }

    private Map<String, String> commandLine() {
        Map<String, String> given = new LinkedHashMap<>();
        put(given, "rules", rules);
        put(given, "without", without);
        put(given, "driver", driver);
        put(given, "white", white);
        put(given, "black", black);
        put(given, "white-name", whiteName);
        put(given, "black-name", blackName);
        clock.putInto(given);
        put(given, "fen", fen);
        put(given, "chess960", chess960);
        put(given, "shredder-fen", shredderFen);
        put(given, "no-offers-before", noOffersBefore);
        put(given, "blindfold", blindfold);
        put(given, "ascii", ascii);
        put(given, "flip", flip);
        put(given, "fixed-board", fixedBoard);
        put(given, "casual", casual);
        put(given, "pgn", pgn);
        return given;
    }

    private static void put(Map<String, String> given, String key, Object value) {
        if (value != null) {
            given.put(key, value.toString());
        }
    }

    private static List<String> without(PlaySettings settings) {
        return settings.get("without").map(RuleIds::split).orElse(List.of());
    }

    private Driver driver(String id) {
        return drivers.stream().filter(found -> found.id().equals(id)).findFirst()
                .orElseThrow(() -> new RejectedInputException("--driver " + id + ": unknown driver; drivers found: "
                        + String.join(", ", new TreeSet<>(drivers.stream().map(Driver::id).collect(Collectors.toList())))));
    }

    /** The moves of a resumed record, read in SAN on the game's positions, and the time each took. */
    private void replayable(PgnGame recorded, TableSetup setup, List<Move> moves, List<Duration> took) {
        Position position = setup.start();
        for (PgnMove written : recorded.moves()) {
            Move move;
            try {
                move = setup.notation().parseSan(position, written.san());
            } catch (RejectedInputException e) {
                throw new RejectedInputException("--resume " + resume + " line " + written.line() + ": " + e.getMessage());
            }
            moves.add(move);
            took.add(PgnTime.findEmt(written.comment()).orElse(Duration.ZERO));
            position = setup.book().legality().play(position, move);
        }
    }

    private static Map<String, String> tags(PlaySettings settings, TableSetup setup, PgnGame recorded) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "chesseus play");
        tags.put("Site", "?");
        tags.put("Date", recorded == null ? LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd"))
                : recorded.tag("Date").orElse("????.??.??"));
        tags.put("Round", "-");
        tags.put("White", setup.players().get(Color.WHITE).name());
        tags.put("Black", setup.players().get(Color.BLACK).name());
        if (setup.chess960()) {
            tags.put("Variant", "Chess960");
        }
        if (!setup.standardStart()) {
            tags.put("SetUp", "1");
            tags.put("FEN", setup.startFen());
        }
        tags.put("TimeControl", PgnTimeControl.write(setup.options().apply(() -> 0L).timeControl()));
        Map<String, String> kept = settings.with(PlaySettings.of(Map.of("rules", settings.get("rules").orElse("fide"),
                "white", setup.players().get(Color.WHITE).name(), "black", setup.players().get(Color.BLACK).name()),
                "defaults")).toTags();
        kept.remove("ChesseusPgn");
        tags.putAll(kept);
        return tags;
    }

    private GameRecord record(PlaySettings settings, Map<String, String> tags, Position start, PgnGame recorded, int made) {
        GameRecord record;
        if (recorded != null) {
            List<PgnMove> moves = recorded.moves().subList(0, made);
            record = GameRecord.resume(resume, tags, start.sideToMove(), start.fullmoveNumber(), moves);
        } else {
            Path file = RecordFile.of(settings.get("pgn").orElse(null), System.getenv(), Path.of(""),
                    LocalDateTime.now());
            record = GameRecord.create(file, tags, start.sideToMove(), start.fullmoveNumber());
        }
        terminal.err().println("chesseus play: the game is recorded in " + record.file());
        terminal.err().flush();
        return record;
    }
}
