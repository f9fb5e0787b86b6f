package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.chesseus.launcher.terminal.ExitStatus;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The exit statuses of the user guide, command by command, on the same kinds of bad input: what
 * the command line names and Chesseus refuses (a FEN, a profile, a missing file, a folder, a file
 * that is not UTF-8, an engine that does not start) is 1, with one line on standard error; a
 * command line wrong in itself is 2, its message first. Never a stack trace, never a Java type's
 * name.
 */
class ExitStatusTest {
    @TempDir
    static Path folder;

    @BeforeAll
    static void files() throws IOException {
        Files.write(folder.resolve("latin1.txt"), "8/8/8/8/8/8/8/K1k5 w - - 0 1\ncaf\u00e9 = 1\n"
                .getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        Files.createDirectories(folder.resolve("a-folder"));
    }

    /** {@code FOLDER} is the test's folder; each {@code |} separates arguments. */
    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = ';', value = {
        "analyze|--fen|8/8/8/8/8/8/8/K7 w - - 0 1; 1; FEN",
        "analyze|--input|FOLDER/missing.txt; 1; --input: no such file",
        "analyze|--input|FOLDER/a-folder; 1; --input: 'FOLDER/a-folder' is a folder, not a file",
        "analyze|--input|FOLDER/latin1.txt; 1; --input: 'FOLDER/latin1.txt' is not UTF-8 text at line 2",
        "analyze|--rules|nosuch|--fen|8/8/8/8/8/8/8/K1k5 w - - 0 1; 1; unknown layer or profile 'nosuch'",
        "analyze|--budget|99999999999999999999; 2; --budget: '99999999999999999999' is not a whole number up to 9223372036854775807",
        "perft|--fen|bad; 1; FEN",
        "perft|--input|FOLDER/a-folder; 1; --input: 'FOLDER/a-folder' is a folder, not a file",
        "perft|--depth|x; 2; --depth: 'x' is not a whole number",
        "perft|--nope; 2; Unknown option: '--nope'",
        "rules|--rules|nosuch; 1; unknown layer or profile 'nosuch'",
        "rules|--without|nosuch; 1; ",
        "adjudicate|FOLDER/missing.pgn; 1; adjudicate: no such file",
        "adjudicate|FOLDER/a-folder; 1; adjudicate: 'FOLDER/a-folder' is a folder, not a file",
        "compare|--profiles|fide|--pgn|FOLDER/a-folder; 1; --pgn: 'FOLDER/a-folder' is a folder, not a file",
        "quiz|--book|nosuch; 1; --book: 'nosuch' is not a book of the casebook; choose one of l1, l2, fide",
        "quiz|--topic|nosuch; 1; --topic: no topic matches 'nosuch'; the topics are flag fall",
        "quiz|--count|0; 2; --count 0: ask one question at least",
        "quiz|--count|x; 2; --count: 'x' is not a whole number",
        "match|--white|/no/such/engine|--black|/no/such/engine; 1; --white uci:/no/such/engine: cannot start it: /no/such/engine does not exist",
        "match|--white|engine|--black|engine|--games|0; 2; --games 0: play one game at least",
        "match|--white|engine|--black|engine|--rules|nosuch; 1; unknown layer or profile 'nosuch'",
        "match|--white|engine|--black|engine|--openings|FOLDER/latin1.txt; 1; --openings FOLDER/latin1.txt: not UTF-8 text at line 2",
        "match|--white|engine|--black|engine|--openings|FOLDER/a-folder; 1; --openings FOLDER/a-folder: a folder, not a file",
        "play|--pgn|FOLDER/g.pgn|--white|uci:/no/such/engine; 1; --white uci:/no/such/engine: cannot start it: /no/such/engine does not exist",
        "play|--pgn|FOLDER/g.pgn|--rules|nosuch; 1; unknown layer or profile 'nosuch'",
        "play|--pgn|FOLDER/g.pgn|--config|FOLDER/latin1.txt; 1; --config FOLDER/latin1.txt: not UTF-8 text at line 2",
        "play|--pgn|FOLDER/g.pgn|--resume|FOLDER/missing.pgn; 1; --resume FOLDER/missing.pgn: no such file",
        "bench|arbiter|--corpus|FOLDER/missing.pgn; 1; ",
        "bench|analyze|--input|FOLDER/missing.txt; 1; "})
    void badInputGetsItsStatusAndOneLine(String line, int status, String message) {
        String[] args = line.replace("FOLDER", folder.toString()).split("\\|");
        CommandRun run = CommandRun.of(args);
        List<String> err = run.err().strip().lines().toList();
        String expected = message == null ? "" : message.replace("FOLDER", folder.toString());
        assertAll(
                () -> assertEquals(status, run.status(), run.err()),
                () -> assertTrue(err.get(0).startsWith(expected), run.err()),
                () -> assertTrue(status == ExitStatus.REJECTED ? err.size() == 1
                        : err.get(err.size() - 1).startsWith("Try 'chesseus "), run.err()),
                () -> assertFalse(run.err().contains("\tat ") || run.err().contains("Exception")
                        || run.err().contains("Input length"), run.err()));
    }
}
