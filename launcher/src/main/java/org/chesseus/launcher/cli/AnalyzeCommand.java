package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import jakarta.inject.Inject;
import java.util.List;
import java.util.concurrent.Callable;
import org.chesseus.api.FenReader;
import org.chesseus.api.Position;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.mate.MateBudget;
import org.chesseus.api.mate.MateQuestion;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.launcher.terminal.ExitStatus;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.tools.analyze.AnalysisJson;
import org.chesseus.tools.analyze.AnalysisTally;
import org.chesseus.tools.analyze.Analyst;
import org.chesseus.tools.analyze.AskedSide;
import org.chesseus.tools.analyze.Asking;
import org.chesseus.tools.analyze.LabelledLine;
import org.chesseus.tools.analyze.PositionAnalysis;
import org.chesseus.tools.perft.Progress;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code chesseus analyze}: for a position or each line of a batch, the status, whether it is a
 * dead position (FIDE 5.2.2) and by which proof, and whether each side can still checkmate by any
 * series of legal moves (the question of 6.9 and 5.1.2), with the helpmate as proof when it can;
 * {@code --side} asks one side (or the flag-fall question, {@code flagged}), {@code --quick} the
 * quick tier. A batch's output is buffered and flushed when it ends.
 */
@Command(name = "analyze", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Status, dead position (FIDE 5.2.2) and whether each side can still checkmate.",
            "canMate is yes (with a helpmate line), no (proven: material, blockade or search)",
            "or unknown (budget exhausted)."},
        footer = {"", "--input lines are one FEN each, optionally after a label (WB, W-, -B or --, as the",
            "shared chasolver-positions.txt writes them); '#' comments and blank lines skipped.",
            "Each other line yields exactly one output, in order; a line that cannot be read yields its error. A summary goes to standard error.",
            "Exit status: 0 success, 1 some input refused, 2 usage error."})
public final class AnalyzeCommand implements Callable<Integer> {
    private final RuleBookComposer composer;
    private final Terminal terminal;
    private final JsonLines json;

    @Spec
    private CommandSpec spec;

    @Option(names = "--fen", paramLabel = "FEN", description = "The position (default: the start position).")
    private String fen;

    @Option(names = "--input", paramLabel = "FILE", description = "A batch: one FEN a line ('-' for standard input).")
    private String input;

    @Mixin
    private Chess960Option chess960Option;

    private boolean chess960;

    @Option(names = "--budget", paramLabel = "NODES", defaultValue = "" + MateBudget.DEFAULT_NODES,
            description = "Positions each side's question may visit before answering unknown (default: ${DEFAULT-VALUE}).")
    private long budget;

    @Option(names = "--clock", description = {"Count the half-move clock: lines close at 150 half-moves "
        + "(the reading of a flag fall, 6.9, or a resignation, 5.1.2). Default: the board alone (5.2.2)."})
    private boolean clock;

    @Option(names = "--side", paramLabel = "SIDE", description = {"Ask one side only: white, black, or flagged "
        + "(the side to move flags, FIDE 6.9: can the side that just moved still mate? clock-aware). "
        + "Default: both sides, which a dead position (5.2.2) needs."})
    private String side;

    @Option(names = "--quick", description = {"Ask the quick tier: a sound no or a yes with its line in microseconds; "
        + "its unknown means 'probably can'. Takes no --budget."})
    private boolean quick;

    @Option(names = "--strict-fen", description = {"Refuse a FEN with a castling right or an en-passant square the"
            + " position cannot have; by default such a right or square is dropped with a warning on standard"
            + " error, as positions from the wild need."})
    boolean strictFen;

    @Option(names = "--json", description = "One JSON object a position.")
    private boolean asJson;

    @Option(names = "--rules", paramLabel = "PROFILE", defaultValue = "l2", description = ProfileOptions.RULES)
    private String rules;

    @Mixin
    private ProfileOptions profile;

