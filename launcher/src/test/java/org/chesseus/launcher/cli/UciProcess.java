package org.chesseus.launcher.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * {@code chesseus uci} as a real process, as a GUI drives it: the same Java and class path as the
 * tests, lines written to its standard input, its standard output read on a thread of its own and
 * kept with the time each line arrived.
 */
final class UciProcess implements AutoCloseable {
    private final Process process;
    private final OutputStream in;
    private final List<String> lines = new ArrayList<>();
    private final List<Long> arrived = new ArrayList<>();

    private UciProcess(List<String> command) throws IOException {
        process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        in = process.getOutputStream();
        Thread reader = new Thread(this::read, "uci output");
        reader.setDaemon(true);
        reader.start();
    }

    /** {@code chesseus uci} with these arguments on the tests' class path. */
    static UciProcess start(String... args) throws IOException {
        return onClassPath(System.getProperty("java.class.path"), args);
    }

    /** {@code chesseus uci} on a class path of one's own. */
    static UciProcess onClassPath(String classPath, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", classPath, org.chesseus.launcher.Main.class.getName(), "uci"));
        command.addAll(List.of(args));
        return new UciProcess(command);
    }

    /** Another UCI engine by its command line, as an oracle ({@code /usr/games/stockfish}). */
    static UciProcess of(String... command) throws IOException {
        return new UciProcess(List.of(command));
    }

    /** The tests' class path without the search plugin. */
    static String classPathWithoutSearch() {
        return Stream.of(System.getProperty("java.class.path").split(java.io.File.pathSeparator))
                .filter(entry -> !entry.contains("chesseus-search") && !entry.replace('\\', '/').contains("/search/target/"))
                .collect(Collectors.joining(java.io.File.pathSeparator));
    }

    private void read() {
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                synchronized (lines) {
                    lines.add(line);
                    arrived.add(System.nanoTime());
                    lines.notifyAll();
                }
            }
        } catch (IOException e) {
            // The process ended: what it wrote is kept.
        }
    }

    /** Writes lines (raw bytes allowed) to the engine. */
    void send(String... sent) throws IOException {
        for (String line : sent) {
            in.write((line + "\n").getBytes(StandardCharsets.ISO_8859_1));
        }
        in.flush();
    }

    /** Writes raw bytes to the engine. */
    void sendBytes(byte[] bytes) throws IOException {
        in.write(bytes);
        in.flush();
    }

    /** How many lines have arrived. */
    int count() {
        synchronized (lines) {
            return lines.size();
        }
    }

    /** The lines from index {@code from} on. */
    List<String> since(int from) {
        synchronized (lines) {
            return List.copyOf(lines.subList(from, lines.size()));
        }
    }

    /** All lines so far, for messages. */
    String transcript() {
        synchronized (lines) {
            return String.join("\n", lines);
        }
    }

    /** The index of the first line from {@code from} on that matches, waiting up to {@code limit}. */
    Optional<Integer> await(int from, Predicate<String> wanted, Duration limit) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        synchronized (lines) {
            for (int at = from;; at++) {
                while (at >= lines.size()) {
                    long left = deadline - System.nanoTime();
                    if (left <= 0) {
                        return Optional.empty();
                    }
                    TimeUnit.NANOSECONDS.timedWait(lines, left);
                }
                if (wanted.test(lines.get(at))) {
                    return Optional.of(at);
                }
            }
        }
    }

    /** When the line at {@code index} arrived ({@link System#nanoTime()}). */
    long arrivedAt(int index) {
        synchronized (lines) {
            return arrived.get(index);
        }
    }

    /** Closes standard input (end of input) and waits for the exit status. */
    int endInput(Duration limit) throws IOException, InterruptedException {
        in.close();
        return process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS) ? process.exitValue() : -1;
    }

    @Override
    public void close() throws InterruptedException {
        try {
            in.close();
        } catch (IOException e) {
            // Already closed.
        }
        if (!process.waitFor(5, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }
}
