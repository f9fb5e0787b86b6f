package org.chesseus.drivers.uci;

import static java.util.Objects.requireNonNull;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.engine.EngineProvider;
import org.chesseus.api.engine.SearchRequest;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;

/**
 * The engine's side of UCI: reads commands line by line and answers them, while searches run on
 * the engine's thread. Bad input of any kind — garbage, an unknown command, a bad FEN, an illegal
 * move — is answered with {@code info string} and otherwise ignored: the server never stops on
 * input, only on {@code quit} or the end of input. As in Stockfish 15.1, {@code go}, {@code
 * setoption}, {@code ucinewgame} and {@code perft} during a search first wait for it to send its
 * {@code bestmove} (a {@code go infinite}, {@code go ponder} or bare {@code go} is stopped, where
 * Stockfish would hang), so every {@code go} is answered once and in order; {@code position} takes
 * effect at once for the next {@code go}, and the running search keeps the position it was given.
 */
public final class UciServer {
    private static final Set<String> COMMANDS = Set.of("uci", "debug", "isready", "setoption", "register",
            "ucinewgame", "position", "go", "stop", "ponderhit", "quit", "d", "perft");
    private static final Set<String> AFTER_SEARCH = Set.of("setoption", "ucinewgame", "go", "perft");

    private final EngineSetup setup;
    private final UciOutput out;
    private final SearchRunner runner;
    private GamePosition position = GamePosition.START;
    private boolean debug;

