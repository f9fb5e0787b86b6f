package org.chesseus.tools.match;

import static java.util.Objects.requireNonNull;

import java.io.PrintWriter;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.LongSupplier;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.tools.perft.Progress;
import org.chesseus.tools.setup.ClockChoices;
import org.chesseus.tools.setup.Spelling;

/**
 * A match checked and ready to play: {@link #prepare} reads everything the command line gave and
 * starts each engine once (so a wrong command line or a missing program is found before the first
 * game); {@link #play} plays it and returns the figures.
 */
public final class Match {
    /** The time control when neither {@code --time}, {@code --tc} nor {@code --nodes} is given. */
    public static final String DEFAULT_TIME = "10s+0.1";

    private final MatchSetup setup;
    private final MatchPlayer first;
    private final MatchPlayer second;
    private final Schedule schedule;
    private final MatchRequest request;
    private final Optional<Sprt> sprt;

    private Match(MatchSetup setup, MatchPlayer first, MatchPlayer second, Schedule schedule, MatchRequest request,
            Optional<Sprt> sprt) {
        this.setup = setup;
        this.first = first;
        this.second = second;
        this.schedule = schedule;
        this.request = request;
        this.sprt = sprt;
    }

    /**
     * Checks the request under a rule book and starts each engine once.
     *
     * @param ownEngine the command line that starts our own engine as a UCI child, one word an
     *     element; empty when this build has none
     * @throws RejectedInputException naming the option at fault
     */
    public static Match prepare(RuleBook book, String rules, MatchRequest request, List<String> ownEngine,
            LongSupplier clock) {
        check(request);
        ClockChoices choices = clock(request);
        ScoreAdjudication adjudication = ScoreAdjudication.parse(request.resign(), request.draw());
        Optional<Sprt> sprt = request.sprt().map(Sprt::parse);
        MatchPlayer first = MatchPlayer.parse(request.white(), "--white", ownEngine, request.whiteOptions());
        MatchPlayer second = MatchPlayer.parse(request.black(), "--black", ownEngine, request.blackOptions());
        List<Opening> openings = request.openings().map(file -> OpeningFile.read(file, book, request.chess960()))
                .orElse(List.of(Opening.STANDARD));
        Schedule schedule = new Schedule(openings, request.chess960() && request.openings().isEmpty(), request.seed(),
                request.games());
        MatchSetup setup = new MatchSetup(book, rules, choices, request.nodes(), request.chess960(), adjudication, clock);
        first = named(first, request.whiteName(), probe(first, "--white", setup));
        second = named(second, request.blackName(), probe(second, "--black", setup));
        if (first.name().equals(second.name())) {
            first = first.named(first.name() + "-1");
            second = second.named(second.name() + "-2");
        }
        return new Match(setup, first, second, schedule, request, sprt);
    }

    /**
     * The request's own checks, which start no engine and read no file: the counts, the clock or
     * node budget, the adjudication and SPRT settings. What fails here is a wrong command line;
     * what fails only in {@link #prepare} (an engine, the openings) is input refused.
     *
     * @throws RejectedInputException naming the option at fault
     */
    public static void check(MatchRequest request) {
        requireNonNull(request, "request");
        if (request.games() <= 0) {
            throw new RejectedInputException("--games " + request.games() + ": play one game at least");
        }
        if (request.concurrency() <= 0) {
            throw new RejectedInputException("--concurrency " + request.concurrency() + ": one table at least");
        }
        if (request.nodes() < 0) {
            throw new RejectedInputException("--nodes " + request.nodes() + ": a positive number of nodes a move");
        }
        ClockChoices choices = clock(request);
        if (request.nodes() > 0 && choices.control().isPresent()) {
            throw new RejectedInputException("--nodes and " + (request.clock().containsKey(ClockChoices.TC) ? "--tc" : "--time")
                    + ": choose fixed-node games or a clock");
        }
        if (request.nodes() == 0 && choices.control().isEmpty()) {
            throw new RejectedInputException("--tc inf: no clock; add --nodes N for fixed-node games, or give a time,"
                    + " such as --tc 10+0.1");
        }
        ScoreAdjudication.parse(request.resign(), request.draw());
        request.sprt().ifPresent(Sprt::parse);
        MatchPlayer.options(request.whiteOptions(), "--option-white");
        MatchPlayer.options(request.blackOptions(), "--option-black");
    }

    /** The clock choices, with {@link #DEFAULT_TIME} when neither a time control nor a node budget is given. */
    private static ClockChoices clock(MatchRequest request) {
        Map<String, String> given = new HashMap<>(request.clock());
        if (request.nodes() == 0 && !given.containsKey("time") && !given.containsKey(ClockChoices.TC)) {
            given.put("time", DEFAULT_TIME);
        }
        return ClockChoices.read(key -> Optional.ofNullable(given.get(key)), Spelling.OPTION);
    }

    /**
     * Starts the engine once and lets it go: a program that is missing or speaks no UCI is found
     * now, and the name it gives itself ({@code id name}) is heard.
     */
    private static Optional<String> probe(MatchPlayer player, String option, MatchSetup setup) {
        try (Seat seat = new Seat(player, option, setup.chess960(), new LinkedBlockingQueue<>())) {
            seat.ready();
            return seat.idName();
        }
    }

    /** The player under the name given, else the engine's {@code id name}, else its program's file name. */
    private static MatchPlayer named(MatchPlayer player, Optional<String> given, Optional<String> idName) {
        return given.map(String::strip).filter(name -> !name.isEmpty()).or(() -> idName).map(player::named).orElse(player);
    }

    /** The first engine's name. */
    public String first() {
        return first.name();
    }

    /** The second engine's name. */
    public String second() {
        return second.name();
    }

    /**
     * Plays the match: a line for each game and the running score on {@code lines}, the progress on
     * {@code progress}, the games appended to the record.
     *
     * @throws RejectedInputException when an engine could not be started again, or the record cannot be written
     */
    public MatchSummary play(PrintWriter lines, Progress progress) {
        Scoreboard scoreboard = new Scoreboard(first.name(), second.name(), schedule.games(), request.pgn(), sprt,
                lines, progress);
        new MatchRunner(setup, first, second, schedule, request.concurrency(), scoreboard).run();
        return new MatchSummary(first.name(), second.name(), scoreboard.tally(), scoreboard.abandoned(), sprt);
    }
}
