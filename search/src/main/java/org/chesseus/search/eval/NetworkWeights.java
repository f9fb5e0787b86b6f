package org.chesseus.search.eval;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * The quantised weights of the evaluation network ({@link NetworkEvaluator}), read from the file
 * {@code search/tuning/network/train.py} writes: the magic {@code CNN1}, the hidden width {@code H}
 * and the base (little-endian ints; base 1: the network's output is added to the {@link
 * TaperedEvaluator tuned evaluation}, a residual network; 0: it stands alone), then little-endian
 * 16-bit feature weights {@code [768][H]} and biases
 * {@code [H]} scaled by {@link #QA}, output weights {@code [2H]} scaled by {@link #QB}, and the output
 * bias as an int scaled by {@code QA × QB}. A file of another size or magic is refused with what was
 * wrong. Immutable; shared by every searching thread.
 */
public final class NetworkWeights {
    /** The resource holding the shipped network, next to this class. */
    public static final String RESOURCE = "network.bin";
    /** Inputs per side: 2 colours × 6 piece types × 64 squares. */
    public static final int INPUTS = 768;
    /** The feature transformer's scale: an activation of 1.0 is {@code QA}. */
    public static final int QA = 510;
    /** The output weights' scale. */
    public static final int QB = 1024;
    /** Centipawns per unit of the network's output (the trainer's sigmoid scale). */
    public static final int SCALE = 400;
    /**
     * The largest feature weight or bias the trainer writes (0.99 × {@link #QA}): with at most 32
     * pieces an accumulator stays within ±{@code 33 × 505}, inside a {@code short}.
     */
    static final int MAX_FEATURE_WEIGHT = 505;
    private static final int MAGIC = 0x314E4E43; // "CNN1" little-endian

    final int hidden;
    final boolean residual;
    /** Feature weights, {@code [feature × hidden + neuron]}. */
    final short[] features;
    final short[] biases;
    /** Output weights: the side to move's {@code hidden}, then the other side's. */
    final short[] output;
    final int outputBias;

    private NetworkWeights(int hidden, boolean residual, short[] features, short[] biases, short[] output, int outputBias) {
        this.hidden = hidden;
        this.residual = residual;
        this.features = features;
        this.biases = biases;
        this.output = output;
        this.outputBias = outputBias;
    }

    /** The network shipped with the engine ({@link #RESOURCE}), read once. */
    public static NetworkWeights shipped() {
        return Shipped.WEIGHTS;
    }

    /** Reads a network file; {@code source} names it in error messages. */
    public static NetworkWeights read(InputStream in, String source) throws IOException {
        ByteBuffer bytes = ByteBuffer.wrap(in.readAllBytes()).order(ByteOrder.LITTLE_ENDIAN);
        if (bytes.remaining() < 12 || bytes.getInt() != MAGIC) {
            throw new IOException(source + ": not a Chesseus network (the file must start with CNN1)");
        }
        int hidden = bytes.getInt();
        if (hidden <= 0 || hidden > 4096 || hidden % 8 != 0) {
            throw new IOException(source + ": hidden width " + hidden + " is not a multiple of 8 in 8..4096");
        }
        int base = bytes.getInt();
        if (base != 0 && base != 1) {
            throw new IOException(source + ": base " + base + " is neither 0 (none) nor 1 (the tuned evaluation)");
        }
        long expected = 12L + 2L * (INPUTS * (long) hidden + hidden + 2L * hidden) + 4;
        if (bytes.capacity() != expected) {
            throw new IOException(source + ": " + bytes.capacity() + " bytes, a network of width " + hidden
                    + " has " + expected);
        }
        short[] features = shorts(bytes, INPUTS * hidden);
        short[] biases = shorts(bytes, hidden);
        short[] output = shorts(bytes, 2 * hidden);
        int outputBias = bytes.getInt();
        for (short w : features) {
            if (Math.abs(w) > MAX_FEATURE_WEIGHT) {
                throw new IOException(source + ": a feature weight of " + w + " is beyond ±" + MAX_FEATURE_WEIGHT);
            }
        }
        for (short w : biases) {
            if (Math.abs(w) > MAX_FEATURE_WEIGHT) {
                throw new IOException(source + ": a feature bias of " + w + " is beyond ±" + MAX_FEATURE_WEIGHT);
            }
        }
        return new NetworkWeights(hidden, base == 1, features, biases, output, outputBias);
    }

    private static short[] shorts(ByteBuffer bytes, int count) {
        short[] values = new short[count];
        bytes.asShortBuffer().get(values);
        bytes.position(bytes.position() + 2 * count);
        return values;
    }

    /** Whether the network's output is added to the tuned evaluation. */
    public boolean residual() {
        return residual;
    }

    /** The hidden width {@code H}. */
    public int hidden() {
        return hidden;
    }

    private static final class Shipped {
        static final NetworkWeights WEIGHTS = load();

        private static NetworkWeights load() {
            try (InputStream in = NetworkWeights.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("the resource " + RESOURCE + " is missing next to "
                            + NetworkWeights.class.getName());
                }
                return read(in, RESOURCE);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