    @Inject
    AnalyzeCommand(RuleBookComposer composer, Terminal terminal, JsonLines json) {
        this.composer = requireNonNull(composer, "composer");
        this.terminal = requireNonNull(terminal, "terminal");
        this.json = requireNonNull(json, "json");
    }

    @Override
    public Integer call() {
        if (input != null && fen != null) {
            throw new ParameterException(spec.commandLine(), "--fen and --input cannot be combined: give one position or a batch");
        }
        if (budget < 1) {
            throw new ParameterException(spec.commandLine(), "--budget must be 1 or more");
        }
        if (quick && spec.commandLine().getParseResult().hasMatchedOption("--budget")) {
            throw new ParameterException(spec.commandLine(), "--quick asks the quick tier, which has its own budget:"
                    + " it cannot be combined with --budget");
        }
        AskedSide asked = askedSide();
        if ((input != null || fen != null) && chess960Option.setup().isPresent()) {
            throw new ParameterException(spec.commandLine(),
                    "--chess960 N gives the position: it cannot be combined with --fen or --input (--chess960 alone reads them as Chess960)");
        }
        RuleBook book = profile.compose(composer, rules, terminal);
        chess960 = chess960Option.plays(book);
        Analyst analyst = analyst(book, asked);
        FenReader reader = FenReader.of(book.legality(), chess960);
        List<LabelledLine> lines = input != null ? LabelledLine.of(InputLines.read(input, terminal))
                : List.of(new LabelledLine(0, "", fen != null ? fen : PerftCommand.startFen(book, chess960Option, terminal)));
        if (input != null) {
            InputLines.requireSome(lines.size(), "--input", input, "position (one FEN a line)");
        }
        return run(lines, reader, analyst);
    }

    private AskedSide askedSide() {
        try {
            return side == null ? AskedSide.BOTH : AskedSide.of(side);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
    }

    private Analyst analyst(RuleBook book, AskedSide asked) {
        MateQuestion question = book.service(MateQuestion.class).orElseThrow(() -> new RejectedInputException(
                "rule book '" + book.profile() + "' cannot answer whether a side can still checkmate: it needs layer l2"
                        + " (try --rules l2)"));
        Asking asking = new Asking(asked, new MateBudget(budget, MateBudget.DEFAULT_PLIES, clock), quick);
        return new Analyst(book.legality(), question, asking, terminal.clock());
    }

    private int run(List<LabelledLine> lines, FenReader reader, Analyst analyst) {
        AnalysisTally tally = new AnalysisTally();
        AnalysisPrinter printer = new AnalysisPrinter(terminal, json, asJson, input != null, quick);
        Progress progress = input != null ? ProgressBar.on(terminal, "positions") : Progress.NONE;
        long start = terminal.clock().getAsLong();
        progress.start(lines.size());
        try {
            for (int i = 0; i < lines.size(); i++) {
                LabelledLine line = lines.get(i);
                progress.clear();
                analyzeLine(line, reader, analyst, printer, tally);
                progress.advance(i + 1, i + 1);
            }
        } finally {
            printer.flush();
            progress.finish();
        }
        if (input != null) {
            terminal.err().println(tally.summary(terminal.clock().getAsLong() - start));
        }
        return printer.refused() == 0 ? ExitStatus.OK : ExitStatus.REJECTED;
    }

    private void analyzeLine(LabelledLine line, FenReader reader, Analyst analyst, AnalysisPrinter printer,
            AnalysisTally tally) {
        Position position;
        try {
            String where = input == null ? "" : "line " + line.number() + ": ";
            position = PerftCommand.read(reader, line.fen(), chess960, strictFen ? null
                    : warning -> terminal.err().println("warning: " + where + warning));
        } catch (RejectedInputException e) {
            if (input == null) {
                throw e;
            }
            tally.refuse();
            printer.print(AnalysisJson.error(line.fen(), "line " + line.number() + ": " + e.getMessage()));
            return;
        }
        PositionAnalysis analysis = analyst.analyze(position);
        tally.add(analysis, line);
        printer.print(line, analysis);
    }
}
