package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.tools.adjudicate.Adjudicator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code chesseus adjudicate}: re-judges the games of a PGN file under a rule book (default {@code
 * fide}) and reports, game by game, the result the book rules, its code, reason, article and ply,
 * and whether the record agrees on the score and the reason — e.g. a loss on time that FIDE 6.9
 * makes a draw.
 */
@Command(name = "adjudicate", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Re-judge the games of a PGN file under a rule book.",
            "Replays each, applies the automatic endings, and judges the recorded end again by the",
            "reason the record gives (ResultCode; Termination as the PGN standard, Lichess,",
            "cutechess, fastchess or chess.com write it; the last comment): a time forfeit =",
            "a flag fall (6.9), a forfeit = the book's forfeit, another decisive result =",
            "a resignation (5.1.2), a draw = the claim available (9.2, 9.3), else an",
            "agreement (5.2.3). A game agrees when the score and the reason do."},
        footer = {"", "One output per game, in file order; a game that cannot be read or replayed",
            "yields its error, and reading resumes at the next tag section. A summary goes",
            "to standard error.",
            "Exit status: 0 every game judged, 1 some game not judged or the file refused,",
            "2 usage error."})
public final class AdjudicateCommand implements Callable<Integer> {
    private final RuleBookComposer composer;
    private final Terminal terminal;
    private final JsonLines json;

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "The PGN file: .pgn, .pgn.gz or .pgn.zst, any size ('-' for standard input).")
    private String file;

    @Option(names = "--strict-fen", description = {"Refuse a game whose FEN tag has a castling right or an en-passant"
            + " square the position cannot have; by default such a right or square is dropped with a warning on"
            + " standard error."})
    boolean strictFen;

    @Option(names = "--json", description = "One JSON object a game.")
    private boolean asJson;

    @Option(names = "--rules", paramLabel = "PROFILE", defaultValue = "fide", description = ProfileOptions.RULES)
    private String rules;

    @Option(names = "--threads", paramLabel = "N", description = "Threads judging games (default: the machine's cores, ${DEFAULT-VALUE}); output stays in file order.")
    private int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--summary", description = "Instead of a line a game: a table of recorded result and reason -> ruled result and reason, with counts, and games per code.")
    private boolean summary;

    @Option(names = "--changed-only", description = "Only the games whose ruling differs from the record (score or reason), and those not judged.")
    private boolean changedOnly;

    @Option(names = "--write-pgn", paramLabel = "OUT", description = "Copy the games to OUT (.gz, .zst packed) with Result and the ResultCode, ResultArticle, ResultExplanation tags set to the ruling where it differs; the rest byte for byte.")
    private Path writePgn;

    @Mixin
    private ProfileOptions profile;

    @Inject
    AdjudicateCommand(RuleBookComposer composer, Terminal terminal, JsonLines json) {
        this.composer = requireNonNull(composer, "composer");
        this.terminal = requireNonNull(terminal, "terminal");
        this.json = requireNonNull(json, "json");
    }

    @Override
    public Integer call() {
        if (threads < 1) {
            throw new ParameterException(spec.commandLine(), "--threads must be at least 1: " + threads);
        }
        RuleBook book = profile.compose(composer, rules, terminal);
        Supplier<Adjudicator> adjudicators = () -> new Adjudicator(book, strictFen ? null : warning -> { });
        return new ArchiveAdjudication(terminal, json, new ArchiveAdjudication.Choices(file, threads, asJson, summary,
                changedOnly, writePgn)).run(adjudicators);
    }
}
