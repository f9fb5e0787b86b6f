package org.chesseus.drivers.uci;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.Consumer;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.engine.SearchLimits;

/**
 * Reads the words after {@code go}. A number that is not one refuses the whole command (no search
 * starts); an unknown word is reported and skipped, as UCI asks.
 */
final class GoParser {
    private static final Set<String> NUMBERS = Set.of("wtime", "btime", "winc", "binc", "movestogo", "depth", "nodes",
            "mate", "movetime", "perft");
    private static final Set<String> FLAGS = Set.of("infinite", "ponder");
    private static final int MAX_DEPTH = 64;

    private GoParser() {
    }

    /**
     * The command the words say.
     *
     * @param skipped told of each unknown word
     * @throws RejectedInputException naming the parameter and the value at fault
     */
    static GoCommand parse(List<String> words, Consumer<String> skipped) {
        Map<String, Long> numbers = new HashMap<>();
        List<String> searchMoves = new ArrayList<>();
        boolean infinite = false;
        boolean ponder = false;
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i);
            if (NUMBERS.contains(word)) {
                if (i + 1 >= words.size()) {
                    throw new RejectedInputException("go " + word + ": a number must follow");
                }
                numbers.put(word, number(word, words.get(++i)));
            } else if (FLAGS.contains(word)) {
                infinite |= word.equals("infinite");
                ponder |= word.equals("ponder");
            } else if (word.equals("searchmoves")) {
                while (i + 1 < words.size() && !isKeyword(words.get(i + 1))) {
                    searchMoves.add(words.get(++i));
                }
            } else {
                skipped.accept("go: unknown parameter '" + word + "' skipped");
            }
        }
        SearchLimits limits = new SearchLimits(time(numbers, "wtime"), time(numbers, "btime"),
                Math.max(0, numbers.getOrDefault("winc", 0L)), Math.max(0, numbers.getOrDefault("binc", 0L)),
                positive(numbers, "movestogo", Integer.MAX_VALUE), positive(numbers, "depth", MAX_DEPTH),
                positiveLong(numbers, "nodes"), positive(numbers, "mate", MAX_DEPTH / 2),
                positiveLong(numbers, "movetime"), infinite);
        return new GoCommand(limits, searchMoves, ponder, positive(numbers, "perft", MAX_DEPTH));
    }

    private static boolean isKeyword(String word) {
        return NUMBERS.contains(word) || FLAGS.contains(word) || word.equals("searchmoves");
    }

    private static long number(String parameter, String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new RejectedInputException("go " + parameter + ": '" + text + "' is not a whole number");
        }
    }

    /** A clock; a negative one (a GUI's late flag) counts as none left. */
    private static OptionalLong time(Map<String, Long> numbers, String parameter) {
        Long value = numbers.get(parameter);
        return value == null ? OptionalLong.empty() : OptionalLong.of(Math.max(0, value));
    }

    private static OptionalInt positive(Map<String, Long> numbers, String parameter, int max) {
        Long value = numbers.get(parameter);
        if (value == null) {
            return OptionalInt.empty();
        }
        if (value < 1 || value > max) {
            throw new RejectedInputException("go " + parameter + ": must be from 1 to " + max + ", got " + value);
        }
        return OptionalInt.of(value.intValue());
    }

    private static OptionalLong positiveLong(Map<String, Long> numbers, String parameter) {
        Long value = numbers.get(parameter);
        if (value == null) {
            return OptionalLong.empty();
        }
        if (value < 1) {
            throw new RejectedInputException("go " + parameter + ": must be 1 or more, got " + value);
        }
        return OptionalLong.of(value);
    }
}
