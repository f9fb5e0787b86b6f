package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import jakarta.inject.Inject;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.chesseus.api.CastlingNotation;
import org.chesseus.api.FenException;
import org.chesseus.api.FenField;
import org.chesseus.api.FenReader;
import org.chesseus.api.FenWriter;
import org.chesseus.api.Position;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.launcher.terminal.ExitStatus;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.tools.perft.Divided;
import org.chesseus.tools.perft.PerftResult;
import org.chesseus.tools.perft.PerftRunner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code chesseus perft}: the number of legal move sequences of a given length from a position
 * (or from each line of a batch), with the time taken and the rate, under the legality of the
 * chosen rule book (FIDE Article 3 as layer {@code l1} implements it).
 */
@Command(name = "perft", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Count the leaves of the legal move tree to a depth: nodes, time, nodes/s.",
            "With --json: one object {fen, depth, nodes, ms, nps} a line,",
            "after one {move, nodes} for each root move with --divide."},
        footer = {"", "--input lines are FEN;depth (further ;-fields ignored; '#' comments and blank lines skipped).",
            "Each other line yields exactly one output, in order; a bad line yields its error",
            "({\"line\",\"fen\",\"error\"} with --json). A summary goes to standard error.",
            "Exit status: 0 success, 1 some input refused, 2 usage error."})
public final class PerftCommand implements Callable<Integer> {
    /** The start position (FIDE 2.3), the default of {@code --fen}. */
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private final RuleBookComposer composer;
    private final Terminal terminal;
    private final JsonLines json;

    @Spec
    private CommandSpec spec;

    @Option(names = "--fen", paramLabel = "FEN", description = "The position (default: the start position).")
    private String fen;

    @Option(names = "--input", paramLabel = "FILE", description = "A batch: one FEN;depth a line ('-' for standard input).")
    private String input;

    @Mixin
    private Chess960Option chess960Option;

    @Option(names = "--depth", paramLabel = "N", defaultValue = "5",
            description = "Depth in half-moves (default: ${DEFAULT-VALUE}; for --input, lines without a depth).")
    private int depth;

    @Option(names = "--divide", description = "Also count below each root move (UCI notation), then the total.")
    private boolean divide;

    @Option(names = "--json", description = "One JSON object a line.")
    private boolean asJson;

    @Option(names = "--rules", paramLabel = "PROFILE", defaultValue = "l1", description = ProfileOptions.RULES)
    private String rules;

    @Mixin
    private ProfileOptions profile;

    @Inject
    PerftCommand(RuleBookComposer composer, Terminal terminal, JsonLines json) {
        this.composer = requireNonNull(composer, "composer");
        this.terminal = requireNonNull(terminal, "terminal");
        this.json = requireNonNull(json, "json");
    }

    @Override
    public Integer call() {
        checkUsage();
        RuleBook book = profile.compose(composer, rules, terminal);
        boolean chess960 = chess960Option.plays(book);
        FenReader reader = FenReader.of(book.legality(), chess960);
        PerftRunner runner = new PerftRunner(book.legality(), terminal.clock());
        if (input != null) {
            return new PerftBatch(terminal, json, asJson).run(input, depth, line -> {
                Position position = read(reader, line.fen(), chess960);
                return runner.count(line.fen(), position, line.depth(depth));
            });
        }
        String given = fen != null ? fen : startFen(book, chess960Option, terminal);
        Position position = read(reader, given, chess960);
        if (divide) {
            printDivided(runner.divide(given, position, depth, book.legality().notation(chess960),
                    ProgressBar.on(terminal, "root moves")));
        } else {
            printResult(runner.count(given, position, depth, ProgressBar.on(terminal, "root moves")));
        }
        return ExitStatus.OK;
    }

    private void checkUsage() {
        if (depth < 0 || depth > PerftRunner.MAX_DEPTH) {
            throw new ParameterException(spec.commandLine(),
                    "--depth must be from 0 to " + PerftRunner.MAX_DEPTH + ", got " + depth);
        }
        if (input != null && fen != null) {
            throw new ParameterException(spec.commandLine(), "--fen and --input cannot be combined: give one position or a batch");
        }
        if ((input != null || fen != null) && chess960Option.setup().isPresent()) {
            throw new ParameterException(spec.commandLine(),
                    "--chess960 N gives the start position: it cannot be combined with --fen or --input (--chess960 alone reads them as Chess960)");
        }
        if (input != null && divide) {
            throw new ParameterException(spec.commandLine(), "--divide works on one position (--fen), not a batch");
        }
        if (divide && depth < 1) {
            throw new ParameterException(spec.commandLine(), "--divide needs --depth 1 or more");
        }
    }

    /**
     * The FEN of the start position: the Chess960 array asked for (X-FEN; one drawn at random is
     * named on standard error), else the standard one.
     */
    static String startFen(RuleBook book, Chess960Option chess960, Terminal terminal) {
        return chess960.setup().map(setup -> {
            if (setup.drawn()) {
                terminal.err().println(setup.describe());
                terminal.err().flush();
            }
            return new FenWriter(book.legality(), CastlingNotation.X_FEN).write(setup.position());
        }).orElse(START);
    }

    /**
     * The position of a FEN; in standard mode a castling error says that {@code --chess960} exists.
     *
     * @throws RejectedInputException naming the field at fault
     */
    static Position read(FenReader reader, String fen, boolean chess960) {
        return read(reader, fen, chess960, null);
    }

    /**
     * The position of a FEN, read leniently when {@code warnings} is given ({@link
     * FenReader#readLeniently}: an impossible castling right or en-passant square dropped and said
     * there), strictly when it is null; in standard mode a castling error says that
     * {@code --chess960} exists.
     *
     * @throws RejectedInputException naming the field at fault
     */
    static Position read(FenReader reader, String fen, boolean chess960, Consumer<String> warnings) {
        try {
            return warnings == null ? reader.read(fen) : reader.readLeniently(fen, warnings);
        } catch (FenException e) {
            if (!chess960 && e.field().filter(FenField.CASTLING::equals).isPresent()) {
                throw new RejectedInputException(e.getMessage() + " (for Chess960 castling, add --chess960)");
            }
            throw e;
        }
    }

    private void printDivided(Divided divided) {
        if (asJson) {
            divided.moves().forEach(json::print);
            json.print(divided.total());
            return;
        }
        PrintWriter out = terminal.out();
        divided.moves().forEach(move -> out.println(move.move() + ": " + move.nodes()));
        out.println();
        printResult(divided.total());
    }

    private void printResult(PerftResult result) {
        if (asJson) {
            json.print(result);
            return;
        }
        PrintWriter out = terminal.out();
        out.println("Nodes searched: " + result.nodes());
        out.println("Time: " + Figures.seconds(result.nanos()));
        out.println("Nodes/s: " + result.nps());
    }
}
