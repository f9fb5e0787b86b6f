package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import jakarta.inject.Inject;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.launcher.play.DelayOddsOptions;
import org.chesseus.launcher.play.OwnEngineCommand;
import org.chesseus.launcher.terminal.ExitStatus;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.tools.match.Match;
import org.chesseus.tools.match.MatchRequest;
import org.chesseus.tools.match.MatchSummary;
import org.chesseus.tools.setup.ClockChoices;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code chesseus match}: two UCI engines play a series of games under a rule book and a clock
 * (or a node budget a move): {@code --time} in FIDE's form (minutes) or {@code --tc} in cutechess's
 * (seconds), with {@code play}'s delays and odds; every game is judged by the arbiter, recorded in
 * PGN, and the result summed up with its Elo difference, interval, LOS and, when asked, an SPRT
 * verdict. An option's value that is wrong in itself is a usage error (status 2); a profile, an
 * openings file or an engine that does not start is input refused (status 1), as in {@code play};
 * an engine that cannot be restarted during the match stops it (status 1).
 */
@Command(name = "match", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Two UCI engines play a series of games under a rule book and a clock; PGN out.",
            "Colours alternate game by game; each opening is played twice, colours swapped.",
            "A line for each game and the running score go to standard output (with --json: standard error),",
            "then the summary: W/D/L, score, Elo difference with its 95%% interval, LOS, SPRT verdict."})
public final class MatchCommand implements Callable<Integer> {
    private final RuleBookComposer composer;
    private final Terminal terminal;
    private final JsonLines json;

    @Spec
    private CommandSpec spec;
    @Option(names = "--white", required = true, paramLabel = "CMD",
            description = "The first engine: a command line, uci:<command line>, or engine (our own).")
    private String white;
    @Option(names = "--black", required = true, paramLabel = "CMD", description = "The second engine, the same way.")
    private String black;
    @Option(names = "--white-name", paramLabel = "NAME", description = "The first engine's name (default: its id name).")
    private String whiteName;
    @Option(names = "--black-name", paramLabel = "NAME", description = "The second engine's name (default: its id name).")
    private String blackName;
    @Option(names = "--games", paramLabel = "N", defaultValue = "2", description = "Games to play (default: 2).")
    private int games;
    @Option(names = "--time", paramLabel = "CONTROL", description = "Time control, FIDE's form, base in minutes: 1+0, 10s+0.1,"
            + " 40/90+30,30+30 (default: " + Match.DEFAULT_TIME + ").")
    private String time;
    @Option(names = "--tc", paramLabel = "TC", description = {"Time control, cutechess's form, in seconds: [MOVES/]TIME[+INC], "
        + "TIME also MIN:SEC; 10+0.1, 40/60+0.6 (60 s every 40 moves), 2:30+1, inf (with --nodes). Not with --time."})
    private String tc;
    @Mixin
    private DelayOddsOptions delayOdds = new DelayOddsOptions();
    @Option(names = "--nodes", paramLabel = "N", description = "Fixed-node games: go nodes N, no clock.")
    private long nodes;
    @Option(names = "--rules", paramLabel = "PROFILE", defaultValue = "fide", description = "The rule book (default: fide).")
    private String rules;
    @Option(names = "--without", paramLabel = "RULE", split = ",", description = "Rule ids to drop, comma-separated.")
    private List<String> without = new ArrayList<>();
    @Option(names = "--openings", paramLabel = "FILE", description = "Openings: EPD/FEN or move-list lines, or a PGN file.")
    private Path openings;
    @Option(names = "--chess960", description = "Chess960 from start positions drawn with --seed, each played twice.")
    private boolean chess960;
    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "Seed of the Chess960 draws (default: 1).")
    private long seed;
    @Option(names = "--pgn", paramLabel = "OUT", description = "Append each game to this PGN file.")
    private Path pgn;
    @Option(names = "--concurrency", paramLabel = "N", defaultValue = "1", description = "Games at once (default: 1).")
    private int concurrency;
    @Option(names = "--sprt", paramLabel = "ELO0,ELO1,ALPHA,BETA", description = "Stop when the SPRT decides, e.g. 0,5,0.05,0.05.")
    private String sprt;
    @Option(names = "--option-white", paramLabel = "NAME=VALUE", description = "A UCI option of the first engine (repeatable).")
    private List<String> whiteOptions = new ArrayList<>();
    @Option(names = "--option-black", paramLabel = "NAME=VALUE", description = "A UCI option of the second engine (repeatable).")
    private List<String> blackOptions = new ArrayList<>();
    @Option(names = "--adjudicate-resign", paramLabel = "CP,MOVES", description = "Resign for a side both engines see at -CP or worse for MOVES moves.")
    private String resign;
    @Option(names = "--adjudicate-draw", paramLabel = "CP,MOVES,FROM", description = "Draw when both engines see |score| <= CP for MOVES moves from move FROM.")
    private String draw;
    @Option(names = "--json", description = "Print the summary as one JSON object.")
    private boolean asJson;

    @Inject
    MatchCommand(RuleBookComposer composer, Terminal terminal, JsonLines json) {
        this.composer = requireNonNull(composer, "composer");
        this.terminal = requireNonNull(terminal, "terminal");
        this.json = requireNonNull(json, "json");
    }

    @Override
    public Integer call() {
        Match match = prepare();
        PrintWriter lines = asJson ? terminal.err() : terminal.out();
        MatchSummary summary = match.play(lines, ProgressBar.on(terminal, "games", "games"));
        if (asJson) {
            json.print(summary.json());
        } else {
            summary.lines().forEach(terminal.out()::println);
            terminal.out().flush();
        }
        return ExitStatus.OK;
    }

    /**
     * The command line that starts our own engine ({@code ./chesseus uci --rules …}) as a UCI child:
     * the same Java and module path as this launch, one word an element.
     */
    private List<String> ownEngine() {
        return OwnEngineCommand.of(rules, without);
    }

    /** The clock options given, by {@link ClockChoices} key. */
    private Map<String, String> clock() {
        Map<String, String> choices = new HashMap<>();
        if (time != null) {
            choices.put("time", time);
        }
        if (tc != null) {
            choices.put(ClockChoices.TC, tc);
        }
        delayOdds.putInto(choices);
        return choices;
    }

    /**
     * The match checked: a count, clock or setting wrong on the command line is a usage error naming
     * the option; a profile, an openings file or an engine that cannot be started is input refused,
     * as in {@code play}.
     */
    private Match prepare() {
        RuleBook book = composer.compose(rules, without);
        MatchRequest request = new MatchRequest(white, black, whiteOptions, blackOptions, games,
                clock(), nodes, Optional.ofNullable(openings), Optional.ofNullable(pgn), concurrency,
                Optional.ofNullable(sprt), chess960, seed, Optional.ofNullable(resign), Optional.ofNullable(draw),
                Optional.ofNullable(whiteName), Optional.ofNullable(blackName));
        try {
            Match.check(request);
        } catch (RejectedInputException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        return Match.prepare(book, rules, request, ownEngine(), terminal.clock());
    }
}
