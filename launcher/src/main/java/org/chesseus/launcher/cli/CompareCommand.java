package org.chesseus.launcher.cli;

import static java.util.Objects.requireNonNull;

import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.chesseus.api.FenReader;
import org.chesseus.api.Position;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.pgn.PgnEntry;
import org.chesseus.api.pgn.PgnReader;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.launcher.terminal.ExitStatus;
import org.chesseus.launcher.terminal.Terminal;
import org.chesseus.tools.cases.Case;
import org.chesseus.tools.cases.Casebook;
import org.chesseus.tools.compare.Comparison;
import org.chesseus.tools.compare.FinalEvent;
import org.chesseus.tools.compare.PgnScenarios;
import org.chesseus.tools.compare.Scenario;
import org.chesseus.tools.compare.StartPosition;
import org.chesseus.tools.compare.Step;
import org.chesseus.tools.compare.Verdict;
import org.chesseus.tools.variant.Chess960Setup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code chesseus compare}: the same position, game or event judged under several profiles side by
 * side — code, score, article, ply, explanation — with the verdicts that differ from the first
 * profile's marked: the teaching view of how the books part ways.
 */
@Command(name = "compare", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Judge one position or game under several rule books side by side.",
            "Each book's code, score, article, move and why; rows that differ from the first",
            "profile are marked *."},
        footer = {"", "Start: --fen, --chess960 N|random, or the standard start position; moves in SAN or UCI",
            "('1.' move numbers are skipped). --pgn compares every game of the file: with --then",
            "the event replaces the recorded end, without it the recorded end is judged as",
            "adjudicate judges it. A book without a rule for the event (l1, l2) says so in its row.",
            "--case ID judges a case of the casebook (./chesseus cases), under its books unless --profiles",
            "names others; --diff prints only the first profile and those that differ from it.",
            "With --json: one object {profile, code, score, scoreCode, article, ply, explanation, differs}",
            "per profile (and game with --pgn; error when a profile could not judge).",
            "Exit status: 0 every profile judged, 1 some profile could not judge or input refused,",
            "2 usage error."})
public final class CompareCommand implements Callable<Integer> {
    private final RuleBookComposer composer;
    private final Terminal terminal;
    private final JsonLines json;

    @Spec
    private CommandSpec spec;

    @Option(names = "--profiles", split = ",", paramLabel = "PROFILE",
            description = "The books to compare, comma-separated (e.g. l1,l2,fide,fide-online,uscf+chess960); with --case"
                    + " the casebook's books by default, fide first.")
    private List<String> profiles = new ArrayList<>();

    @Option(names = "--fen", paramLabel = "FEN", description = "The start position (default: the standard start position).")
    private String fen;

    @Option(names = "--pgn", paramLabel = "FILE", description = "Compare the games of a PGN file ('-' for standard input).")
    private String pgn;

    @Option(names = "--moves", arity = "1..*", paramLabel = "MOVE", description = {"Moves played from the start, SAN or UCI;"
            + " among them steps: offer:white, accept:black, decline:black, claim, resign:white, flag:black, illegal:white,"
            + " and a move with a trailing = (Nf3=) written with a draw request."})
    private List<String> moves = new ArrayList<>();

    @Option(names = "--then", paramLabel = "EVENT",
            description = "After the moves: flag:white, flag:black, resign:white, resign:black or claim.")
    private String then;

    @Option(names = "--case", paramLabel = "ID", description = "Judge a case of the casebook (./chesseus cases lists them).")
    private String caseId;

    @Option(names = "--diff", description = "Print only the first profile and the profiles whose verdict differs from it.")
    private boolean diff;

    @Mixin
    private Chess960Option chess960;

    @Option(names = "--strict-fen", description = {"Refuse a FEN (--fen, or a FEN tag of --pgn) with a castling right or an"
            + " en-passant square the position cannot have; by default such a right or square is dropped with a"
            + " warning on standard error."})
    private boolean strictFen;

    @Option(names = "--json", description = "One JSON object per profile.")
    private boolean asJson;

    @Inject
    CompareCommand(RuleBookComposer composer, Terminal terminal, JsonLines json) {
        this.composer = requireNonNull(composer, "composer");
        this.terminal = requireNonNull(terminal, "terminal");
        this.json = requireNonNull(json, "json");
    }

    @Override
    public Integer call() {
        checkUsage();
        FinalEvent event = then == null ? FinalEvent.NONE : FinalEvent.parse(then);
        Comparison comparison = new Comparison(composer);
        ComparisonPrinter printer = new ComparisonPrinter(terminal, json, asJson, diff);
        if (caseId != null) {
            return compareCase(comparison, printer);
        }
        List<String> books = profiles.stream().map(String::strip).toList();
        if (pgn != null) {
            return comparePgn(comparison, printer, books, event);
        }
        Scenario scenario = scenario(event);
        List<Verdict> verdicts = comparison.judge(books, scenario);
        printer.print(scenario.title(), null, verdicts);
        return verdicts.stream().anyMatch(verdict -> verdict.error().isPresent()) ? ExitStatus.REJECTED : ExitStatus.OK;
    }

