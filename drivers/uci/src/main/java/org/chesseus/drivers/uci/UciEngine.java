package org.chesseus.drivers.uci;

import static java.util.Objects.requireNonNull;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.chesseus.api.RejectedInputException;

/**
 * An external engine speaking UCI, as a player: its process, and a daemon thread reading its
 * output so that a thinking engine never blocks the terminal. Searches are numbered; each {@code
 * bestmove} is reported with the number of the search it answers, so a host can drop the answer to
 * a search it cancelled. Whatever the engine does — crash, close its output, write garbage — is
 * reported to the listener, never thrown at the host.
 */
public final class UciEngine implements AutoCloseable {
    private static final long HANDSHAKE_SECONDS = 10;

    private final String command;
    private final String name;
    private final Process process;
    private final PrintWriter in;
    private final EngineListener listener;
    private final CountDownLatch uciok = new CountDownLatch(1);
    private volatile CountDownLatch readyok = new CountDownLatch(1);
    private final Deque<Long> searches = new ArrayDeque<>();
    private volatile boolean closing;
    private volatile String idName;

    private UciEngine(String command, String name, Process process, EngineListener listener) {
        this.command = command;
        this.name = name;
        this.process = process;
        this.in = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
        this.listener = listener;
    }

    /**
     * Starts the engine (its command line split at spaces), waits for {@code uciok} and {@code
     * readyok}, and starts a new game.
     *
     * @param option the option that named it, for messages ({@code --black})
     * @throws RejectedInputException when it cannot be started or does not answer as a UCI engine
     */
    public static UciEngine start(String command, String option, EngineListener listener) {
        return start(List.of(command.strip().split("\\s+")), command, "uci:" + command, option, listener);
    }

    /**
     * Starts the engine of an exact command line (words kept whole, for paths with spaces), waits
     * for {@code uciok} and {@code readyok}, and starts a new game.
     *
     * @param command the command line, one word an element
     * @param name what messages call it ({@code engine}, {@code uci:/usr/games/stockfish})
     * @param option the option that named it, for messages ({@code --black})
     * @throws RejectedInputException when it cannot be started or does not answer as a UCI engine
     */
    public static UciEngine start(List<String> command, String name, String option, EngineListener listener) {
        return start(command, String.join(" ", command), name, option, listener);
    }

    private static UciEngine start(List<String> words, String command, String name, String option,
            EngineListener listener) {
        requireNonNull(listener, "listener");
        Process process;
        try {
            process = new ProcessBuilder(words).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw new RejectedInputException(option + " " + name + ": cannot start it: " + whyNotStarted(words.get(0), e));
        }
        UciEngine engine = new UciEngine(command, name, process, listener);
        Thread reader = new Thread(engine::readOutput, "uci " + command);
        reader.setDaemon(true);
        reader.start();
        engine.handshake(option);
        return engine;
    }

    /**
     * Why a program did not start, in a person's words: missing, a folder, not executable, not on
     * the {@code PATH}; else the system's reason without Java's wording around it.
     */
    private static String whyNotStarted(String program, IOException e) {
        if (program.contains("/")) {
            Path path = Path.of(program);
            if (!Files.exists(path)) {
                return program + " does not exist";
            }
            if (Files.isDirectory(path)) {
                return program + " is a folder, not a program";
            }
            if (!Files.isExecutable(path)) {
                return program + " is not executable";
            }
        } else if (String.valueOf(e.getMessage()).contains("error=2,")) {
            return "no program '" + program + "' on the PATH";
        }
        return String.valueOf(e.getMessage()).replaceFirst("^Cannot run program \"[^\"]*\"(: error=\\d+, )?", "").strip();
    }

    /**
     * What a host says of an engine's move that is not legal, as a fragment after the side's name:
     * {@code sent e2e5, which is not a legal move (a pawn moves forward …)}; the move is not
     * repeated inside the reason.
     */
    public static String illegalMove(String sent, RejectedInputException why) {
        String reason = why.getMessage();
        if (reason.startsWith(sent + ": ")) {
            reason = reason.substring(sent.length() + 2);
        }
        return "sent " + sent + ", which is not a legal move (" + reason + ")";
    }

    /**
     * The name the engine gave itself in its {@code id name} line before {@code uciok} ({@code
     * Stockfish 15.1}); empty when it gave none.
     */
    public Optional<String> idName() {
        return Optional.ofNullable(idName).filter(name -> !name.isEmpty());
    }

    /** The command line the engine was started with. */
    public String command() {
        return command;
    }

    /** Sets an engine option ({@code setoption name UCI_Chess960 value true}); an engine ignores one it does not know. */
    public synchronized void setOption(String name, String value) {
        send("setoption name " + name + " value " + value);
    }

    /** Sets the position and starts search number {@code search} ({@code go …}). */
    public synchronized void go(String position, String go, long search) {
        searches.addLast(search);
        send(position);
        send(go);
    }

    /**
     * Starts a new game ({@code ucinewgame}) and waits until the engine is ready ({@code isready},
     * {@code readyok}): a search it was still finishing is answered (and dropped) on the way.
     *
     * @return whether it answered {@code readyok} within {@code seconds}
     */
    public boolean newGame(long seconds) {
        CountDownLatch ready = new CountDownLatch(1);
        readyok = ready;
        send("ucinewgame");
        send("isready");
        try {
            return ready.await(seconds, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Stops the present search; its answer will be reported with its number, for the host to drop. */
    public void stop() {
        send("stop");
    }

    private void handshake(String option) {
        send("uci");
        awaitOrFail(uciok, option, "uciok");
        send("isready");
        awaitOrFail(readyok, option, "readyok");
        send("ucinewgame");
    }

    private void awaitOrFail(CountDownLatch latch, String option, String word) {
        boolean answered;
        try {
            answered = latch.await(HANDSHAKE_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            answered = false;
        }
        if (!answered) {
            close();
            throw new RejectedInputException(option + " " + name + ": no '" + word + "' within "
                    + HANDSHAKE_SECONDS + " s; is it a UCI engine?");
        }
    }

    private void send(String line) {
        in.println(line);
    }

    private void readOutput() {
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                heard(line.strip());
            }
        } catch (IOException e) {
            if (!closing) {
                listener.failed("lost its output (" + e.getMessage() + ")");
            }
            return;
        }
        if (!closing) {
            listener.failed("stopped" + exitStatus());
        }
    }

    private void heard(String line) {
        if (line.startsWith("id name ") && uciok.getCount() > 0) {
            idName = line.substring("id name ".length()).strip();
        } else if (line.equals("uciok")) {
            uciok.countDown();
        } else if (line.equals("readyok")) {
            readyok.countDown();
        } else if (line.startsWith("info ")) {
            Long search;
            synchronized (this) {
                search = searches.peekFirst();
            }
            if (search != null) {
                listener.info(search, line);
            }
        } else if (line.startsWith("bestmove")) {
            String[] words = line.split("\\s+");
            Long search;
            synchronized (this) {
                search = searches.pollFirst();
            }
            if (search == null) {
                return;
            }
            if (words.length < 2) {
                listener.failed("answered '" + line + "' without a move");
            } else {
                listener.bestMove(search, words[1]);
            }
        }
    }

    private String exitStatus() {
        try {
            if (process.waitFor(1, TimeUnit.SECONDS)) {
                return " (exit status " + process.exitValue() + ")";
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return " (its output closed)";
    }

    /** Asks the engine to quit, and ends it if it does not within a second. */
    @Override
    public void close() {
        closing = true;
        send("quit");
        in.close();
        try {
            if (!process.waitFor(1, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
