package org.chesseus.search.eval;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The evaluation's weights: a (middlegame, endgame) pair in centipawns for every {@link Terms term},
 * read from a text file of lines {@code name mg eg} ({@code #} starts a comment). Every term must be
 * given exactly once; an unknown name, a missing term or a malformed number is refused with the
 * line it is on.
 */
public final class Weights {
    /** The resource holding the tuned weights, next to this class. */
    public static final String RESOURCE = "weights.txt";
    /**
     * The resource holding the weights the playing levels were calibrated with (docs/strength.md,
     * "Playing levels"): a level keeps them until it is calibrated again, so a change of the full
     * strength evaluation does not move the levels.
     */
    public static final String LEVELS_RESOURCE = "weights-levels.txt";
    private static final Map<String, Integer> INDEX = index();
    private final int[] mg;
    private final int[] eg;

    private Weights(int[] mg, int[] eg) {
        this.mg = mg;
        this.eg = eg;
    }

    /** Weights from two arrays of {@link Terms#COUNT} values (copied). */
    public static Weights of(int[] mg, int[] eg) {
        if (mg.length != Terms.COUNT || eg.length != Terms.COUNT) {
            throw new IllegalArgumentException("weights need " + Terms.COUNT + " values per phase, got "
                    + mg.length + " and " + eg.length);
        }
        return new Weights(mg.clone(), eg.clone());
    }

    /** The tuned weights shipped with the evaluation. */
    public static Weights tuned() {
        return resource(RESOURCE);
    }

    /** The weights the playing levels were calibrated with ({@link #LEVELS_RESOURCE}). */
    public static Weights levels() {
        return resource(LEVELS_RESOURCE);
    }

    private static Weights resource(String name) {
        try (InputStream in = Weights.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the resource " + name + " is missing next to " + Weights.class.getName());
            }
            return read(in, name);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads a weights file; {@code source} names it in error messages. */
    public static Weights read(InputStream in, String source) throws IOException {
        int[] mg = new int[Terms.COUNT];
        int[] eg = new int[Terms.COUNT];
        boolean[] seen = new boolean[Terms.COUNT];
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        int number = 0;
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            number++;
            int hash = line.indexOf('#');
            String text = (hash < 0 ? line : line.substring(0, hash)).trim();
            if (!text.isEmpty()) {
                entry(text, source + ":" + number, mg, eg, seen);
            }
        }
        for (int i = 0; i < Terms.COUNT; i++) {
            if (!seen[i]) {
                throw new IllegalArgumentException(source + ": no weight for the term " + Terms.names().get(i));
            }
        }
        return new Weights(mg, eg);
    }

    private static void entry(String text, String where, int[] mg, int[] eg, boolean[] seen) {
        String[] fields = text.split("\\s+");
        if (fields.length != 3) {
            throw new IllegalArgumentException(where + ": expected 'name mg eg', got '" + text + "'");
        }
        Integer index = INDEX.get(fields[0]);
        if (index == null) {
            throw new IllegalArgumentException(where + ": unknown term '" + fields[0] + "'");
        }
        if (seen[index]) {
            throw new IllegalArgumentException(where + ": the term '" + fields[0] + "' is given twice");
        }
        seen[index] = true;
        mg[index] = number(fields[1], where, fields[0]);
        eg[index] = number(fields[2], where, fields[0]);
    }

    private static int number(String field, String where, String name) {
        try {
            return Integer.parseInt(field);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(where + ": the weight of '" + name + "' is not a whole number: '" + field + "'");
        }
    }

    /** Writes the weights in the file format, one term a line, with a header comment. */
    public void write(Writer out, String header) throws IOException {
        for (String line : header.split("\n")) {
            out.write("# " + line + "\n");
        }
        List<String> names = Terms.names();
        for (int i = 0; i < Terms.COUNT; i++) {
            out.write(String.format("%-28s %6d %6d%n", names.get(i), mg[i], eg[i]));
        }
    }

    /** The middlegame weights by term index (a copy). */
    public int[] middlegame() {
        return mg.clone();
    }

    /** The endgame weights by term index (a copy). */
    public int[] endgame() {
        return eg.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Weights that && Arrays.equals(mg, that.mg) && Arrays.equals(eg, that.eg);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(mg) + Arrays.hashCode(eg);
    }

    private static Map<String, Integer> index() {
        Map<String, Integer> index = new HashMap<>();
        List<String> names = Terms.names();
        for (int i = 0; i < names.size(); i++) {
            index.put(names.get(i), i);
        }
        return index;
    }
}