    private int compareCase(Comparison comparison, ComparisonPrinter printer) {
        Casebook casebook = Casebook.shipped();
        Case chosen = casebook.require("--case", caseId.strip());
        List<String> books = profiles.isEmpty() ? fideFirst(casebook.books()) : profiles.stream().map(String::strip).toList();
        Scenario scenario = chosen.scenario();
        List<Verdict> verdicts = comparison.judge(books, scenario);
        printer.print(scenario.title() + "\n" + chosen.setup() + "\n" + chosen.event(), null, verdicts);
        if (!asJson) {
            terminal.out().println("Why: " + chosen.why());
            chosen.texts().forEach(text -> terminal.out().println("Text: " + text));
            chosen.rulingTexts().forEach(text -> terminal.out().println("Article: " + text));
            terminal.out().println();
            terminal.out().flush();
        }
        return verdicts.stream().anyMatch(verdict -> verdict.error().isPresent()
                && !chosen.ruling(verdict.profile()).map(ruling -> ruling.agreesWith(verdict)).orElse(false))
                ? ExitStatus.REJECTED : ExitStatus.OK;
    }

    /** The casebook's books with {@code fide} first: the book the others are compared with. */
    static List<String> fideFirst(List<String> books) {
        List<String> ordered = new ArrayList<>(books);
        if (ordered.remove("fide")) {
            ordered.add(0, "fide");
        }
        return ordered;
    }

    private int comparePgn(Comparison comparison, ComparisonPrinter printer, List<String> books, FinalEvent event) {
        List<PgnEntry> entries = PgnReader.readEach(PgnFile.read("--pgn", pgn, terminal));
        InputLines.requireSome(entries.size(), "--pgn", pgn, "game");
        Consumer<String> warn = warnings();
        boolean judged = true;
        for (int i = 0; i < entries.size(); i++) {
            int number = i + 1;
            PgnEntry entry = entries.get(i);
            String title = "game " + number + " (line " + entry.line() + ")";
            List<Verdict> verdicts;
            if (event == FinalEvent.NONE || entry.game().isEmpty()) {
                verdicts = comparison.judgeRecord(books, number, entry, warn);
                title += ", its recorded end judged again";
            } else {
                try {
                    Scenario scenario = PgnScenarios.of(number, entry.game().get(), event, warn);
                    verdicts = comparison.judge(books, scenario);
                    title = scenario.title() + ", then " + event.written();
                } catch (RejectedInputException refused) {
                    verdicts = comparison.judgeRecord(books, number, entry, warn);
                }
            }
            judged &= verdicts.stream().allMatch(verdict -> verdict.error().isEmpty());
            printer.print(title, number, verdicts);
        }
        return judged ? ExitStatus.OK : ExitStatus.REJECTED;
    }

    private Scenario scenario(FinalEvent event) {
        Optional<Chess960Setup> setup = chess960.setup();
        List<String> played = moveTokens(moves);
        for (String token : played) {
            try {
                Step.read(token);
            } catch (RejectedInputException unknown) {
                throw new RejectedInputException("--moves: " + unknown.getMessage());
            }
        }
        StartPosition start;
        String title;
        if (setup.isPresent()) {
            Position array = setup.get().position();
            start = (legality, mode) -> array;
            title = setup.get().describe();
        } else if (fen != null) {
            Consumer<String> warn = warnings();
            start = (legality, mode) -> PerftCommand.read(FenReader.of(legality, mode), fen, mode, warn);
            title = "Position " + fen;
        } else {
            start = (legality, mode) -> Position.start();
            title = "The start position";
        }
        title += played.isEmpty() ? "" : "; moves " + String.join(" ", played);
        title += event == FinalEvent.NONE ? "" : "; then " + event.written();
        return new Scenario(title, start, chess960.given(), played, event);
    }

    /**
     * Where a lenient FEN's dropped rights and squares are said: standard error, each once though
     * every profile reads the position; none with {@code --strict-fen}, which refuses them.
     */
    private Consumer<String> warnings() {
        if (strictFen) {
            return null;
        }
        Set<String> said = new HashSet<>();
        return warning -> {
            if (said.add(warning)) {
                terminal.err().println("warning: " + warning);
            }
        };
    }

    /** The moves as written, move numbers ({@code 1.}, {@code 12...}) left out. */
    static List<String> moveTokens(List<String> written) {
        List<String> tokens = new ArrayList<>();
        for (String token : written) {
            for (String part : token.strip().split("\\s+")) {
                String move = part.replaceFirst("^\\d+\\.+", "");
                if (!move.isEmpty()) {
                    tokens.add(move);
                }
            }
        }
        return tokens;
    }

    private void checkUsage() {
        if (caseId != null && (pgn != null || fen != null || !moves.isEmpty() || then != null || chess960.given())) {
            throw new ParameterException(spec.commandLine(),
                    "--case brings its own position, moves and event: it cannot be combined with --fen, --moves, --then, --pgn or --chess960");
        }
        if (caseId == null && profiles.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "Missing required option: '--profiles=PROFILE'"
                    + " (only --case has a default: the casebook's books)");
        }
        if (pgn != null && (fen != null || !moves.isEmpty() || chess960.setup().isPresent())) {
            throw new ParameterException(spec.commandLine(),
                    "--pgn takes its positions and moves from the file: it cannot be combined with --fen, --moves or --chess960 N");
        }
        if (fen != null && chess960.setup().isPresent()) {
            throw new ParameterException(spec.commandLine(),
                    "--fen and --chess960 N both give the start position: give one (--chess960 alone reads the FEN as Chess960)");
        }
        if (profiles.stream().anyMatch(String::isBlank)) {
            throw new ParameterException(spec.commandLine(), "--profiles has an empty entry; separate profiles with single commas");
        }
    }
}