    /**
     * Serves UCI on {@code in} and {@code out} until {@code quit} or the end of input, with the
     * engine of {@code provider} searching under {@code book} (composed by {@code composer} from its
     * profile without the rules {@code without}, so {@code setoption name Rules} can recompose it)
     * on a daemon thread of its own, shut down on return.
     */
    public static void serve(EngineProvider provider, RuleBookComposer composer, RuleBook book, List<String> without,
            BufferedReader in, PrintWriter out) throws IOException {
        ExecutorService engineThread = Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, "chesseus engine");
            thread.setDaemon(true);
            return thread;
        });
        try {
            EngineSetup setup = new EngineSetup(provider, composer, book, without, engineThread);
            new UciServer(setup, new UciOutput(out), engineThread).serve(in);
        } finally {
            engineThread.shutdownNow();
        }
    }

    UciServer(EngineSetup setup, UciOutput out, ExecutorService engineThread) {
        this.setup = requireNonNull(setup, "setup");
        this.out = requireNonNull(out, "out");
        this.runner = new SearchRunner(engineThread, out);
    }

    /** Serves until {@code quit} or the end of {@code in}; a running search is stopped first. */
    void serve(BufferedReader in) throws IOException {
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (!command(line)) {
                break;
            }
        }
        runner.stop();
    }

    /** Runs one line; false on {@code quit}. */
    boolean command(String line) {
        List<String> words = new ArrayList<>(Arrays.asList(line.strip().split("\\s+")));
        words.removeIf(String::isEmpty);
        List<String> skipped = new ArrayList<>();
        while (!words.isEmpty() && !COMMANDS.contains(words.get(0))) {
            skipped.add(words.remove(0));
        }
        if (!skipped.isEmpty()) {
            out.say("unknown command '" + shorten(String.join(" ", skipped)) + "'" + (words.isEmpty() ? ""
                    : " skipped before '" + words.get(0) + "'") + "; commands: uci, debug, isready, setoption, ucinewgame,"
                    + " position, go, stop, ponderhit, quit, d, perft");
        }
        if (words.isEmpty()) {
            return true;
        }
        String command = words.get(0);
        List<String> rest = words.subList(1, words.size());
        if (AFTER_SEARCH.contains(command) && !runner.conclude()) {
            out.say(command + " ignored: the engine did not stop its search");
            return true;
        }
        try {
            return run(command, rest);
        } catch (RejectedInputException e) {
            out.say(e.getMessage());
        } catch (RuntimeException e) {
            out.say(command + " failed: " + e);
        }
        return true;
    }

    private boolean run(String command, List<String> rest) {
        switch (command) {
            case "uci" -> uci();
            case "debug" -> debug(rest);
            case "isready" -> out.send("readyok");
            case "setoption" -> setOption(rest);
            case "register" -> { }
            case "ucinewgame" -> {
                setup.newGame();
                position = GamePosition.START;
            }
            case "position" -> position = GamePosition.parse(rest, setup.book().legality(), setup.chess960());
            case "go" -> go(rest);
            case "stop" -> runner.stop();
            case "ponderhit" -> runner.ponderhit();
            case "d" -> BoardDiagram.of(setup.book().legality(), position.current(), setup.chess960()).forEach(out::send);
            case "perft" -> perft(depth(rest));
            case "quit" -> {
                return false;
            }
            default -> throw new IllegalStateException("no handler for " + command);
        }
        return true;
    }

    private void uci() {
        out.send("id name " + setup.name());
        out.send("id author " + setup.author());
        setup.declarations().forEach(out::send);
        out.send("uciok");
    }

    private void debug(List<String> rest) {
        if (rest.size() != 1 || !(rest.get(0).equals("on") || rest.get(0).equals("off"))) {
            throw new RejectedInputException("debug: on or off must follow, got '" + String.join(" ", rest) + "'");
        }
        debug = rest.get(0).equals("on");
        out.say("debug " + rest.get(0));
    }

    private void setOption(List<String> rest) {
        int valueAt = rest.indexOf("value");
        if (rest.isEmpty() || !rest.get(0).equals("name") || valueAt == 1) {
            throw new RejectedInputException("setoption: expected 'setoption name <name> [value <value>]'");
        }
        String name = String.join(" ", rest.subList(1, valueAt < 0 ? rest.size() : valueAt));
        String value = valueAt < 0 ? "" : String.join(" ", rest.subList(valueAt + 1, rest.size()));
        if (name.isEmpty()) {
            throw new RejectedInputException("setoption: the option's name is missing after 'name'");
        }
        String changed = setup.set(name, value);
        if (name.equalsIgnoreCase(EngineSetup.RULES)) {
            position = GamePosition.START;
        }
        if (debug) {
            out.say("set " + changed);
        }
    }

    private void go(List<String> rest) {
        GoCommand go = GoParser.parse(rest, out::say);
        if (go.perft().isPresent()) {
            perft(go.perft().getAsInt());
            return;
        }
        Legality legality = setup.book().legality();
        UciLines lines = new UciLines(legality, setup.chess960(), position.current());
        List<Move> searchMoves = searchMoves(go.searchMoves(), legality);
        SearchRequest request = new SearchRequest(position.start(), position.moves(), go.limits(), setup.draws(),
                searchMoves, setup.multiPv(), go.ponder());
        if (debug) {
            out.say("searching " + go.limits() + (go.ponder() ? " (ponder)" : "") + " with " + setup.draws()
                    + (searchMoves.isEmpty() ? "" : " over " + lines.line(searchMoves).size() + " root moves"));
        }
        runner.start(setup.engine(), request, go, lines, debug);
    }

    private List<Move> searchMoves(List<String> written, Legality legality) {
        List<Move> moves = new ArrayList<>();
        for (String text : written) {
            try {
                moves.add(legality.notation(setup.chess960()).parseUci(position.current(), text));
            } catch (RejectedInputException e) {
                out.say("go searchmoves: '" + text + "' skipped: " + e.getMessage());
            }
        }
        return moves;
    }

    private static int depth(List<String> rest) {
        if (rest.size() != 1) {
            throw new RejectedInputException("perft: one depth must follow, e.g. perft 3");
        }
        return GoParser.parse(List.of("perft", rest.get(0)), skipped -> { }).perft().getAsInt();
    }

    /** Perft split by root move, as Stockfish prints it: {@code e2e4: 20} lines, then the total. */
    private void perft(int depth) {
        Legality legality = setup.book().legality();
        UciLines lines = new UciLines(legality, setup.chess960(), position.current());
        long total = 0;
        for (Map.Entry<Move, Long> root : legality.divide(position.current(), depth).entrySet()) {
            out.send(lines.uci(root.getKey()) + ": " + root.getValue());
            total += root.getValue();
        }
        out.send("");
        out.send("Nodes searched: " + total);
        out.send("");
    }

    /** At most 60 characters of what was sent; {@link UciOutput#say} writes its control characters out. */
    private static String shorten(String text) {
        return text.length() <= 60 ? text : text.substring(0, 57) + "...";
    }
}
