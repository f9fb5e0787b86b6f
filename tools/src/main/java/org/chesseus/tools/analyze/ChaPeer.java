package org.chesseus.tools.analyze;

import static java.util.Objects.requireNonNull;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * CHA 2 (Chess Unwinnability Analyzer, GPL-3, built outside the project: {@code
 * ../shared/peers/cha/}) as the peer of {@code bench analyze}: one process a pass, the queries on
 * its standard input ({@code FEN white}, {@code FEN black}, or the bare FEN: the side that moved
 * last, the question of FIDE 6.9 when the side to move flags), and for each answer line its own
 * time in microseconds ({@code … time T (query)}), so that process start and pipes are not
 * counted. In {@code -quick} mode CHA prints only the queries it proves unwinnable; their times
 * are read, and the mean over every query comes from its closing line ({@code Analyzed N
 * positions … (avg: A us; …)}). The process inherits this one's CPU affinity: run under {@code
 * taskset -c 1} to pin both.
 */
public final class ChaPeer {
    private static final Pattern ANSWER = Pattern.compile("^(\\S+).* time (\\d+) \\((.*)\\)$");
    private static final Pattern SUMMARY = Pattern.compile("^Analyzed (\\d+) positions .*\\(avg: ([0-9.]+) us;");

    private final List<String> command;

    /** The peer run as {@code command} (split on blanks), {@code -quick} added in quick passes. */
    public ChaPeer(String command) {
        this.command = List.of(requireNonNull(command, "command").strip().split("\\s+"));
    }

    /**
     * The queries that ask CHA what {@code side} asks of a position: {@code FEN white} and {@code
     * FEN black} for both, one of them for a colour, the bare FEN (the side that moved last) for a
     * flag fall.
     */
    public static List<String> queries(String fen, AskedSide side) {
        switch (side) {
            case WHITE: return List.of(fen + " white");
            case BLACK: return List.of(fen + " black");
            case FLAGGED: return List.of(fen);
            default: return List.of(fen + " white", fen + " black");
        }
    }

    /** The command, as given. */
    public String command() {
        return String.join(" ", command);
    }

    /** Whether the command names an executable file (else the peer part is skipped). */
    public boolean present() {
        Path binary = Path.of(command.get(0));
        return Files.isRegularFile(binary) && Files.isExecutable(binary);
    }

    /**
     * One pass over the positions: each position's queries ({@code queries.get(i)}, the FENs with
     * their side word) answered in order.
     *
     * @throws UncheckedIOException when the process cannot be run or read
     */
    public PeerPass pass(List<List<String>> queries, boolean quick) {
        Path input = null;
        try {
            input = Files.createTempFile("chesseus-cha-queries", ".txt");
            List<String> lines = new ArrayList<>();
            queries.forEach(lines::addAll);
            Files.write(input, lines, StandardCharsets.UTF_8);
            List<String> run = new ArrayList<>(command);
            if (quick) {
                run.add("-quick");
            }
            Process process = new ProcessBuilder(run).redirectInput(input.toFile())
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            PeerPass pass = read(process, queries);
            process.waitFor();
            return pass;
        } catch (IOException e) {
            throw new UncheckedIOException("peer " + command() + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the peer ran", e);
        } finally {
            if (input != null) {
                input.toFile().delete();
            }
        }
    }

    private static PeerPass read(Process process, List<List<String>> queries) throws IOException {
        int[] owner = owners(queries);
        String[] flat = queries.stream().flatMap(List::stream).toArray(String[]::new);
        long[] micros = new long[queries.size()];
        int[] missing = new int[queries.size()];
        for (int i = 0; i < queries.size(); i++) {
            missing[i] = queries.get(i).size();
        }
        int[] verdicts = new int[3];
        double average = -1;
        int next = 0;
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                Matcher answer = ANSWER.matcher(line);
                Matcher summary = SUMMARY.matcher(line);
                if (answer.find()) {
                    while (next < flat.length && !flat[next].equals(answer.group(3))) {
                        next++;
                    }
                    if (next == flat.length) {
                        throw new IOException("an answer to a query it was not asked: " + line);
                    }
                    micros[owner[next]] += Long.parseLong(answer.group(2));
                    missing[owner[next]]--;
                    verdicts[PeerPass.verdict(answer.group(1))]++;
                    next++;
                } else if (summary.find()) {
                    average = Double.parseDouble(summary.group(2));
                }
            }
        }
        for (int i = 0; i < micros.length; i++) {
            micros[i] = missing[i] == 0 ? micros[i] : -1;
        }
        if (average < 0) {
            throw new IOException("no closing 'Analyzed N positions' line: did it stop early?");
        }
        return new PeerPass(micros, average * flat.length / Math.max(1, queries.size()), verdicts);
    }

    /** For each query of the flattened list, the position it belongs to. */
    private static int[] owners(List<List<String>> queries) {
        int[] owner = new int[queries.stream().mapToInt(List::size).sum()];
        int at = 0;
        for (int i = 0; i < queries.size(); i++) {
            Arrays.fill(owner, at, at + queries.get(i).size(), i);
            at += queries.get(i).size();
        }
        return owner;
    }
}
