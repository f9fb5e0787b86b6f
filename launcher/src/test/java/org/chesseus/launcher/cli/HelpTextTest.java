package org.chesseus.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.chesseus.launcher.terminal.ExitStatus;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What {@code --help} tells a person: the command lists of {@code chesseus --help} and
 * {@code chesseus bench --help} give each command a whole sentence, and each command's own help
 * states the rule book it uses when {@code --rules} is not given, the one it then really uses.
 */
class HelpTextTest {
    private static final Pattern DEFAULT = Pattern.compile("--rules=PROFILE\\s+[^-]*?\\(default: ([^)]+?)[;)]");

    @ParameterizedTest
    @ValueSource(strings = {"", "bench"})
    void everySummaryInACommandListIsAWholeSentence(String parent) {
        CommandRun help = parent.isEmpty() ? CommandRun.of("--help") : CommandRun.of(parent, "--help");
        assertEquals(ExitStatus.OK, help.status(), help.err());
        List<String> summaries = summaries(help.lines());
        assertTrue(summaries.size() >= 4, help.out());
        for (String summary : summaries) {
            assertTrue(summary.endsWith("."), "a summary cut off mid-sentence: '" + summary + "'");
        }
    }

    @ParameterizedTest
    @CsvSource({"play, fide", "rules, fide", "perft, l1", "analyze, l2", "adjudicate, fide", "match, fide",
        "uci, fide", "serve, fide", "bench arbiter, fide"})
    void eachCommandsHelpStatesItsOwnDefaultBook(String command, String book) {
        CommandRun help = CommandRun.of((command + " --help").split(" "));
        assertEquals(ExitStatus.OK, help.status(), help.err());
        Matcher stated = DEFAULT.matcher(help.out());
        assertTrue(stated.find(), help.out());
        assertEquals(book, stated.group(1).strip(), command + " --help");
    }

    /**
     * A description or footer reads as paragraphs: no short line in the middle of one, as when the
     * source's hand-wrapped lines each started a new line, or one longer than the usage width was
     * broken inside a word.
     */
    @ParameterizedTest
    @ValueSource(strings = {"", "play", "profiles", "rules", "perft", "analyze", "adjudicate", "compare", "quiz",
        "match", "uci", "serve", "bench", "bench perft", "bench analyze", "bench arbiter", "bench search"})
    void descriptionsAndFootersAreParagraphsWithoutRaggedLines(String command) {
        List<String> lines = CommandRun.of((command + " --help").strip().split(" ")).lines();
        for (int i = 0; i + 1 < lines.size(); i++) {
            String line = lines.get(i);
            String next = lines.get(i + 1);
            boolean continues = next.matches("[a-z(].*");
            assertTrue(line.isBlank() || line.startsWith(" ") || line.length() >= 50 || !continues,
                    command + " --help, a short line inside a paragraph: '" + line + "' then '" + next + "'");
        }
    }

    /** As the README says: the commands that print results take {@code --json}; play, uci and serve do not. */
    @ParameterizedTest
    @CsvSource({"profiles, true", "rules, true", "perft, true", "analyze, true", "adjudicate, true", "compare, true",
        "quiz, true", "match, true", "bench perft, true", "bench analyze, true", "bench arbiter, true", "bench search, true",
        "play, false", "uci, false", "serve, false"})
    void theCommandsThatPrintResultsTakeJson(String command, boolean takesJson) {
        CommandRun help = CommandRun.of((command + " --help").split(" "));
        assertEquals(takesJson, help.out().contains("--json"), command + " --help");
    }

    /** Run without {@code --rules} and with the default the help states, each command does the same. */
    @ParameterizedTest
    @MethodSource("runs")
    void theStatedDefaultIsTheBookUsed(List<String> line) {
        String command = line.get(0);
        Matcher stated = DEFAULT.matcher(CommandRun.of(command, "--help").out());
        assertTrue(stated.find(), command);
        CommandRun plain = CommandRun.of(line.toArray(String[]::new));
        List<String> words = new ArrayList<>(line);
        words.addAll(1, List.of("--rules", stated.group(1).strip()));
        CommandRun named = CommandRun.of(words.toArray(String[]::new));
        assertEquals(named.status(), plain.status(), plain.err());
        assertEquals(withoutTimes(named.out()), withoutTimes(plain.out()), String.join(" ", line));
    }

    static Stream<List<String>> runs() {
        return Stream.of(
                List.of("rules"),
                List.of("rules", "--json"),
                // dead by material under l2; l1 has no dead-position rule
                List.of("analyze", "--json", "--fen", "8/8/8/8/8/8/8/K1k5 w - - 0 1"),
                List.of("perft", "--json", "--depth", "2"),
                // the fifty-move and repetition endings of the corpus need fide
                List.of("adjudicate", "--json", "src/test/resources/adjudicate/corpus.pgn"));
    }

    private static String withoutTimes(String out) {
        return out.replaceAll("\"(ms|nps|micros)\":[0-9.]+", "\"$1\":0");
    }

    /** The summary of each entry under "Commands:", its continuation lines joined. */
    private static List<String> summaries(List<String> lines) {
        List<String> summaries = new ArrayList<>();
        boolean inList = false;
        for (String line : lines) {
            if (line.equals("Commands:")) {
                inList = true;
            } else if (inList && line.isBlank()) {
                break;
            } else if (inList && line.matches("  \\S.*")) {
                summaries.add(line.strip().split("\\s{2,}", 2)[1]);
            } else if (inList) {
                int last = summaries.size() - 1;
                summaries.set(last, summaries.get(last) + " " + line.strip());
            }
        }
        return summaries;
    }
}
