package org.chesseus.rules.l1;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Small random damage to valid input, for the fuzz properties: characters deleted, inserted or
 * replaced (from an alphabet close to the input's own), and space-separated fields swapped,
 * dropped or repeated.
 */
final class Mutations {
    static final String FEN_ALPHABET = "pnbrqkPNBRQK012345678/ wb-KQkqABCDEFGHabcdefgh9xX.";
    static final String MOVE_ALPHABET = "abcdefghi0123456789NBRQKnbrqkxXO0-=+#!? ";

    private Mutations() {
    }

    /** {@code text} with between one and {@code most} random mutations. */
    static String mutate(String text, String alphabet, int most, Random random) {
        String mutated = text;
        int count = 1 + random.nextInt(most);
        for (int i = 0; i < count; i++) {
            mutated = once(mutated, alphabet, random);
        }
        return mutated;
    }

    private static String once(String text, String alphabet, Random random) {
        char letter = alphabet.charAt(random.nextInt(alphabet.length()));
        int at = text.isEmpty() ? 0 : random.nextInt(text.length());
        switch (random.nextInt(6)) {
            case 0:
                return text.isEmpty() ? text : text.substring(0, at) + text.substring(at + 1);
            case 1:
                return text.substring(0, at) + letter + text.substring(at);
            case 2:
                return text.isEmpty() ? text : text.substring(0, at) + letter + text.substring(at + 1);
            default:
                return fields(text, random);
        }
    }

    private static String fields(String text, Random random) {
        List<String> fields = new ArrayList<>(Arrays.asList(text.split(" ", -1)));
        int a = random.nextInt(fields.size());
        int b = random.nextInt(fields.size());
        switch (random.nextInt(3)) {
            case 0:
                String kept = fields.get(a);
                fields.set(a, fields.get(b));
                fields.set(b, kept);
                break;
            case 1:
                fields.remove(a);
                break;
            default:
                fields.add(b, fields.get(a));
        }
        return String.join(" ", fields);
    }
}
