package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import jakarta.inject.Inject;
import java.util.List;
import java.util.concurrent.Callable;
import org.chesseus.api.pgn.PgnEntry;
import org.chesseus.api.pgn.PgnReader;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.launcher.terminal.ExitStatus;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.tools.adjudicate.Adjudication;
import org.chesseus.tools.adjudicate.AdjudicationTally;
import org.chesseus.tools.adjudicate.Adjudicator;
import org.chesseus.tools.perft.Progress;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

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

    @Parameters(paramLabel = "FILE", description = "The PGN file ('-' for standard input).")
    private String file;

    @Option(names = "--strict-fen", description = {"Refuse a game whose FEN tag has a castling right or an en-passant"
            + " square the position cannot have; by default such a right or square is dropped with a warning on"
            + " standard error."})
    boolean strictFen;

    @Option(names = "--json", description = "One JSON object a game.")
    private boolean asJson;

    @Option(names = "--rules", paramLabel = "PROFILE", defaultValue = "fide", description = ProfileOptions.RULES)
    private String rules;

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
        RuleBook book = profile.compose(composer, rules, terminal);
        List<PgnEntry> entries = PgnReader.readEach(PgnFile.read("adjudicate", file, terminal));
        InputLines.requireSome(entries.size(), "adjudicate", file, "game");
        Progress progress = ProgressBar.on(terminal, "games", "moves");
        Adjudicator adjudicator = new Adjudicator(book, strictFen ? null : warning -> {
            progress.clear();
            terminal.err().println("warning: " + warning);
        });
        AdjudicationPrinter printer = new AdjudicationPrinter(terminal, json, asJson);
        AdjudicationTally tally = new AdjudicationTally();
        long start = terminal.clock().getAsLong();
        long plies = 0;
        progress.start(entries.size());
        try {
            for (int i = 0; i < entries.size(); i++) {
                Adjudication verdict = adjudicator.judge(i + 1, entries.get(i));
                plies += verdict.ply();
                tally.add(verdict);
                progress.clear();
                printer.print(verdict);
                progress.advance(i + 1, plies);
            }
        } finally {
            progress.finish();
        }
        terminal.err().println(tally.summary(terminal.clock().getAsLong() - start));
        return tally.errors() == 0 ? ExitStatus.OK : ExitStatus.REJECTED;
    }
}
